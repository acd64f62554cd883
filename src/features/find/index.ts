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

// Its components that read no server code: client components, and parts that only take props
export { moneyIn, PremiumsForAge } from './components/area-premiums'
export { AreaPremiumsNote } from './components/county-premiums'
export {
  DenialRate,
  figureWordsOf,
  formatRange,
  MemberScore,
  metalList,
  nationalNetworkText,
  outOfAreaText,
  referralText,
  StarsOrReason,
} from './components/insurer-figures'
export type { FigureWords } from './components/insurer-figures'
export { InsurerFigures } from './components/insurer-card-figures'
export { InsurerResults } from './components/insurer-results'
export { INSURER_SEARCH_PATH, InsurerSearch, MAX_QUERY_LENGTH } from './components/insurer-search'
export { InsurerTable } from './components/insurer-table'
export { DeferredCarriedZipSearch, DeferredStatePremiumsNote } from './components/deferred-parts'
export { ZipSearchForm } from './components/zip-search-form'
