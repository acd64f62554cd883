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
