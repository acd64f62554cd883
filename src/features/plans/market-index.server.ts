/**
 * The plans and states, from the marketplace index (market-index-build.server.ts): a plan's
 * details, the plans and offers of a state, new insurers and the plan years. The lookups by
 * ZIP code are in zip-lookup.server.ts.
 */
import type { Payload } from 'payload'

import { rangeOf } from './insurer-summary'
import { planName } from './plan-name'
import type { MarketPlan, NewIssuer, PlanDetails, PlanOption, StatePremiumRange } from './market-types'
import { getIndex, offerOf, resetZipLookupIndex, type Offer } from './market-index-build.server'

export type { Offer, ZipCounty, ZipLookup } from './market-index-build.server'

export { resetZipLookupIndex }

export type {
  AreaPremiums,
  IssuerClaims,
  IssuerPresence,
  MarketPlan,
  NewIssuer,
  PlanDetails,
  PlanOption,
  QualityRatings,
} from './market-types'

/** A plan with its options, CMS quality ratings, its issuer's claims figures and presence, or null. */
export async function getPlanDetails(payload: Payload, nid: number): Promise<PlanDetails | null> {
  const market = await getIndex(payload)
  const plan = market.plans.get(nid)
  if (!plan) return null
  return { ...offerOf(market, plan), options: market.optionsByPlan.get(nid) ?? [] }
}

/** A county a plan page's visitor came from, and the plan's options sold there. */
export type PlaceOptions = { county: { fips: string; name: string; state: string }; options: PlanOption[] }

/**
 * The options of a plan sold in the county of a ZIP code (the county given, where the ZIP
 * reaches it, else the ZIP's main county): those of its service areas that cover the whole
 * state, the county, or the ZIP within a partly covered county. Null where the ZIP is not in the
 * plan's state, or the plan is not of the plan year whose service areas Candor holds.
 */
export async function getPlaceOptions(
  payload: Payload,
  nid: number,
  place: { zip: string; countyFips: string | null },
): Promise<PlaceOptions | null> {
  const market = await getIndex(payload)
  const plan = market.plans.get(nid)
  if (!plan || plan.planYear !== market.currentPlanYear) return null
  const counties = (market.countiesByZip.get(place.zip) ?? []).filter((row) => row.state === plan.state)
  const county =
    counties.find((row) => row.countyFips === place.countyFips) ?? counties.find((row) => row.isPrimary) ?? counties[0]
  if (!county) return null
  const areas = new Set([
    ...(market.statewideAreas.get(plan.state) ?? []),
    ...(market.countyAreas.get(county.countyFips) ?? []),
    ...(market.partialAreas.get(`${county.countyFips}|${place.zip}`) ?? []),
  ])
  return {
    county: { fips: county.countyFips, name: county.countyName, state: county.state },
    options: (market.optionsByPlan.get(nid) ?? []).filter((option) =>
      areas.has(`${plan.state}|${plan.issuerId}|${option.serviceAreaId}`),
    ),
  }
}

/**
 * Issuers new on HealthCare.gov in a state in the newest year Candor knows, whose counties it
 * does not know yet (no plan files of that year): named, never placed in a county.
 */
export async function listNewIssuers(payload: Payload, state: string): Promise<NewIssuer[]> {
  const market = await getIndex(payload)
  const year = market.shoppingYear
  if (year <= market.currentPlanYear) return []
  const known = new Set([...market.plans.values()].filter((plan) => plan.state === state).map((plan) => plan.issuerId))
  return [...market.presence.values()]
    .filter(
      (row) =>
        row.planYear === year &&
        row.state === state &&
        row.isSelling &&
        !known.has(row.issuerId) &&
        !market.presence.get(`${year - 1}|${state}|${row.issuerId}`)?.isSelling,
    )
    .map((row) => ({ planYear: year, state, issuerId: row.issuerId, name: row.issuerName }))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
}

/** The plan year people shop in (the newest Candor knows) and the year of the plan files it shows. */
export async function getPlanYears(payload: Payload): Promise<{ shoppingYear: number; planFilesYear: number }> {
  const market = await getIndex(payload)
  return { shoppingYear: market.shoppingYear, planFilesYear: market.currentPlanYear }
}

/** Every plan of the newest plan year, by state then issuer: for the browse pages and the sitemap. */
export async function listPlans(payload: Payload): Promise<MarketPlan[]> {
  const market = await getIndex(payload)
  return [...market.plans.values()]
    .filter((plan) => plan.planYear === market.currentPlanYear)
    .sort(
      (a, b) =>
        a.state.localeCompare(b.state) ||
        a.issuerMarketingName.localeCompare(b.issuerMarketingName) ||
        a.productType.localeCompare(b.productType),
    )
}

/** Each plan's name (plan-name.ts) by nid, for plans Candor holds; unknown nids are left out. */
export async function namePlans(payload: Payload, nids: readonly number[]): Promise<Map<number, string>> {
  const market = await getIndex(payload)
  const names = new Map<number, string>()
  for (const nid of nids) {
    const plan = market.plans.get(nid)
    if (plan) names.set(nid, planName(plan))
  }
  return names
}

/** The range of a state's area premiums for the newest plan year, or null where Candor holds none. */
export async function getStatePremiumRange(payload: Payload, state: string): Promise<StatePremiumRange | null> {
  const market = await getIndex(payload)
  const areas = [...market.areaPremiums.values()].filter(
    (row) => Number(row.planYear) === market.currentPlanYear && row.state === state,
  )
  const silver = rangeOf(areas.map((row) => row.benchmarkSilverCentsAge40))
  if (!silver) return null
  return {
    planYear: market.currentPlanYear,
    state,
    areaCount: areas.length,
    silver,
    bronze: rangeOf(areas.map((row) => row.lowestBronzeCentsAge40)),
  }
}

/** Every plan of the newest plan year sold in a state, with all its options. */
export async function listStateOffers(payload: Payload, state: string): Promise<Offer[]> {
  const market = await getIndex(payload)
  return [...market.plans.values()]
    .filter((plan) => plan.planYear === market.currentPlanYear && plan.state === state)
    .map((plan) => offerOf(market, plan))
}

/** The given plans of the newest plan year, each with all its options; unknown nids are left out. */
export async function listOffers(payload: Payload, nids: readonly number[]): Promise<Offer[]> {
  const market = await getIndex(payload)
  return nids
    .map((nid) => market.plans.get(nid))
    .filter((plan): plan is MarketPlan => plan !== undefined && plan.planYear === market.currentPlanYear)
    .map((plan) => offerOf(market, plan))
}
