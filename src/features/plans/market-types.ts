/**
 * The shapes of Candor's marketplace data as pages and readers use them: a plan (a CMS
 * reporting unit), its options, CMS's ratings and claims figures, and area premiums. Types
 * only, for the server, the importer and the browser alike.
 */

export type MarketPlan = {
  nid: number
  planYear: number
  state: string
  issuerId: string
  issuerMarketingName: string
  issuerLegalName: string | null
  productType: string
  reportingUnitId: string
}

export type PlanOption = {
  standardComponentId: string
  serviceAreaId: string
  marketingName: string
  metalLevel: string
  deductible: number | null
  drugDeductible: number | null
  outOfPocketMax: number | null
  drugOutOfPocketMax: number | null
  isHsaEligible: boolean
  isReferralRequired: boolean
  /** Null where the data loaded predates this column. */
  isNationalNetwork: boolean | null
  /** Whether care outside the service area is covered; null where the data loaded predates this column. */
  isOutOfAreaCovered: boolean | null
  summaryOfBenefitsUrl: string | null
  brochureUrl: string | null
}

export type QualityRatings = {
  ratingYear: number
  overall: number | null
  overallNotRatedReason: string | null
  medicalCare: number | null
  medicalCareNotRatedReason: string | null
  memberExperience: number | null
  memberExperienceNotRatedReason: string | null
  planAdministration: number | null
  planAdministrationNotRatedReason: string | null
}

export type IssuerClaims = {
  source: string
  period: string
  claimsReceivedInNetwork: number | null
  claimsDeniedInNetwork: number | null
  notAvailableMarker: string | null
  /** The PUF year of the file; null for figures loaded before Candor kept it. */
  pufYear: number | null
  caveat: string | null
}

/** Whether a plan's issuer sells on HealthCare.gov in its state in a plan year (issuer presence files). */
export type IssuerPresence = {
  planYear: number
  isSelling: boolean
  /** Why, where the file says: the state left HealthCare.gov, the issuer re-filed under another id… */
  note: string | null
  /** The state's own exchange, when the state left HealthCare.gov. */
  exchange: { state: string; name: string; url: string } | null
}

/** An issuer new on HealthCare.gov in a state and year, whose counties Candor does not know yet. */
export type NewIssuer = { planYear: number; state: string; issuerId: string; name: string | null }

export type PlanDetails = {
  plan: MarketPlan
  options: PlanOption[]
  /** The newest CMS quality ratings of the reporting unit, or null where CMS has none. */
  ratings: QualityRatings | null
  /** The newest claims file's figures for the issuer, and the file before it for the trend. */
  claims: IssuerClaims | null
  previousClaims: IssuerClaims | null
  /** The issuer's presence in the newest year Candor knows, or null where no file says. */
  presence: IssuerPresence | null
}

/** Area premiums of a county's rating area, age 40, before tax credits (tables.ts). */
export type AreaPremiums = {
  planYear: number
  state: string
  ratingAreaId: string
  benchmarkSilverCentsAge40: number | null
  lowestBronzeCentsAge40: number | null
}

/** A state's area premiums at age 40, lowest and highest across its rating areas (cents). */
export type StatePremiumRange = {
  planYear: number
  state: string
  areaCount: number
  silver: { min: number; max: number }
  bronze: { min: number; max: number } | null
}
