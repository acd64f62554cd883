/**
 * Candor's two languages, with the catalogue that speaks them: the messages name their
 * languages here and import nothing from lib; lib/i18n.ts adds their addresses and cookies.
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es'
}
