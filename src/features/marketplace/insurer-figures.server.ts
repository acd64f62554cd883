import type { Payload } from 'payload'

import { readResponsiveness } from '@/features/insurers/server'
import type { Offer } from '@/features/plans/server'
import { overallMemberScores } from '@/features/reviews/server'

import type { PlanInsurerFigures } from './plans-answer'

/**
 * Which of Candor's insurer products (`/plans/{nid}`) a HealthCare.gov plan belongs to: the one
 * listing the plan's own id, else the issuer's product of the same type sold in the county, else
 * the issuer's only product there. Null where none fits: a plan is never put under a guess.
 */
export function planNidsFor(offers: Offer[]): (planId: string, issuerId: string, type: string) => number | null {
  const byOption = new Map<string, number>()
  for (const offer of offers)
    for (const option of offer.options) byOption.set(option.standardComponentId.slice(0, 14), offer.plan.nid)
  return (planId, issuerId, type) => {
    const own = byOption.get(planId.slice(0, 14))
    if (own !== undefined) return own
    const issuers = offers.filter((offer) => offer.plan.issuerId === issuerId)
    const sameType = issuers.filter((offer) => offer.plan.productType.toUpperCase() === type.toUpperCase())
    if (sameType.length === 1) return sameType[0].plan.nid
    return issuers.length === 1 ? issuers[0].plan.nid : null
  }
}

/** How long a county's insurer figures are reused: a published review shows in the list within this. */
export const INSURER_FIGURES_SECONDS = 60
const MEMO_ENTRIES = 500
const memo = new Map<string, { at: number; figures: Map<number, PlanInsurerFigures> }>()

/**
 * Candor's own figures for each insurer product of the county: member score and reply rate,
 * read once a minute per county, not for every household asking (a list of plans asks for
 * every insurer of the county at once).
 */
export async function insurerFiguresFor(
  payload: Payload,
  offers: Offer[],
  now = Date.now(),
): Promise<Map<number, PlanInsurerFigures>> {
  const key = offers
    .map((offer) => offer.plan.nid)
    .sort((a, b) => a - b)
    .join(',')
  const kept = memo.get(key)
  if (kept && now - kept.at < INSURER_FIGURES_SECONDS * 1000) return kept.figures
  const figures = await readInsurerFigures(payload, offers)
  memo.delete(key)
  memo.set(key, { at: now, figures })
  while (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!)
  return figures
}

async function readInsurerFigures(payload: Payload, offers: Offer[]): Promise<Map<number, PlanInsurerFigures>> {
  const nids = offers.map((offer) => offer.plan.nid)
  if (nids.length === 0) return new Map()
  const scores = await overallMemberScores(payload, nids)
  const issuers = [...new Set(offers.map((offer) => offer.plan.issuerId))]
  const replies = new Map<string, number | null>()
  for (const issuer of issuers) {
    const answered = await readResponsiveness(payload, issuer)
    replies.set(
      issuer,
      answered.kind === 'replies'
        ? answered.replied / answered.reviews
        : answered.kind === 'no-replies' && answered.reviews > 0
          ? 0
          : null,
    )
  }
  return new Map(
    offers.map((offer) => {
      const score = scores.get(offer.plan.nid)
      return [
        offer.plan.nid,
        {
          member_average: score?.average ?? null,
          member_count: score?.count ?? 0,
          reply_rate: replies.get(offer.plan.issuerId) ?? null,
        },
      ]
    }),
  )
}
