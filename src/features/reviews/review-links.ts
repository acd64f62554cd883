/** The query parameter that opens the review-start dialog on any page (seed-spec §2). */
export const REVIEW_QUERY_PARAM = 'review'

/** The query parameter that opens the review wizard on a plan page (seed-spec §2, routes). */
export const REVIEW_WIZARD_PARAM = 'reviewModalOpen'

/** The plan page with its review wizard open. */
export function reviewWizardHref(nid: number | string): string {
  return `/plans/${nid}?${REVIEW_WIZARD_PARAM}=true`
}

/** `pathname` with the query `search` minus `param` (and the `?` when nothing is left). */
export function hrefWithoutParam(pathname: string, search: string, param: string): string {
  const params = new URLSearchParams(search)
  params.delete(param)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}
