import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { rawDb, rawTable } from '@/lib/raw-tables'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
type Staff = { id: number; collection: 'users'; role: string; email: string }

let context: TestPayload
let payload: Payload
let postReview: Handler
let getChallenge: Handler
let nid: number
const staff = {} as Record<'admin' | 'moderator' | 'policy', Staff>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty, findPlansByZip } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  ;({ POST: postReview } = await import('@/app/(frontend)/api/reviews/route'))
  ;({ GET: getChallenge } = await import('@/app/(frontend)/api/reviews/challenge/route'))
  nid = (await findPlansByZip(payload, '33101')).plans[0]!.nid
  // The first account becomes an admin; make it first.
  for (const [key, role] of [
    ['admin', 'admin'],
    ['moderator', 'moderator'],
    ['policy', 'policy-reviewer'],
  ] as const) {
    const doc = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key}@candor.test`, password: 'a long staff passphrase', role },
    })
    staff[key] = { id: doc.id, collection: 'users', role, email: doc.email }
  }
})

afterAll(async () => {
  await context?.stop()
})

let counter = 1
const RATINGS = ['great', 'good', 'okay', 'bad', 'terrible'] as const

/** A review ready to send, captcha solved, from a connection of its own. */
async function prepareReview() {
  const n = counter++
  const address = `203.0.113.${n}`
  const challenge = await callRoute(getChallenge, { method: 'GET', address })
  const body = reviewBody(nid, await solveCaptcha(challenge.body as never), {
    field_review_account_email: `author-${n}@example.com`,
    field_review_overallrating: RATINGS[n % RATINGS.length],
  })
  return { body, address }
}

async function send({ body, address }: Awaited<ReturnType<typeof prepareReview>>) {
  const answer = await callRoute(postReview, { body, address })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data.review.id as number
}

const REASONS = ['advertising', 'someone-elses-health'] as const
const isRejection = (index: number) => index % 3 === 0

/**
 * A staff decision: every third a rejection (the review leaves "pending" for a rejected row),
 * the others an editorial pass, which rebuilds the day's rows all the same.
 */
function decide(id: number, index: number) {
  const data: Record<string, unknown> = isRejection(index)
    ? { policyDecision: 'reject', rejectionReason: REASONS[index % 2] }
    : { editorialDecision: 'pass' }
  const who = isRejection(index) ? staff.policy : staff.moderator
  return payload.update({ collection: 'reviews', id, data, user: who, overrideAccess: false, depth: 0 })
}

/** A failure as the database gave it: the driver's own message is the query's cause. */
const failureOf = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause]
    .filter((part): part is Error => part instanceof Error)
    .map((part) => part.message.split('\n')[0])
    .join(': ')

type CountRow = { day: string; rating: string; status: string; reason: string; reviews: number }

const byKey = (a: CountRow, b: CountRow) =>
  [a.day, a.rating, a.status, a.reason].join('|').localeCompare([b.day, b.rating, b.status, b.reason].join('|'))

/** The daily rows the figures page sums. */
async function storedCounts(): Promise<CountRow[]> {
  const rows = await (await rawDb(payload)).select<CountRow>().from(rawTable(payload, 'moderation_daily_counts'))
  return rows
    .map(({ day, rating, status, reason, reviews }) => ({ day, rating, status, reason, reviews: Number(reviews) }))
    .sort(byKey)
}

/** The same rows counted afresh from every stored review. */
async function recountedCounts(): Promise<CountRow[]> {
  const { dayOf } = await import('@/features/moderation/server')
  const { docs } = await payload.find({
    collection: 'reviews',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { createdAt: true, overallRating: true, status: true, rejectionReason: true },
  })
  const counted = new Map<string, CountRow>()
  for (const review of docs) {
    const row = {
      day: dayOf(review.createdAt),
      rating: review.overallRating,
      status: review.status,
      reason: review.status === 'rejected' ? (review.rejectionReason ?? '') : '',
      reviews: 0,
    }
    const key = [row.day, row.rating, row.status, row.reason].join('|')
    const entry = counted.get(key) ?? row
    entry.reviews += 1
    counted.set(key, entry)
  }
  return [...counted.values()].sort(byKey)
}

async function storedTimes() {
  const rows = await (
    await rawDb(payload)
  )
    .select<{ day: string; minutes: unknown; reviews: unknown }>()
    .from(rawTable(payload, 'moderation_decision_times'))
  return rows
    .map(({ day, minutes, reviews }) => ({ day, minutes: Number(minutes), reviews: Number(reviews) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.minutes - b.minutes)
}

const DECISIONS = 40
const ARRIVING = 20
const STAFF_AT_ONCE = 4

describe('moderation figures under load', () => {
  it('answers every decision and every new review made at the same moment, and counts each review once', async () => {
    const waiting: number[] = []
    for (let index = 0; index < DECISIONS; index += 1) waiting.push(await send(await prepareReview()))
    const arriving = []
    for (let index = 0; index < ARRIVING; index += 1) arriving.push(await prepareReview())

    // Staff decide in a few queues at once while the new reviews all arrive together: the
    // day's rows are rebuilt, again and again, for as long as new reviews are added to them.
    const failures: string[] = []
    const settle = (work: Promise<unknown>) =>
      work.then(
        () => undefined,
        (error: unknown) => void failures.push(failureOf(error)),
      )
    const queues = Array.from({ length: STAFF_AT_ONCE }, async (_, queue) => {
      for (let index = queue; index < DECISIONS; index += STAFF_AT_ONCE) await settle(decide(waiting[index]!, index))
    })
    await Promise.all([...queues, ...arriving.map((review) => settle(send(review)))])
    expect(failures).toEqual([])

    const recounted = await recountedCounts()
    expect(recounted.reduce((total, row) => total + row.reviews, 0)).toBe(DECISIONS + ARRIVING)
    expect(await storedCounts()).toEqual(recounted)
    // The decision times, too, are what a rebuild from the reviews makes of them.
    const times = await storedTimes()
    const rejections = waiting.filter((_, index) => isRejection(index)).length
    expect(times.reduce((total, row) => total + row.reviews, 0)).toBe(rejections)
    const { refreshModerationFigures } = await import('@/features/moderation/server')
    await refreshModerationFigures(payload)
    expect(await storedTimes()).toEqual(times)
    expect(await storedCounts()).toEqual(recounted)
  }, 120_000)
})
