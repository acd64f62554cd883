/**
 * Readers for the official files of insurers' figures and of prices: claims (Transparency in
 * Coverage), quality ratings, rating areas and area premiums. Each checks the columns it needs
 * and every row it keeps, as cms-file-rows.ts says.
 */
import type { IssuerClaims, QualityRatings } from './market-types'
import { checkRatingArea, checkState, fail, FIPS_STATES, readRows, type Row } from './cms-file-rows'

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
