/**
 * A plan page's address. From the ZIP results it carries the place searched; the page reads it
 * in the browser only. Pure, for the server and the browser alike.
 */

/** A ZIP code searched, with the county whose results were shown, carried to a plan page. */
export type CarriedPlace = { zip: string; countyFips: string | null }

/**
 * A plan page's address from the ZIP results: it carries the ZIP (and county) searched, which
 * the page reads in the browser, so its estimate and "Compare with" need not ask again. The
 * page renders alike with or without it, and the page cache answers both from the same bytes.
 */
export function planHref(nid: number, place?: CarriedPlace | null): string {
  if (!place || !/^\d{5}$/.test(place.zip)) return `/plans/${nid}`
  const query = new URLSearchParams({ zip: place.zip })
  if (place.countyFips && /^\d{5}$/.test(place.countyFips)) query.set('county', place.countyFips)
  return `/plans/${nid}?${query.toString()}`
}

/** The place a plan page's address carries (`?zip=77002&county=48201`), or null. */
export function carriedPlaceOf(search: string): CarriedPlace | null {
  const query = new URLSearchParams(search)
  const zip = query.get('zip')
  if (!zip || !/^\d{5}$/.test(zip)) return null
  const county = query.get('county')
  return { zip, countyFips: county && /^\d{5}$/.test(county) ? county : null }
}

/**
 * A plan page's address showing its options: the place carried (as `planHref`), all the
 * state's options instead of the place's (`all`), and the page of them (from 1; the first is
 * left out of the address). The anchor brings the list into view.
 */
export function planOptionsHref(
  nid: number,
  place: CarriedPlace | null,
  { all = false, page = 1 }: { all?: boolean; page?: number } = {},
): string {
  const base = planHref(nid, place)
  const query = new URLSearchParams(base.includes('?') ? base.slice(base.indexOf('?') + 1) : '')
  if (all) query.set('all', '1')
  if (page > 1) query.set('options', String(page))
  const search = query.toString()
  return `/plans/${nid}${search ? `?${search}` : ''}#plan-options-heading`
}

/** The place a plan page's query carries, read on the server (`searchParams`), or null. */
export function carriedPlaceOfQuery(query: Record<string, string | string[] | undefined>): CarriedPlace | null {
  const zip = query.zip
  const county = query.county
  return typeof zip === 'string'
    ? carriedPlaceOf(`?${new URLSearchParams({ zip, ...(typeof county === 'string' ? { county } : {}) })}`)
    : null
}
