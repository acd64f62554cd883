/**
 * The published figures behind the tax-credit estimate, as committed in `parameters/` by
 * `scripts/build-cost-parameters.ts`: HHS poverty guidelines, the IRS applicable-percentage
 * tables, CMS's age curves, and each state's Medicaid expansion status. Every figure names its
 * official source in the file itself. Typed here so the rules read them by name.
 */
import { medicaidExpansion as medicaidRows } from './parameters/medicaid-expansion.data'
import { subsidyParameters as parameters } from './parameters/subsidy-parameters.data'

export type GuidelineTable = { first_person: number; each_additional_person: number; official_source: string }

export type ApplicableBand = {
  fpl_pct_from: number
  fpl_pct_to: number | null
  applicable_pct_start: number
  applicable_pct_end: number
  official_source: string
}

export type Eligibility = { min_fpl_pct: number; max_fpl_pct: number | null }

export type SubsidyParameters = {
  federalPovertyGuidelines: Record<string, Record<'48_states_and_DC' | 'AK' | 'HI', GuidelineTable>>
  guidelinesUsedForCoverageYear: Record<string, string>
  applicablePercentage: Record<string, { bands: ApplicableBand[] }>
  eligibility: Record<string, Eligibility>
  defaultCurve: number[]
  stateCurves: Record<string, { ages_0_to_64: number[]; on_healthcare_gov_py2026: boolean }>
  enhancedCreditsExpiredAfter: string
  tobaccoMaxSurchargeRatio: number
}

const rules = parameters.rules as Record<string, { value: unknown }>

export const SUBSIDY_PARAMETERS: SubsidyParameters = {
  federalPovertyGuidelines: parameters.federal_poverty_guidelines as SubsidyParameters['federalPovertyGuidelines'],
  guidelinesUsedForCoverageYear: parameters.guidelines_used_for_coverage_year,
  applicablePercentage: parameters.applicable_percentage as SubsidyParameters['applicablePercentage'],
  eligibility: Object.fromEntries(
    Object.entries(rules)
      .filter(([name]) => name.startsWith('eligibility.'))
      .map(([name, rule]) => [name.slice('eligibility.'.length), rule.value as Eligibility]),
  ),
  defaultCurve: parameters.age_rating.default_curve.ages_0_to_64,
  stateCurves: parameters.age_rating.state_curves,
  enhancedCreditsExpiredAfter: (rules['enhanced_credits_status']!.value as { enhanced_credits_expired_after: string })
    .enhanced_credits_expired_after,
  tobaccoMaxSurchargeRatio: (rules['tobacco']!.value as { max_surcharge_ratio: number }).max_surcharge_ratio,
}

/** A state's Medicaid expansion status (KFF, as of `statusAsOf`), for the states on HealthCare.gov. */
export type MedicaidStatus = {
  state: string
  expanded: boolean
  expansionEffectiveDate: string | null
  /** Adults without dependent children, % of the poverty guideline (5-point disregard included). */
  adultIncomeLimitPercent: number | null
  /** Parents and caretakers (family of three), % of the poverty guideline. */
  parentIncomeLimitPercent: number | null
  healthcareGovYears: number[]
  statusAsOf: string
  source: string
  note: string
}

export const MEDICAID_STATUS: ReadonlyMap<string, MedicaidStatus> = new Map(
  (medicaidRows as MedicaidStatus[]).map((row) => [row.state, row]),
)

/** The coverage years whose tax-credit figures are published (and loaded). */
export const ESTIMATE_YEARS: readonly number[] = Object.keys(SUBSIDY_PARAMETERS.applicablePercentage)
  .map(Number)
  .filter((year) => String(year) in SUBSIDY_PARAMETERS.guidelinesUsedForCoverageYear)
  .sort((a, b) => a - b)
