/**
 * The Marketplace feature's server code: HealthCare.gov's plans priced for a household, and the
 * shopper's doctors and drugs kept in their account.
 */
export { keepCareAccount, memberCareListData, readCareAccount, removeCareAccount } from './care-account.server'
export type { KeptCareList } from './care-account.server'
export { findHealthcareGovEstimate } from './eligibility.server'
export type { HealthcareGovEstimate } from './eligibility.server'
export { findHouseholdPlans } from './household-plans.server'
export { clearMemoryCache as clearHouseholdPlansCache } from './plans-cache.server'
export { careAccountSchema, marketplacePlansRequestSchema } from './schema'
export type { CareAccountInput, MarketplacePlansRequest } from './schema'
export { answerCrosswalk, answerDrugSearch, answerProviderSearch } from './lookup-routes.server'
export { coverageOfPlans } from './lookups.server'
export { findCrosswalk } from './crosswalk.server'
export { answerHouseholdForm } from './household-form-answer.server'
