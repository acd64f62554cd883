import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublishedReview } from '@/features/reviews/server'
import { rawDb, rawTable } from '@/lib/raw-tables'
import { helpfulVotes as es } from '@/messages/es/helpfulVotes'

import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
})

afterAll(async () => {
  await context?.stop()
})

const TEXT = 'The network was wide enough for our family and claims were paid on time, mostly.'

async function review(
  plan: number,
  overall: string,
  status: 'pending' | 'published' | 'rejected',
  daysAgo = 0,
  language: 'en' | 'es' = 'en',
) {
  return payload.create({
    collection: 'reviews',
    overrideAccess: true,
    data: {
      plan,
      language,
      status,
      publishedAt: status === 'published' ? new Date(Date.now() - daysAgo * 86_400_000).toISOString() : null,
      overallRating: overall as never,
      accessToCareRating: 'good',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'bad',
      publicMessage: TEXT,
      privateMessage: 'Please call me about claim 123.',
      displayName: 'Maria G.',
      email: 'maria@example.com',
    },
  })
}

describe('member ratings on a plan page', () => {
  it('counts only published reviews, newest first, and never exposes private fields', async () => {
    const { getPlanReviews } = await import('@/features/reviews/server')
    await review(7, 'great', 'published', 3)
    await review(7, 'bad', 'published', 1)
    await review(7, 'terrible', 'pending')
    await review(7, 'terrible', 'rejected')
    await review(8, 'okay', 'published', 2)

    const { reviews, ratings } = await getPlanReviews(payload, 7)
    expect(reviews.map((r) => r.scores.overall)).toEqual([2, 5])
    expect(ratings.total).toBe(2)
    expect(ratings.histogram).toEqual([0, 1, 0, 0, 1])
    expect(ratings.categories.overall).toMatchObject({ count: 2, mean: 3.5, shrunkAverage: null })
    expect(JSON.stringify(reviews)).not.toContain('claim 123')
    expect(JSON.stringify(reviews)).not.toContain('maria@example.com')
  })

  it('shows a shrunk average from the third review on', async () => {
    const { getPlanReviews } = await import('@/features/reviews/server')
    await review(7, 'great', 'published', 0)
    const { ratings } = await getPlanReviews(payload, 7)
    // Plan 7: 5, 2, 5 (sum 12); site-wide overall mean: (5 + 2 + 3 + 5) / 4 = 3.75.
    expect(ratings.categories.overall.count).toBe(3)
    expect(ratings.categories.overall.shrunkAverage).toBeCloseTo((5 * 3.75 + 12) / 8)
    expect(ratings.categories.accessToCare.shrunkAverage).toBeCloseTo(4)
  })

  it('lets visitors read published reviews only, without the private note or the email', async () => {
    const visible = await payload.find({ collection: 'reviews', overrideAccess: false, user: null, pagination: false })
    expect(visible.docs.every((doc) => doc.status === 'published')).toBe(true)
    expect(visible.docs.length).toBe(4)
    for (const doc of visible.docs) {
      expect(doc).not.toHaveProperty('privateMessage')
      expect(doc).not.toHaveProperty('email')
    }
  })

  it('keeps the totals current as reviews are published, withdrawn and deleted, equal to a full recount', async () => {
    const { getPlanReviews } = await import('@/features/reviews/server')
    const { readRatingTotals, refreshRatingTotals } = await import('@/features/reviews/server')
    const pending = await review(9, 'good', 'pending')
    expect((await getPlanReviews(payload, 9)).ratings.total).toBe(0)

    await payload.update({ collection: 'reviews', id: pending.id, data: { status: 'published' }, overrideAccess: true })
    const kept = await review(9, 'great', 'published')
    const withdrawn = await review(9, 'terrible', 'published')
    expect((await getPlanReviews(payload, 9)).ratings.histogram).toEqual([1, 0, 0, 1, 1])

    await payload.update({
      collection: 'reviews',
      id: withdrawn.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'reviews', id: kept.id, overrideAccess: true })
    const { ratings } = await getPlanReviews(payload, 9)
    expect(ratings.total).toBe(1)
    expect(ratings.histogram).toEqual([0, 0, 0, 1, 0])
    expect(ratings.categories.overall.mean).toBe(4)

    // What the hooks kept is what a recount of every review finds.
    const plans = [7, 8, 9]
    const maintained = await readRatingTotals(payload, plans)
    await refreshRatingTotals(payload)
    expect(await readRatingTotals(payload, plans)).toEqual(maintained)
    expect(maintained.site.reviews).toBe(5)
  })

  it('gives each published review the language it was written in, English by default', async () => {
    const { getPlanReviewPage } = await import('@/features/reviews/server')
    await review(11, 'good', 'published', 1, 'es')
    await review(11, 'okay', 'published', 2)
    const page = await getPlanReviewPage(payload, 11)
    expect(page.map((entry) => entry.language)).toEqual(['es', 'en'])
  })

  it('pages a plan’s reviews newest first or by score, and filters them by overall score', async () => {
    const { getPlanReviewPage } = await import('@/features/reviews/server')
    const { REVIEWS_PAGE_SIZE } = await import('@/features/reviews')
    // Plan 7 holds great (3 days ago), bad (1 day ago) and great (today).
    const overall = (reviews: { scores: { overall: number } }[]) => reviews.map((review) => review.scores.overall)
    expect(overall(await getPlanReviewPage(payload, 7))).toEqual([5, 2, 5])
    expect(overall(await getPlanReviewPage(payload, 7, { sort: 'highest' }))).toEqual([5, 5, 2])
    expect(overall(await getPlanReviewPage(payload, 7, { sort: 'lowest' }))).toEqual([2, 5, 5])
    expect(overall(await getPlanReviewPage(payload, 7, { score: 5 }))).toEqual([5, 5])
    const [second] = await getPlanReviewPage(payload, 7, { offset: 1, limit: 1 })
    expect(second!.scores.overall).toBe(2)

    for (let day = 0; day < REVIEWS_PAGE_SIZE + 2; day += 1) await review(10, 'okay', 'published', day)
    const first = await getPlanReviewPage(payload, 10)
    const rest = await getPlanReviewPage(payload, 10, { offset: first.length })
    expect([first.length, rest.length]).toEqual([REVIEWS_PAGE_SIZE, 2])
    const dates = [...first, ...rest].map((review) => review.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...first, ...rest].map((review) => review.id)).size).toBe(REVIEWS_PAGE_SIZE + 2)
  })

  it('answers a page of a real plan’s reviews by call, and refuses bad parameters with a message', async () => {
    const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
    await loadMarketSeedIfEmpty(payload)
    const { GET } = await import('@/app/(frontend)/v1/data/plans/[nid]/reviews/route')
    const [plan] = await (
      await rawDb(payload)
    )
      .select<{ nid: number }>({ nid: rawTable(payload, 'market_plans').nid! })
      .from(rawTable(payload, 'market_plans'))
      .limit(1)
    const nid = Number(plan!.nid)
    await review(nid, 'good', 'published', 2)
    await review(nid, 'terrible', 'published', 1)
    await review(nid, 'great', 'pending')
    const call = async (nidParam: string, query = '') => {
      const answer = await GET(new Request(`http://localhost/v1/data/plans/${nidParam}/reviews${query}`), {
        params: Promise.resolve({ nid: nidParam }),
      })
      return { status: answer.status, body: await answer.json() }
    }

    const newest = await call(String(nid))
    expect(newest.status).toBe(200)
    expect(newest.body.data.reviews.map((r: PublishedReview) => r.scores.overall)).toEqual([1, 4])
    expect(JSON.stringify(newest.body)).not.toContain('maria@example.com')
    expect(JSON.stringify(newest.body)).not.toContain('claim 123')
    const best = await call(String(nid), '?sort=highest&score=4')
    expect(best.body.data.reviews.map((r: PublishedReview) => r.scores.overall)).toEqual([4])
    expect((await call(String(nid), '?offset=1')).body.data.reviews).toHaveLength(1)

    const badSort = await call(String(nid), '?sort=random')
    expect(badSort.status).toBe(400)
    expect(badSort.body.errors.sort).toBe('Sort by newest, highest, lowest, helpful')
    expect((await call(String(nid), '?score=9')).body.errors.score).toBe('Give an overall score from 1 to 5')
    expect((await call(String(nid), '?offset=-3')).body.errors.offset).toBe('Give the offset as a whole number')
    expect((await call('999999999')).status).toBe(404)
    expect((await call('abc')).status).toBe(404)
  })
})

describe('"Helpful" posted without script', () => {
  const poster = (clientHash: string, locale: 'en' | 'es' = 'en') => ({ headers: new Headers(), clientHash, locale })

  it('counts one mark per connection and review a day, and answers the new count', async () => {
    const { markHelpfulFromForm } = await import('@/features/reviews/server')
    const { resetRateLimits } = await import('@/platform/rate-limit')
    resetRateLimits()
    const published = await review(9201, 'good', 'published')
    const id = String(published.id)
    expect(await markHelpfulFromForm(payload, id, poster('connection-a'))).toEqual({
      status: 'marked',
      reviewId: published.id,
      helpful: 1,
    })
    // Without script no token is kept: the same connection marking again adds nothing.
    expect(await markHelpfulFromForm(payload, id, poster('connection-a'))).toMatchObject({ helpful: 1 })
    expect(await markHelpfulFromForm(payload, id, poster('connection-b'))).toMatchObject({ helpful: 2 })
    const stored = await payload.findByID({ collection: 'reviews', id: published.id, overrideAccess: true })
    expect(stored.helpfulCount).toBe(2)
  })

  it('refuses a review not published, in the page’s language, and counts nothing', async () => {
    const { markHelpfulFromForm } = await import('@/features/reviews/server')
    const pending = await review(9202, 'good', 'pending')
    expect(await markHelpfulFromForm(payload, String(pending.id), poster('connection-c', 'es'))).toEqual({
      status: 'failed',
      reviewId: pending.id,
      message: es.notFound,
    })
    expect(await markHelpfulFromForm(payload, 'not-a-review', poster('connection-c'))).toMatchObject({
      status: 'failed',
      message: 'This review could not be found.',
    })
    const stored = await payload.findByID({ collection: 'reviews', id: pending.id, overrideAccess: true })
    expect(stored.helpfulCount ?? 0).toBe(0)
  })
})
