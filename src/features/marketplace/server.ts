import 'server-only'

/**
 * The Marketplace feature's server code: HealthCare.gov's plans priced for a household.
 */
export { findHealthcareGovEstimate } from './eligibility.server'
export type { HealthcareGovEstimate } from './eligibility.server'
export { findHouseholdPlans } from './household-plans.server'
export { submitHouseholdForm } from './household-plans-action'
export { clearMemoryCache as clearHouseholdPlansCache } from './plans-cache.server'
export { marketplacePlansRequestSchema } from './schema'
export type { MarketplacePlansRequest } from './schema'
export { answerCrosswalk, answerDrugSearch, answerProviderSearch } from './lookup-routes.server'
export { coverageOfPlans } from './lookups.server'
export { findCrosswalk } from './crosswalk.server'
