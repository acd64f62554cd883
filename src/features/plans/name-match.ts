/**
 * Finding a plan by words a person types: the insurer's name, or the name of a plan option
 * as it is printed on a member card ("Silver 10 Advanced"). Every word typed must start a
 * word of the name, in any order, ignoring case, accents and punctuation. Pure, for the
 * server and the browser alike.
 */

/** Lower case without accents or punctuation, so "Ambetter-Health" reads "ambetter health". */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The words of what a person typed, normalised; none for blank text. */
export function queryWords(query: string): string[] {
  return normaliseName(query).split(' ').filter(Boolean)
}

/** Whether every word starts a word of `text`. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false
  const haystack = ` ${normaliseName(text)}`
  return words.every((word) => haystack.includes(` ${word}`))
}

/** The first of `names` that every word matches, or null. */
export function firstMatchingName(names: readonly string[], words: readonly string[]): string | null {
  if (words.length === 0) return null
  return names.find((name) => matchesWords(name, words)) ?? null
}
