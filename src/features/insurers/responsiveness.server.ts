// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { and, eq, gte, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { medianOfCounts } from '@/features/moderation/server'
import { rawDb, rawTable } from '@/lib/raw-tables'

/** The window of an insurer's reply rate: the last 12 months. */
export const RESPONSIVENESS_DAYS = 365

/**
 * What a plan page says of its insurer: not on Candor (no account linked to its issuer); on
 * Candor with no reply in the window; or the share of its published reviews of the last
 * 12 months with a published reply, and the median time it took to reply.
 */
export type Responsiveness =
  | { kind: 'not-on-candor' }
  | { kind: 'no-replies'; reviews: number }
  | { kind: 'replies'; reviews: number; replied: number; medianMinutes: number }

const time = (value: unknown) => (value ? new Date(value as string).getTime() : NaN)

/**
 * Works out one issuer's row from its reviews and replies and stores it: a few queries over
 * one insurer's reviews of a year, run when a reply changes, never when a page is drawn.
 */
export async function refreshResponsiveness(
  payload: Payload,
  issuerId: string,
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<void> {
  const db = await rawDb(payload, req)
  const reviews = rawTable(payload, 'reviews')
  const replies = rawTable(payload, 'review_replies')
  const links = rawTable(payload, 'users_issuer_links')
  const table = rawTable(payload, 'insurer_responsiveness')
  const since = new Date(now.getTime() - RESPONSIVENESS_DAYS * 86_400_000).toISOString()
  const published = await db
    .select<{ id: number; publishedAt: string }>({ id: reviews.id!, publishedAt: reviews.publishedAt! })
    .from(reviews)
    .where(
      and(
        eq(reviews.planSnapshot_issuerId!, issuerId),
        eq(reviews.status!, 'published'),
        gte(reviews.publishedAt!, since),
      ),
    )
  const ids = published.map((row) => Number(row.id))
  const answered =
    ids.length === 0
      ? []
      : await db
          .select<{ review: number; firstSubmittedAt: string }>({
            review: replies.review!,
            firstSubmittedAt: replies.firstSubmittedAt!,
          })
          .from(replies)
          .where(and(eq(replies.status!, 'published'), inArray(replies.review!, ids)))
  const publishedAt = new Map(published.map((row) => [Number(row.id), time(row.publishedAt)]))
  const minutes = answered
    .map((row) => (time(row.firstSubmittedAt) - publishedAt.get(Number(row.review))!) / 60_000)
    .filter((value) => Number.isFinite(value))
    .map((value) => Math.max(0, value))
    .sort((a, b) => a - b)
  const [account] = await db
    .select<{ id: string }>({ id: links.id! })
    .from(links)
    .where(eq(links.issuerId!, issuerId))
    .limit(1)
  const row = {
    issuerId,
    hasAccount: account ? 1 : 0,
    reviews: ids.length,
    replied: answered.length,
    medianMinutes:
      minutes.length === 0 ? null : Math.round(medianOfCounts(minutes.map((value) => ({ value, count: 1 })))!),
    computedAt: now.toISOString(),
  }
  await db
    .insert(table)
    .values([row])
    .onConflictDoUpdate({ target: [table.issuerId!], set: row })
}

/** Every issuer with a row or a linked account, again: the nightly pass as the window moves. */
export async function refreshAllResponsiveness(payload: Payload, now = new Date()): Promise<number> {
  const db = await rawDb(payload)
  const table = rawTable(payload, 'insurer_responsiveness')
  const links = rawTable(payload, 'users_issuer_links')
  const issuers = new Set<string>()
  for (const row of await db.select<{ issuerId: string }>({ issuerId: table.issuerId! }).from(table)) {
    issuers.add(row.issuerId)
  }
  for (const row of await db.select<{ issuerId: string }>({ issuerId: links.issuerId! }).from(links)) {
    if (row.issuerId) issuers.add(row.issuerId)
  }
  for (const issuerId of issuers) await refreshResponsiveness(payload, issuerId, undefined, now)
  return issuers.size
}

/** What the plan page of a plan of this issuer says: one row read. */
export async function readResponsiveness(payload: Payload, issuerId: string): Promise<Responsiveness> {
  const db = await rawDb(payload)
  const table = rawTable(payload, 'insurer_responsiveness')
  const [row] = await db
    .select<{ hasAccount: number; reviews: number; replied: number; medianMinutes: number | null }>()
    .from(table)
    .where(eq(table.issuerId!, issuerId))
    .limit(1)
  if (!row || !Number(row.hasAccount)) return { kind: 'not-on-candor' }
  if (Number(row.replied) === 0 || row.medianMinutes === null)
    return { kind: 'no-replies', reviews: Number(row.reviews) }
  return {
    kind: 'replies',
    reviews: Number(row.reviews),
    replied: Number(row.replied),
    medianMinutes: Number(row.medianMinutes),
  }
}

/** The HIOS issuer of a review's plan, as stored with it. */
const issuerOf = (review: { planSnapshot?: { issuerId?: string | null } | null }) => review.planSnapshot?.issuerId

/**
 * A review published, or taken off the site, changes its insurer's share of reviews answered:
 * the issuer's row is worked out again then (a review received and still waiting changes nothing).
 */
export const refreshResponsivenessAfterReviewChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const issuerId = issuerOf(doc)
  if (issuerId && (doc.status === 'published') !== (previousDoc?.status === 'published')) {
    await refreshResponsiveness(req.payload, issuerId, req)
  }
  return doc
}

export const refreshResponsivenessAfterReviewDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const issuerId = issuerOf(doc)
  if (issuerId && doc.status === 'published') await refreshResponsiveness(req.payload, issuerId, req)
  return doc
}
