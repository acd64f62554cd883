import type { Payload } from 'payload'

import type { EstimateRequest } from '@/features/costs'
import { getLogger } from '@/lib/logger'

import { searchRequestOf } from './household-plans.server'
import { marketplaceClient, MarketplaceOutage, type MarketplaceClient } from './marketplace-api.server'
import { placeOfHousehold } from './place.server'
import { cacheKeyOf, readCached, writeCached } from './plans-cache.server'

/**
 * How long an estimate waits for HealthCare.gov's figure: Candor's own is ready at once, and the
 * other is an addition, not worth a long wait.
 */
export const HEALTHCARE_GOV_ESTIMATE_DEADLINE_MS = 3_000

/** HealthCare.gov's own estimate for a household, beside Candor's (product brief §14). */
export type HealthcareGovEstimate = {
  plan_year: number
  /** The monthly premium tax credit HealthCare.gov works out for the household, or null where it gave none. */
  tax_credit_monthly: number | null
  /** The cost-sharing reduction the household would get, as HealthCare.gov names it, or null. */
  csr: string | null
  /** Someone in the household looks eligible for Medicaid or CHIP. */
  medicaid_chip: boolean
  /** Someone in the household falls in the coverage gap (a state that did not expand Medicaid). */
  coverage_gap: boolean
}

/**
 * HealthCare.gov's estimate of the credit, cost-sharing reductions and Medicaid or CHIP for the
 * household (`households/eligibility/estimates`), cached like the plan list; null when the API
 * is off, out, or the household is in a state with its own exchange. Never an error: the page
 * then shows Candor's estimate alone.
 */
export async function findHealthcareGovEstimate(
  payload: Payload,
  request: EstimateRequest,
  client: MarketplaceClient = marketplaceClient(),
): Promise<HealthcareGovEstimate | null> {
  if (!client.isOn) return null
  const place = await placeOfHousehold(payload, request).catch(() => null)
  if (!place || place.kind !== 'county') return null
  const { household, place: where, year } = searchRequestOf(request, place, request.plan_year)
  const question = { household: household!, place: where, year: year! }
  const key = cacheKeyOf('estimates', question)
  const kept = await readCached<HealthcareGovEstimate>(key)
  if (kept) return kept
  try {
    const people = await client.estimateEligibility(question, HEALTHCARE_GOV_ESTIMATE_DEADLINE_MS)
    const seeking = people.slice(0, request.people.length)
    const estimate: HealthcareGovEstimate = {
      plan_year: request.plan_year,
      // The credit is the household's: each person's entry carries it.
      tax_credit_monthly: seeking.find((person) => person.aptc !== null)?.aptc ?? null,
      csr: seeking.find((person) => person.csr)?.csr ?? null,
      medicaid_chip: seeking.some((person) => person.is_medicaid_chip === true),
      coverage_gap: seeking.some((person) => person.in_coverage_gap === true),
    }
    await writeCached(key, estimate)
    return estimate
  } catch (error) {
    if (!(error instanceof MarketplaceOutage)) throw error
    getLogger().warn(
      { api: 'marketplace', reason: error.reason, err: error.message },
      'estimate made without HealthCare.gov’s',
    )
    return null
  }
}
