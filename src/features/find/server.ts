import 'server-only'

/**
 * Find's server-only code: the insurers found for a ZIP code or a state.
 */
export { insurerDirectory, insurersFound, insurersInCounty, insurersInState, searchZip } from './find-insurers.server'
export type { CountyChoice, ZipSearch } from './find-insurers.server'
