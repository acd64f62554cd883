/**
 * Plans, for code that runs anywhere (the browser, Next's server, plain Node): names,
 * formats, the ZIP check, age rating, insurer summaries, state exchanges, their types and
 * the ZIP schema.
 */
export {
  ageFactor,
  canScaleToAge,
  OLDEST_RATED_AGE,
  OWN_AGE_CURVE_STATES,
  premiumAtAge,
  readAge,
  REFERENCE_AGE,
} from './age-rating'
export type { AgeReading } from './age-rating'
export {
  caveatSentences,
  claimsCaveatKinds,
  claimsCaveatShort,
  claimsSentence,
  claimsTrend,
  claimsYearOf,
  costShareOf,
  costShareSpan,
  costShareTotal,
  denialRate,
  formatCostShare,
  formatCostShareSpan,
  formatCount,
  formatDollars,
  formatPercent,
} from './format'
export type { ClaimsCaveatKind, ClaimsSentenceWords, CostShare, CostShareSpan } from './format'
export {
  costShareRange,
  DEFAULT_SORT,
  filterInsurers,
  METAL_ORDER,
  NO_FILTERS,
  rangeOf,
  SORT_KEYS,
  sortInsurers,
  summariseInsurer,
} from './insurer-summary'
export type {
  InsurerFilters,
  InsurerSummary,
  Range,
  SortKey,
  StarMeasure,
  SummaryOption,
  SummarySource,
} from './insurer-summary'
export type {
  AreaPremiums,
  IssuerClaims,
  MarketPlan,
  PlanDetails,
  PlanOption,
  QualityRatings,
  StatePremiumRange,
} from './market-types'
export { firstMatchingName, matchesWords, normaliseName, queryWords } from './name-match'
export { mergeIdenticalOptions, OPTIONS_PER_PAGE, pageOfOptions, readOptionsPage } from './option-list'
export type { OptionGroup, OptionPage, OptionRow } from './option-list'
export { carriedPlaceOf, carriedPlaceOfQuery, planHref, planOptionsHref } from './plan-links'
export type { CarriedPlace } from './plan-links'
export { toPlanEntity } from './plan-entity'
export {
  cmsReasonText,
  distinctPlanNames,
  notRatedReason,
  planLegalName,
  planName,
  tellApartWords,
  tidyName,
} from './plan-name'
export type { TellApartWords } from './plan-name'
export type { CmsReasonWords, NameablePlan } from './plan-name'
export { planLookupUrl, plansForCounty, readPlanLookup } from './plan-lookup'
export type { CountyChoice, PlanChoice, PlanLookup, StateExchangeLink } from './plan-lookup'
export { zipCodeSchema } from './schema'
export {
  HEALTHCARE_GOV_PLANS,
  leftHealthcareGov,
  STATE_EXCHANGES,
  stateExchangeFor,
  stateExchangesIn,
  yearLeftHealthcareGov,
} from './state-exchanges'
export type { StateExchange } from './state-exchanges'
export { ZIP_LENGTH, ZIP_MESSAGES, zipCodeError } from './zip-code'

// Its components that read no server code: client components, and parts that only take props
export { ExchangeNotice } from './components/exchange-notice'
export { Stars } from './components/stars'
export { ZipCodeField } from './components/zip-code-field'
