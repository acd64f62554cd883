import type { costExplanations } from '@/messages/en/costExplanations'

import type { Estimate } from './estimate'
import { formatLongDate, formatMoney, formatMonth, formatPercentage } from './format'

export type ExplanationWords = typeof costExplanations

/** The figures an estimate explains one by one ("How we got this"). */
export type ExplainedFigure =
  'fpl_percent' | 'expected_contribution_monthly' | 'benchmark_silver_monthly' | 'tax_credit_monthly' | 'after_credit'

export type Explanation = {
  /** Every sentence, in the order the page shows them. */
  notes: string[]
  /** The sentences behind each figure. */
  how: Record<ExplainedFigure, string[]>
}

/** "Rating Area 16" → 16, as the contract gives it. */
export function ratingAreaNumber(ratingAreaId: string): number {
  return Number(ratingAreaId.match(/\d+/)?.[0] ?? NaN)
}

/**
 * The sentences that explain an estimate, in the words given: each figure's rule and source,
 * the limits that applied (the 2026 cliff, the 2025 cap, Medicaid and the coverage gap), and
 * what the estimate leaves out (tobacco surcharges, catastrophic plans).
 */
export function explainEstimate(
  estimate: Estimate,
  words: ExplanationWords,
  stateLabel: string,
  locale: string,
  /** The county's name ("Harris County"), where the estimate was asked for one. */
  countyName: string | null = null,
): Explanation {
  const how: Explanation['how'] = {
    fpl_percent: [],
    expected_contribution_monthly: [],
    benchmark_silver_monthly: [],
    tax_credit_monthly: [],
    after_credit: [],
  }
  const percent = formatPercentage(estimate.fplPercent)
  how.fpl_percent.push(
    words.income(
      percent,
      estimate.guideline.year,
      estimate.householdSize,
      formatMoney(estimate.guideline.dollars * 100),
      estimate.planYear,
    ),
  )
  if (estimate.guideline.table !== '48_states_and_DC') how.fpl_percent.push(words.incomeAlaskaHawaii(stateLabel))

  if (estimate.applicablePercent !== null && estimate.expectedContributionCents !== null) {
    how.expected_contribution_monthly.push(
      words.contribution(
        estimate.planYear,
        percent,
        formatPercentage(estimate.applicablePercent),
        formatMoney(estimate.expectedContributionCents),
      ),
    )
  } else {
    how.expected_contribution_monthly.push(words.contributionNone)
  }
  if (estimate.planYear === 2025 && estimate.fplPercent > 400) how.expected_contribution_monthly.push(words.noCliff2025)

  if (estimate.benchmarkSilverCents !== null) {
    how.benchmark_silver_monthly.push(
      words.benchmark(estimate.peopleCount, formatMoney(estimate.benchmarkSilverCents), estimate.stateCurve),
    )
    if (estimate.unchargedChildren > 0)
      how.benchmark_silver_monthly.push(words.unchargedChildren(estimate.unchargedChildren))
    if (estimate.peoplePastAgeCurve > 0)
      how.benchmark_silver_monthly.push(words.pastAgeCurve(estimate.peoplePastAgeCurve))
  }

  const credit = how.tax_credit_monthly
  if (estimate.eligibility === 'above-cap') {
    credit.push(words.cliff2026(formatPercentage(400), formatLongDate(estimate.enhancedCreditsExpiredAfter, locale)))
  } else if (estimate.eligibility === 'below-floor') {
    credit.push(words.belowFloor)
  } else if (estimate.benchmarkSilverCents === null || estimate.expectedContributionCents === null) {
    credit.push(words.creditUnknown)
  } else if (estimate.taxCreditCents === 0) {
    credit.push(
      words.creditNoneCheaper(
        formatMoney(estimate.benchmarkSilverCents),
        formatMoney(estimate.expectedContributionCents),
      ),
    )
  } else {
    credit.push(
      words.credit(
        formatMoney(estimate.benchmarkSilverCents),
        formatMoney(estimate.expectedContributionCents),
        formatMoney(estimate.taxCreditCents ?? 0),
      ),
      words.creditEhb,
    )
  }
  const medicaid = estimate.medicaid
  if (medicaid) {
    const limit = (value: number | null) => formatPercentage(value ?? 0)
    if (medicaid.kind === 'may-qualify')
      credit.push(words.medicaidMayQualify(stateLabel, limit(medicaid.adultIncomeLimitPercent)))
    if (medicaid.kind === 'parents-may-qualify') {
      credit.push(words.medicaidParents(stateLabel, limit(medicaid.parentIncomeLimitPercent)))
    }
    if (medicaid.kind === 'coverage-gap') credit.push(words.coverageGap(stateLabel))
    credit.push(words.medicaidSource(formatMonth(medicaid.statusAsOf, locale)))
  }

  how.after_credit.push(words.afterCredit, words.catastrophic)
  if (estimate.anyTobacco) how.after_credit.push(words.tobacco)

  const notes = [
    words.areaFigures(ratingAreaNumber(estimate.ratingAreaId), stateLabel, estimate.planYear, countyName),
    ...how.fpl_percent,
    ...how.expected_contribution_monthly,
    ...how.benchmark_silver_monthly,
    ...how.tax_credit_monthly,
    ...how.after_credit,
    words.sourceParameters(estimate.planYear),
  ]
  return { notes, how }
}
