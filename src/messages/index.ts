/**
 * Every string the interface shows, in English and Spanish (docs/decisions/012-languages.md).
 * The catalogue is one module per namespace under `en/` and `es/`: server code reads a whole
 * language through `messagesFor(locale)`; a client component imports only the namespaces it
 * shows, in both languages, and picks one with `useMessages` (src/components/ui/locale.tsx),
 * so a page's JavaScript carries its own words and not the catalogue.
 */
import * as en from './en'
import * as es from './es'
import type { Translation } from './translation'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

type Messages = typeof en

const catalogues: Record<Locale, Translation<Messages>> = { en, es }

/** The catalogue of a language. Its type is the English one: the words differ, the shape does not. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale] as Messages
}

/** The language a staff member reads the admin in, as Payload names it (an unknown code reads English). */
export function adminLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/** The catalogue of the language a staff member reads the admin in. */
export function messagesForAdmin(language: string | undefined): Messages {
  return messagesFor(adminLocale(language))
}

/** The English catalogue, for code that has no visitor (logs, the admin's English defaults). */
export const messages = catalogues[DEFAULT_LOCALE] as Messages
export { catalogues }
export type { Locale, Messages }
