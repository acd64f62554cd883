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
