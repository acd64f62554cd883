import type { Payload, PayloadRequest, Where } from 'payload'

import { namePlans } from '@/features/plans/server'
import { tidyName } from '@/features/plans'
import { RATING_VALUES, storedAnswersOf, type StoredAnswers } from '@/features/reviews'

import { reviewClock, type ReviewClock } from './business-days'
import { SIGNAL_VALUES, type Signal } from './signals'

export type QueueFilters = { state?: string; plan?: number; rating?: string; signal?: Signal }

export type QueueItem = {
  id: number
  receivedAt: string
  clock: ReviewClock
  plan: number
  issuer: string | null
  state: string | null
  signals: Signal[]
  editorialDecision: string | null
  policyDecision: string | null
  reportCount: number
  /** The reviewer's answers, under the collection's fields (the table of answers, features/reviews). */
  answers: StoredAnswers
  isPublished: boolean
}

/** Reads filters from a query string, keeping only values the queue knows. */
export function parseQueueFilters(params: Record<string, string | string[] | undefined>): QueueFilters {
  const one = (name: string) => {
    const value = params[name]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }
  const state = one('state')?.toUpperCase()
  const plan = one('plan')
  const rating = one('rating')
  const signal = one('signal')
  return {
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
    plan: plan && /^\d{1,9}$/.test(plan) ? Number(plan) : undefined,
    rating: rating && (RATING_VALUES as readonly string[]).includes(rating) ? rating : undefined,
    signal: signal && (SIGNAL_VALUES as string[]).includes(signal) ? (signal as Signal) : undefined,
  }
}

/**
 * The moderation queue, oldest first: every review waiting for one of its two checks
 * (new ones, and published ones that readers reported), read with the staff member's own
 * access.
 */
export async function loadModerationQueue(
  payload: Payload,
  req: PayloadRequest,
  filters: QueueFilters,
  now = new Date(),
): Promise<QueueItem[]> {
  const conditions: Where[] = [
    { status: { not_equals: 'rejected' } },
    { or: [{ editorialDecision: { exists: false } }, { policyDecision: { exists: false } }] },
  ]
  if (filters.state) conditions.push({ 'planSnapshot.state': { equals: filters.state } })
  if (filters.plan) conditions.push({ plan: { equals: filters.plan } })
  if (filters.rating) conditions.push({ overallRating: { equals: filters.rating } })
  if (filters.signal) conditions.push({ signals: { in: [filters.signal] } })
  const found = await payload.find({
    collection: 'reviews',
    where: { and: conditions },
    sort: 'createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const names = await namePlans(
    payload,
    found.docs.map((doc) => doc.plan),
  )
  return found.docs.map((doc) => ({
    id: doc.id,
    receivedAt: doc.createdAt,
    clock: reviewClock(new Date(doc.createdAt), now),
    plan: doc.plan,
    issuer:
      names.get(doc.plan) ?? (doc.planSnapshot?.issuerLegalName ? tidyName(doc.planSnapshot.issuerLegalName) : null),
    state: doc.planSnapshot?.state ?? null,
    signals: (doc.signals ?? []) as Signal[],
    editorialDecision: doc.editorialDecision ?? null,
    policyDecision: doc.policyDecision ?? null,
    reportCount: doc.reportCount ?? 0,
    answers: storedAnswersOf(doc),
    isPublished: doc.status === 'published',
  }))
}
