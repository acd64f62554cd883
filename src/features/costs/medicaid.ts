import { MEDICAID_STATUS, type MedicaidStatus } from './subsidy-parameters'

/**
 * What Medicaid may mean for a household, from its state's expansion status and income limits
 * (KFF, in `parameters/medicaid-expansion.json`):
 * - `may-qualify`: income under the state's limit for adults (138 % where Medicaid expanded;
 *   Wisconsin covers adults to 100 % without expanding). Someone Medicaid accepts cannot take the
 *   credit (26 U.S.C. 36B(c)(2)(B)).
 * - `parents-may-qualify`: a household with children, under the state's limit for parents only.
 * - `coverage-gap`: under 100 % in a state that did not expand: too poor for the credit and, as an
 *   adult without children, not covered by Medicaid either.
 */
export type MedicaidSituation = {
  kind: 'may-qualify' | 'parents-may-qualify' | 'coverage-gap'
  state: string
  expanded: boolean
  adultIncomeLimitPercent: number | null
  parentIncomeLimitPercent: number | null
  statusAsOf: string
  expansionEffectiveDate: string | null
}

export function medicaidStatusOf(state: string): MedicaidStatus | null {
  return MEDICAID_STATUS.get(state) ?? null
}

/**
 * Medicaid's bearing on the estimate, or null where income is above every limit that applies.
 * Medicaid measures income against the current year's guideline while the credit uses the year
 * before's, so near a limit either answer may hold: the page says so.
 */
export function medicaidSituationFor(
  state: string,
  fplPercent: number,
  hasChildren: boolean,
  status: MedicaidStatus | null = medicaidStatusOf(state),
): MedicaidSituation | null {
  if (!status) return null
  const situation = (kind: MedicaidSituation['kind']): MedicaidSituation => ({
    kind,
    state,
    expanded: status.expanded,
    adultIncomeLimitPercent: status.adultIncomeLimitPercent,
    parentIncomeLimitPercent: status.parentIncomeLimitPercent,
    statusAsOf: status.statusAsOf,
    expansionEffectiveDate: status.expansionEffectiveDate,
  })
  if (status.adultIncomeLimitPercent !== null && fplPercent < status.adultIncomeLimitPercent) {
    return situation('may-qualify')
  }
  if (hasChildren && status.parentIncomeLimitPercent !== null && fplPercent < status.parentIncomeLimitPercent) {
    return situation('parents-may-qualify')
  }
  if (fplPercent < 100) return situation('coverage-gap')
  return null
}
