/**
 * Find, for code that runs anywhere: the find pages' addresses and the insurer directory
 * search.
 */
export { compareHref, FIND_PATH, findHref, MAX_COMPARED, MIN_COMPARED, withNidOf } from './find-links'
export {
  matchInsurers,
  MAX_MATCHES,
  normalise,
  planOptionSearchUrl,
  readOptionMatches,
  withOptionMatches,
} from './insurer-directory'
export type { DirectoryEntry, InsurerMatch, OptionMatch } from './insurer-directory'
export { zipSearchWords } from './zip-search-words'
export { ageWordsOf, statePremiumsWordsOf } from './premium-words'
export type { AgeWords, StatePremiumsWords } from './premium-words'
export type { ZipSearchWords } from './zip-search-words'
