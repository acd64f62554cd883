import { getEnv } from '@/lib/env'

/** The confirmation mail of a sign-up: the link only, and what happens if it is ignored. */
export function confirmationMail(
  token: string,
  postalAddress: string | null = null,
): { subject: string; text: string } {
  const link = `${getEnv().siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`
  return {
    subject: 'Confirm your Candor updates',
    text: `Hello,\n\nSomeone, hopefully you, asked to receive Candor's updates at this address. To confirm, open this link within 7 days:\n\n${link}\n\nIf you did not ask, ignore this message: you will not hear from us again, and the address is deleted after 30 days.\n\nThe Candor team\n${postalAddress ? `${postalAddress}\n` : ''}`,
  }
}

/**
 * The headers every newsletter issue carries (RFC 2369 and RFC 8058): mail programs offer
 * an unsubscribe button that posts to the link and takes effect at once.
 */
export function unsubscribeHeaders(token: string): Record<string, string> {
  const link = `${getEnv().siteUrl}/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
