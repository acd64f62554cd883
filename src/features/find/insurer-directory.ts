/**
 * The insurer search: every insurer product of the newest plan year, found by any words of
 * its marketing name, legal name or state, or by the name of one of its plan options (which
 * the server searches, so the page does not carry every option's name). Pure, for the server
 * (the page answered without JavaScript) and the browser (the typeahead) alike.
 */
import { normaliseName } from '@/features/plans'

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
export const normalise = normaliseName

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

/** A plan found by the name of one of its options (server: `findPlansByOptionName`), and that name. */
export type OptionMatch = { nid: number; optionName: string }

/** A directory entry a search found, with the plan option name that found it when its own names did not. */
export type InsurerMatch = DirectoryEntry & { matchedOption: string | null }

/**
 * What a search finds: the entries matched by name first, then those found only by a plan
 * option's name (mapped to their entry, the insurer product), each once; at most `limit`.
 */
export function withOptionMatches(
  entries: readonly DirectoryEntry[],
  byName: readonly DirectoryEntry[],
  byOption: readonly OptionMatch[],
  limit = MAX_MATCHES,
): InsurerMatch[] {
  const found: InsurerMatch[] = byName.map((entry) => ({ ...entry, matchedOption: null }))
  const seen = new Set(found.map((entry) => entry.nid))
  const byNid = new Map(entries.map((entry) => [entry.nid, entry]))
  for (const { nid, optionName } of byOption) {
    const entry = byNid.get(nid)
    if (!entry || seen.has(nid)) continue
    seen.add(nid)
    found.push({ ...entry, matchedOption: optionName })
  }
  return found.slice(0, limit)
}

/** The matches of the plan-option search's answer (`data.matches`), or none when it holds none. */
export function readOptionMatches(data: unknown): OptionMatch[] {
  const matches = typeof data === 'object' && data !== null ? (data as { matches?: unknown }).matches : null
  if (!Array.isArray(matches)) return []
  return matches.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { nid, option_name: optionName } = item as { nid?: unknown; option_name?: unknown }
    return typeof nid === 'number' && typeof optionName === 'string' ? [{ nid, optionName }] : []
  })
}

/** Where the browser asks for plans by option name. */
export const planOptionSearchUrl = (query: string) => `/v1/data/plan-options?q=${encodeURIComponent(query)}`
