/**
 * Find's React components: the ZIP search, insurer results, tables and figures, premium
 * notes.
 */
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
export { HEALTHCARE_GOV_PRICES, PremiumsNotLoaded } from './components/premiums-not-loaded'
export { DeferredCarriedZipSearch, DeferredStatePremiumsNote } from './components/deferred-parts'
export { ZipSearchForm } from './components/zip-search-form'
