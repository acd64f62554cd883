/**
 * The insurer search: every insurer product of the newest plan year, found by any words of
 * its marketing name, legal name or state. Pure, for the server (the page answered without
 * JavaScript) and the browser (the typeahead) alike.
 */
export type DirectoryEntry = {
  nid: number
  /** The plan's name, told apart from others in its state (plan-name.ts). */
  name: string
  legalName: string
  state: string
  stateName: string
}

export const MAX_MATCHES = 12

/** Lower case without accents or punctuation, so "Ambetter-Health" finds "ambetter health". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * Entries whose words start with every word of the query, best first: a name that starts
 * with the query, then a name word that does, then the rest, each by name and state.
 */
export function matchInsurers(
  entries: readonly DirectoryEntry[],
  query: string,
  limit = MAX_MATCHES,
): DirectoryEntry[] {
  const words = normalise(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const whole = words.join(' ')
  const ranked: { entry: DirectoryEntry; rank: number }[] = []
  for (const entry of entries) {
    const name = normalise(entry.name)
    const haystack = ` ${name} ${normalise(entry.legalName)} ${normalise(entry.stateName)} ${entry.state.toLowerCase()}`
    if (!words.every((word) => haystack.includes(` ${word}`))) continue
    const rank = name.startsWith(whole) ? 0 : ` ${name}`.includes(` ${whole}`) ? 1 : 2
    ranked.push({ entry, rank })
  }
  return ranked
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.name.localeCompare(b.entry.name) ||
        a.entry.stateName.localeCompare(b.entry.stateName),
    )
    .slice(0, limit)
    .map(({ entry }) => entry)
}
