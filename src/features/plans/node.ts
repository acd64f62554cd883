/**
 * Plans' server code that also runs in plain Node, outside Next (the Payload config, the
 * scripts and the custom server load it), so nothing here imports server-only: the
 * marketplace index and its data, call 1, the CMS import and the seed.
 */
export {
  findCountyOffers,
  findPlanLookup,
  findPlansByOptionName,
  findPlansByZip,
  findPricingPlace,
} from './zip-lookup.node'
export type { CountyOffers, OptionNameMatch, PricingPlace } from './zip-lookup.node'
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
} from './market-index.node'
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
} from './market-index.node'
export {
  getMarketDataVersion,
  insertRows,
  loadMarketSeedIfEmpty,
  marketDb,
  marketTable,
  readMarketSeed,
} from './market-data.node'
export type { MarketDb, MarketTable } from './market-data.node'
export { importMarketData } from './cms-import.node'
export type { ImportCounts, MarketImport } from './cms-import.node'
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
