/**
 * The premium tax credit, rule by rule: small pure functions over the published parameters
 * (subsidy-parameters.ts), each with the law or notice it follows. Money is in cents, whole
 * numbers, so sums never drift; percentages are plain numbers (8.5 = 8.5 %).
 *
 * Checked against HealthCare.gov's own answers: tests/unit/cost-rules.test.ts reproduces all
 * 1,748 plan year 2026 rows of `premium_samples_api.csv` to the cent.
 */
import { SUBSIDY_PARAMETERS, type ApplicableBand, type SubsidyParameters } from './subsidy-parameters'

export type Person = { age: number; tobacco: boolean }

export type PovertyGuideline = {
  /** The guideline's own year: the one before the coverage year. */
  year: number
  table: '48_states_and_DC' | 'AK' | 'HI'
  /** Yearly dollars for the household's size. */
  dollars: number
  source: string
}

/**
 * The poverty guideline a coverage year measures income against: the one most recently
 * published when its open enrollment starts, so coverage year Y uses year Y−1's (26 CFR
 * 1.36B-1(h)); Alaska and Hawaii have their own tables (HHS, 90 FR 5917). Null where the
 * coverage year's figures are not published.
 */
export function povertyGuidelineFor(
  coverageYear: number,
  state: string,
  householdSize: number,
  parameters: SubsidyParameters = SUBSIDY_PARAMETERS,
): PovertyGuideline | null {
  const year = parameters.guidelinesUsedForCoverageYear[String(coverageYear)]
  const tables = year === undefined ? undefined : parameters.federalPovertyGuidelines[year]
  if (!year || !tables) return null
  const table = state === 'AK' || state === 'HI' ? state : '48_states_and_DC'
  const { first_person, each_additional_person, official_source } = tables[table]
  return {
    year: Number(year),
    table,
    dollars: first_person + each_additional_person * (householdSize - 1),
    source: official_source,
  }
}

/**
 * Income as a percentage of the guideline, unrounded: HealthCare.gov's estimates use the exact
 * ratio (the tax return later truncates it to a whole percent, Form 8962 line 5).
 */
export function incomePercentOfGuideline(yearlyIncomeDollars: number, guidelineDollars: number): number {
  return (yearlyIncomeDollars / guidelineDollars) * 100
}

/** The band of the applicable-percentage table a ratio falls in, or null above the table's end. */
export function applicableBandFor(
  coverageYear: number,
  fplPercent: number,
  parameters: SubsidyParameters = SUBSIDY_PARAMETERS,
): ApplicableBand | null {
  const bands = parameters.applicablePercentage[String(coverageYear)]?.bands ?? []
  return (
    bands.find(
      (band) => fplPercent >= band.fpl_pct_from && (band.fpl_pct_to === null || fplPercent < band.fpl_pct_to),
    ) ?? null
  )
}

/**
 * The share of income a household is expected to pay for the benchmark plan: linear within
 * each band of the year's table (26 U.S.C. 36B(b)(3)(A); IRS Rev. Proc. 2024-35 for 2025,
 * 2025-25 for 2026). Null above the table's last band (2026: above 400 %).
 */
export function applicablePercentFor(
  coverageYear: number,
  fplPercent: number,
  parameters: SubsidyParameters = SUBSIDY_PARAMETERS,
): number | null {
  const band = applicableBandFor(coverageYear, fplPercent, parameters)
  if (!band) return null
  if (band.fpl_pct_to === null || band.applicable_pct_start === band.applicable_pct_end) {
    return band.applicable_pct_start
  }
  const within = (fplPercent - band.fpl_pct_from) / (band.fpl_pct_to - band.fpl_pct_from)
  return band.applicable_pct_start + (band.applicable_pct_end - band.applicable_pct_start) * within
}

export type CreditEligibility = 'eligible' | 'below-floor' | 'above-cap'

/**
 * Whether income allows a credit at all: from 100 % of the guideline (26 U.S.C. 36B(c)(1)(A));
 * in 2026 no higher than 400 %, as the enhanced credits of ARPA and the IRA ended after
 * 2025-12-31 (36B(c)(1)(E)); 2021–2025 had no upper limit.
 */
export function creditEligibilityFor(
  coverageYear: number,
  fplPercent: number,
  parameters: SubsidyParameters = SUBSIDY_PARAMETERS,
): CreditEligibility {
  const rule = parameters.eligibility[String(coverageYear)] ?? { min_fpl_pct: 100, max_fpl_pct: 400 }
  if (fplPercent < rule.min_fpl_pct) return 'below-floor'
  if (rule.max_fpl_pct !== null && fplPercent > rule.max_fpl_pct) return 'above-cap'
  return 'eligible'
}

/**
 * The highest yearly income that still allows a credit, in dollars, for a household whose
 * guideline is `guidelineDollars`: the year's upper limit (2026: 400 %) of it; null in a year
 * without one.
 */
export function creditIncomeLimitFor(
  coverageYear: number,
  guidelineDollars: number,
  parameters: SubsidyParameters = SUBSIDY_PARAMETERS,
): number | null {
  const rule = parameters.eligibility[String(coverageYear)] ?? { min_fpl_pct: 100, max_fpl_pct: 400 }
  return rule.max_fpl_pct === null ? null : (rule.max_fpl_pct / 100) * guidelineDollars
}

/** The expected monthly contribution in cents: the applicable percentage × yearly income ÷ 12. */
export function expectedMonthlyContributionCents(applicablePercent: number, yearlyIncomeDollars: number): number {
  return ((applicablePercent / 100) * yearlyIncomeDollars * 100) / 12
}

/**
 * The age factor of a person in a state: the state's own curve where CMS lists one, otherwise
 * the federal default (45 CFR 147.102(e): 21 = 1.000, 40 = 1.278, 64 and older = 3.000; one
 * factor for ages 0–14).
 */
export function ageFactorIn(state: string, age: number, parameters: SubsidyParameters = SUBSIDY_PARAMETERS): number {
  const curve = parameters.stateCurves[state]?.ages_0_to_64 ?? parameters.defaultCurve
  return curve[Math.min(Math.max(Math.floor(age), 0), curve.length - 1)]!
}

/** Children are charged only up to three: among those under 21, the three oldest (45 CFR 147.102(c)(1)). */
export const CHARGED_CHILDREN = 3
export const CHILD_RATING_AGE = 21

/** Which of the people a family premium charges, by index: every adult, and the three oldest under 21. */
export function chargedPeople(people: readonly Person[]): number[] {
  const adults = people.flatMap((person, index) => (person.age >= CHILD_RATING_AGE ? [index] : []))
  const children = people
    .flatMap((person, index) => (person.age < CHILD_RATING_AGE ? [index] : []))
    .sort((a, b) => people[b]!.age - people[a]!.age || a - b)
    .slice(0, CHARGED_CHILDREN)
  return [...adults, ...children].sort((a, b) => a - b)
}

/**
 * A household's monthly premium, in cents, from an area's age-40 premium for one person: each
 * charged person's age-40 premium × their age factor ÷ the age-40 factor, in whole cents, added
 * up. Before any tobacco surcharge.
 */
export function householdPremiumCents(
  areaCentsAge40: number,
  people: readonly Person[],
  state: string,
  parameters: SubsidyParameters = SUBSIDY_PARAMETERS,
): number {
  const reference = ageFactorIn(state, 40, parameters)
  return chargedPeople(people).reduce(
    (sum, index) => sum + Math.round((areaCentsAge40 * ageFactorIn(state, people[index]!.age, parameters)) / reference),
    0,
  )
}

/**
 * The monthly credit: the benchmark premium less the expected contribution, never below zero
 * (26 U.S.C. 36B(b)(2)), rounded up to a whole dollar as HealthCare.gov's estimates are.
 */
export function monthlyCreditCents(benchmarkCents: number, contributionCents: number): number {
  const dollars = Math.ceil((benchmarkCents - contributionCents) / 100 - 1e-9)
  return Math.max(0, dollars) * 100
}

/**
 * What a plan costs after the credit: the credit covers at most the plan's essential-health-
 * benefits premium (36B(b)(3)(D)) and nothing of a catastrophic plan (36B(c)(3)(A)).
 */
export function premiumAfterCreditCents(
  creditCents: number,
  plan: { premiumCents: number; ehbPremiumCents?: number; metalLevel?: string },
): number {
  if (plan.metalLevel === 'Catastrophic') return plan.premiumCents
  const applied = Math.min(creditCents, plan.ehbPremiumCents ?? plan.premiumCents)
  return Math.max(0, plan.premiumCents - applied)
}
