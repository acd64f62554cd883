import type { Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'

/**
 * The one mail a report sends: its link, and nothing of the answers behind it, so an inbox
 * that others can read reveals no health information. In the language of the report's page.
 */
export function reportLinkMail(link: string, locale: Locale = 'en'): { subject: string; text: string } {
  const m = messagesFor(locale).siteMail
  return { subject: m.reportSubject, text: `${m.hello}\n\n${m.reportText(link)}\n\n${m.signOff}\n` }
}
