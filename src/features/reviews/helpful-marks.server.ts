// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { count, eq, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { rawDb, rawTable } from '@/lib/raw-tables'

/** How a member's marks are keyed in `review_votes` (a device's are `device:<id>`). */
export const memberVoter = (id: number | string) => `member:${id}`

/** Sets a review's kept count from its rows, after marks were added or removed; returns it. */
export async function recountHelpful(payload: Payload, reviewId: number, req?: Partial<PayloadRequest>) {
  const db = await rawDb(payload, req)
  const votes = rawTable(payload, 'review_votes')
  const reviews = rawTable(payload, 'reviews')
  const [total] = await db.select<{ n: number }>({ n: count() }).from(votes).where(eq(votes.review!, reviewId))
  const helpful = Number(total?.n ?? 0)
  await db.update(reviews).set({ helpfulCount: helpful }).where(eq(reviews.id!, reviewId))
  return helpful
}

/** A member's marks: which reviews, and when. */
export async function marksOf(payload: Payload, voter: string): Promise<{ review: number; markedAt: string }[]> {
  const db = await rawDb(payload)
  const votes = rawTable(payload, 'review_votes')
  const rows = await db
    .select<{ review: number; createdAt: string }>({ review: votes.review!, createdAt: votes.createdAt! })
    .from(votes)
    .where(eq(votes.voter!, voter))
  return rows.map((row) => ({ review: Number(row.review), markedAt: row.createdAt }))
}

/** Forgets a member's marks and takes them off the reviews' counts. */
export async function forgetMarksOf(payload: Payload, voter: string): Promise<void> {
  const marks = await marksOf(payload, voter)
  if (marks.length === 0) return
  const db = await rawDb(payload)
  const votes = rawTable(payload, 'review_votes')
  await db.delete(votes).where(eq(votes.voter!, voter))
  for (const review of new Set(marks.map((mark) => mark.review))) await recountHelpful(payload, review)
}

/** A deleted review takes its marks with it. */
export const deleteHelpfulMarksAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const db = await rawDb(req.payload, req)
  const votes = rawTable(req.payload, 'review_votes')
  await db.delete(votes).where(inArray(votes.review!, [Number(doc.id)]))
  return doc
}
