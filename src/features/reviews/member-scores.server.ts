import type { Payload } from 'payload'

import { NEUTRAL_MEAN, ratingScore, summarise } from './ratings'

export type MemberScore = { average: number | null; count: number }

/**
 * The overall member score of each plan in `nids`: the average shrunk toward the site-wide
 * average (null below the minimum count) and how many published reviews it rests on. Read
 * as a visitor would: only published reviews count.
 */
export async function overallMemberScores(
  payload: Payload,
  nids: readonly number[],
): Promise<Map<number, MemberScore>> {
  const asVisitor = { overrideAccess: false, user: null } as const
  const published = await payload.find({
    collection: 'reviews',
    where: { status: { equals: 'published' } },
    select: { plan: true, overallRating: true },
    pagination: false,
    depth: 0,
    ...asVisitor,
  })
  const docs = published.docs
  const siteMean =
    docs.length === 0 ? NEUTRAL_MEAN : docs.reduce((sum, doc) => sum + ratingScore(doc.overallRating), 0) / docs.length
  const byPlan = new Map<number, number[]>()
  for (const doc of docs) byPlan.set(doc.plan, [...(byPlan.get(doc.plan) ?? []), ratingScore(doc.overallRating)])
  return new Map(
    nids.map((nid) => {
      const summary = summarise(byPlan.get(nid) ?? [], siteMean)
      return [nid, { average: summary.shrunkAverage, count: summary.count }]
    }),
  )
}
