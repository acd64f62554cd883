import { en, type Messages } from './en'

export type Locale = 'en'

const catalogues: Record<Locale, Messages> = { en }

export const DEFAULT_LOCALE: Locale = 'en'

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogues[locale]
}

/** The catalogue of the default locale, for components that do not yet switch language. */
export const messages = getMessages()
export type { Messages }
