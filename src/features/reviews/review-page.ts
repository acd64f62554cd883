/** How many reviews a plan page shows at first, and each "Show more reviews" adds. */
export const REVIEWS_PAGE_SIZE = 10

/** The orders of a plan's review list: newest first, or by overall score with ties newest first. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
