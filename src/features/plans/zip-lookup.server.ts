/**
 * The lookups by ZIP code, from the marketplace index: the plans sold in each county a ZIP
 * reaches (call 1), a plan found by an option's name, a county's offers and where a ZIP
 * prices its plans.
 */
import type { Payload } from 'payload'

import { firstMatchingName, queryWords } from './name-match'
import { planName, tidyName } from './plan-name'
import { leftHealthcareGov, stateExchangeFor, type StateExchange } from './state-exchanges'
import type { AreaPremiums, MarketPlan } from './market-types'

import {
  getIndex,
  offerOf,
  type MarketIndex,
  type Offer,
  type ZipLookup,
  type ZipRow,
} from './market-index-build.server'
import { planLookupOf, type PlanLookup } from './plan-lookup'

/** The service areas ("state|issuer|service area") that reach a county of a ZIP. */
function areasInCounty(market: MarketIndex, zip: string, county: ZipRow): string[] {
  return [
    ...(market.statewideAreas.get(county.state) ?? []),
    ...(market.countyAreas.get(county.countyFips) ?? []),
    ...(market.partialAreas.get(`${county.countyFips}|${zip}`) ?? []),
  ]
}

function plansInCounty(market: MarketIndex, zip: string, county: ZipRow): Set<number> {
  const nids = new Set<number>()
  for (const key of areasInCounty(market, zip, county)) {
    for (const nid of market.plansByServiceArea.get(key) ?? []) nids.add(nid)
  }
  return nids
}

/**
 * A plan's option names, each once, in the index's order: those whose service area is one
 * of `areas`, or all of them without `areas` (an earlier year's plan, whose areas are not
 * held).
 */
function optionNamesOf(market: MarketIndex, plan: MarketPlan, areas: ReadonlySet<string> | null): string[] {
  const names = new Set<string>()
  for (const option of market.optionsByPlan.get(plan.nid) ?? []) {
    if (areas && !areas.has(`${plan.state}|${plan.issuerId}|${option.serviceAreaId}`)) continue
    const name = tidyName(option.marketingName)
    if (name) names.add(name)
  }
  return [...names]
}

/** The plans sold in a (valid, five-digit) ZIP code, county by county. */
/** The plans, counties and exchange of a ZIP as the review dialog and the quiz read them (plan-lookup.ts). */
export async function findPlanLookup(payload: Payload, zip: string): Promise<PlanLookup> {
  return planLookupOf(await findPlansByZip(payload, zip))
}

export async function findPlansByZip(payload: Payload, zip: string): Promise<ZipLookup> {
  const market = await getIndex(payload)
  const known = market.lookups.get(zip)
  if (known) return known
  const rows = [...(market.countiesByZip.get(zip) ?? [])].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.countyName.localeCompare(b.countyName),
  )
  const all = new Set<number>()
  const counties = rows.map((row) => {
    const nids = [...plansInCounty(market, zip, row)].sort((a, b) => a - b)
    nids.forEach((nid) => all.add(nid))
    return { fips: row.countyFips, name: row.countyName, state: row.state, isPrimary: row.isPrimary, planIds: nids }
  })
  const plans = [...all]
    .map((nid) => market.plans.get(nid)!)
    .sort(
      (a, b) =>
        a.issuerMarketingName.localeCompare(b.issuerMarketingName) || a.productType.localeCompare(b.productType),
    )
  const exchange = rows.map((row) => stateExchangeFor(row.state, market.shoppingYear)).find(Boolean) ?? null
  // A state that left HealthCare.gov: nothing is sold there through it now, but its earlier plans keep their reviews.
  const left = rows.some((row) => leftHealthcareGov(row.state, market.shoppingYear))
  const areas = left ? null : new Set(rows.flatMap((row) => areasInCounty(market, zip, row)))
  const optionNames = new Map(plans.map((plan) => [plan.nid, optionNamesOf(market, plan, areas)]))
  const lookup: ZipLookup = left
    ? {
        zip,
        counties: counties.map((county) => ({ ...county, planIds: [] })),
        plans: [],
        exchange,
        earlierPlans: plans,
        optionNames,
      }
    : { zip, counties, plans, exchange, earlierPlans: [], optionNames }
  // Only real ZIPs are remembered, so made-up ones cannot grow the map.
  if (rows.length > 0) market.lookups.set(zip, lookup)
  return lookup
}

/** A plan of the newest plan year found by the name of one of its options, and that name. */
export type OptionNameMatch = { nid: number; optionName: string }

/**
 * Plans of the newest plan year with an option whose name every word of `query` matches
 * (name-match.ts), each with the first such name, by plan name; at most `limit`.
 */
export async function findPlansByOptionName(
  payload: Payload,
  query: string,
  limit: number,
): Promise<OptionNameMatch[]> {
  const words = queryWords(query)
  if (words.length === 0) return []
  const market = await getIndex(payload)
  const found: { plan: MarketPlan; optionName: string }[] = []
  for (const plan of market.plans.values()) {
    if (plan.planYear !== market.currentPlanYear) continue
    const optionName = firstMatchingName(optionNamesOf(market, plan, null), words)
    if (optionName) found.push({ plan, optionName })
  }
  return found
    .sort((a, b) => planName(a.plan).localeCompare(planName(b.plan)) || a.plan.state.localeCompare(b.plan.state))
    .slice(0, limit)
    .map(({ plan, optionName }) => ({ nid: plan.nid, optionName }))
}

/** A county a ZIP code reaches, and the plans sold there with only the options sold there. */
export type CountyOffers = {
  zip: string
  county: { fips: string; name: string; state: string }
  offers: Offer[]
  /** The county's rating area's premiums for the plan year shown, where Candor holds them. */
  areaPremiums: AreaPremiums | null
}

/**
 * The reporting units sold in one county of a ZIP code, each with the plan options its
 * service areas cover there. Null when the ZIP does not reach that county.
 */
export async function findCountyOffers(payload: Payload, zip: string, fips: string): Promise<CountyOffers | null> {
  const market = await getIndex(payload)
  const row = market.countiesByZip.get(zip)?.find((county) => county.countyFips === fips)
  if (!row) return null
  const areas = new Set([
    ...(market.statewideAreas.get(row.state) ?? []),
    ...(market.countyAreas.get(row.countyFips) ?? []),
    ...(market.partialAreas.get(`${row.countyFips}|${zip}`) ?? []),
  ])
  const offers = [...plansInCounty(market, zip, row)].map((nid) => {
    const offer = offerOf(market, market.plans.get(nid)!)
    const { state, issuerId } = offer.plan
    // Only the plan's options whose service areas reach this county (and ZIP).
    return {
      ...offer,
      options: offer.options.filter((option) => areas.has(`${state}|${issuerId}|${option.serviceAreaId}`)),
    }
  })
  const ratingArea =
    market.ratingAreaByCounty.get(row.countyFips) ?? market.ratingAreaByZip3.get(`${row.state}|${zip.slice(0, 3)}`)
  const areaPremiums = ratingArea
    ? (market.areaPremiums.get(`${market.currentPlanYear}|${row.state}|${ratingArea}`) ?? null)
    : null
  return { zip, county: { fips: row.countyFips, name: row.countyName, state: row.state }, offers, areaPremiums }
}

/** Where a ZIP code (and county) prices its plans: for the tax-credit estimate. */
export type PricingPlace =
  | { kind: 'unknown' }
  | { kind: 'exchange'; exchange: StateExchange }
  | { kind: 'county-required'; counties: { fips: string; name: string }[] }
  | { kind: 'county-not-in-zip' }
  | {
      kind: 'area'
      county: { fips: string; name: string; state: string }
      ratingAreaId: string | null
      /** The rating area's premiums for the plan year asked, where Candor holds them. */
      premiums: AreaPremiums | null
    }

/**
 * The rating area of a ZIP code's county and its premiums for `planYear`. A ZIP that reaches
 * several counties needs `fips`, unless one of them is given; a ZIP in a state with its own
 * exchange answers that exchange.
 */
export async function findPricingPlace(
  payload: Payload,
  zip: string,
  fips: string | null,
  planYear: number,
): Promise<PricingPlace> {
  const market = await getIndex(payload)
  const rows = market.countiesByZip.get(zip) ?? []
  if (rows.length === 0) return { kind: 'unknown' }
  const row =
    fips === null ? (rows.length === 1 ? rows[0] : undefined) : rows.find((county) => county.countyFips === fips)
  if (!row) {
    if (fips !== null) return { kind: 'county-not-in-zip' }
    const exchange = rows.map((county) => stateExchangeFor(county.state, planYear)).find(Boolean)
    if (exchange && rows.every((county) => stateExchangeFor(county.state, planYear)))
      return { kind: 'exchange', exchange }
    return {
      kind: 'county-required',
      counties: [...rows]
        .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.countyName.localeCompare(b.countyName))
        .map((county) => ({ fips: county.countyFips, name: county.countyName })),
    }
  }
  const exchange = stateExchangeFor(row.state, planYear)
  if (exchange) return { kind: 'exchange', exchange }
  const ratingAreaId =
    market.ratingAreaByCounty.get(row.countyFips) ??
    market.ratingAreaByZip3.get(`${row.state}|${zip.slice(0, 3)}`) ??
    null
  return {
    kind: 'area',
    county: { fips: row.countyFips, name: row.countyName, state: row.state },
    ratingAreaId,
    premiums: ratingAreaId ? (market.areaPremiums.get(`${planYear}|${row.state}|${ratingAreaId}`) ?? null) : null,
  }
}
