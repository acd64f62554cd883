import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'

import type { IssuerClaims, PlanOption, QualityRatings } from './market-types'

/**
 * Readers for the official CMS and HUD files (the formats of tests/fixtures/cms). Each
 * checks the columns it needs and every row it keeps; the first problem is reported with
 * the file and the line, and nothing is returned.
 */
export class ImportFileError extends Error {
  constructor(file: string, line: number | null, problem: string) {
    super(`${path.basename(file)}${line === null ? '' : `:${line}`}: ${problem}`)
    this.name = 'ImportFileError'
  }
}

type Row = { line: number; get: (column: string) => string }

function readRows(file: string, required: string[]): Row[] {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(fs.readFileSync(file), {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.replace(/"+$/, '').trim()),
      skip_empty_lines: true,
      info: true,
    }) as typeof records
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null
    throw new ImportFileError(file, line, `not a readable CSV file (${(error as Error).message.split('\n')[0]})`)
  }
  const header = records[0] ? Object.keys(records[0].record) : readHeader(file)
  const missing = required.filter((column) => !header.includes(column))
  if (missing.length > 0) throw new ImportFileError(file, 1, `missing column ${missing.join(', ')}`)
  return records.map(({ record, info }) => ({ line: info.lines, get: (column) => (record[column] ?? '').trim() }))
}

function readHeader(file: string): string[] {
  const first =
    fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? ''
  return first.split(',').map((name) => name.replace(/"/g, '').trim())
}

const fail = (file: string, row: Row, problem: string): never => {
  throw new ImportFileError(file, row.line, problem)
}

function checkYear(file: string, row: Row, planYear: number, column = 'BusinessYear'): void {
  const year = row.get(column)
  if (year !== String(planYear)) fail(file, row, `${column} is "${year}", expected ${planYear}`)
}

const yesNo = (file: string, row: Row, column: string): boolean => {
  const value = row.get(column).toLowerCase()
  if (value === 'yes') return true
  if (value === 'no' || value === '') return false
  return fail(file, row, `${column} must be Yes or No, not "${row.get(column)}"`)
}

/** "$1,500" → 1500; blank or "Not Applicable" → null. */
const dollars = (file: string, row: Row, column: string): number | null => {
  const value = row.get(column)
  if (value === '' || /^not applicable$/i.test(value)) return null
  const number = value.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(number)) return fail(file, row, `${column} is not an amount: "${value}"`)
  return Math.round(Number(number))
}

const isIndividualMedical = (row: Row) =>
  row.get('MarketCoverage') === 'Individual' && row.get('DentalOnlyPlan') === 'No'

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

/** The first two digits of a county FIPS code, as a USPS state code. */
const FIPS_STATES: Record<string, string> = Object.fromEntries(
  (
    '01AL 02AK 04AZ 05AR 06CA 08CO 09CT 10DE 11DC 12FL 13GA 15HI 16ID 17IL 18IN 19IA 20KS 21KY 22LA 23ME 24MD ' +
    '25MA 26MI 27MN 28MS 29MO 30MT 31NE 32NV 33NH 34NJ 35NM 36NY 37NC 38ND 39OH 40OK 41OR 42PA 44RI 45SC 46SD ' +
    '47TN 48TX 49UT 50VT 51VA 53WA 54WV 55WI 56WY 60AS 66GU 69MP 72PR 78VI'
  )
    .split(' ')
    .map((pair) => [pair.slice(0, 2), pair.slice(2)]),
)

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

export type ClaimsRow = Omit<IssuerClaims, 'source' | 'period' | 'pufYear' | 'caveat'> & {
  state: string
  issuerId: string
  issuerName: string | null
}

const MARKERS = new Set(['*', '**', '***', 'N/A'])

/**
 * CMS Transparency in Coverage PUF, individual QHP sheet as CSV. Issuer figures repeat on
 * every plan row; one row per issuer is kept, a number winning over a marker.
 */
export function readTransparencyInCoverage(file: string): ClaimsRow[] {
  const rows = readRows(file, [
    'Individual/SHOP',
    'State',
    'Issuer_Name',
    'Issuer_ID',
    'QHP or SADP?',
    'Issuer_Claims_Received_In_Network',
    'Issuer_Claims_Denied_In_Network',
  ])
  const byIssuer = new Map<string, ClaimsRow>()
  for (const row of rows) {
    if (row.get('Individual/SHOP') !== 'Individual' || row.get('QHP or SADP?') !== 'QHP') continue
    const count = (column: string): number | string => {
      const value = row.get(column)
      if (/^\d+$/.test(value.replace(/,/g, ''))) return Number(value.replace(/,/g, ''))
      if (MARKERS.has(value)) return value
      return fail(file, row, `${column} must be a count or one of CMS's markers (*, **, ***, N/A), not "${value}"`)
    }
    const received = count('Issuer_Claims_Received_In_Network')
    const denied = count('Issuer_Claims_Denied_In_Network')
    const key = `${row.get('State')}|${row.get('Issuer_ID')}`
    const known = byIssuer.get(key)
    const numeric = typeof received === 'number' && typeof denied === 'number'
    if (known && known.claimsReceivedInNetwork !== null) continue
    if (known && !numeric) continue
    byIssuer.set(key, {
      state: row.get('State'),
      issuerId: row.get('Issuer_ID'),
      issuerName: row.get('Issuer_Name') || null,
      claimsReceivedInNetwork: numeric ? (received as number) : null,
      claimsDeniedInNetwork: numeric ? (denied as number) : null,
      notAvailableMarker: numeric ? null : String(typeof received === 'string' ? received : denied),
    })
  }
  return [...byIssuer.values()]
}

export type QualityRatingRow = QualityRatings & { state: string; reportingUnitId: string }

/**
 * CMS Quality Rating System stars per reporting unit, in the layout of HealthCare.gov's plan
 * data collapsed to reporting units (../shared/data/qrs_ratings_api_sample.csv): each of the
 * four measures as a star from 1 to 5, or blank with CMS's not-rated reason.
 */
export function readQualityRatings(file: string): QualityRatingRow[] {
  const measures = [
    ['overall', 'global_rating', 'global_not_rated_reason'],
    ['medicalCare', 'clinical_quality_management_rating', 'clinical_quality_management_not_rated_reason'],
    ['memberExperience', 'enrollee_experience_rating', 'enrollee_experience_not_rated_reason'],
    ['planAdministration', 'plan_efficiency_rating', 'plan_efficiency_not_rated_reason'],
  ] as const
  const rows = readRows(file, [
    'plan_year',
    'StateCode',
    'reporting_unit_id',
    ...measures.flatMap(([, a, b]) => [a, b]),
  ])
  return rows.map((row) => {
    const year = row.get('plan_year')
    if (!/^\d{4}$/.test(year)) fail(file, row, `plan_year must be a year, not "${year}"`)
    const unit = row.get('reporting_unit_id')
    if (!/^\d{5}-(HMO|PPO|EPO|POS|Indemnity)$/.test(unit)) fail(file, row, `reporting_unit_id is malformed: "${unit}"`)
    const result: Record<string, unknown> = {
      ratingYear: Number(year),
      state: row.get('StateCode'),
      reportingUnitId: unit,
    }
    for (const [key, ratingColumn, reasonColumn] of measures) {
      const value = row.get(ratingColumn)
      const reason = row.get(reasonColumn) || null
      if (value !== '' && !/^[1-5]$/.test(value))
        fail(file, row, `${ratingColumn} must be a star from 1 to 5, or blank`)
      if (value === '' && !reason) fail(file, row, `${ratingColumn} is blank without a not-rated reason`)
      result[key] = value === '' ? null : Number(value)
      result[`${key}NotRatedReason`] = value === '' ? reason : null
    }
    return result as QualityRatingRow
  })
}

/** CMS spells rating areas "Rating Area 7", as in its Rate PUF. */
const RATING_AREA_ID = /^Rating Area \d{1,2}$/

const checkRatingArea = (file: string, row: Row, column = 'RatingAreaId'): string => {
  const area = row.get(column)
  if (!RATING_AREA_ID.test(area)) fail(file, row, `${column} must read like "Rating Area 7", not "${area}"`)
  return area
}

const checkState = (file: string, row: Row): string => {
  const state = row.get('StateCode')
  if (!Object.values(FIPS_STATES).includes(state)) fail(file, row, `StateCode "${state}" is not a US state code`)
  return state
}

export type CountyRatingAreaRow = { state: string; countyFips: string; ratingAreaId: string }

/**
 * CMS's geographic rating areas by county, one row per county
 * (`StateCode,county_fips,RatingAreaId,rating_area_basis`). Counties of states that draw
 * their areas by three-digit ZIP (basis "zip3 …", no area given) are left to the ZIP3 file.
 */
export function readCountyRatingAreas(file: string): CountyRatingAreaRow[] {
  const rows = readRows(file, ['StateCode', 'county_fips', 'RatingAreaId', 'rating_area_basis'])
  const seen = new Set<string>()
  const result: CountyRatingAreaRow[] = []
  for (const row of rows) {
    const state = checkState(file, row)
    const county = row.get('county_fips')
    if (!/^\d{5}$/.test(county)) fail(file, row, `county_fips must be a 5-digit FIPS code, not "${county}"`)
    if (FIPS_STATES[county.slice(0, 2)] !== state) fail(file, row, `county ${county} is not in ${state}`)
    if (seen.has(county)) fail(file, row, `county ${county} is listed twice`)
    seen.add(county)
    const basis = row.get('rating_area_basis')
    if (basis.startsWith('zip3')) continue
    if (basis !== 'county') fail(file, row, `rating_area_basis must be county or zip3, not "${basis}"`)
    result.push({ state, countyFips: county, ratingAreaId: checkRatingArea(file, row) })
  }
  return result
}

export type Zip3RatingAreaRow = { state: string; zip3: string; ratingAreaId: string }

/** Rating areas drawn by the first three digits of the ZIP code (`StateCode,zip3,RatingAreaId`). */
export function readZip3RatingAreas(file: string): Zip3RatingAreaRow[] {
  const rows = readRows(file, ['StateCode', 'zip3', 'RatingAreaId'])
  const seen = new Set<string>()
  return rows.map((row) => {
    const state = checkState(file, row)
    const zip3 = row.get('zip3')
    if (!/^\d{3}$/.test(zip3)) fail(file, row, `zip3 must be 3 digits, not "${zip3}"`)
    if (seen.has(`${state}|${zip3}`)) fail(file, row, `ZIP3 ${zip3} of ${state} is listed twice`)
    seen.add(`${state}|${zip3}`)
    return { state, zip3, ratingAreaId: checkRatingArea(file, row) }
  })
}

export type AreaPremiumRow = {
  planYear: number
  state: string
  ratingAreaId: string
  issuerCount: number | null
  planCount: number | null
  benchmarkSilverCentsAge40: number | null
  lowestBronzeCentsAge40: number | null
}

/**
 * Premiums per rating area computed from CMS's Rate and Plan Attributes PUFs: the monthly
 * premium at age 40 of the benchmark (second-lowest-cost silver) and of the lowest-cost
 * bronze plan, in dollars (`plan_year,StateCode,RatingAreaId,n_issuers,n_plans,
 * benchmark_silver_monthly_age40,lowest_bronze_monthly_age40`). Kept in cents.
 */
export function readAreaPremiums(file: string): AreaPremiumRow[] {
  const rows = readRows(file, [
    'plan_year',
    'StateCode',
    'RatingAreaId',
    'n_issuers',
    'n_plans',
    'benchmark_silver_monthly_age40',
    'lowest_bronze_monthly_age40',
  ])
  const seen = new Set<string>()
  const count = (file: string, row: Row, column: string): number | null => {
    const value = row.get(column)
    if (value === '') return null
    if (!/^\d+$/.test(value)) fail(file, row, `${column} must be a whole number, not "${value}"`)
    return Number(value)
  }
  const cents = (file: string, row: Row, column: string): number | null => {
    const value = row.get(column)
    if (value === '') return null
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(value) || Number(value) === 0)
      fail(file, row, `${column} must be a monthly amount in dollars, not "${value}"`)
    return Math.round(Number(value) * 100)
  }
  return rows.map((row) => {
    const year = row.get('plan_year')
    if (!/^20\d{2}$/.test(year)) fail(file, row, `plan_year must be a year, not "${year}"`)
    const state = checkState(file, row)
    const ratingAreaId = checkRatingArea(file, row)
    const key = `${year}|${state}|${ratingAreaId}`
    if (seen.has(key)) fail(file, row, `${ratingAreaId} of ${state} is listed twice for ${year}`)
    seen.add(key)
    return {
      planYear: Number(year),
      state,
      ratingAreaId,
      issuerCount: count(file, row, 'n_issuers'),
      planCount: count(file, row, 'n_plans'),
      benchmarkSilverCentsAge40: cents(file, row, 'benchmark_silver_monthly_age40'),
      lowestBronzeCentsAge40: cents(file, row, 'lowest_bronze_monthly_age40'),
    }
  })
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

export type ClaimsTableRow = ClaimsRow & { caveat: string | null }

/**
 * Issuer-level claims of one Transparency in Coverage file, one row per state and issuer, as
 * Candor's reference tables hold them (`issuer_claims_tic_py2024.csv`, `…_py2026.csv`: CMS's
 * column names, CMS's markers *, **, ***, N/A; the newer file adds `caveat`).
 */
export function readClaimsTable(file: string): ClaimsTableRow[] {
  const rows = readRows(file, [
    'State',
    'Issuer_ID',
    'Issuer_Name',
    'Issuer_Claims_Received_In_Network',
    'Issuer_Claims_Denied_In_Network',
  ])
  const seen = new Set<string>()
  return rows.map((row) => {
    const state = row.get('State')
    if (!/^[A-Z]{2}$/.test(state)) fail(file, row, `State must be a two-letter code, not "${state}"`)
    const issuerId = row.get('Issuer_ID')
    if (!/^\d{5}$/.test(issuerId)) fail(file, row, `Issuer_ID must be a 5-digit HIOS id, not "${issuerId}"`)
    if (seen.has(`${state}|${issuerId}`)) fail(file, row, `${issuerId} of ${state} is listed twice`)
    seen.add(`${state}|${issuerId}`)
    const count = (column: string): number | string => {
      const value = row.get(column).replace(/,/g, '')
      if (/^\d+$/.test(value)) return Number(value)
      if (MARKERS.has(value)) return value
      return fail(file, row, `${column} must be a count or one of CMS's markers (*, **, ***, N/A), not "${value}"`)
    }
    const received = count('Issuer_Claims_Received_In_Network')
    const denied = count('Issuer_Claims_Denied_In_Network')
    const numeric = typeof received === 'number' && typeof denied === 'number'
    return {
      state,
      issuerId,
      issuerName: row.get('Issuer_Name') || null,
      claimsReceivedInNetwork: numeric ? (received as number) : null,
      claimsDeniedInNetwork: numeric ? (denied as number) : null,
      notAvailableMarker: numeric ? null : String(typeof received === 'string' ? received : denied),
      caveat: row.get('caveat') || null,
    }
  })
}
