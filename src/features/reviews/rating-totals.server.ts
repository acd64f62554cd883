// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { and, count, eq, inArray, sum, type AnyColumn, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { insertInChunks, rawDb, rawTable, type RawDb, type RawTableColumns } from '@/lib/raw-tables'
import type { Review } from '@/payload-types'

import {
  RATING_CATEGORIES,
  RATING_FIELDS,
  RATING_VALUES,
  type RatingCategory,
  type RatingValue,
  ratingScore,
} from './ratings'
import { sumKey } from './tables'

/** What the published reviews of a plan (or of the whole site) add up to. */
export type RatingTotals = {
  reviews: number
  sums: Record<RatingCategory, number>
  /** How many gave each overall score, index 0 = 1 (terrible) … 4 = 5 (great). */
  histogram: [number, number, number, number, number]
}

export const emptyTotals = (): RatingTotals => ({
  reviews: 0,
  sums: { overall: 0, accessToCare: 0, customerService: 0, priceTransparency: 0 },
  histogram: [0, 0, 0, 0, 0],
})

const HISTOGRAM_COLUMNS = ['overall1', 'overall2', 'overall3', 'overall4', 'overall5'] as const

type Group = { plan: number; n: number } & Record<RatingCategory, RatingValue>

/** Counts the published reviews of `nids` (all plans when absent) straight from the reviews table. */
async function countPublished(
  payload: Payload,
  db: RawDb,
  nids?: readonly number[],
): Promise<Map<number, RatingTotals>> {
  const reviews = rawTable(payload, 'reviews')
  const ratingColumns = Object.fromEntries(
    RATING_CATEGORIES.map((category) => [category, reviews[RATING_FIELDS[category]]!]),
  ) as Record<RatingCategory, AnyColumn>
  const published = eq(reviews.status!, 'published')
  const groups = await db
    .select<Group>({ plan: reviews.plan!, n: count(), ...ratingColumns })
    .from(reviews)
    .where(nids ? and(published, inArray(reviews.plan!, [...nids])) : published)
    .groupBy(reviews.plan!, ...Object.values(ratingColumns))
  const totals = new Map<number, RatingTotals>()
  for (const group of groups) {
    const plan = Number(group.plan)
    const n = Number(group.n)
    const entry = totals.get(plan) ?? emptyTotals()
    entry.reviews += n
    for (const category of RATING_CATEGORIES) {
      if (!RATING_VALUES.includes(group[category])) continue
      entry.sums[category] += ratingScore(group[category]) * n
    }
    if (RATING_VALUES.includes(group.overall)) entry.histogram[ratingScore(group.overall) - 1]! += n
    totals.set(plan, entry)
  }
  return totals
}

function toRow(plan: number, totals: RatingTotals): Record<string, unknown> {
  const row: Record<string, unknown> = { plan, reviews: totals.reviews }
  for (const category of RATING_CATEGORIES) row[sumKey(category)] = totals.sums[category]
  HISTOGRAM_COLUMNS.forEach((column, index) => (row[column] = totals.histogram[index]))
  return row
}

function columnsOf(table: RawTableColumns): Record<string, AnyColumn> {
  const names = ['plan', 'reviews', ...RATING_CATEGORIES.map(sumKey), ...HISTOGRAM_COLUMNS]
  return Object.fromEntries(names.map((name) => [name, table[name]!]))
}

function fromRow(row: Record<string, unknown>): RatingTotals {
  const totals = emptyTotals()
  totals.reviews = Number(row.reviews ?? 0)
  for (const category of RATING_CATEGORIES) totals.sums[category] = Number(row[sumKey(category)] ?? 0)
  HISTOGRAM_COLUMNS.forEach((column, index) => (totals.histogram[index] = Number(row[column] ?? 0)))
  return totals
}

/**
 * Rebuilds the totals of the given plans (every plan when `nids` is absent) from their
 * published reviews, inside the request's transaction when there is one.
 */
export async function refreshRatingTotals(
  payload: Payload,
  nids?: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (nids && nids.length === 0) return
  const db = await rawDb(payload, req)
  const table = rawTable(payload, 'review_rating_totals')
  const totals = await countPublished(payload, db, nids)
  await db.delete(table).where(nids ? inArray(table.plan!, [...nids]) : undefined)
  await insertInChunks(
    db,
    table,
    [...totals].map(([plan, entry]) => toRow(plan, entry)),
  )
}

/**
 * Makes the totals count every published review again when they do not, as the moderation
 * figures are settled (settleModerationFigures): answers whether they were rebuilt.
 */
export async function settleRatingTotals(payload: Payload): Promise<boolean> {
  const db = await rawDb(payload)
  const reviews = rawTable(payload, 'reviews')
  const table = rawTable(payload, 'review_rating_totals')
  const [[published], [counted]] = await Promise.all([
    db.select<{ n: unknown }>({ n: count() }).from(reviews).where(eq(reviews.status!, 'published')),
    db.select<{ n: unknown }>({ n: sum(table.reviews!) }).from(table),
  ])
  if (Number(published?.n ?? 0) === Number(counted?.n ?? 0)) return false
  await refreshRatingTotals(payload)
  return true
}

/**
 * The totals of the given plans (absent ones have no published review) and of the whole
 * site, read from the aggregate rows: one small row per plan, whatever the number of reviews.
 */
export async function readRatingTotals(
  payload: Payload,
  nids: readonly number[],
): Promise<{ byPlan: Map<number, RatingTotals>; site: RatingTotals }> {
  const db = await rawDb(payload)
  const table = rawTable(payload, 'review_rating_totals')
  const siteFields: Record<string, SQL> = { reviews: sum(table.reviews!) }
  for (const column of [...RATING_CATEGORIES.map(sumKey), ...HISTOGRAM_COLUMNS])
    siteFields[column] = sum(table[column]!)
  const [siteRows, planRows] = await Promise.all([
    db.select<Record<string, unknown>>(siteFields).from(table),
    nids.length > 0
      ? db
          .select<Record<string, unknown>>(columnsOf(table))
          .from(table)
          .where(inArray(table.plan!, [...nids]))
      : Promise.resolve([]),
  ])
  return {
    byPlan: new Map(planRows.map((row) => [Number(row.plan), fromRow(row)])),
    site: fromRow(siteRows[0] ?? {}),
  }
}

type ReviewLike = { plan?: unknown; status?: unknown } | undefined

/** The plans whose totals a change touches: those of a review that is or was published. */
function plansTouched(...docs: ReviewLike[]): number[] {
  const touched = docs.some((doc) => doc?.status === 'published')
  if (!touched) return []
  return [...new Set(docs.map((doc) => doc?.plan).filter((nid): nid is number => typeof nid === 'number'))]
}

export const refreshRatingTotalsAfterChange: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, req }) => {
  await refreshRatingTotals(req.payload, plansTouched(doc, previousDoc), req)
  return doc
}

export const refreshRatingTotalsAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await refreshRatingTotals(req.payload, plansTouched(doc), req)
  return doc
}
