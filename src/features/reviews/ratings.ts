/** The five faces of the rating scale, worst first, and their values 1 to 5. */
export const RATING_VALUES = ['terrible', 'bad', 'okay', 'good', 'great'] as const
export type RatingValue = (typeof RATING_VALUES)[number]

export function ratingScore(value: RatingValue): number {
  return RATING_VALUES.indexOf(value) + 1
}

/** The four things a member rates. */
export const RATING_CATEGORIES = ['overall', 'accessToCare', 'customerService', 'priceTransparency'] as const
export type RatingCategory = (typeof RATING_CATEGORIES)[number]

/** The review field that holds each category's rating. */
export const RATING_FIELDS = {
  overall: 'overallRating',
  accessToCare: 'accessToCareRating',
  customerService: 'customerServiceRating',
  priceTransparency: 'priceTransparencyRating',
} as const satisfies Record<RatingCategory, string>

/** With no published review anywhere yet, averages shrink toward the middle of the scale. */
export const NEUTRAL_MEAN = 3

/** Below this many published reviews, a category shows "not enough reviews yet". */
export const MIN_REVIEWS_FOR_AVERAGE = 3

/** How many more published reviews a plan needs before its average is shown; 0 once it has one. */
export function reviewsNeededForAverage(count: number): number {
  return Math.max(0, MIN_REVIEWS_FOR_AVERAGE - count)
}

/**
 * How many reviews' worth of weight the site-wide average carries in a plan's shrunk
 * average: a plan with few reviews stays near the site-wide figure until its own reviews
 * outweigh it.
 */
export const SHRINKAGE_WEIGHT = 5

export type CategorySummary = {
  count: number
  /** The plain mean of the plan's reviews, or null without reviews. */
  mean: number | null
  /** The shrunk (Bayesian) average shown to people, or null below the minimum count. */
  shrunkAverage: number | null
}

/** Shrinks a plan's mean toward the site-wide mean by SHRINKAGE_WEIGHT pseudo-reviews. */
export function shrunkAverage(sum: number, count: number, siteMean: number): number {
  return (SHRINKAGE_WEIGHT * siteMean + sum) / (SHRINKAGE_WEIGHT + count)
}

/** A category's summary from the sum and the count of its scores. */
export function summariseTotals(sum: number, count: number, siteMean: number): CategorySummary {
  if (count === 0) return { count, mean: null, shrunkAverage: null }
  return {
    count,
    mean: sum / count,
    shrunkAverage: count >= MIN_REVIEWS_FOR_AVERAGE ? shrunkAverage(sum, count, siteMean) : null,
  }
}
