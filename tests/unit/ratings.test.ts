import { describe, expect, it } from 'vitest'

import { MIN_REVIEWS_FOR_AVERAGE, ratingScore, shrunkAverage, summariseTotals } from '@/features/reviews'

describe('member ratings', () => {
  it('scores the five faces from 1 (terrible) to 5 (great)', () => {
    expect(['terrible', 'bad', 'okay', 'good', 'great'].map((v) => ratingScore(v as never))).toEqual([1, 2, 3, 4, 5])
  })

  it('pulls a plan with few reviews toward the site-wide average', () => {
    // Three 5-star reviews on a site averaging 3: not a perfect 5.
    expect(shrunkAverage(15, 3, 3)).toBeCloseTo((5 * 3 + 15) / 8)
    // Many reviews outweigh the site average.
    expect(shrunkAverage(500, 100, 3)).toBeGreaterThan(4.8)
  })

  it('shows no average below the minimum count, but keeps the count', () => {
    const few = summariseTotals(10, 2, 3)
    expect(few).toEqual({ count: 2, mean: 5, shrunkAverage: null })
    const enough = summariseTotals(MIN_REVIEWS_FOR_AVERAGE, MIN_REVIEWS_FOR_AVERAGE, 3)
    expect(enough.shrunkAverage).toBeGreaterThan(1)
    expect(summariseTotals(0, 0, 3)).toEqual({ count: 0, mean: null, shrunkAverage: null })
  })
})

describe('the names of a rating', () => {
  it('carries each rating of call 2 to its own field of the Reviews collection', async () => {
    const { keptAnswersOf } = await import('@/features/reviews/review-field-keys')
    expect(
      keptAnswersOf({
        field_review_overallrating: 'great',
        field_review_accesscarerating: 'good',
        field_review_custservicerating: 'bad',
        field_review_costrating: 'terrible',
      }),
    ).toMatchObject({
      overallRating: 'great',
      accessToCareRating: 'good',
      customerServiceRating: 'bad',
      priceTransparencyRating: 'terrible',
    })
  })

  it('gives the totals table one sum column per rating, named from the same map', async () => {
    const { RATINGS } = await import('@/features/reviews')
    const { REVIEW_TABLES } = await import('@/features/reviews/tables')
    const names = Object.values(REVIEW_TABLES.review_rating_totals.columns).map((column) => column.name)
    expect(names).toEqual(expect.arrayContaining(Object.values(RATINGS).map((rating) => rating.sumColumn)))
    expect(names).toContain('price_transparency_sum')
    for (const kind of ['specField', 'reviewField', 'sumColumn', 'exportKey'] as const) {
      expect(new Set(Object.values(RATINGS).map((rating) => rating[kind])).size).toBe(4)
    }
  })
})
