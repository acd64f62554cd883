/**
 * Find's server code, for Next's server and plain Node alike: the insurers found for a ZIP code or a state.
 */
export { insurerDirectory, insurersFound, insurersInCounty, insurersInState, searchZip } from './find-insurers.server'
export type { CountyChoice, ZipSearch } from './find-insurers.server'

// Its server components, which read the locale or Payload themselves
export { HEALTHCARE_GOV_PRICES, PremiumsNotLoaded } from './components/premiums-not-loaded'
