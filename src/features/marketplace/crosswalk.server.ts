import type { Payload } from 'payload'

import { listStateOffers } from '@/features/plans/server'
import { getLogger } from '@/lib/logger'
import { z } from '@/lib/zod'

import { HIOS_PLAN_ID } from './coverage'
import type { CrosswalkAnswer, CrosswalkRequest } from './lookups'
import { marketplaceClient, MarketplaceOutage, type MarketplaceClient } from './marketplace-api.server'
import { cacheKeyOf, readCached, writeCached } from './plans-cache.server'

const answer = z.object({
  new_plan_id: z.string().trim().toUpperCase().nullish().catch(null),
  level: z.union([z.string(), z.number()]).transform(String).nullish().catch(null),
  reason: z.union([z.string(), z.number()]).transform(String).nullish().catch(null),
})

/** HealthCare.gov's crosswalk of one plan, as read and kept in the cache. */
type Crosswalked = { new_plan_id: string | null; level: string | null; reason: string | null }

async function askCrosswalk(client: MarketplaceClient, query: Record<string, string>): Promise<Crosswalked> {
  const parsed = answer.safeParse(await client.get('/crosswalk', query))
  if (!parsed.success) throw new MarketplaceOutage('unreadable', 'the crosswalk could not be read')
  const next = parsed.data.new_plan_id
  return {
    new_plan_id: next && HIOS_PLAN_ID.test(next) ? next : null,
    level: parsed.data.level ?? null,
    reason: parsed.data.reason ?? null,
  }
}

/** Whether Candor's presence files say the insurer does not sell on HealthCare.gov in the state in `year`. */
async function insurerLeaves(payload: Payload, state: string, issuerId: string, year: number): Promise<boolean> {
  const offers = await listStateOffers(payload, state)
  return offers.some(
    ({ plan, presence }) =>
      plan.issuerId === issuerId && presence !== null && !presence.isSelling && presence.planYear >= year,
  )
}

/**
 * What last year's plan becomes (product brief §15): the plan HealthCare.gov's crosswalk maps it
 * to for the next year, what kind of change that is, and whether Candor's presence files say its
 * insurer leaves the state. An outage is `unknown`, never "no plan": the shopper is told Candor
 * could not check.
 */
export async function findCrosswalk(
  payload: Payload,
  request: CrosswalkRequest,
  client: MarketplaceClient = marketplaceClient(),
): Promise<CrosswalkAnswer> {
  const issuerId = request.plan_id.slice(0, 5)
  const state = request.plan_id.slice(5, 7)
  const leaves = await insurerLeaves(payload, state, issuerId, request.year + 1)
  const base = { plan_id: request.plan_id, year: request.year, insurer_leaves: leaves }
  const unknown: CrosswalkAnswer = {
    ...base,
    available: client.isOn,
    status: 'unknown',
    new_plan_id: null,
    level: null,
    reason: null,
    change: null,
  }
  if (!client.isOn) return unknown
  const query = {
    year: String(request.year),
    plan_id: request.plan_id,
    state,
    zipcode: request.zipcode,
    fips: request.county_fips,
  }
  const key = cacheKeyOf('crosswalk', query)
  try {
    let found = await readCached<Crosswalked>(key)
    if (!found) {
      found = await askCrosswalk(client, query)
      await writeCached(key, found)
    }
    const next = found.new_plan_id
    return {
      ...base,
      available: true,
      status: next ? 'found' : 'none',
      new_plan_id: next,
      level: found.level,
      reason: found.reason,
      change:
        next === null
          ? null
          : next === request.plan_id
            ? 'same-plan'
            : next.startsWith(issuerId)
              ? 'same-insurer'
              : 'other-insurer',
    }
  } catch (error) {
    if (!(error instanceof MarketplaceOutage)) throw error
    // The API answers a plan it has no crosswalk for with 404 (CrosswalkNotFound): no new plan.
    if (error.reason === 'refused' && error.status === 404) {
      await writeCached(key, { new_plan_id: null, level: null, reason: null } satisfies Crosswalked)
      return { ...base, available: true, status: 'none', new_plan_id: null, level: null, reason: null, change: null }
    }
    getLogger().warn({ api: 'marketplace', reason: error.reason, err: error.message }, 'crosswalk not checked')
    return unknown
  }
}
