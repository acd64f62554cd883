/**
 * The Marketplace feature, for code that runs anywhere: the shape of a household's plan list,
 * the request's schema and the shopping year.
 */
export type {
  HouseholdPlan,
  MarketplacePlansData,
  PlanBenefits,
  PlanDocuments,
  PlanInsurerFigures,
} from './plans-answer'
export { careAccountSchema, FIRST_PLANS_YEAR, isPlansYearOffered, marketplacePlansRequestSchema } from './schema'
export type { CareAccountInput, MarketplacePlansRequest } from './schema'
export { MAX_COVERAGE_ITEMS, NPI, RXCUI } from './coverage'
export { currentPlanYearOn, shoppingYearOn } from './shopping-year'
export { householdFormWords } from './components/household-form-words'
export type { HouseholdPlansExtra, HouseholdFormState } from './household-form-state'

// Its components that read no server code: client components, and parts that only take props
export { HouseholdForm } from './components/household-form'
export type { HouseholdFormWords } from './components/household-form-words'
export type { HouseholdPlansWords } from './components/household-plans-words'
