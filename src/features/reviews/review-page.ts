/** How many reviews a plan page shows at first, and each "Show more reviews" adds. */
export const REVIEWS_PAGE_SIZE = 10

/**
 * The orders of a plan's review list: newest first; by overall score; or most marked helpful
 * first. Ties go newest first.
 */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

/** The most reviews a list shows at once when asked for more without script. */
export const REVIEWS_SHOWN_MAX = 200

const lastOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value)

/**
 * A review list's order, filter and length from its address (`sort`, `score`, `shown`), each
 * falling back to the plan page's own (newest first, every score, one page) when missing or
 * not one of the allowed values. A filter button sent with a filter already set comes last.
 */
export function readReviewListQuery(search: Record<string, string | string[] | undefined>): {
  sort: ReviewSort
  score: number | null
  shown: number
} {
  const sort = lastOf(search.sort) ?? ''
  const score = Number(lastOf(search.score) || NaN)
  const shown = Number(lastOf(search.shown) || NaN)
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort) ? (sort as ReviewSort) : 'newest',
    score: Number.isInteger(score) && score >= 1 && score <= 5 ? score : null,
    shown: Number.isInteger(shown) && shown >= 1 ? Math.min(shown, REVIEWS_SHOWN_MAX) : REVIEWS_PAGE_SIZE,
  }
}
