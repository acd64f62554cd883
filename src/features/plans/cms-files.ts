/**
 * Readers for the official files of plans and places: CMS's service areas, plan attributes and
 * insurers' presence, and HUD's ZIP-to-county crosswalk. Each checks the columns it needs and
 * every row it keeps; the first problem is reported with the file and the line, and nothing is
 * returned. The readers of insurers' figures and prices are in cms-rating-files.ts.
 */
import type { PlanOption } from './market-types'
import {
  checkState,
  checkYear,
  dollars,
  fail,
  FIPS_STATES,
  isIndividualMedical,
  readRows,
  yesNo,
  type Row,
} from './cms-file-rows'

export { ImportFileError } from './cms-file-rows'
export * from './cms-rating-files'

export type ServiceAreaRow = {
  planYear: number
  state: string
  issuerId: string
  serviceAreaId: string
  coversEntireState: boolean
  countyFips: string | null
  isPartialCounty: boolean
  zipCodes: string | null
}

/** Service Area PUF: the individual-market medical rows. */
export function readServiceAreaPuf(file: string, planYear: number): ServiceAreaRow[] {
  const rows = readRows(file, [
    'BusinessYear',
    'StateCode',
    'IssuerId',
    'ServiceAreaId',
    'CoverEntireState',
    'County',
    'PartialCounty',
    'ZipCodes',
    'MarketCoverage',
    'DentalOnlyPlan',
  ])
  return rows.filter(isIndividualMedical).map((row) => {
    checkYear(file, row, planYear)
    const coversEntireState = yesNo(file, row, 'CoverEntireState')
    const county = row.get('County')
    if (!coversEntireState && !/^\d{5}$/.test(county))
      fail(file, row, `County must be a 5-digit FIPS code, not "${county}"`)
    if (!/^\d{5}$/.test(row.get('IssuerId'))) fail(file, row, `IssuerId must be 5 digits, not "${row.get('IssuerId')}"`)
    const zips = row.get('ZipCodes')
    if (zips && !/^\d{5}(?:[\s,]+\d{5})*$/.test(zips)) fail(file, row, `ZipCodes must list 5-digit ZIP codes`)
    return {
      planYear,
      state: row.get('StateCode'),
      issuerId: row.get('IssuerId'),
      serviceAreaId: row.get('ServiceAreaId'),
      coversEntireState,
      countyFips: coversEntireState ? null : county,
      isPartialCounty: yesNo(file, row, 'PartialCounty'),
      zipCodes: zips ? zips.split(/[\s,]+/).join(' ') : null,
    }
  })
}

export type PlanAttributesRow = PlanOption & {
  planYear: number
  state: string
  issuerId: string
  issuerMarketingName: string
  productType: string
  serviceAreaId: string
}

const PRODUCT_TYPES = new Set(['HMO', 'PPO', 'EPO', 'POS', 'Indemnity'])

/**
 * Plan Attributes PUF: one row per individual-market medical plan, from its standard
 * on-exchange variant (-01). Integrated medical and drug amounts (TEHB) are used when given,
 * otherwise the medical amount (MEHB) with the separate drug amount (DEHB).
 */
export function readPlanAttributesPuf(file: string, planYear: number): PlanAttributesRow[] {
  const rows = readRows(file, [
    'BusinessYear',
    'StateCode',
    'IssuerId',
    'IssuerMarketPlaceMarketingName',
    'MarketCoverage',
    'DentalOnlyPlan',
    'StandardComponentId',
    'PlanMarketingName',
    'ServiceAreaId',
    'PlanType',
    'MetalLevel',
    'PlanId',
    'IsReferralRequiredForSpecialist',
    'NationalNetwork',
    'OutOfServiceAreaCoverage',
    'IsHSAEligible',
    'TEHBDedInnTier1Individual',
    'MEHBDedInnTier1Individual',
    'DEHBDedInnTier1Individual',
    'TEHBInnTier1IndividualMOOP',
    'MEHBInnTier1IndividualMOOP',
    'DEHBInnTier1IndividualMOOP',
    'URLForSummaryofBenefitsCoverage',
    'PlanBrochure',
  ])
  return rows
    .filter((row) => isIndividualMedical(row) && row.get('PlanId').endsWith('-01'))
    .map((row) => {
      checkYear(file, row, planYear)
      const scid = row.get('StandardComponentId')
      if (!/^\d{5}[A-Z]{2}\d{7}$/.test(scid)) fail(file, row, `StandardComponentId is malformed: "${scid}"`)
      const productType = row.get('PlanType')
      if (!PRODUCT_TYPES.has(productType)) fail(file, row, `PlanType "${productType}" is not one CMS uses`)
      const integratedDeductible = dollars(file, row, 'TEHBDedInnTier1Individual')
      const integratedMoop = dollars(file, row, 'TEHBInnTier1IndividualMOOP')
      const optional = (column: string) => row.get(column) || null
      return {
        planYear,
        state: row.get('StateCode'),
        issuerId: row.get('IssuerId'),
        issuerMarketingName: row.get('IssuerMarketPlaceMarketingName'),
        productType,
        standardComponentId: scid,
        serviceAreaId: row.get('ServiceAreaId'),
        marketingName: row.get('PlanMarketingName'),
        metalLevel: row.get('MetalLevel'),
        deductible: integratedDeductible ?? dollars(file, row, 'MEHBDedInnTier1Individual'),
        drugDeductible: integratedDeductible === null ? dollars(file, row, 'DEHBDedInnTier1Individual') : null,
        outOfPocketMax: integratedMoop ?? dollars(file, row, 'MEHBInnTier1IndividualMOOP'),
        drugOutOfPocketMax: integratedMoop === null ? dollars(file, row, 'DEHBInnTier1IndividualMOOP') : null,
        isHsaEligible: yesNo(file, row, 'IsHSAEligible'),
        isReferralRequired: yesNo(file, row, 'IsReferralRequiredForSpecialist'),
        isNationalNetwork: yesNo(file, row, 'NationalNetwork'),
        isOutOfAreaCovered: yesNo(file, row, 'OutOfServiceAreaCoverage'),
        summaryOfBenefitsUrl: optional('URLForSummaryofBenefitsCoverage'),
        brochureUrl: optional('PlanBrochure'),
      }
    })
}

export type ZipCountyRow = { zip: string; state: string; countyFips: string; isPrimary: boolean; city: string | null }

/**
 * HUD USPS ZIP-to-county crosswalk. The primary county of a ZIP has the largest share of its
 * homes (then of all addresses, then the lower FIPS code). HUD's placeholder 99999 is skipped.
 */
export function readHudZipCounty(file: string): ZipCountyRow[] {
  const rows = readRows(file, ['ZIP', 'COUNTY', 'USPS_ZIP_PREF_CITY', 'RES_RATIO', 'TOT_RATIO'])
  const byZip = new Map<string, { row: ZipCountyRow; res: number; tot: number }[]>()
  for (const row of rows) {
    const zip = row.get('ZIP')
    const county = row.get('COUNTY')
    if (county === '99999') continue
    if (!/^\d{5}$/.test(zip)) fail(file, row, `ZIP must be 5 digits, not "${zip}"`)
    if (!/^\d{5}$/.test(county)) fail(file, row, `COUNTY must be a 5-digit FIPS code, not "${county}"`)
    const state = FIPS_STATES[county.slice(0, 2)]
    if (!state) fail(file, row, `COUNTY ${county} is in no known state`)
    const res = Number(row.get('RES_RATIO'))
    const tot = Number(row.get('TOT_RATIO'))
    if (!Number.isFinite(res) || !Number.isFinite(tot)) fail(file, row, 'RES_RATIO and TOT_RATIO must be numbers')
    const list = byZip.get(zip) ?? []
    list.push({
      row: { zip, state: state!, countyFips: county, isPrimary: false, city: row.get('USPS_ZIP_PREF_CITY') || null },
      res,
      tot,
    })
    byZip.set(zip, list)
  }
  const result: ZipCountyRow[] = []
  for (const list of byZip.values()) {
    list.sort((a, b) => b.res - a.res || b.tot - a.tot || a.row.countyFips.localeCompare(b.row.countyFips))
    list.forEach((entry, index) => result.push({ ...entry.row, isPrimary: index === 0 }))
  }
  return result
}

export type PresenceRow = {
  planYear: number
  state: string
  issuerId: string
  /** The issuer's marketing name, or for an issuer new that year the name CMS gives it elsewhere. */
  issuerName: string | null
  /** Whether the issuer sells individual plans on HealthCare.gov in the state that year. */
  isSelling: boolean
  note: string | null
}

/**
 * Which issuers sell on HealthCare.gov, state by state, in two consecutive plan years
 * (`StateCode,IssuerId,name_py<Y-1>,in_py<Y-1>,in_py<Y>,note`, as `issuer_presence_py2026.csv`;
 * `planYear` is Y, the newer year). Every row gives a row of year Y saying whether the issuer
 * sells then, even one that sells in neither year (an issuer that left earlier, still recorded);
 * an issuer selling in Y-1 also gives a row of Y-1. An import of year Y keeps only Y's rows
 * (`scripts/import-cms.ts`): the rows of Y-1 are what its own file said.
 */
export function readIssuerPresence(file: string, planYear: number): PresenceRow[] {
  const before = planYear - 1
  const [nameColumn, beforeColumn, yearColumn] = [`name_py${before}`, `in_py${before}`, `in_py${planYear}`]
  const rows = readRows(file, ['StateCode', 'IssuerId', nameColumn, beforeColumn, yearColumn, 'note'])
  const seen = new Set<string>()
  const flag = (row: Row, column: string) => {
    const value = row.get(column)
    if (value !== '0' && value !== '1') fail(file, row, `${column} must be 1 or 0, not "${value}"`)
    return value === '1'
  }
  return rows.flatMap((row) => {
    const state = checkState(file, row)
    const issuerId = row.get('IssuerId')
    if (!/^\d{5}$/.test(issuerId)) fail(file, row, `IssuerId must be a 5-digit HIOS id, not "${issuerId}"`)
    if (seen.has(`${state}|${issuerId}`)) fail(file, row, `${issuerId} of ${state} is listed twice`)
    seen.add(`${state}|${issuerId}`)
    const wasSelling = flag(row, beforeColumn)
    const isSelling = flag(row, yearColumn)
    const note = row.get('note') || null
    // An issuer new in the year has no name of the year before; the note gives the one CMS uses.
    const issuerName = row.get(nameColumn) || note?.match(/name: ([^;]+)/)?.[1]?.trim() || null
    return [
      ...(wasSelling ? [{ planYear: before, state, issuerId, issuerName, isSelling: true, note: null }] : []),
      { planYear, state, issuerId, issuerName, isSelling, note },
    ]
  })
}
