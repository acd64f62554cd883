// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { and, asc, count, eq, gte, inArray, lt, sql, sum } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { databaseAdapterOf, insertInChunks, rawDb, rawTable, type RawDb, type RawTableColumns } from '@/lib/raw-tables'
import type { Review } from '@/payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day a moment falls on, as `YYYY-MM-DD`: the key of the daily rows. */
export const dayOf = (moment: string | Date): string => new Date(moment).toISOString().slice(0, 10)

/**
 * The bucket a decision time is counted in, in minutes: whole hours below two days, tenths
 * of a day above, the precision the figures page shows ("5 hours", "3.5 days").
 */
export function decisionBucketMinutes(hours: number): number {
  const wholeHours = Math.round(hours)
  return wholeHours < 48 ? wholeHours * 60 : Math.round(hours / 2.4) * 144
}

type ReviewRow = {
  createdAt: string
  decidedAt: string | null
  overallRating: string
  status: string
  rejectionReason: string | null
}

type DayRows = { counts: Record<string, unknown>[]; times: Record<string, unknown>[] }

/** The rows of each day from that day's reviews. */
function rowsOf(reviews: ReviewRow[]): DayRows {
  const counts = new Map<string, Record<string, unknown> & { reviews: number }>()
  const times = new Map<string, Record<string, unknown> & { reviews: number }>()
  for (const review of reviews) {
    const day = dayOf(review.createdAt)
    const reason = review.status === 'rejected' ? (review.rejectionReason ?? '') : ''
    const countKey = [day, review.overallRating, review.status, reason].join('\u0000')
    const countRow = counts.get(countKey) ?? {
      day,
      rating: review.overallRating,
      status: review.status,
      reason,
      reviews: 0,
    }
    countRow.reviews += 1
    counts.set(countKey, countRow)
    if (review.decidedAt && review.status !== 'pending') {
      const hours = (Date.parse(review.decidedAt) - Date.parse(review.createdAt)) / 3_600_000
      const minutes = decisionBucketMinutes(hours)
      const timeKey = `${day}\u0000${minutes}`
      const timeRow = times.get(timeKey) ?? { day, minutes, reviews: 0 }
      timeRow.reviews += 1
      times.set(timeKey, timeRow)
    }
  }
  return { counts: [...counts.values()], times: [...times.values()] }
}

/** The reviews received on `day` (a `YYYY-MM-DD` key). */
function receivedOn(reviews: RawTableColumns, day: string) {
  const start = Date.parse(`${day}T00:00:00.000Z`)
  return and(
    gte(reviews.createdAt!, new Date(start).toISOString()),
    lt(reviews.createdAt!, new Date(start + DAY_MS).toISOString()),
  )
}

// The key of the figures' advisory locks on PostgreSQL: any number that nothing else there uses.
const FIGURES_LOCK = 1_836_008_550
const EVERY_DAY = -1
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS)

/** On SQLite, the last writer of the figures in line, per database. */
const sqliteWriters = new WeakMap<object, Promise<unknown>>()

/**
 * Runs `work` as the only writer of the given days' rows (of every day when `days` is absent).
 * The rows are written from what the reviews table holds: two writers at once would each miss
 * what the other counts, or write one row twice, and fail the decision or review behind it.
 *
 * On PostgreSQL the lock belongs to the transaction (the request's own, or one opened for the
 * work), so it is held, on every server, until what the work wrote is committed. `committed`
 * tells the work whether its request's own change is already visible to the next writer, who
 * then counts it as well: always on SQLite, where Payload runs requests without a transaction,
 * and on PostgreSQL outside one. On SQLite the writers wait in line within this process, the
 * one server that opens the database file.
 */
async function writeFiguresAlone(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  days: readonly string[] | undefined,
  work: (db: RawDb, committed: boolean) => Promise<void>,
): Promise<void> {
  const adapter = databaseAdapterOf(payload)
  if (payload.db.name !== 'postgres') {
    const previous = sqliteWriters.get(adapter) ?? Promise.resolve()
    const turn = previous.then(async () => work(await rawDb(payload, req), true))
    sqliteWriters.set(
      adapter,
      turn.catch(() => undefined),
    )
    return turn
  }
  const locked = async (db: RawDb, committed: boolean) => {
    // A whole rebuild waits for every day's writers; one day's writers wait only for each other.
    // Days in order, so that two writers of the same days never wait for each other's next one.
    const mode = days ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'
    await adapter.execute({ drizzle: db, raw: `select ${mode}(${FIGURES_LOCK}, ${EVERY_DAY})` })
    for (const day of [...new Set(days ?? [])].map(dayNumber).sort((a, b) => a - b)) {
      await adapter.execute({ drizzle: db, raw: `select pg_advisory_xact_lock(${FIGURES_LOCK}, ${day})` })
    }
    await work(db, committed)
  }
  const db = await rawDb(payload, req)
  if (db !== adapter.drizzle) return locked(db, false)
  return adapter.drizzle.transaction((transaction) => locked(transaction, true))
}

/**
 * Rebuilds the daily rows of the given days (every day when `days` is absent) from the
 * reviews received on them, inside the request's transaction when there is one.
 */
export async function refreshModerationFigures(
  payload: Payload,
  days?: readonly string[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (days && days.length === 0) return
  const reviews = rawTable(payload, 'reviews')
  const counts = rawTable(payload, 'moderation_daily_counts')
  const times = rawTable(payload, 'moderation_decision_times')
  const fields = {
    createdAt: reviews.createdAt!,
    decidedAt: reviews.decidedAt!,
    overallRating: reviews.overallRating!,
    status: reviews.status!,
    rejectionReason: reviews.rejectionReason!,
  }
  await writeFiguresAlone(payload, req, days, async (db) => {
    let found: ReviewRow[] = []
    for (const day of days ?? [null]) {
      // concat, not push(...rows): a full rebuild reads every review, more than the stack holds as arguments.
      found = found.concat(
        await db
          .select<ReviewRow>(fields)
          .from(reviews)
          .where(day ? receivedOn(reviews, day) : undefined),
      )
    }
    const rows = rowsOf(found.map((row) => ({ ...row, createdAt: String(row.createdAt) })))
    for (const table of [counts, times]) await db.delete(table).where(days ? inArray(table.day!, [...days]) : undefined)
    await insertInChunks(db, counts, rows.counts)
    await insertInChunks(db, times, rows.times)
  })
}

/**
 * Makes the daily rows count every stored review again when they do not (answers whether
 * they were rebuilt): on SQLite a process killed between a review and its hooks leaves it
 * uncounted, which the start (scripts/prepare-database.ts) settles before the site serves.
 */
export async function settleModerationFigures(payload: Payload): Promise<boolean> {
  const db = await rawDb(payload)
  const reviews = rawTable(payload, 'reviews')
  const counts = rawTable(payload, 'moderation_daily_counts')
  const [[stored], [counted]] = await Promise.all([
    db.select<{ n: unknown }>({ n: count() }).from(reviews),
    db.select<{ n: unknown }>({ n: sum(counts.reviews!) }).from(counts),
  ])
  if (Number(stored?.n ?? 0) === Number(counted?.n ?? 0)) return false
  await refreshModerationFigures(payload)
  return true
}

export type DailyFigures = {
  /** Reviews received from `sinceDay` on, by overall rating, status and rejection reason. */
  counts: { rating: string; status: string; reason: string; reviews: number }[]
  /** Decision times in minutes (bucketed), each with how many decisions took that long. */
  times: { minutes: number; reviews: number }[]
}

/** The daily rows from `sinceDay` on, summed: a year is a few thousand rows at most. */
export async function readModerationFigures(payload: Payload, sinceDay: string): Promise<DailyFigures> {
  const db = await rawDb(payload)
  const counts = rawTable(payload, 'moderation_daily_counts')
  const times = rawTable(payload, 'moderation_decision_times')
  const [countRows, timeRows] = await Promise.all([
    db
      .select<{ rating: string; status: string; reason: string; reviews: unknown }>({
        rating: counts.rating!,
        status: counts.status!,
        reason: counts.reason!,
        reviews: sum(counts.reviews!),
      })
      .from(counts)
      .where(gte(counts.day!, sinceDay))
      .groupBy(counts.rating!, counts.status!, counts.reason!),
    db
      .select<{ minutes: unknown; reviews: unknown }>({ minutes: times.minutes!, reviews: sum(times.reviews!) })
      .from(times)
      .where(gte(times.day!, sinceDay))
      .groupBy(times.minutes!)
      .orderBy(asc(times.minutes!)),
  ])
  return {
    counts: countRows.map((row) => ({ ...row, reviews: Number(row.reviews) })),
    times: timeRows.map((row) => ({ minutes: Number(row.minutes), reviews: Number(row.reviews) })),
  }
}

/** The median of values given as (value, how many) pairs sorted by value, or null when empty. */
export function medianOfCounts(pairs: { value: number; count: number }[]): number | null {
  const total = pairs.reduce((sum, pair) => sum + pair.count, 0)
  if (total === 0) return null
  const at = (position: number) => {
    let seen = 0
    for (const pair of pairs) {
      seen += pair.count
      if (position < seen) return pair.value
    }
    return pairs.at(-1)!.value
  }
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2
}

/**
 * A review just received adds one to its day's row, without reading the day's other
 * reviews: the cost of a submission stays the same however many came in that day. Where the
 * review is already visible to the day's next writer (writeFiguresAlone), adding one could
 * count it twice: its row is counted again from the reviews it sums instead.
 */
async function countReceivedReview(payload: Payload, review: ReviewRow, req: Partial<PayloadRequest>): Promise<void> {
  const reviews = rawTable(payload, 'reviews')
  const counts = rawTable(payload, 'moderation_daily_counts')
  const [row] = rowsOf([review]).counts
  const { day, rating, status } = row as { day: string; rating: string; status: string }
  const target = [counts.day!, counts.rating!, counts.status!, counts.reason!]
  await writeFiguresAlone(payload, req, [day], async (db, committed) => {
    if (!committed) {
      await db
        .insert(counts)
        .values([row!])
        .onConflictDoUpdate({ target, set: { reviews: sql`${counts.reviews!} + 1` } })
      return
    }
    // Only undecided reviews are counted in this way: their row has no rejection reason.
    const [counted] = await db
      .select<{ n: unknown }>({ n: count() })
      .from(reviews)
      .where(and(receivedOn(reviews, day), eq(reviews.overallRating!, rating), eq(reviews.status!, status)))
    const recounted = { ...row, reviews: Number(counted?.n ?? 0) }
    await db
      .insert(counts)
      .values([recounted])
      .onConflictDoUpdate({ target, set: { reviews: recounted.reviews } })
  })
}

/** A review as the figures count it. */
function reviewRowOf({ createdAt, decidedAt, overallRating, status, rejectionReason }: Review): ReviewRow {
  return { createdAt, decidedAt: decidedAt ?? null, overallRating, status, rejectionReason: rejectionReason ?? null }
}

type ReviewLike = { createdAt?: unknown } | undefined

const daysOf = (...docs: ReviewLike[]) => [
  ...new Set(
    docs
      .map((doc) => doc?.createdAt)
      .filter((at): at is string => typeof at === 'string')
      .map(dayOf),
  ),
]

/**
 * A new undecided review is counted in; any other change (a decision, a redaction) rebuilds
 * the rows of the days it touches from their reviews, which staff changes keep rare.
 */
export const refreshModerationFiguresAfterChange: CollectionAfterChangeHook<Review> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const received = operation === 'create' ? reviewRowOf(doc) : null
  if (received && received.status === 'pending' && !received.decidedAt) {
    await countReceivedReview(req.payload, received, req)
  } else {
    await refreshModerationFigures(req.payload, daysOf(doc, previousDoc), req)
  }
  return doc
}

export const refreshModerationFiguresAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await refreshModerationFigures(req.payload, daysOf(doc), req)
  return doc
}
