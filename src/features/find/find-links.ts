/**
 * The ZIP search's addresses: they hold the ZIP code and the county, nothing else, except
 * `with`, the plan a person came from to compare it with others (a plan page's "Compare with").
 */
export const FIND_PATH = '/find'

export function findHref(zip: string, countyFips?: string | null, withNid?: number | null): string {
  const query = new URLSearchParams()
  if (countyFips) query.set('county', countyFips)
  if (withNid) query.set('with', String(withNid))
  const base = `${FIND_PATH}/${encodeURIComponent(zip)}`
  return query.size > 0 ? `${base}?${query.toString()}` : base
}

/** The `with` of a search address: a plan id, or null for anything else. */
export function withNidOf(raw: string | string[] | undefined): number | null {
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

/** The comparison of 2 to 4 insurers sold in one county of a ZIP code. */
export function compareHref(zip: string, countyFips: string, nids: readonly number[]): string {
  const query = new URLSearchParams({ county: countyFips })
  for (const nid of nids) query.append('nid', String(nid))
  return `${FIND_PATH}/${encodeURIComponent(zip)}/compare?${query.toString()}`
}

export const MIN_COMPARED = 2
export const MAX_COMPARED = 4
