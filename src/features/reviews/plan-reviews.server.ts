import type { Payload } from 'payload'

import type { Review } from '@/payload-types'

import {
  NEUTRAL_MEAN,
  RATING_CATEGORIES,
  ratingScore,
  summarise,
  type CategorySummary,
  type RatingCategory,
} from './ratings'

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

/**
 * A plan's published reviews, newest first, and its member ratings: per category the count
 * and the average shrunk toward the site-wide average, and the spread of overall scores.
 * Read as a visitor would: access control decides what is published, and no private field
 * is returned.
 */
export async function getPlanReviews(
  payload: Payload,
  nid: number,
): Promise<{ reviews: PublishedReview[]; ratings: MemberRatings }> {
  const asVisitor = { overrideAccess: false, user: null } as const
  const [own, site] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { and: [{ plan: { equals: nid } }, { status: { equals: 'published' } }] },
      sort: '-publishedAt',
      pagination: false,
      depth: 0,
      ...asVisitor,
    }),
    payload.find({
      collection: 'reviews',
      where: { status: { equals: 'published' } },
      select: {
        overallRating: true,
        accessToCareRating: true,
        customerServiceRating: true,
        priceTransparencyRating: true,
      },
      pagination: false,
      depth: 0,
      ...asVisitor,
    }),
  ])

  const siteScores = site.docs.map(scoresOf)
  const siteMean = (category: RatingCategory) =>
    siteScores.length === 0
      ? NEUTRAL_MEAN
      : siteScores.reduce((total, scores) => total + scores[category], 0) / siteScores.length

  const reviews = own.docs.map((doc) => ({
    id: doc.id,
    displayName: doc.displayName,
    publishedAt: doc.publishedAt ?? doc.createdAt,
    scores: scoresOf(doc),
    publicMessage: doc.publicMessage,
  }))
  const categories = Object.fromEntries(
    RATING_CATEGORIES.map((category) => [
      category,
      summarise(
        reviews.map((review) => review.scores[category]),
        siteMean(category),
      ),
    ]),
  ) as Record<RatingCategory, CategorySummary>
  const histogram: MemberRatings['histogram'] = [0, 0, 0, 0, 0]
  for (const review of reviews) histogram[review.scores.overall - 1]! += 1
  return { reviews, ratings: { total: reviews.length, categories, histogram } }
}
