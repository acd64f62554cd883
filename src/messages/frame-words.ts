import type { Locale } from './locales'

import { messagesFor, type Messages } from './index'
import { textTranslations } from './translate-text'

/**
 * The words of the frame (header, footer, account links, language switch and offer), in the
 * page's language. The server picks them and the frame's client components read them from
 * the locale context, so no page's JavaScript carries them, in either language: they arrive
 * with the page (docs/decisions/012-languages.md). Only strings cross to the browser.
 */
export type FrameWords = {
  site: Messages['site']
  header: Messages['header']
  footer: Omit<Messages['footer'], 'copyright'> & { copyright: string }
  accountHeader: Messages['accountHeader']
  accountSession: Messages['accountSession']
  language: Messages['language']
  /** The offer of the other language, in that language's words. */
  otherLanguage: Messages['language']
  /** Validation and server messages: English sentence → the page's language (none in English). */
  texts: Record<string, string>
}

export function frameWordsOf(locale: Locale, now = new Date()): FrameWords {
  const messages = messagesFor(locale)
  const { copyright, ...footer } = messages.footer
  return {
    site: messages.site,
    header: messages.header,
    footer: { ...footer, copyright: copyright(now.getFullYear()) },
    accountHeader: messages.accountHeader,
    accountSession: messages.accountSession,
    language: messages.language,
    otherLanguage: messagesFor(locale === 'es' ? 'en' : 'es').language,
    texts: textTranslations(locale),
  }
}
