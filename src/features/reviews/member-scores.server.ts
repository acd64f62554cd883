import type { Payload } from 'payload'

import { readRatingTotals } from './rating-totals.server'
import { NEUTRAL_MEAN, summariseTotals } from './ratings'

export type MemberScore = { average: number | null; count: number }

/**
 * The overall member score of each plan in `nids`: the average shrunk toward the site-wide
 * average (null below the minimum count) and how many published reviews it rests on. Read
 * from the aggregate rows, which count published reviews only.
 */
export async function overallMemberScores(
  payload: Payload,
  nids: readonly number[],
): Promise<Map<number, MemberScore>> {
  const { byPlan, site } = await readRatingTotals(payload, nids)
  const siteMean = site.reviews === 0 ? NEUTRAL_MEAN : site.sums.overall / site.reviews
  return new Map(
    nids.map((nid) => {
      const own = byPlan.get(nid)
      const summary = summariseTotals(own?.sums.overall ?? 0, own?.reviews ?? 0, siteMean)
      return [nid, { average: summary.shrunkAverage, count: summary.count }]
    }),
  )
}
