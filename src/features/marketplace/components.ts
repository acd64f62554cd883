/**
 * The Marketplace feature's React components: a household's plans, priced by HealthCare.gov,
 * under its estimate on the results page.
 */
export { HouseholdPlans } from './components/household-plans'
export type { HouseholdPlansWords } from './components/household-plans-words'
export { HouseholdPlansWithoutScript } from './components/household-plans-static'
