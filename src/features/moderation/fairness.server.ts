import 'server-only'

import type { Payload } from 'payload'

import { RATING_VALUES, type RatingValue } from '@/features/reviews/ratings'

import { REJECTION_REASONS, type RejectionReason } from './reasons'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

type Counts = { received: number; published: number; rejected: number; pending: number }

export type ReviewerStats = {
  id: number
  name: string
  role: string | null
  editorialPasses: number
  editorialRejects: number
  policyPasses: number
  policyRejects: number
  rejectionsByReason: Partial<Record<RejectionReason, number>>
}

export type ModerationStats = {
  since: string
  until: string
  totals: Counts
  /** Per overall rating, worst first: praise and complaint side by side. */
  byRating: ({ rating: RatingValue } & Counts)[]
  rejectedByReason: { reason: RejectionReason; label: string; count: number }[]
  /** Median hours from a review's arrival to its decision, or null before any decision. */
  medianHoursToDecision: number | null
  reviewers?: ReviewerStats[]
}

const empty = (): Counts => ({ received: 0, published: 0, rejected: 0, pending: 0 })

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * How moderation treated the reviews received in the last 12 months: received, published
 * and rejected by star rating and by reason, and the median time to a decision. With
 * `includeReviewers`, the same per staff member, for admins.
 */
export async function computeModerationStats(
  payload: Payload,
  { now = new Date(), includeReviewers = false }: { now?: Date; includeReviewers?: boolean } = {},
): Promise<ModerationStats> {
  const since = new Date(now.getTime() - YEAR_MS)
  const window = { createdAt: { greater_than_equal: since.toISOString() } }
  const reviews = await payload.find({
    collection: 'reviews',
    where: window,
    select: { overallRating: true, status: true, createdAt: true, decidedAt: true, rejectionReason: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })

  const totals = empty()
  const byRating = new Map<RatingValue, Counts>(RATING_VALUES.map((rating) => [rating, empty()]))
  const reasons = new Map<RejectionReason, number>()
  const hours: number[] = []
  for (const review of reviews.docs) {
    const status = review.status as keyof Counts
    const rating = byRating.get(review.overallRating as RatingValue)
    for (const counts of rating ? [totals, rating] : [totals]) {
      counts.received += 1
      counts[status] += 1
    }
    if (review.status === 'rejected' && review.rejectionReason) {
      const reason = review.rejectionReason as RejectionReason
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
    if (review.decidedAt && review.status !== 'pending') {
      hours.push((Date.parse(review.decidedAt) - Date.parse(review.createdAt)) / 3_600_000)
    }
  }

  const stats: ModerationStats = {
    since: since.toISOString(),
    until: now.toISOString(),
    totals,
    byRating: RATING_VALUES.map((rating) => ({ rating, ...byRating.get(rating)! })),
    rejectedByReason: (Object.keys(REJECTION_REASONS) as RejectionReason[]).map((reason) => ({
      reason,
      label: REJECTION_REASONS[reason],
      count: reasons.get(reason) ?? 0,
    })),
    medianHoursToDecision: median(hours),
  }
  if (includeReviewers) stats.reviewers = await reviewerStats(payload, since)
  return stats
}

async function reviewerStats(payload: Payload, since: Date): Promise<ReviewerStats[]> {
  const events = await payload.find({
    collection: 'moderation-events',
    where: { and: [{ createdAt: { greater_than_equal: since.toISOString() } }, { actor: { exists: true } }] },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const byActor = new Map<number, ReviewerStats>()
  for (const event of events.docs) {
    const actor = event.actor as { id: number; name?: string | null; email: string; role?: string } | null
    if (!actor || typeof actor !== 'object') continue
    let stats = byActor.get(actor.id)
    if (!stats) {
      stats = {
        id: actor.id,
        name: actor.name || actor.email,
        role: actor.role ?? null,
        editorialPasses: 0,
        editorialRejects: 0,
        policyPasses: 0,
        policyRejects: 0,
        rejectionsByReason: {},
      }
      byActor.set(actor.id, stats)
    }
    if (event.action === 'editorial-pass') stats.editorialPasses += 1
    if (event.action === 'editorial-reject') stats.editorialRejects += 1
    if (event.action === 'policy-pass') stats.policyPasses += 1
    if (event.action === 'policy-reject') stats.policyRejects += 1
    if (event.action.endsWith('-reject') && event.reason) {
      const reason = event.reason as RejectionReason
      stats.rejectionsByReason[reason] = (stats.rejectionsByReason[reason] ?? 0) + 1
    }
  }
  return [...byActor.values()].sort((a, b) => a.name.localeCompare(b.name))
}
