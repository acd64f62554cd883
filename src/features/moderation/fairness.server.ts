// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { and, count, gte, isNotNull } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { rawDb, rawTable } from '@/lib/raw-tables'

import { RATING_VALUES, type RatingValue } from '@/features/reviews'

import { dayOf, medianOfCounts, readModerationFigures } from './figure-totals.server'
import { REJECTION_REASONS, type RejectionReason } from './reasons'
import { asSystem } from '@/lib/as-system'

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

/**
 * Each reviewer's decisions since `since`, counted by the database (one row per reviewer,
 * action and reason) rather than by reading every event of the year.
 */
async function reviewerStats(payload: Payload, since: Date): Promise<ReviewerStats[]> {
  const db = await rawDb(payload)
  const events = rawTable(payload, 'moderation_events')
  const rows = await db
    .select<{ actor: unknown; action: unknown; reason: unknown; events: unknown }>({
      actor: events.actor!,
      action: events.action!,
      reason: events.reason!,
      events: count(),
    })
    .from(events)
    .where(and(gte(events.createdAt!, since.toISOString()), isNotNull(events.actor!)))
    .groupBy(events.actor!, events.action!, events.reason!)
  const actorIds = [...new Set(rows.map((row) => Number(row.actor)))]
  const actors =
    actorIds.length === 0
      ? []
      : (
          await payload.find({
            collection: 'users',
            where: { id: { in: actorIds } },
            pagination: false,
            depth: 0,
            ...asSystem('siteSignals'),
          })
        ).docs
  const byActor = new Map<number, ReviewerStats>(
    actors.map((actor) => [
      actor.id,
      {
        id: actor.id,
        name: actor.name || actor.email,
        role: actor.role ?? null,
        editorialPasses: 0,
        editorialRejects: 0,
        policyPasses: 0,
        policyRejects: 0,
        rejectionsByReason: {},
      },
    ]),
  )
  for (const row of rows) {
    const stats = byActor.get(Number(row.actor))
    if (!stats) continue
    const action = String(row.action)
    const times = Number(row.events)
    if (action === 'editorial-pass') stats.editorialPasses += times
    if (action === 'editorial-reject') stats.editorialRejects += times
    if (action === 'policy-pass') stats.policyPasses += times
    if (action === 'policy-reject') stats.policyRejects += times
    if (action.endsWith('-reject') && typeof row.reason === 'string' && row.reason) {
      const reason = row.reason as RejectionReason
      stats.rejectionsByReason[reason] = (stats.rejectionsByReason[reason] ?? 0) + times
    }
  }
  return [...byActor.values()].sort((a, b) => a.name.localeCompare(b.name))
}
