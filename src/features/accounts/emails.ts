import { getEnv } from '@/lib/env'
import { localizeHref, type Locale } from '@/lib/i18n'
import { ROUTES } from '@/platform/routes'
import { messagesFor } from '@/messages'

/**
 * The mail members receive: plain, short, in Candor's voice, in the language of the page the
 * member was on when they asked for it. Each returns the subject and the text; links point
 * at the site's own pages in that language.
 */
type Mail = { subject: string; text: string }

function link(path: string, token: string, locale: Locale): string {
  return `${getEnv().siteUrl}${localizeHref(path, locale)}?token=${encodeURIComponent(token)}`
}

function letter(locale: Locale, firstName: string, body: string): string {
  const m = messagesFor(locale).accountMail
  return `${m.hello(firstName)}\n\n${body}\n\n${m.signOff}\n`
}

export function verificationMail(firstName: string, token: string, locale: Locale = 'en'): Mail {
  const m = messagesFor(locale).accountMail
  return {
    subject: m.verificationSubject,
    text: letter(locale, firstName, m.verificationText(link(ROUTES.verifyEmail, token, locale))),
  }
}

export function passwordResetMail(firstName: string, token: string, locale: Locale = 'en'): Mail {
  const m = messagesFor(locale).accountMail
  return {
    subject: m.resetSubject,
    text: letter(locale, firstName, m.resetText(link(ROUTES.resetPassword, token, locale))),
  }
}

export function emailChangeMail(firstName: string, token: string, locale: Locale = 'en'): Mail {
  const m = messagesFor(locale).accountMail
  return {
    subject: m.emailChangeSubject,
    text: letter(locale, firstName, m.emailChangeText(link(ROUTES.verifyEmail, token, locale))),
  }
}

/** To the owner of an address someone tried to register again: nothing was made; how to get in. */
export function addressTakenMail(firstName: string, locale: Locale = 'en'): Mail {
  const m = messagesFor(locale).accountMail
  const page = (path: string) => `${getEnv().siteUrl}${localizeHref(path, locale)}`
  return {
    subject: m.takenSubject,
    text: letter(locale, firstName, m.takenText(page(ROUTES.login), page(ROUTES.forgotPassword))),
  }
}

export function accountDeletedMail(firstName: string, locale: Locale = 'en'): Mail {
  const m = messagesFor(locale).accountMail
  return { subject: m.deletedSubject, text: letter(locale, firstName, m.deletedText) }
}

/** The language an account mail is written in, carried from the request in Payload's request context. */
export function mailLocaleOf(context: unknown): Locale {
  const locale = (context as { locale?: unknown } | undefined)?.locale
  return locale === 'es' ? 'es' : 'en'
}
