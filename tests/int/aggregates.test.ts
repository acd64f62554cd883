import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rawDb, rawTable } from '@/lib/raw-tables'

import { startTestPayload, testDatabaseKind, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
})

afterAll(async () => {
  await context?.stop()
})

const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOW = Date.now()

type Seeded = {
  plan: number
  overall: 'terrible' | 'bad' | 'okay' | 'good' | 'great'
  status: 'pending' | 'published' | 'rejected'
  daysAgo: number
  decidedAfterHours?: number
  reason?: string
}

async function seed(review: Seeded) {
  const createdAt = new Date(NOW - review.daysAgo * DAY)
  const decidedAt =
    review.decidedAfterHours === undefined ? null : new Date(createdAt.getTime() + review.decidedAfterHours * HOUR)
  return payload.create({
    collection: 'reviews',
    overrideAccess: true,
    data: {
      plan: review.plan,
      status: review.status,
      createdAt: createdAt.toISOString(),
      decidedAt: decidedAt?.toISOString() ?? null,
      publishedAt: review.status === 'published' ? decidedAt?.toISOString() : null,
      rejectionReason: (review.reason ?? null) as never,
      overallRating: review.overall,
      accessToCareRating: 'good',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'great',
      publicMessage: 'The network was wide enough for our family and claims were paid on time, mostly.',
      displayName: 'Sam T.',
      email: 'sam@example.com',
    },
  })
}

const AGGREGATES = ['review_rating_totals', 'moderation_daily_counts', 'moderation_decision_times'] as const

/** Every aggregate row, without generated ids, in a stable order. */
async function aggregateRows(): Promise<Record<string, unknown[]>> {
  const db = await rawDb(payload)
  const rows: Record<string, unknown[]> = {}
  for (const name of AGGREGATES) {
    const table = rawTable(payload, name)
    const fields = Object.fromEntries(Object.entries(table).filter(([key]) => key !== 'id'))
    const found = await db.select(fields).from(table)
    rows[name] = found
      .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])))
      .map((row) => JSON.stringify(row))
      .sort()
  }
  return rows
}

async function emptyAggregates(): Promise<void> {
  const db = await rawDb(payload)
  for (const name of AGGREGATES) await db.delete(rawTable(payload, name)).where(undefined)
}

describe('aggregate rows', () => {
  it('are kept by the review hooks, and equal a full rebuild and the migrations’ fill from the reviews', async () => {
    const moderated: Seeded[] = [
      { plan: 11, overall: 'great', status: 'published', daysAgo: 3, decidedAfterHours: 2 },
      { plan: 11, overall: 'bad', status: 'published', daysAgo: 3, decidedAfterHours: 5 },
      { plan: 11, overall: 'good', status: 'rejected', daysAgo: 20, decidedAfterHours: 30, reason: 'advertising' },
      { plan: 12, overall: 'okay', status: 'published', daysAgo: 100, decidedAfterHours: 80 },
      { plan: 12, overall: 'terrible', status: 'pending', daysAgo: 1 },
      // New reviews are counted in one by one; two land on the same row.
      { plan: 11, overall: 'terrible', status: 'pending', daysAgo: 1 },
      { plan: 12, overall: 'great', status: 'pending', daysAgo: 0 },
      // Received more than a year ago: counted by the totals of plan 12, not by the figures.
      { plan: 12, overall: 'great', status: 'published', daysAgo: 400, decidedAfterHours: 1 },
    ]
    const created = []
    for (const review of moderated) created.push(await seed(review))
    // Reviews change after they arrive: one goes back to the queue, one is deleted.
    await payload.update({
      collection: 'reviews',
      id: created[3]!.id,
      data: { status: 'pending' },
      overrideAccess: true,
    })
    const extra = await seed({ plan: 11, overall: 'okay', status: 'published', daysAgo: 3, decidedAfterHours: 3 })
    await payload.delete({ collection: 'reviews', id: extra.id, overrideAccess: true })

    const kept = await aggregateRows()
    expect(kept.review_rating_totals).toHaveLength(2)

    const { refreshRatingTotals } = await import('@/features/reviews/server')
    const { refreshModerationFigures } = await import('@/features/moderation/server')
    await emptyAggregates()
    await refreshRatingTotals(payload)
    await refreshModerationFigures(payload)
    expect(await aggregateRows()).toEqual(kept)

    // The migrations fill the tables of an existing database the same way.
    const dir = path.resolve('src/migrations', testDatabaseKind)
    await emptyAggregates()
    for (const suffix of ['_review_rating_totals.ts', '_moderation_daily_figures.ts']) {
      const file = fs.readdirSync(dir).find((name) => name.endsWith(suffix))!
      const migration = (await import(path.join(dir, file))) as { fillFromReviews: (db: unknown) => Promise<void> }
      await migration.fillFromReviews((payload.db as unknown as { drizzle: unknown }).drizzle)
    }
    expect(await aggregateRows()).toEqual(kept)
  })

  it('are settled at the start when a killed process stored a review its hooks never counted', async () => {
    const { settleRatingTotals } = await import('@/features/reviews/server')
    const { settleModerationFigures } = await import('@/features/moderation/server')
    const whole = await aggregateRows()
    // Nothing to settle: the rows already count every review, and stay as they are.
    expect(await settleModerationFigures(payload)).toBe(false)
    expect(await settleRatingTotals(payload)).toBe(false)

    // What a kill between a review's insert and its hooks leaves: rows that miss it.
    const db = await rawDb(payload)
    const { eq } = await import('@payloadcms/db-sqlite/drizzle')
    const counts = rawTable(payload, 'moderation_daily_counts')
    const totals = rawTable(payload, 'review_rating_totals')
    await db.delete(counts).where(eq(counts.day!, new Date(NOW).toISOString().slice(0, 10)))
    await db.delete(totals).where(eq(totals.plan!, 11))
    expect(await aggregateRows()).not.toEqual(whole)

    expect(await settleModerationFigures(payload)).toBe(true)
    expect(await settleRatingTotals(payload)).toBe(true)
    expect(await aggregateRows()).toEqual(whole)
  })

  it('gives the moderation figures of the last 12 months from the daily rows', async () => {
    const { computeModerationStats } = await import('@/features/moderation/server')
    const stats = await computeModerationStats(payload, { now: new Date(NOW) })
    expect(stats.totals).toEqual({ received: 7, published: 2, rejected: 1, pending: 4 })
    expect(stats.byRating.find((row) => row.rating === 'great')).toMatchObject({ received: 2, published: 1 })
    expect(stats.byRating.find((row) => row.rating === 'terrible')).toMatchObject({ received: 2, published: 0 })
    expect(stats.rejectedByReason.find((row) => row.reason === 'advertising')!.count).toBe(1)
    // Decisions after 2, 5 and 30 hours; the review back in the queue has none: the median is 5 hours.
    expect(stats.medianHoursToDecision).toBe(5)
  })

  it('gives member ratings from the totals row of each plan', async () => {
    const { overallMemberScores } = await import('@/features/reviews/server')
    const scores = await overallMemberScores(payload, [11, 12, 13])
    expect(scores.get(11)).toEqual({ average: null, count: 2 })
    expect(scores.get(12)).toEqual({ average: null, count: 1 })
    expect(scores.get(13)).toEqual({ average: null, count: 0 })
  })
})
