import type { Payload } from 'payload'

import { findPricingPlace, type PricingPlace } from '@/features/plans/server'
import type { StateExchange } from '@/features/plans'
import { AppError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n'
import { stateName } from '@/lib/us-states'
import { messagesFor } from '@/messages'

import { estimateHousehold, type Estimate } from './estimate'
import { explainEstimate, ratingAreaNumber, type Explanation } from './explain'
import { leadOf, type EstimateLead } from './lead'
import { ESTIMATE_MESSAGES, type EstimateRequest } from './schema'

/** `data.estimate` of `POST /v1/data/estimate`: dollars with cents, percentages as numbers. */
export type EstimateData = {
  plan_year: number
  /** The year asked, where its figures are not published and `plan_year`'s stand in as a guide; else null. */
  guide_for_year: number | null
  state: string
  /** The state's name in the answer's language ("Illinois"). */
  state_name: string
  county_fips: string
  county_name: string
  rating_area: number
  household_size: number
  guideline_year: number
  poverty_guideline: number
  fpl_percent: number
  credit_eligibility: Estimate['eligibility']
  /** The highest yearly income with a credit, in dollars, in a year with an upper limit; else null. */
  credit_income_limit: number | null
  applicable_percent: number | null
  expected_contribution_monthly: number | null
  benchmark_silver_monthly: number | null
  lowest_bronze_monthly: number | null
  tax_credit_monthly: number | null
  benchmark_silver_after_credit_monthly: number | null
  lowest_bronze_after_credit_monthly: number | null
  medicaid: {
    kind: 'may-qualify' | 'parents-may-qualify' | 'coverage-gap'
    expanded: boolean
    adult_income_limit_percent: number | null
    parent_income_limit_percent: number | null
    status_as_of: string
    expansion_effective_date: string | null
  } | null
  /**
   * Whose credit the figures use: the area's (Candor's estimate), or HealthCare.gov's own for the
   * household where the Marketplace API answered (the results page); absent means the area's.
   */
  credit_source?: 'area' | 'healthcare-gov'
  /** The area's credit, where HealthCare.gov's replaced it. */
  area_credit_monthly?: number | null
  /** What must be read before the figures (Medicaid, the coverage gap, the income limit, a stand-in year). */
  lead: EstimateLead[]
  notes: string[]
  how: Explanation['how']
}

/** What the estimate call answers: an estimate, or the state's own exchange where it has one. */
export type EstimateAnswer = { estimate: EstimateData } | { exchange: StateExchange }

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100)
const rounded = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places

/** The place of a request, or the field error that stops it. */
async function placeOf(
  payload: Payload,
  request: EstimateRequest,
): Promise<Extract<PricingPlace, { kind: 'area' | 'exchange' }>> {
  const place = await findPricingPlace(payload, request.zipcode, request.county_fips ?? null, request.plan_year)
  if (place.kind === 'unknown') throw AppError.invalid({ zipcode: ESTIMATE_MESSAGES.zipUnknown })
  if (place.kind === 'county-not-in-zip') throw AppError.invalid({ county_fips: ESTIMATE_MESSAGES.countyNotInZip })
  if (place.kind === 'county-required') throw AppError.invalid({ county_fips: ESTIMATE_MESSAGES.countyRequired })
  return place
}

/**
 * Estimates what a household would pay after the premium tax credit in its county's rating
 * area (product brief §11). Nothing is stored: the answer is made from the published rules and
 * the area's premiums, with its sentences in `locale`.
 */
export async function estimateCosts(
  payload: Payload,
  request: EstimateRequest,
  locale: Locale,
  /** The year the household asked for, where `request.plan_year` stands in for it as a guide. */
  guideFor: number | null = null,
): Promise<EstimateAnswer> {
  const place = await placeOf(payload, request)
  if (place.kind === 'exchange') return { exchange: place.exchange }
  const people = request.people.map((person) => ({ age: person.age, tobacco: person.tobacco }))
  const estimate = estimateHousehold(
    {
      planYear: request.plan_year,
      state: place.county.state,
      people,
      householdSize: request.household_size ?? people.length,
      yearlyIncome: request.household_income,
    },
    {
      ratingAreaId: place.ratingAreaId ?? '',
      benchmarkSilverCentsAge40: place.premiums?.benchmarkSilverCentsAge40 ?? null,
      lowestBronzeCentsAge40: place.premiums?.lowestBronzeCentsAge40 ?? null,
    },
  )
  // The schema admits only years with published figures; this guards a parameters file without one.
  if (!estimate) throw AppError.invalid({ plan_year: ESTIMATE_MESSAGES.planYearNotPublished })
  const words = messagesFor(locale).costExplanations
  const stateLabel = stateName(estimate.state, locale)
  const { notes, how } = explainEstimate(estimate, words, stateLabel, locale, place.county.name)
  return {
    estimate: {
      plan_year: estimate.planYear,
      guide_for_year: guideFor,
      state: estimate.state,
      state_name: stateLabel,
      county_fips: place.county.fips,
      county_name: place.county.name,
      rating_area: ratingAreaNumber(estimate.ratingAreaId),
      household_size: estimate.householdSize,
      guideline_year: estimate.guideline.year,
      poverty_guideline: estimate.guideline.dollars,
      fpl_percent: rounded(estimate.fplPercent, 2)!,
      credit_eligibility: estimate.eligibility,
      credit_income_limit: estimate.creditIncomeLimit,
      applicable_percent: rounded(estimate.applicablePercent, 4),
      expected_contribution_monthly: dollars(estimate.expectedContributionCents),
      benchmark_silver_monthly: dollars(estimate.benchmarkSilverCents),
      lowest_bronze_monthly: dollars(estimate.lowestBronzeCents),
      tax_credit_monthly: dollars(estimate.taxCreditCents),
      benchmark_silver_after_credit_monthly: dollars(estimate.benchmarkSilverAfterCreditCents),
      lowest_bronze_after_credit_monthly: dollars(estimate.lowestBronzeAfterCreditCents),
      medicaid: estimate.medicaid && {
        kind: estimate.medicaid.kind,
        expanded: estimate.medicaid.expanded,
        adult_income_limit_percent: estimate.medicaid.adultIncomeLimitPercent,
        parent_income_limit_percent: estimate.medicaid.parentIncomeLimitPercent,
        status_as_of: estimate.medicaid.statusAsOf,
        expansion_effective_date: estimate.medicaid.expansionEffectiveDate,
      },
      lead: leadOf(estimate, words, stateLabel, locale, guideFor),
      notes,
      how,
    },
  }
}
