import { en as enBase } from './en'
import { accountMessages } from './en-accounts'
import { contactMessages } from './en-contact'
import { contentMessages } from './en-content'
import { findMessages } from './en-find'
import { moderationMessages } from './en-moderation'
import { newsletterMessages } from './en-newsletter'
import { quizMessages } from './en-quiz'
import { reportMessages } from './en-report'

export type Locale = 'en'

const en = {
  ...enBase,
  ...moderationMessages,
  ...accountMessages,
  ...findMessages,
  ...reportMessages,
  ...quizMessages,
  ...contentMessages,
  ...contactMessages,
  ...newsletterMessages,
}
type Messages = typeof en

const catalogues: Record<Locale, Messages> = { en }

export const DEFAULT_LOCALE: Locale = 'en'

/** The catalogue of the default locale, for components that do not yet switch language. */
export const messages = catalogues[DEFAULT_LOCALE]
export type { Messages }
