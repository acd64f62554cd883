import { REVIEW_QUERY_PARAM, REVIEW_WIZARD_PARAM } from '@/platform/routes'

export { REVIEW_QUERY_PARAM, REVIEW_WIZARD_PARAM }

/** The plan page with its review wizard open. */
export function reviewWizardHref(nid: number | string): string {
  return `/plans/${nid}?${REVIEW_WIZARD_PARAM}=true`
}

/**
 * A plan's review list on a page of its own, in any order and filter (`sort`, `score`,
 * `shown`): where the plan page's list goes when a browser without script sorts or filters it.
 */
export function reviewListHref(nid: number | string): string {
  return `/reviews/${nid}`
}

/** `pathname` with the query `search` minus `param` (and the `?` when nothing is left). */
export function hrefWithoutParam(pathname: string, search: string, param: string): string {
  const params = new URLSearchParams(search)
  params.delete(param)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}
