import type { Estimate } from './estimate'
import type { ExplanationWords } from './explain'
import { formatDollars, formatLongDate, formatMonth, formatPercentage } from './format'

/**
 * What an estimate must say before its figures, each in its own box: that its figures are
 * another year's (a year not published yet), that Medicaid or the coverage gap applies, or how
 * far the household is from the income limit of the credit.
 */
export type EstimateLead = {
  kind: 'guide' | 'medicaid' | 'coverage-gap' | 'cliff'
  sentences: string[]
}

/** Within this share of the income limit (below it), the estimate says how close the limit is. */
export const NEAR_LIMIT_SHARE = 0.9

/** The boxes an estimate opens with, in the order they matter. */
export function leadOf(
  estimate: Estimate,
  words: ExplanationWords,
  stateLabel: string,
  locale: string,
  guideFor: number | null,
): EstimateLead[] {
  const lead: EstimateLead[] = []
  if (guideFor !== null) lead.push({ kind: 'guide', sentences: [words.guideYear(guideFor, estimate.planYear)] })

  const medicaid = estimate.medicaid
  if (medicaid) {
    const limit = (value: number | null) => formatPercentage(value ?? 0)
    const sentences: string[] = []
    if (medicaid.kind === 'may-qualify')
      sentences.push(words.leadMedicaid(stateLabel, limit(medicaid.adultIncomeLimitPercent)))
    if (medicaid.kind === 'parents-may-qualify')
      sentences.push(words.leadParents(stateLabel, limit(medicaid.parentIncomeLimitPercent)))
    if (medicaid.kind === 'coverage-gap') sentences.push(words.leadCoverageGap(stateLabel))
    if (estimate.hasChildren) sentences.push(words.leadChildren)
    const asOf = formatMonth(medicaid.statusAsOf, locale)
    sentences.push(
      medicaid.expanded && medicaid.expansionEffectiveDate
        ? words.statusExpanded(stateLabel, formatLongDate(medicaid.expansionEffectiveDate, locale), asOf)
        : words.statusNotExpanded(stateLabel, asOf),
      words.whereToApply(stateLabel),
    )
    lead.push({ kind: medicaid.kind === 'coverage-gap' ? 'coverage-gap' : 'medicaid', sentences })
  }

  const limit = estimate.creditIncomeLimit
  if (limit !== null && estimate.creditIncomeLimitPercent !== null) {
    const percent = formatPercentage(estimate.creditIncomeLimitPercent)
    const difference = Math.abs(estimate.yearlyIncome - limit)
    const said = [estimate.planYear, percent, estimate.householdSize, formatDollars(limit)] as const
    if (estimate.eligibility === 'above-cap') {
      lead.push({
        kind: 'cliff',
        sentences: [
          words.cliffOver(...said, formatDollars(estimate.yearlyIncome), formatDollars(difference)),
          words.magi,
        ],
      })
    } else if (estimate.eligibility === 'eligible' && estimate.yearlyIncome >= limit * NEAR_LIMIT_SHARE) {
      lead.push({ kind: 'cliff', sentences: [words.cliffNear(...said, formatDollars(difference)), words.magi] })
    }
  }
  return lead
}
