/** How many reviews a plan page shows at first, and each "Show more reviews" adds. */
export const REVIEWS_PAGE_SIZE = 10

/**
 * The orders of a plan's review list: newest first; by overall score; or most marked helpful
 * first. Ties go newest first.
 */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
