import type { Payload } from 'payload'

import {
  sortInsurers,
  summariseInsurer,
  DEFAULT_SORT,
  type InsurerSummary,
  distinctPlanNames,
  planLegalName,
  tellApartWords,
  yearLeftHealthcareGov,
  zipCodeError,
} from '@/features/plans'
import {
  findCountyOffers,
  findPlansByZip,
  getPlanYears,
  listOffers,
  listPlans,
  listStateOffers,
  type AreaPremiums,
  type Offer,
} from '@/features/plans/server'
import type { StateExchange } from '@/features/plans'
import { overallMemberScores } from '@/features/reviews/server'
import type { Locale } from '@/lib/i18n'
import { stateName } from '@/lib/us-states'
import { messagesFor } from '@/messages'

import type { DirectoryEntry } from './insurer-directory'

export type CountyChoice = { fips: string; name: string; state: string; planCount: number }

/** What a ZIP search finds, in the order a person meets it. */
export type ZipSearch =
  | { kind: 'invalid'; zip: string; message: string }
  /** Not a ZIP code the HUD crosswalk knows. */
  | { kind: 'unknown'; zip: string }
  /**
   * In a state that runs its own exchange: CMS publishes no plans for it. `leftIn`: the plan
   * year the state left HealthCare.gov for it, where it did (Illinois, 2026), whose earlier
   * plans there (`earlierPlanCount`) stay open to reviews; null for a state that never used it.
   */
  | { kind: 'exchange'; zip: string; exchange: StateExchange; leftIn: number | null; earlierPlanCount: number }
  /** The ZIP spans counties and none (or an unknown one) was chosen. */
  | { kind: 'county'; zip: string; counties: CountyChoice[] }
  | {
      kind: 'results'
      zip: string
      county: CountyChoice
      counties: CountyChoice[]
      insurers: InsurerSummary[]
      areaPremiums: AreaPremiums | null
    }

/**
 * The insurers that sell in a ZIP code (and county, when it spans several), each summarised
 * with every figure Candor holds, in the neutral default order.
 */
export async function searchZip(
  payload: Payload,
  rawZip: string,
  countyFips?: string | null,
  locale: Locale = 'en',
): Promise<ZipSearch> {
  const zip = rawZip.trim()
  const message = zipCodeError(zip)
  if (message) return { kind: 'invalid', zip, message }
  const lookup = await findPlansByZip(payload, zip.slice(0, 5))
  if (lookup.counties.length === 0) return { kind: 'unknown', zip }
  if (lookup.exchange && lookup.plans.length === 0) {
    const { shoppingYear } = await getPlanYears(payload)
    return {
      kind: 'exchange',
      zip,
      exchange: lookup.exchange,
      leftIn: yearLeftHealthcareGov(lookup.exchange.state, shoppingYear),
      earlierPlanCount: lookup.earlierPlans.length,
    }
  }
  const counties = lookup.counties.map((county) => ({
    fips: county.fips,
    name: county.name,
    state: county.state,
    planCount: county.planIds.length,
  }))
  const chosen = counties.length === 1 ? counties[0]! : (counties.find((county) => county.fips === countyFips) ?? null)
  if (!chosen) return { kind: 'county', zip, counties }
  const { insurers, areaPremiums } = await insurersInCounty(payload, zip, chosen.fips, locale)
  return { kind: 'results', zip, county: chosen, counties, insurers, areaPremiums }
}

/** Every reporting unit sold in one county of a ZIP code, summarised, and the area's premiums. */
export async function insurersInCounty(
  payload: Payload,
  zip: string,
  fips: string,
  locale: Locale = 'en',
): Promise<{ insurers: InsurerSummary[]; areaPremiums: AreaPremiums | null }> {
  const found = await findCountyOffers(payload, zip, fips)
  if (!found) return { insurers: [], areaPremiums: null }
  return { insurers: await summariseOffers(payload, found.offers, locale), areaPremiums: found.areaPremiums }
}

/** Every reporting unit of a state's newest plan year, summarised over all its plans there. */
export async function insurersInState(
  payload: Payload,
  state: string,
  locale: Locale = 'en',
): Promise<InsurerSummary[]> {
  return summariseOffers(payload, await listStateOffers(payload, state), locale)
}

/**
 * The insurer products a search by name found, each summarised over all its plans in its
 * state and named as in the search (told apart within its state).
 */
export async function insurersFound(payload: Payload, found: readonly DirectoryEntry[]): Promise<InsurerSummary[]> {
  const offers = await listOffers(
    payload,
    found.map((entry) => entry.nid),
  )
  return summariseOffers(payload, offers, 'en', new Map(found.map((entry) => [entry.nid, entry.name])))
}

/** Offers with their member scores and told-apart names, in the neutral default order. */
async function summariseOffers(
  payload: Payload,
  offers: Offer[],
  locale: Locale,
  names = distinctPlanNames(
    offers.map(({ plan }) => plan),
    tellApartWords(messagesFor(locale).plans),
  ),
): Promise<InsurerSummary[]> {
  const scores = await overallMemberScores(
    payload,
    offers.map(({ plan }) => plan.nid),
  )
  const insurers = offers.map(({ plan, options, ratings, claims, presence }) =>
    summariseInsurer({
      nid: plan.nid,
      name: names.get(plan.nid)!,
      issuerMarketingName: plan.issuerMarketingName,
      legalName: planLegalName(plan),
      productType: plan.productType,
      state: plan.state,
      reportingUnitId: plan.reportingUnitId,
      options,
      planYear: plan.planYear,
      ratings,
      claims,
      presence,
      member: scores.get(plan.nid) ?? { average: null, count: 0 },
    }),
  )
  return sortInsurers(insurers, DEFAULT_SORT)
}

/** Every insurer product of the newest plan year, for the search by insurer name. */
export async function insurerDirectory(payload: Payload, locale: Locale = 'en'): Promise<DirectoryEntry[]> {
  const plans = await listPlans(payload)
  const byState = new Map<string, typeof plans>()
  for (const plan of plans) byState.set(plan.state, [...(byState.get(plan.state) ?? []), plan])
  const entries: DirectoryEntry[] = []
  for (const [state, list] of byState) {
    const names = distinctPlanNames(list, tellApartWords(messagesFor(locale).plans))
    for (const plan of list) {
      entries.push({
        nid: plan.nid,
        name: names.get(plan.nid)!,
        legalName: planLegalName(plan),
        state,
        stateName: stateName(state),
      })
    }
  }
  return entries
}
