import type { Locale } from './locales'

import { catalogues } from './index'

/**
 * The namespaces whose English sentences travel as text: validation messages made by the
 * feature schemas (on the server and in the browser) and the JSON calls' errors. The rules
 * keep their English words (the specification's, to the letter); a person reading Spanish is
 * shown the same key's Spanish words in their place.
 */
const TEXT_NAMESPACES = [
  'zipValidation',
  'estimateValidation',
  'reviewValidation',
  'contactValidation',
  'reportValidation',
  'accountValidation',
  'newsletterValidation',
  'readerReportValidation',
  'claimValidation',
  'decisionValidation',
  'lookupValidation',
  'serverErrors',
] as const

const cache = new Map<Locale, Record<string, string>>()

/** English sentence → the same key's sentence in `locale` (empty for English). */
export function textTranslations(locale: Locale): Record<string, string> {
  if (locale === 'en') return {}
  let table = cache.get(locale)
  if (!table) {
    table = {}
    for (const namespace of TEXT_NAMESPACES) {
      const english = catalogues.en[namespace] as Record<string, unknown>
      const translated = catalogues[locale][namespace] as Record<string, unknown>
      // Sentences made with figures are functions: their callers write them in the right
      // language themselves, and only text travels (to the browser too).
      for (const [key, text] of Object.entries(english)) {
        const other = translated[key]
        if (typeof text === 'string') table[text] = typeof other === 'string' ? other : text
      }
    }
    cache.set(locale, table)
  }
  return table
}

/** A sentence of those namespaces in `locale`; any other text as it is. */
export function translateText(text: string, locale: Locale): string {
  return textTranslations(locale)[text] ?? text
}
