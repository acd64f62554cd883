import type { Payload } from 'payload'

import { getLogger } from '@/lib/logger'

import { householdPlanOf } from './api-plan'
import { findCrosswalk } from './crosswalk.server'
import { searchRequestOf } from './household-plans.server'
import type { CurrentPlanCheck, LastYearPrice } from './lookups'
import { marketplaceClient, MarketplaceOutage, type MarketplaceClient } from './marketplace-api.server'
import { placeOfHousehold } from './place.server'
import { cacheKeyOf, readCached, writeCached } from './plans-cache.server'
import type { MarketplacePlansRequest } from './schema'

/** A price kept in the cache: `none` where HealthCare.gov priced no such plan for the household. */
type KeptPrice = { price: LastYearPrice | null }

/**
 * Last year's plan priced for the household for last year, as HealthCare.gov prices it (`POST
 * /plans` of that year): what the shopper paid after the credit, beside what the new plan costs.
 * Null where the API did not price it or could not be asked.
 */
async function lastYearPriceOf(
  client: MarketplaceClient,
  ask: ReturnType<typeof searchRequestOf> & { plan_ids: string[] },
): Promise<LastYearPrice | null> {
  if (!client.isOn) return null
  const key = cacheKeyOf('last-year', ask)
  const kept = await readCached<KeptPrice>(key)
  if (kept) return kept.price
  try {
    const priced = (await client.pricePlans(ask)).map(householdPlanOf).find((plan) => plan.id === ask.plan_ids[0])
    const price = priced
      ? { name: priced.name, premium: priced.premium, premium_after_credit: priced.premium_after_credit }
      : null
    await writeCached(key, { price } satisfies KeptPrice)
    return price
  } catch (error) {
    if (!(error instanceof MarketplaceOutage)) throw error
    getLogger().warn({ api: 'marketplace', reason: error.reason, err: error.message }, 'last year’s price not checked')
    return null
  }
}

/**
 * "I have a plan now" for a household (product brief §15): what HealthCare.gov's crosswalk makes
 * of last year's plan for `year` (the year of the plans listed), and last year's plan priced for
 * the household for its own year. The household travels in the API's request bodies only.
 */
export async function checkCurrentPlan(
  payload: Payload,
  request: MarketplacePlansRequest,
  planId: string,
  year: number,
  client: MarketplaceClient = marketplaceClient(),
): Promise<CurrentPlanCheck> {
  const place = await placeOfHousehold(payload, request)
  const zipcode = place.zip
  const countyFips = place.kind === 'county' ? place.county.fips : (request.county_fips ?? '')
  const [crosswalk, lastYear] = await Promise.all([
    findCrosswalk(payload, { plan_id: planId, year: year - 1, zipcode, county_fips: countyFips }, client),
    place.kind === 'county'
      ? lastYearPriceOf(client, { ...searchRequestOf(request, place, year - 1), plan_ids: [planId] })
      : null,
  ])
  return { crosswalk, last_year: lastYear }
}
