/** The ZIP search's addresses: they hold the ZIP code and the county, nothing else. */
export const FIND_PATH = '/find'

export function findHref(zip: string, countyFips?: string | null): string {
  const base = `${FIND_PATH}/${encodeURIComponent(zip)}`
  return countyFips ? `${base}?county=${encodeURIComponent(countyFips)}` : base
}

/** The comparison of 2 to 4 insurers sold in one county of a ZIP code. */
export function compareHref(zip: string, countyFips: string, nids: readonly number[]): string {
  const query = new URLSearchParams({ county: countyFips })
  for (const nid of nids) query.append('nid', String(nid))
  return `${FIND_PATH}/${encodeURIComponent(zip)}/compare?${query.toString()}`
}

export const MIN_COMPARED = 2
export const MAX_COMPARED = 4
