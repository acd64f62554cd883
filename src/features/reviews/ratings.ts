/** The five faces of the rating scale, worst first, and their values 1 to 5. */
export const RATING_VALUES = ['terrible', 'bad', 'okay', 'good', 'great'] as const
export type RatingValue = (typeof RATING_VALUES)[number]

export function ratingScore(value: RatingValue): number {
  return RATING_VALUES.indexOf(value) + 1
}

/**
 * The four things a member rates, by Candor's name (the keys), with every other name each one
 * has, so that no other file spells them:
 *   - `specField`: the field of call 2 and of the wizard's form (seed-spec §3);
 *   - `reviewField`: the Reviews collection's field (its column is Payload's snake case of it);
 *   - `sumColumn`: the column of the plan's totals (`review_rating_totals`, tables.ts);
 *   - `exportKey`: the key in a member's "export my data" document.
 * Only migrations, which record what the database was, spell the columns out.
 */
export const RATINGS = {
  overall: {
    specField: 'field_review_overallrating',
    reviewField: 'overallRating',
    sumColumn: 'overall_sum',
    exportKey: 'overall',
  },
  accessToCare: {
    specField: 'field_review_accesscarerating',
    reviewField: 'accessToCareRating',
    sumColumn: 'access_to_care_sum',
    exportKey: 'access_to_care',
  },
  customerService: {
    specField: 'field_review_custservicerating',
    reviewField: 'customerServiceRating',
    sumColumn: 'customer_service_sum',
    exportKey: 'customer_service',
  },
  priceTransparency: {
    specField: 'field_review_costrating',
    reviewField: 'priceTransparencyRating',
    sumColumn: 'price_transparency_sum',
    exportKey: 'price_transparency',
  },
} as const

export type RatingCategory = keyof typeof RATINGS
export const RATING_CATEGORIES = Object.keys(RATINGS) as RatingCategory[]

/** One of a rating's names, for every category: `ratingNames('reviewField').priceTransparency`. */
type NameKind = keyof (typeof RATINGS)[RatingCategory]
export type RatingName<Kind extends NameKind, C extends RatingCategory = RatingCategory> = (typeof RATINGS)[C][Kind]

function ratingNames<Kind extends NameKind>(kind: Kind): { [C in RatingCategory]: RatingName<Kind, C> } {
  return Object.fromEntries(RATING_CATEGORIES.map((category) => [category, RATINGS[category][kind]])) as {
    [C in RatingCategory]: RatingName<Kind, C>
  }
}

/** The review field that holds each category's rating. */
export const RATING_FIELDS = /* @__PURE__ */ ratingNames('reviewField')
/** The field of call 2 that carries each category's rating. */
export const RATING_SPEC_FIELDS = /* @__PURE__ */ ratingNames('specField')
/** The fields of call 2 that carry a rating, overall first. */
export const SPEC_RATING_FIELDS = /* @__PURE__ */ RATING_CATEGORIES.map((category) => RATING_SPEC_FIELDS[category])

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
