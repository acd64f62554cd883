/**
 * The Marketplace feature's React components: the results page's household form, with its
 * estimate and the household's plans, priced by HealthCare.gov, under it.
 */
export { HouseholdForm } from './components/household-form'
export type { HouseholdFormWords } from './components/household-form-words'
export type { HouseholdPlansWords } from './components/household-plans-words'
