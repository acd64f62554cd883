/**
 * Costs, for code that runs anywhere: the premium tax credit's rules and published figures,
 * the estimate made from them, its explanation, and the household schema.
 */
export { estimateHousehold } from './estimate'
export type { AreaFigures, Estimate, Household } from './estimate'
export { explainEstimate, ratingAreaNumber } from './explain'
export { formatDollars, formatLongDate, formatMoney, formatMonth, formatPercentage } from './format'
export { leadOf, NEAR_LIMIT_SHARE } from './lead'
export type { EstimateLead } from './lead'
export type { ExplainedFigure, Explanation, ExplanationWords } from './explain'
export { medicaidSituationFor, medicaidStatusOf } from './medicaid'
export type { MedicaidSituation } from './medicaid'
export {
  ageFactorIn,
  applicablePercentFor,
  chargedPeople,
  creditEligibilityFor,
  expectedMonthlyContributionCents,
  householdPremiumCents,
  incomePercentOfGuideline,
  monthlyCreditCents,
  povertyGuidelineFor,
  premiumAfterCreditCents,
} from './rules'
export type { CreditEligibility, Person, PovertyGuideline } from './rules'
export {
  CARE_LEVELS,
  checkHouseholdSize,
  householdFields,
  planYearOf,
  ESTIMATE_MESSAGES,
  estimateRequestSchema,
  MAX_AGE,
  MAX_HOUSEHOLD_SIZE,
  MAX_INCOME,
  MAX_PEOPLE,
} from './schema'
export type { CareLevel, EstimateRequest } from './schema'
export { ESTIMATE_YEARS, MEDICAID_STATUS, SUBSIDY_PARAMETERS } from './subsidy-parameters'
export type { MedicaidStatus, SubsidyParameters } from './subsidy-parameters'
export { emptyEstimateForm, FIELD, intentOf, requestOf, valuesOf, withIntent } from './estimate-form'
export type { EstimateFormState, EstimateFormValues } from './estimate-form'
export { defaultEstimateYear, estimateYearChoices, guideYearFor } from './years'
export { estimatePanelWords } from './panel-words'
export type { EstimatePanelWords } from './panel-words'
export { estimateResultWords } from './result-words'
export type { EstimateResultWords } from './result-words'
export { withHealthcareGovCredit } from './healthcare-gov-credit'

// Its components that read no server code: client components, and parts that only take props
export { EstimatePanel } from './components/estimate-panel'
export { EstimatePanelForm } from './components/estimate-panel-form'
export type { EstimatePanelLayout } from './components/estimate-panel-form'
export { EstimatePanelLoader } from './components/estimate-panel-loader'
export { EstimateResult } from './components/estimate-result'
