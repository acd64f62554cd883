import type { Payload } from 'payload'

import { LOCALES, type Locale } from '@/lib/i18n'
import type { Config } from '@/payload-types'
import { asSystem } from '@/lib/as-system'

/**
 * Saves a global's first words in each language it has none in (a fresh install, or a
 * language new to the site), never over what editors wrote; answers the languages saved.
 * `isWritten` reads one language's stored global, with no fallback to another language.
 */
export async function seedGlobalInEachLocale<Slug extends keyof Config['globals']>(
  payload: Payload,
  slug: Slug,
  isWritten: (global: Config['globals'][Slug]) => boolean,
  save: (locale: Locale) => Promise<void>,
): Promise<Locale[]> {
  const saved: Locale[] = []
  for (const locale of LOCALES) {
    const global = await payload.findGlobal({ slug, depth: 0, locale, fallbackLocale: false, ...asSystem('seed') })
    if (isWritten(global as Config['globals'][Slug])) continue
    await save(locale)
    saved.push(locale)
  }
  return saved
}
