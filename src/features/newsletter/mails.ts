import { getEnv } from '@/lib/env'
import { localizeHref, type Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'

/**
 * The confirmation mail of a sign-up: the link only, and what happens if it is ignored, in
 * the language of the page the person signed up on.
 */
export function confirmationMail(
  token: string,
  postalAddress: string | null = null,
  locale: Locale = 'en',
): { subject: string; text: string } {
  const m = messagesFor(locale).siteMail
  const link = `${getEnv().siteUrl}${localizeHref('/newsletter/confirm', locale)}?token=${encodeURIComponent(token)}`
  return {
    subject: m.newsletterSubject,
    text: `${m.hello}\n\n${m.newsletterText(link)}\n\n${m.signOff}\n${postalAddress ? `${postalAddress}\n` : ''}`,
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
