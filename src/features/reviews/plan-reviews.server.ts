import type { Payload } from 'payload'

import type { Review } from '@/payload-types'

import {
  NEUTRAL_MEAN,
  RATING_CATEGORIES,
  ratingScore,
  summariseTotals,
  type CategorySummary,
  type RatingCategory,
} from './ratings'
import { emptyTotals, readRatingTotals, type RatingTotals } from './rating-totals.server'

export type PublishedReview = {
  id: number | string
  displayName: string
  publishedAt: string
  scores: Record<RatingCategory, number>
  publicMessage: string
}

export type MemberRatings = {
  total: number
  categories: Record<RatingCategory, CategorySummary>
  /** How many published reviews gave each overall score, index 0 = 1 (terrible) … 4 = 5 (great). */
  histogram: [number, number, number, number, number]
}

type Ratings = Pick<
  Review,
  'overallRating' | 'accessToCareRating' | 'customerServiceRating' | 'priceTransparencyRating'
>

function scoresOf(doc: Ratings): Record<RatingCategory, number> {
  return {
    overall: ratingScore(doc.overallRating),
    accessToCare: ratingScore(doc.accessToCareRating),
    customerService: ratingScore(doc.customerServiceRating),
    priceTransparency: ratingScore(doc.priceTransparencyRating),
  }
}

/** The member ratings of one plan, from the totals of its reviews and of the whole site. */
export function memberRatingsOf(own: RatingTotals, site: RatingTotals): MemberRatings {
  const siteMean = (category: RatingCategory) =>
    site.reviews === 0 ? NEUTRAL_MEAN : site.sums[category] / site.reviews
  const categories = Object.fromEntries(
    RATING_CATEGORIES.map((category) => [
      category,
      summariseTotals(own.sums[category], own.reviews, siteMean(category)),
    ]),
  ) as Record<RatingCategory, CategorySummary>
  return { total: own.reviews, categories, histogram: [...own.histogram] }
}

/**
 * A plan's published reviews, newest first, and its member ratings: per category the count
 * and the average shrunk toward the site-wide average, and the spread of overall scores.
 * The ratings come from the aggregate rows; the reviews are read as a visitor would:
 * access control decides what is published, and no private field is returned.
 */
export async function getPlanReviews(
  payload: Payload,
  nid: number,
): Promise<{ reviews: PublishedReview[]; ratings: MemberRatings }> {
  const asVisitor = { overrideAccess: false, user: null } as const
  const [own, totals] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { and: [{ plan: { equals: nid } }, { status: { equals: 'published' } }] },
      sort: '-publishedAt',
      pagination: false,
      depth: 0,
      ...asVisitor,
    }),
    readRatingTotals(payload, [nid]),
  ])
  const reviews = own.docs.map((doc) => ({
    id: doc.id,
    displayName: doc.displayName,
    publishedAt: doc.publishedAt ?? doc.createdAt,
    scores: scoresOf(doc),
    publicMessage: doc.publicMessage,
  }))
  return { reviews, ratings: memberRatingsOf(totals.byPlan.get(nid) ?? emptyTotals(), totals.site) }
}
