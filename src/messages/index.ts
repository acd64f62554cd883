import { en as enBase } from './en'
import { accountMessages } from './en-accounts'
import { findMessages } from './en-find'
import { moderationMessages } from './en-moderation'

export type Locale = 'en'

const en = { ...enBase, ...moderationMessages, ...accountMessages, ...findMessages }
type Messages = typeof en

const catalogues: Record<Locale, Messages> = { en }

export const DEFAULT_LOCALE: Locale = 'en'

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogues[locale]
}

/** The catalogue of the default locale, for components that do not yet switch language. */
export const messages = getMessages()
export type { Messages }
