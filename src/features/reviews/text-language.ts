import type { Locale } from '@/lib/i18n'

/**
 * The commonest short words of each language that the other does not use: enough to tell an
 * English review from a Spanish one, whatever page it was written on.
 */
const COMMON_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    'the and is was were are to of my it its for with they that this have has had but not you your i we our their be been very would could when from about'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las y es fue era son de del que mi mis con para por un una muy pero se lo al su sus me nos como más cuando sin está están hay tuve tengo'.split(
      ' ',
    ),
  ),
}

/** How many more common words one language needs than the other before the text counts as in it. */
const MARGIN = 2

/**
 * The language a review's text is written in, told by its common words; null when the text
 * is too short or too mixed to say. A review keeps the language of the page it was written
 * on, which is not always the language of its words.
 */
export function textLanguage(text: string): Locale | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  let english = 0
  let spanish = 0
  for (const word of words) {
    if (COMMON_WORDS.en.has(word)) english += 1
    if (COMMON_WORDS.es.has(word)) spanish += 1
  }
  if (english >= spanish * MARGIN && english >= MARGIN) return 'en'
  if (spanish >= english * MARGIN && spanish >= MARGIN) return 'es'
  return null
}
