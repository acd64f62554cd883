import { and, eq, gte, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { processSingleton } from '@/lib/process-singletons'
import { rawDb, rawTable } from '@/lib/raw-tables'

import { isAtLeastAsSimilar, NEAR_DUPLICATE_SIMILARITY, shingles, textSignals, type Signal } from './signals'
import { asSystem } from '@/lib/as-system'

const DAY_MS = 24 * 60 * 60 * 1000
/** Reviews compared for near-duplicates: those of the last 180 days, the newest 1,000 at most. */
const DUPLICATE_WINDOW_MS = 180 * DAY_MS
const DUPLICATE_SAMPLE = 1_000
/** From the third review in a day from one connection or one address. */
const BURST_AFTER = 2
const NEW_ACCOUNT_MS = 7 * DAY_MS
const MANY_PLANS = 3

type Fingerprint = { id: number; at: number; shingles: Set<string> }
/** Newest first, with the ids it holds. */
type FingerprintStore = { list: Fingerprint[]; ids: Set<number>; newestId: number }

declare module '@/lib/process-singletons' {
  interface ProcessSingletons {
    /** The word trigrams of recent reviews. */
    reviewFingerprints: FingerprintStore
  }
}

/**
 * The word trigrams of recent reviews, kept in the process so that a new review is compared
 * without reading hundreds of texts from the database each time. Before each comparison the
 * store reads only the reviews stored since it last looked (by any instance of Candor, so
 * several instances compare against the same texts). A signal is a hint: a review deleted
 * meanwhile may still be compared against until the process restarts.
 */
const fingerprints = processSingleton('reviewFingerprints', (): FingerprintStore => ({
  list: [],
  ids: new Set(),
  newestId: 0,
}))

async function recentFingerprints(payload: Payload, now: number, req?: PayloadRequest): Promise<Fingerprint[]> {
  const since = now - DUPLICATE_WINDOW_MS
  const found = await payload.find({
    req,
    collection: 'reviews',
    where: {
      and: [
        { id: { greater_than: fingerprints.newestId } },
        { createdAt: { greater_than_equal: new Date(since).toISOString() } },
      ],
    },
    select: { publicMessage: true, createdAt: true },
    sort: '-id',
    limit: DUPLICATE_SAMPLE,
    // Only the rows: no count of all matches beside them.
    pagination: false,
    depth: 0,
    ...asSystem('siteSignals'),
  })
  remember(found.docs.map((doc) => ({ id: doc.id, at: Date.parse(doc.createdAt), text: doc.publicMessage ?? '' })))
  for (const doc of found.docs) fingerprints.newestId = Math.max(fingerprints.newestId, doc.id)
  return fingerprints.list.filter((entry) => entry.at >= since)
}

function remember(reviews: { id: number; at: number; text: string }[]): void {
  const { list, ids } = fingerprints
  for (const review of reviews) {
    if (ids.has(review.id)) continue
    // Most arrive newest: the place is found by halving, not by sorting the whole list again.
    let low = 0
    let high = list.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (list[middle]!.at >= review.at) low = middle + 1
      else high = middle
    }
    list.splice(low, 0, { id: review.id, at: review.at, shingles: shingles(review.text) })
    ids.add(review.id)
  }
  while (list.length > DUPLICATE_SAMPLE) ids.delete(list.pop()!.id)
}

/** Adds an accepted review's text to the texts new reviews are compared against. */
export function rememberReviewText(id: number, text: string, at = Date.now()): void {
  remember([{ id, at, text }])
}

/**
 * How many reviews of the last day came from this review's connection, and how many with its
 * email address: one query (each column has its index), as every review submitted asks.
 */
async function reviewsOfTheLastDay(
  payload: Payload,
  review: Pick<IncomingReview, 'clientHash' | 'email'>,
  sinceDay: string,
  req?: PayloadRequest,
): Promise<{ fromClient: number; fromEmail: number }> {
  const db = await rawDb(payload, req)
  const reviews = rawTable(payload, 'reviews')
  const sameClient = eq(reviews.clientHash!, review.clientHash)
  const sameEmail = eq(reviews.email!, review.email)
  const [row] = await db
    .select<{ fromClient: unknown; fromEmail: unknown }>({
      fromClient: sql`coalesce(sum(case when ${sameClient} then 1 else 0 end), 0)`,
      fromEmail: sql`coalesce(sum(case when ${sameEmail} then 1 else 0 end), 0)`,
    })
    .from(reviews)
    .where(and(gte(reviews.createdAt!, sinceDay), or(sameClient, sameEmail)))
  return { fromClient: Number(row?.fromClient ?? 0), fromEmail: Number(row?.fromEmail ?? 0) }
}

export type IncomingReview = {
  publicMessage: string
  displayName: string
  email: string
  clientHash: string
  memberId: number | null
  plan: number
}

/**
 * Every signal a new review raises, from its text and from what came before it. `req` is the
 * request that stores the review, so its reads share its transaction.
 */
export async function signalsForNewReview(
  payload: Payload,
  review: IncomingReview,
  now = Date.now(),
  req?: PayloadRequest,
): Promise<Signal[]> {
  const found = new Set<Signal>(textSignals(`${review.displayName} ${review.publicMessage}`))
  const sinceDay = new Date(now - DAY_MS).toISOString()
  const asServer = { ...asSystem('siteSignals'), depth: 0, req } as const

  // One after another: inside the review's transaction they share one connection, which
  // runs one query at a time (PostgreSQL's driver warns of queries sent over one another).
  const recent = await recentFingerprints(payload, now, req)
  const { fromClient, fromEmail } = await reviewsOfTheLastDay(payload, review, sinceDay, req)
  const own = shingles(review.publicMessage)
  if (recent.some((entry) => isAtLeastAsSimilar(own, entry.shingles, NEAR_DUPLICATE_SIMILARITY))) {
    found.add('near-duplicate')
  }
  if (fromClient >= BURST_AFTER) found.add('burst-client')
  if (fromEmail >= BURST_AFTER) found.add('burst-email')

  if (review.memberId !== null) {
    const member = await payload.findByID({ collection: 'members', id: review.memberId, ...asServer })
    if (now - Date.parse(member.createdAt) < NEW_ACCOUNT_MS) {
      const theirs = await payload.find({
        collection: 'reviews',
        where: { member: { equals: review.memberId } },
        select: { plan: true },
        pagination: false,
        ...asServer,
      })
      const plans = new Set([review.plan, ...theirs.docs.map((doc) => doc.plan)])
      if (plans.size >= MANY_PLANS) found.add('new-account-many-plans')
    }
  }
  return [...found]
}
