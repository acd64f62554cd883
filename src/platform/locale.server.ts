import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { messagesFor, type Messages } from '@/messages'

import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, localizeHref, PATH_HEADER, type Locale } from '@/lib/i18n'

/** The language of the page being rendered, as the proxy found it in the address. */
export async function getLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER)
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** The catalogue in the language of the page being rendered. */
export async function getMessages(): Promise<Messages> {
  return messagesFor(await getLocale())
}

/**
 * A page's canonical address in the language being rendered, and its address in each
 * language for `hreflang` (English is also the default for any other language). `path` is
 * the English address; without it, the address the proxy saw (its query left out).
 */
export async function localeAlternates(path?: string) {
  const requestHeaders = await headers()
  const locale = isLocale(requestHeaders.get(LOCALE_HEADER))
    ? (requestHeaders.get(LOCALE_HEADER) as Locale)
    : DEFAULT_LOCALE
  const english = path ?? requestHeaders.get(PATH_HEADER) ?? '/'
  return {
    canonical: localizeHref(english, locale),
    languages: {
      'en-US': localizeHref(english, 'en'),
      'es-US': localizeHref(english, 'es'),
      'x-default': localizeHref(english, 'en'),
    },
  }
}

/**
 * A page's metadata in the language being rendered: its title and description from the
 * catalogue, and its addresses in both languages (`path` is the English one).
 */
export async function localizedMetadata(
  path: string,
  words: (messages: Messages) => { title: string; description?: string },
): Promise<Metadata> {
  return { ...words(await getMessages()), alternates: await localeAlternates(path) }
}
