// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { and, asc, desc, eq, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n'
import { rawDb, rawTable } from '@/lib/raw-tables'

import type { Review } from '@/payload-types'

import {
  NEUTRAL_MEAN,
  RATING_CATEGORIES,
  RATING_FIELDS,
  type RatingName,
  ratingScore,
  summariseTotals,
  type CategorySummary,
  type RatingCategory,
} from './ratings'
import { PUBLIC_ANSWER_FIELDS } from './review-field-keys'
import { REVIEWS_PAGE_SIZE, type ReviewSort } from './review-page'
import { emptyTotals, readRatingTotals, type RatingTotals } from './rating-totals.server'

export type PublishedReview = {
  id: number | string
  displayName: string
  publishedAt: string
  scores: Record<RatingCategory, number>
  publicMessage: string
  /** The last year the reviewer had the plan, where they said. */
  experienceYear: number | null
  /** The language of the page the review was written on: its text is in it. */
  language: Locale
  /** The insurer's public reply, once Candor's policy check has passed it. */
  reply: PublishedReply | null
  /** How many people marked it helpful (never part of a score). */
  helpful: number
}

/** An insurer's reply as the plan page shows it, under the review. */
export type PublishedReply = { text: string; publishedAt: string }

export type MemberRatings = {
  total: number
  categories: Record<RatingCategory, CategorySummary>
  /** How many published reviews gave each overall score, index 0 = 1 (terrible) … 4 = 5 (great). */
  histogram: [number, number, number, number, number]
}

type Ratings = Pick<Review, RatingName<'reviewField'>>

function scoresOf(doc: Ratings): Record<RatingCategory, number> {
  return Object.fromEntries(
    RATING_CATEGORIES.map((category) => [category, ratingScore(doc[RATING_FIELDS[category]])]),
  ) as Record<RatingCategory, number>
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

export type ReviewPageQuery = {
  sort?: ReviewSort
  /** Only reviews with this overall score, 1 to 5. */
  score?: number | null
  offset?: number
  limit?: number
}

type ReviewRow = Ratings & {
  id: number
  displayName: string
  publishedAt: string | null
  createdAt: string
  publicMessage: string
  experienceYear: number | null
  language: string | null
  helpful: number | null
}

const isoOf = (value: string | null) => (value ? new Date(value).toISOString() : null)

/**
 * One page of a plan's published reviews: newest first, or by overall score (ties newest
 * first), optionally only those with one overall score. Reads the page and nothing more,
 * and only the fields anyone may see.
 */
export async function getPlanReviewPage(
  payload: Payload,
  nid: number,
  { sort = 'newest', score = null, offset = 0, limit = REVIEWS_PAGE_SIZE }: ReviewPageQuery = {},
): Promise<PublishedReview[]> {
  const reviews = rawTable(payload, 'reviews')
  const conditions = [eq(reviews.plan!, nid), eq(reviews.status!, 'published')]
  // The stored 1–5 score: with the plan and status it is an index, so a page costs the same
  // whatever the number of the plan's reviews.
  const overall = reviews.overallScore!
  if (score) conditions.push(eq(overall, score))
  const newest = [desc(reviews.publishedAt!), desc(reviews.id!)]
  const order =
    sort === 'highest'
      ? [desc(overall), ...newest]
      : sort === 'lowest'
        ? [asc(overall), ...newest]
        : sort === 'helpful'
          ? [desc(reviews.helpfulCount!), ...newest]
          : newest
  const db = await rawDb(payload)
  const rows = await db
    .select<ReviewRow>({
      id: reviews.id!,
      publishedAt: reviews.publishedAt!,
      createdAt: reviews.createdAt!,
      // The answers anyone may read (the table of answers marks them public).
      ...Object.fromEntries(PUBLIC_ANSWER_FIELDS.map((field) => [field, reviews[field]!])),
      language: reviews.language!,
      helpful: reviews.helpfulCount!,
    })
    .from(reviews)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const replies = await publishedRepliesOf(
    payload,
    rows.map((row) => Number(row.id)),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    displayName: row.displayName,
    publishedAt: isoOf(row.publishedAt) ?? isoOf(row.createdAt)!,
    scores: scoresOf(row),
    publicMessage: row.publicMessage,
    experienceYear: row.experienceYear === null || row.experienceYear === undefined ? null : Number(row.experienceYear),
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    reply: replies.get(Number(row.id)) ?? null,
    helpful: Number(row.helpful ?? 0),
  }))
}

/** The published replies to these reviews (one at most each), by review: one query for a page. */
async function publishedRepliesOf(payload: Payload, ids: number[]): Promise<Map<number, PublishedReply>> {
  if (ids.length === 0) return new Map()
  const replies = rawTable(payload, 'review_replies')
  const rows = await (
    await rawDb(payload)
  )
    .select<{ review: number; body: string; publishedAt: string }>({
      review: replies.review!,
      body: replies.body!,
      publishedAt: replies.publishedAt!,
    })
    .from(replies)
    .where(and(inArray(replies.review!, ids), eq(replies.status!, 'published')))
  return new Map(rows.map((row) => [Number(row.review), { text: row.body, publishedAt: isoOf(row.publishedAt)! }]))
}

/**
 * A plan's member ratings (per category the count and the average shrunk toward the
 * site-wide average, and the spread of overall scores, from the aggregate rows) and the
 * first page of its published reviews, newest first.
 */
export async function getPlanReviews(
  payload: Payload,
  nid: number,
): Promise<{ reviews: PublishedReview[]; ratings: MemberRatings }> {
  const [reviews, totals] = await Promise.all([getPlanReviewPage(payload, nid), readRatingTotals(payload, [nid])])
  return { reviews, ratings: memberRatingsOf(totals.byPlan.get(nid) ?? emptyTotals(), totals.site) }
}
