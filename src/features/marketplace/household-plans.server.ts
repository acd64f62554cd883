import type { Payload } from 'payload'

import { findCountyOffers, type Offer } from '@/features/plans/server'
import { getLogger } from '@/lib/logger'
import type { Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'

import { householdPlanOf } from './api-plan'
import { insurerFiguresFor, planNidsFor } from './insurer-figures.server'
import {
  marketplaceClient,
  MarketplaceOutage,
  type MarketplaceClient,
  type PlanSearchRequest,
} from './marketplace-api.server'
import { coverageOfPlans } from './lookups.server'
import { cacheKeyOf, readCached, writeCached } from './plans-cache.server'
import { placeOfHousehold, type HouseholdPlace } from './place.server'
import type { HouseholdPlan, MarketplacePlansData } from './plans-answer'
import { sortPlans } from './plans-view'
import type { MarketplacePlansRequest } from './schema'
import { currentPlanYearOn } from './shopping-year'

type Priced = Omit<HouseholdPlan, 'plan_nid' | 'insurer'>
/** HealthCare.gov's answer for a household and year, as kept in the cache. */
type Fetched = {
  year: number
  fetchedAt: string
  total: number
  plans: Priced[]
  ranges: MarketplacePlansData['ranges']
}

/** Someone not asking for coverage but counted in the household (the API counts people, not a size). */
const COUNTED_MEMBER_AGE = 30

/** The API's question for a household in a place and year. Sent in a body only. */
export function searchRequestOf(
  request: MarketplacePlansRequest,
  place: Extract<HouseholdPlace, { kind: 'county' }>,
  year: number,
): PlanSearchRequest {
  const level = request.utilization
    ? (`${request.utilization[0].toUpperCase()}${request.utilization.slice(1)}` as const)
    : undefined
  const seeking = request.people.map((person) => ({
    age: person.age,
    uses_tobacco: person.tobacco,
    aptc_eligible: true,
    ...(level ? { utilization_level: level as 'Low' | 'Medium' | 'High' } : {}),
  }))
  // Members of the tax household who are covered elsewhere count for the poverty line only.
  const counted = Array.from({ length: Math.max(0, (request.household_size ?? 0) - request.people.length) }, () => ({
    age: COUNTED_MEMBER_AGE,
    uses_tobacco: false,
    aptc_eligible: false,
    has_mec: true,
  }))
  return {
    household: { income: request.household_income, people: [...seeking, ...counted] },
    market: 'Individual',
    place: { countyfips: place.county.fips, state: place.county.state, zipcode: place.zip },
    year,
  }
}

/** Every plan of a year for the household, from the cache or the API; a year without plans answers none. */
async function fetchYear(client: MarketplaceClient, ask: PlanSearchRequest, now: () => Date): Promise<Fetched> {
  const key = cacheKeyOf('plans', ask)
  const kept = await readCached<Fetched>(key)
  if (kept) return kept
  const found = await client.searchPlans(ask)
  const fetched: Fetched = {
    year: ask.year!,
    fetchedAt: now().toISOString(),
    total: found.total,
    plans: found.plans.map(householdPlanOf),
    ranges: found.ranges,
  }
  await writeCached(key, fetched)
  return fetched
}

/** The plan options of Candor's own files sold in the county: no price, nothing invented. */
function embeddedPlans(offers: Offer[]): Priced[] {
  return offers.flatMap((offer) =>
    offer.options.map((option) => ({
      id: option.standardComponentId,
      name: option.marketingName,
      issuer_id: offer.plan.issuerId,
      issuer_name: offer.plan.issuerMarketingName,
      metal_level: option.metalLevel,
      type: offer.plan.productType,
      premium: null,
      premium_after_credit: null,
      deductible: option.deductible,
      moop: option.outOfPocketMax,
      csr: null,
      quality_rating: offer.ratings?.overall ?? null,
      hsa_eligible: option.isHsaEligible,
      oopc: null,
      benefits: { primary_care: null, specialist: null, generic_drugs: null, emergency_room: null },
      documents: {
        summary_of_benefits: option.summaryOfBenefitsUrl,
        brochure: option.brochureUrl,
        formulary: null,
        network: null,
      },
    })),
  )
}

/**
 * Each plan's lines for the drugs and doctors asked: HealthCare.gov's coverage of its own plans,
 * and "could not check" (`Unknown`) for plans from Candor's own files, whose ids it is not asked.
 */
async function coverageFor(
  client: MarketplaceClient,
  request: MarketplacePlansRequest,
  data: { source: MarketplacePlansData['source']; plan_year: number; plans: Priced[] },
): Promise<(planId: string) => Pick<HouseholdPlan, 'drugs' | 'providers'>> {
  const rxcuis = request.rxcuis ?? []
  const npis = request.npis ?? []
  if (rxcuis.length === 0 && npis.length === 0) return () => ({})
  const found =
    data.source === 'marketplace'
      ? await coverageOfPlans(
          { planIds: [...new Set(data.plans.map((plan) => plan.id))], rxcuis, npis, year: data.plan_year },
          client,
        )
      : null
  return (planId) => {
    const lines = found?.get(planId)
    return {
      ...(rxcuis.length > 0
        ? { drugs: lines?.drugs ?? rxcuis.map((rxcui) => ({ rxcui, coverage: 'Unknown' as const })) }
        : {}),
      ...(npis.length > 0
        ? { providers: lines?.providers ?? npis.map((npi) => ({ npi, coverage: 'Unknown' as const })) }
        : {}),
    }
  }
}

export type HouseholdPlansOptions = { client?: MarketplaceClient; now?: () => Date }

/**
 * Every plan sold in the household's county for the year asked, priced by HealthCare.gov
 * (product brief §14). The next year's plans before they are published fall back to this
 * year's, said in a notice. Without a key, or when the API fails, stalls or refuses, the answer
 * is Candor's own plan files for the county with a notice in the page's language.
 */
export async function findHouseholdPlans(
  payload: Payload,
  request: MarketplacePlansRequest,
  locale: Locale,
  options: HouseholdPlansOptions = {},
): Promise<MarketplacePlansData> {
  const now = options.now ?? (() => new Date())
  const words = messagesFor(locale).marketplacePlans
  const place = await placeOfHousehold(payload, request)
  if (place.kind === 'exchange') {
    return {
      source: 'embedded',
      plan_year: request.plan_year,
      fetched_at: null,
      total: 0,
      notice: words.exchangeNotice(place.exchange.name),
      plans: [],
      ranges: { premiums: null, deductibles: null },
    }
  }
  const offers = (await findCountyOffers(payload, place.zip, place.county.fips))?.offers ?? []
  const client = options.client ?? marketplaceClient()
  const finish = async (data: Omit<MarketplacePlansData, 'plans'> & { plans: Priced[] }) => {
    const nids = planNidsFor(offers)
    const figures = await insurerFiguresFor(payload, offers)
    const coverage = await coverageFor(client, request, data)
    const plans = data.plans.map((plan) => {
      const nid = nids(plan.id, plan.issuer_id, plan.type)
      return {
        ...plan,
        plan_nid: nid,
        insurer: nid === null ? null : (figures.get(nid) ?? null),
        ...coverage(plan.id),
      }
    })
    // In the page's default order: cheapest after the credit first.
    return { ...data, plans: sortPlans(plans, 'price') }
  }
  const embedded = (notice: string) => {
    const plans = embeddedPlans(offers)
    return finish({
      source: 'embedded',
      plan_year: offers[0]?.plan.planYear ?? request.plan_year,
      fetched_at: null,
      total: plans.length,
      notice,
      plans,
      ranges: { premiums: null, deductibles: null },
    })
  }

  if (!client.isOn) return embedded(words.noKeyNotice)
  try {
    let fetched = await fetchYear(client, searchRequestOf(request, place, request.plan_year), now)
    let notice: string | undefined
    const current = currentPlanYearOn(now())
    if (fetched.total === 0 && request.plan_year > current) {
      fetched = await fetchYear(client, searchRequestOf(request, place, current), now)
      notice = words.yearNotOnSale(request.plan_year, current)
    }
    return finish({
      source: 'marketplace',
      plan_year: fetched.year,
      fetched_at: fetched.fetchedAt,
      total: fetched.total,
      ...(notice ? { notice } : {}),
      plans: fetched.plans,
      ranges: fetched.ranges,
    })
  } catch (error) {
    if (!(error instanceof MarketplaceOutage)) throw error
    getLogger().warn(
      { api: 'marketplace', reason: error.reason, err: error.message },
      'plans answered from Candor’s own files',
    )
    return embedded(error.reason === 'rate-limited' ? words.busyNotice : words.outageNotice)
  }
}
