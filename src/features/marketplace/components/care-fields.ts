import { MAX_COVERAGE_ITEMS, NPI, RXCUI } from '../coverage'
import type { CareEntry, CareKind } from './care-list-store'

/**
 * How the shopper's doctors and drugs travel with the household form: one field per entry, its
 * id and its name (`861007|metformin hydrochloride 500 MG`), in the form's body only.
 */
export const CARE_FIELD: Record<CareKind, string> = { drugs: 'care_drug', providers: 'care_provider' }

export const careValue = (entry: CareEntry) => `${entry.id}|${entry.name}`

/** The entries a form posted; anything not of the kind's id form, or past the tenth, is not read. */
export function careEntriesOf(form: FormData, kind: CareKind): CareEntry[] {
  const pattern = kind === 'drugs' ? RXCUI : NPI
  const seen = new Set<string>()
  const entries: CareEntry[] = []
  for (const value of form.getAll(CARE_FIELD[kind])) {
    if (typeof value !== 'string') continue
    const cut = value.indexOf('|')
    const id = cut < 0 ? value : value.slice(0, cut)
    const name =
      cut < 0
        ? id
        : value
            .slice(cut + 1)
            .trim()
            .slice(0, 200)
    if (!pattern.test(id) || seen.has(id) || name === '') continue
    seen.add(id)
    entries.push({ id, name })
  }
  return entries.slice(0, MAX_COVERAGE_ITEMS)
}
