/**
 * One insurer product (reporting unit) as the ZIP results and the comparison show it: every
 * figure Candor holds for it in one county, and the rules for sorting and filtering them.
 * Pure, for the server and the browser alike. A figure Candor lacks is null: shown as
 * missing and sorted last, never as zero.
 */
import { claimsYearOf, costShareOf, costShareSpan, costShareTotal, denialRate } from './format'
import type { CostShare, CostShareSpan } from './format'
import type { IssuerClaims, IssuerPresence, QualityRatings } from './market-types'
import { notRatedReason } from './plan-name'

export type Range = { min: number; max: number }

export type StarMeasure = { stars: number | null; notRatedReason: string | null }

export type InsurerSummary = {
  nid: number
  /** The plan's name, told apart from others in the same list (plan-name.ts). */
  name: string
  issuerMarketingName: string
  legalName: string
  productType: string
  state: string
  reportingUnitId: string
  /** CMS Quality Rating System: null where CMS published nothing for the unit. */
  cms: {
    ratingYear: number
    overall: StarMeasure
    medicalCare: StarMeasure
    memberExperience: StarMeasure
    planAdministration: StarMeasure
  } | null
  /** Member reviews: the shrunk overall average (null below the minimum count) and how many. */
  member: { average: number | null; count: number }
  /** Share of in-network claims denied across the issuer's plans in the state, or null. */
  denialRate: number | null
  claimsPeriod: string | null
  /** The calendar year the claim figures cover, where the file says (2024 for the plan year 2026 file). */
  claimsYear: number | null
  /** The plan year of the CMS file the claim figures were reported in, where known. */
  claimsReportYear: number | null
  /**
   * CMS's caveat on the claim figures as the data gives it (they may include dental or
   * small-group claims…), or null: wherever the rate is shown, it is shown with it.
   */
  caveat: string | null
  /** The lowest and highest deductible of its plans here, each as that plan's own figure (format.ts). */
  deductible: CostShareSpan | null
  /**
   * The deductible prescription drugs are subject to, lowest and highest: a plan's separate drug
   * deductible where it has one, otherwise its medical deductible, which then covers drugs too.
   */
  drugDeductible: Range | null
  /** The lowest and highest out-of-pocket maximum of its plans here, each as that plan's own figure. */
  outOfPocketMax: CostShareSpan | null
  metalLevels: string[]
  hasHsaEligible: boolean
  /** How many of its plans here need a referral to see a specialist. */
  referralPlans: number
  /** How many of its plans here have a national network; null where CMS's flag is not loaded. */
  nationalNetworkPlans: number | null
  /** How many of its plans here cover care outside their service area; null where CMS's flag is not loaded. */
  outOfAreaPlans: number | null
  planCount: number
  /** The plan year of the CMS files the plan options and their figures come from. */
  planYear: number
  options: SummaryOption[]
  /** The plan year from which the insurer no longer sells on HealthCare.gov here, or null while it does. */
  notSellingIn: number | null
}

export type SummaryOption = {
  standardComponentId: string
  marketingName: string
  metalLevel: string
  /** Combined, or medical with a separate drug deductible, as on the plan's page. */
  deductible: CostShare | null
  /** The deductible prescription drugs are subject to: the separate drug deductible, else the medical one. */
  drugDeductible: number | null
  outOfPocketMax: CostShare | null
  isHsaEligible: boolean
  isReferralRequired: boolean
  summaryOfBenefitsUrl: string | null
}

/** A plan option as stored: the medical amounts, with any separate drug amounts beside them. */
type SourceOption = Omit<SummaryOption, 'deductible' | 'drugDeductible' | 'outOfPocketMax'> & {
  deductible: number | null
  outOfPocketMax: number | null
  drugDeductible?: number | null
  drugOutOfPocketMax?: number | null
  isNationalNetwork?: boolean | null
  isOutOfAreaCovered?: boolean | null
}

/** What an insurer is summarised from: its identity, its plans sold here, CMS's figures, members' score. */
export type SummarySource = Pick<
  InsurerSummary,
  'nid' | 'name' | 'issuerMarketingName' | 'legalName' | 'productType' | 'state' | 'reportingUnitId' | 'member'
> & {
  options: SourceOption[]
  /** The plan year of the options. */
  planYear: number
  ratings: QualityRatings | null
  claims:
    | (Pick<IssuerClaims, 'claimsReceivedInNetwork' | 'claimsDeniedInNetwork' | 'period' | 'pufYear'> &
        Partial<Pick<IssuerClaims, 'caveat'>>)
    | null
  /** Its presence on HealthCare.gov in the newest year known, where a file says. */
  presence?: Pick<IssuerPresence, 'planYear' | 'isSelling'> | null
}

export const METAL_ORDER = ['Catastrophic', 'Expanded Bronze', 'Bronze', 'Silver', 'Gold', 'Platinum'] as const

/** The lowest and highest of the figures known; null when none is. */
export function rangeOf(values: (number | null)[]): Range | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length === 0 ? null : { min: Math.min(...known), max: Math.max(...known) }
}

/** An option's deductible and out-of-pocket limit as every page shows them. */
const deductibleOf = (option: SourceOption) => costShareOf(option.deductible, option.drugDeductible)
const outOfPocketMaxOf = (option: SourceOption) => costShareOf(option.outOfPocketMax, option.drugOutOfPocketMax)

/** A span's ends as the totals they are ordered by (what the report ranking weighs). */
export function costShareRange(span: CostShareSpan | null): Range | null {
  return span ? { min: costShareTotal(span.lowest), max: costShareTotal(span.highest) } : null
}

/** A separate drug deductible where the plan has one (even $0); otherwise the integrated medical one. */
const drugDeductibleOf = (option: SourceOption) => option.drugDeductible ?? option.deductible

/** How many options have the flag set; null when any option lacks it, so a partial count is never shown. */
function countFlagged(options: readonly SourceOption[], flag: (option: SourceOption) => boolean | null | undefined) {
  return options.some((option) => flag(option) == null) ? null : options.filter((option) => flag(option)).length
}

const measure = (stars: number | null, reason: string | null): StarMeasure => ({
  stars,
  notRatedReason: stars === null ? notRatedReason(reason) : null,
})

export function summariseInsurer(source: SummarySource): InsurerSummary {
  const { options, ratings, claims } = source
  const metals = new Set(options.map((option) => option.metalLevel))
  return {
    notSellingIn: source.presence && !source.presence.isSelling ? source.presence.planYear : null,
    nid: source.nid,
    name: source.name,
    issuerMarketingName: source.issuerMarketingName,
    legalName: source.legalName,
    productType: source.productType,
    state: source.state,
    reportingUnitId: source.reportingUnitId,
    cms: ratings
      ? {
          ratingYear: ratings.ratingYear,
          overall: measure(ratings.overall, ratings.overallNotRatedReason),
          medicalCare: measure(ratings.medicalCare, ratings.medicalCareNotRatedReason),
          memberExperience: measure(ratings.memberExperience, ratings.memberExperienceNotRatedReason),
          planAdministration: measure(ratings.planAdministration, ratings.planAdministrationNotRatedReason),
        }
      : null,
    member: source.member,
    denialRate: claims ? denialRate(claims.claimsDeniedInNetwork, claims.claimsReceivedInNetwork) : null,
    claimsPeriod: claims?.period ?? null,
    claimsYear: claimsYearOf(claims?.pufYear ?? null),
    claimsReportYear: claims?.pufYear ?? null,
    caveat: claims?.caveat?.trim() || null,
    deductible: costShareSpan(options.map(deductibleOf)),
    drugDeductible: rangeOf(options.map(drugDeductibleOf)),
    outOfPocketMax: costShareSpan(options.map(outOfPocketMaxOf)),
    metalLevels: [
      ...METAL_ORDER.filter((metal) => metals.has(metal)),
      ...[...metals].filter((metal) => !(METAL_ORDER as readonly string[]).includes(metal)).sort(),
    ],
    hasHsaEligible: options.some((option) => option.isHsaEligible),
    referralPlans: options.filter((option) => option.isReferralRequired).length,
    nationalNetworkPlans: countFlagged(options, (option) => option.isNationalNetwork),
    outOfAreaPlans: countFlagged(options, (option) => option.isOutOfAreaCovered),
    planCount: options.length,
    planYear: source.planYear,
    options: options.map((option) => ({
      standardComponentId: option.standardComponentId,
      marketingName: option.marketingName,
      metalLevel: option.metalLevel,
      deductible: deductibleOf(option),
      drugDeductible: drugDeductibleOf(option),
      outOfPocketMax: outOfPocketMaxOf(option),
      isHsaEligible: option.isHsaEligible,
      isReferralRequired: option.isReferralRequired,
      summaryOfBenefitsUrl: option.summaryOfBenefitsUrl,
    })),
  }
}

export const SORT_KEYS = ['name', 'member', 'stars', 'denials', 'deductible', 'outOfPocket'] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** The neutral order the page states: by insurer name, then product type. Never paid placement. */
export const DEFAULT_SORT: SortKey = 'name'

/** Each sort's figure, with its direction: higher is better for scores, lower for the rest. */
const SORT_FIGURES: Record<Exclude<SortKey, 'name'>, (row: InsurerSummary) => number | null> = {
  member: (row) => (row.member.average === null ? null : -row.member.average),
  stars: (row) => (row.cms?.overall.stars == null ? null : -row.cms.overall.stars),
  denials: (row) => row.denialRate,
  deductible: (row) => (row.deductible ? costShareTotal(row.deductible.lowest) : null),
  outOfPocket: (row) => (row.outOfPocketMax ? costShareTotal(row.outOfPocketMax.lowest) : null),
}

const byName = (a: InsurerSummary, b: InsurerSummary) => a.name.localeCompare(b.name) || a.nid - b.nid

/** Sorted by the chosen figure; insurers without that figure come last, by name. */
export function sortInsurers(rows: readonly InsurerSummary[], key: SortKey): InsurerSummary[] {
  // Whatever the order, insurers that still sell come before those that no longer do.
  const selling = (a: InsurerSummary, b: InsurerSummary) =>
    Number(a.notSellingIn !== null) - Number(b.notSellingIn !== null)
  if (key === 'name') return [...rows].sort((a, b) => selling(a, b) || byName(a, b))
  const figure = SORT_FIGURES[key]
  return [...rows].sort((a, b) => {
    if (selling(a, b) !== 0) return selling(a, b)
    const x = figure(a)
    const y = figure(b)
    if (x === null && y === null) return byName(a, b)
    if (x === null) return 1
    if (y === null) return -1
    return x - y || byName(a, b)
  })
}

export type InsurerFilters = {
  productTypes: string[]
  metalLevels: string[]
  hsaOnly: boolean
  /** Only insurers that still sell on HealthCare.gov in the newest year known. */
  stillSelling: boolean
}

export const NO_FILTERS: InsurerFilters = { productTypes: [], metalLevels: [], hsaOnly: false, stillSelling: false }

/** Insurers matching every chosen filter; an empty choice of a kind lets all through. */
export function filterInsurers(rows: readonly InsurerSummary[], filters: InsurerFilters): InsurerSummary[] {
  return rows.filter(
    (row) =>
      (filters.productTypes.length === 0 || filters.productTypes.includes(row.productType)) &&
      (filters.metalLevels.length === 0 || filters.metalLevels.some((metal) => row.metalLevels.includes(metal))) &&
      (!filters.hsaOnly || row.hasHsaEligible) &&
      (!filters.stillSelling || row.notSellingIn === null),
  )
}
