import 'server-only'

import type { Payload } from 'payload'

import { RATING_VALUES, type RatingValue } from '@/features/reviews/ratings'

import { dayOf, medianOfCounts, readModerationFigures } from './figure-totals.server'
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

/**
 * How moderation treated the reviews received in the last 12 months (from the same day a
 * year ago, UTC): received, published and rejected by star rating and by reason, and the
 * median time to a decision. Read from the daily rows, never from the reviews themselves.
 * With `includeReviewers`, the same per staff member, for admins.
 */
export async function computeModerationStats(
  payload: Payload,
  { now = new Date(), includeReviewers = false }: { now?: Date; includeReviewers?: boolean } = {},
): Promise<ModerationStats> {
  const sinceDay = dayOf(new Date(now.getTime() - YEAR_MS))
  const since = new Date(`${sinceDay}T00:00:00.000Z`)
  const figures = await readModerationFigures(payload, sinceDay)

  const totals = empty()
  const byRating = new Map<RatingValue, Counts>(RATING_VALUES.map((rating) => [rating, empty()]))
  const reasons = new Map<RejectionReason, number>()
  for (const row of figures.counts) {
    const status = row.status as keyof Counts
    const rating = byRating.get(row.rating as RatingValue)
    for (const counts of rating ? [totals, rating] : [totals]) {
      counts.received += row.reviews
      if (status in counts) counts[status] += row.reviews
    }
    if (row.status === 'rejected' && row.reason) {
      const reason = row.reason as RejectionReason
      reasons.set(reason, (reasons.get(reason) ?? 0) + row.reviews)
    }
  }
  const medianMinutes = medianOfCounts(figures.times.map((row) => ({ value: row.minutes, count: row.reviews })))

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
    medianHoursToDecision: medianMinutes === null ? null : medianMinutes / 60,
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
