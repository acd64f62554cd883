import { medicaidSituationFor, type MedicaidSituation } from './medicaid'
import {
  applicablePercentFor,
  chargedPeople,
  creditEligibilityFor,
  creditIncomeLimitFor,
  expectedMonthlyContributionCents,
  householdPremiumCents,
  incomePercentOfGuideline,
  monthlyCreditCents,
  povertyGuidelineFor,
  premiumAfterCreditCents,
  type CreditEligibility,
  type Person,
  type PovertyGuideline,
} from './rules'
import { SUBSIDY_PARAMETERS } from './subsidy-parameters'

/** A household, as the estimate form and `POST /v1/data/estimate` take it. */
export type Household = {
  planYear: number
  state: string
  people: Person[]
  householdSize: number
  yearlyIncome: number
}

/** The area's age-40 premiums for one person, before any credit (benchmark_premiums_by_rating_area). */
export type AreaFigures = {
  ratingAreaId: string
  benchmarkSilverCentsAge40: number | null
  lowestBronzeCentsAge40: number | null
}

/** An estimate, every figure a monthly amount in cents unless its name says otherwise. */
export type Estimate = {
  planYear: number
  state: string
  ratingAreaId: string
  guideline: PovertyGuideline
  householdSize: number
  yearlyIncome: number
  fplPercent: number
  eligibility: CreditEligibility
  /** The highest yearly income with a credit (dollars), in a year with an upper limit; else null. */
  creditIncomeLimit: number | null
  /** The upper limit as a share of the guideline (400), where the year has one. */
  creditIncomeLimitPercent: number | null
  /** Null where no credit applies (income outside the limits). */
  applicablePercent: number | null
  expectedContributionCents: number | null
  benchmarkSilverCents: number | null
  lowestBronzeCents: number | null
  /** Null where the area's benchmark premium is not known. */
  taxCreditCents: number | null
  benchmarkSilverAfterCreditCents: number | null
  lowestBronzeAfterCreditCents: number | null
  medicaid: MedicaidSituation | null
  peopleCount: number
  /** Children under 21 beyond the three oldest: covered, not charged. */
  unchargedChildren: number
  anyTobacco: boolean
  /** Someone is under 19: children may have Medicaid or CHIP at incomes adults do not. */
  hasChildren: boolean
  /** People 65 or older: priced at 64, where marketplace premiums stop rising. */
  peoplePastAgeCurve: number
  /** The state's own age curve was used instead of the federal default. */
  stateCurve: boolean
  enhancedCreditsExpiredAfter: string
}

/**
 * The estimate for a household in an area, from the published rules (rules.ts): income against
 * the guideline, the expected contribution, the household's benchmark silver and cheapest bronze
 * premiums scaled by age, and the credit. Null where the year's figures are not published.
 */
export function estimateHousehold(household: Household, area: AreaFigures): Estimate | null {
  const { planYear, state, people, householdSize, yearlyIncome } = household
  const guideline = povertyGuidelineFor(planYear, state, householdSize)
  if (!guideline) return null
  const fplPercent = incomePercentOfGuideline(yearlyIncome, guideline.dollars)
  const eligibility = creditEligibilityFor(planYear, fplPercent)
  const creditIncomeLimit = creditIncomeLimitFor(planYear, guideline.dollars)
  const applicablePercent = eligibility === 'eligible' ? applicablePercentFor(planYear, fplPercent) : null
  const expectedContributionCents =
    applicablePercent === null ? null : expectedMonthlyContributionCents(applicablePercent, yearlyIncome)
  const scaled = (cents: number | null) => (cents === null ? null : householdPremiumCents(cents, people, state))
  const benchmarkSilverCents = scaled(area.benchmarkSilverCentsAge40)
  const lowestBronzeCents = scaled(area.lowestBronzeCentsAge40)
  const taxCreditCents =
    benchmarkSilverCents === null
      ? null
      : expectedContributionCents === null
        ? 0
        : monthlyCreditCents(benchmarkSilverCents, expectedContributionCents)
  const after = (premiumCents: number | null) =>
    premiumCents === null || taxCreditCents === null ? null : premiumAfterCreditCents(taxCreditCents, { premiumCents })
  return {
    planYear,
    state,
    ratingAreaId: area.ratingAreaId,
    guideline,
    householdSize,
    yearlyIncome,
    fplPercent,
    eligibility,
    creditIncomeLimit,
    creditIncomeLimitPercent: creditIncomeLimit === null ? null : (creditIncomeLimit / guideline.dollars) * 100,
    applicablePercent,
    expectedContributionCents,
    benchmarkSilverCents,
    lowestBronzeCents,
    taxCreditCents,
    benchmarkSilverAfterCreditCents: after(benchmarkSilverCents),
    lowestBronzeAfterCreditCents: after(lowestBronzeCents),
    medicaid: medicaidSituationFor(
      state,
      fplPercent,
      people.some((person) => person.age < 19),
    ),
    peopleCount: people.length,
    unchargedChildren: people.length - chargedPeople(people).length,
    anyTobacco: people.some((person) => person.tobacco),
    hasChildren: people.some((person) => person.age < 19),
    peoplePastAgeCurve: people.filter((person) => person.age >= 65).length,
    stateCurve: state in SUBSIDY_PARAMETERS.stateCurves,
    enhancedCreditsExpiredAfter: SUBSIDY_PARAMETERS.enhancedCreditsExpiredAfter,
  }
}
