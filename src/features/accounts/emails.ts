import { getEnv } from '@/lib/env'
import { ROUTES } from '@/lib/routes'

/**
 * The mail members receive: plain, short, in Candor's voice. Each returns the subject and
 * the text; links point at the site's own pages.
 */
type Mail = { subject: string; text: string }

const signOff = '\n\nThe Candor team\n'

function link(path: string, token: string): string {
  return `${getEnv().siteUrl}${path}?token=${encodeURIComponent(token)}`
}

export function verificationMail(firstName: string, token: string): Mail {
  return {
    subject: 'Confirm your email for Candor',
    text: `Hello ${firstName},\n\nPlease confirm this is your email address, so you can log in to Candor:\n\n${link(ROUTES.verifyEmail, token)}\n\nIf you did not make an account on Candor, ignore this message and nothing will happen.${signOff}`,
  }
}

export function passwordResetMail(firstName: string, token: string): Mail {
  return {
    subject: 'Reset your Candor password',
    text: `Hello ${firstName},\n\nSomeone, hopefully you, asked to reset the password of your Candor account. Choose a new one here within the next hour:\n\n${link(ROUTES.resetPassword, token)}\n\nThe link works once. If you did not ask, ignore this message: your password stays as it is.${signOff}`,
  }
}

export function emailChangeMail(firstName: string, token: string): Mail {
  return {
    subject: 'Confirm your new email for Candor',
    text: `Hello ${firstName},\n\nPlease confirm this new email address for your Candor account:\n\n${link(ROUTES.verifyEmail, token)}\n\nUntil you do, we keep using your previous address. The link works for 24 hours.${signOff}`,
  }
}

export function accountDeletedMail(firstName: string): Mail {
  return {
    subject: 'Your Candor account has been deleted',
    text: `Hello ${firstName},\n\nAs you asked, your Candor account and the personal data in it have been deleted. Thank you for helping others choose their health plan.${signOff}`,
  }
}
