/**
 * Plans' server code, for Next's server and plain Node alike (the Payload config and the scripts
 * load it): which plan and state pages are missing, for the proxy; the marketplace index and its
 * data, call 1, the CMS import and the seed.
 */
export {
  findCountyOffers,
  findPlanLookup,
  findPlansByOptionName,
  findPlansByZip,
  findPricingPlace,
} from './zip-lookup.server'
export type { CountyOffers, OptionNameMatch, PricingPlace } from './zip-lookup.server'
export {
  getPlaceOptions,
  getPlanDetails,
  getPlanYears,
  listNewIssuers,
  getStatePremiumRange,
  listOffers,
  listPlans,
  listStateOffers,
  namePlans,
  resetZipLookupIndex,
} from './market-index.server'
export type {
  AreaPremiums,
  IssuerClaims,
  MarketPlan,
  NewIssuer,
  Offer,
  PlanDetails,
  PlaceOptions,
  PlanOption,
  QualityRatings,
  ZipCounty,
  ZipLookup,
} from './market-index.server'
export {
  getMarketDataVersion,
  insertRows,
  loadMarketSeedIfEmpty,
  marketDb,
  marketTable,
  readMarketSeed,
} from './market-data.server'
export type { MarketDb, MarketTable } from './market-data.server'
export { importMarketData } from './cms-import.server'
export type { ImportCounts, MarketImport } from './cms-import.server'
export { answerPlansByZip } from './call-one'
export {
  ImportFileError,
  readAreaPremiums,
  readClaimsTable,
  readCountyRatingAreas,
  readIssuerPresence,
  readHudZipCounty,
  readPlanAttributesPuf,
  readQualityRatings,
  readServiceAreaPuf,
  readTransparencyInCoverage,
  readZip3RatingAreas,
} from './cms-files'
export type {
  AreaPremiumRow,
  ClaimsRow,
  ClaimsTableRow,
  CountyRatingAreaRow,
  PlanAttributesRow,
  PresenceRow,
  QualityRatingRow,
  ServiceAreaRow,
  Zip3RatingAreaRow,
  ZipCountyRow,
} from './cms-files'
export { MARKET_SEED_FILE } from './seed-format'
export type { MarketSeed } from './seed-format'
export { loadColumns, MARKET_TABLES, toColumnRows } from './tables'
export type { MarketTableName } from './tables'
export { isMissingPlanPage } from './missing-pages.server'

// Its server components, which read the locale or Payload themselves
export { ClaimsCaveatNote, claimsCaveatNotes } from './components/claims-caveat-note'
export { ExchangeLeftNotice } from './components/exchange-left-notice'
export { PlanClaims } from './components/plan-claims'
export { PlanOptionsTable } from './components/plan-options-table'
export { NewIssuersNote } from './components/new-issuers-note'
export { PlanRatings } from './components/plan-ratings'
export { PresenceNotice } from './components/presence-notice'
