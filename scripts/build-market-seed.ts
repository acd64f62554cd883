/**
 * Builds Candor's committed marketplace seed (seed/marketplace-py2025.json.gz) from the
 * derived CMS and HUD tables in ../shared/data (see that folder's README):
 *   npx tsx scripts/build-market-seed.ts [--data ../shared/data]
 * Plans get their numeric id (nid) in order of state and reporting unit, so the same
 * data always gives the same ids.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'

import { parse } from 'csv-parse/sync'

import {
  readAreaPremiums,
  readClaimsTable,
  readIssuerPresence,
  readCountyRatingAreas,
  readZip3RatingAreas,
  MARKET_SEED_FILE,
  type MarketSeed,
  toColumnRows,
} from '../src/features/plans/server'

const { values } = parseArgs({ options: { data: { type: 'string', default: '../shared/data' } } })
const dataDir = path.resolve(values.data!)

type Row = Record<string, string>
function read(file: string): Row[] {
  return parse(fs.readFileSync(path.join(dataDir, file)), { columns: true, bom: true, skip_empty_lines: true }) as Row[]
}

const orNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim())
const wholeNumber = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : null)
const yes = (value: string | undefined) => value?.trim().toLowerCase() === 'yes'
const rating = (value: string | undefined) => (value && /^[1-5]$/.test(value.trim()) ? Number(value) : null)

const units = read('reporting_units.csv').sort(
  (a, b) => a.StateCode!.localeCompare(b.StateCode!) || a.reporting_unit_id!.localeCompare(b.reporting_unit_id!),
)
const nidOf = new Map(units.map((unit, index) => [`${unit.StateCode}|${unit.reporting_unit_id}`, index + 1]))
const planYear = Number(units[0]!.BusinessYear)

const plans = toColumnRows(
  'market_plans',
  units.map((unit) => ({
    nid: nidOf.get(`${unit.StateCode}|${unit.reporting_unit_id}`),
    planYear: Number(unit.BusinessYear),
    state: unit.StateCode,
    issuerId: unit.IssuerId,
    issuerMarketingName: unit.IssuerMarketPlaceMarketingName!.trim(),
    issuerLegalName: orNull(unit.tic_issuer_name),
    productType: unit.PlanType,
    reportingUnitId: unit.reporting_unit_id,
  })),
)

const options = toColumnRows(
  'market_plan_options',
  read('plans.csv').map((plan) => {
    const nid = nidOf.get(`${plan.StateCode}|${plan.reporting_unit_id}`)
    if (!nid) throw new Error(`plans.csv: ${plan.StandardComponentId} has no reporting unit ${plan.reporting_unit_id}`)
    return {
      planYear: Number(plan.BusinessYear),
      nid,
      standardComponentId: plan.StandardComponentId,
      state: plan.StateCode,
      issuerId: plan.IssuerId,
      serviceAreaId: plan.ServiceAreaId,
      marketingName: plan.PlanMarketingName!.trim(),
      metalLevel: plan.MetalLevel,
      deductible: wholeNumber(plan.deductible_individual),
      drugDeductible: wholeNumber(plan.drug_deductible_individual),
      outOfPocketMax: wholeNumber(plan.moop_individual),
      drugOutOfPocketMax: wholeNumber(plan.drug_moop_individual),
      isHsaEligible: yes(plan.IsHSAEligible),
      isReferralRequired: yes(plan.IsReferralRequiredForSpecialist),
      isNationalNetwork: yes(plan.NationalNetwork),
      isOutOfAreaCovered: yes(plan.OutOfServiceAreaCoverage),
      summaryOfBenefitsUrl: orNull(plan.URLForSummaryofBenefitsCoverage),
      brochureUrl: orNull(plan.PlanBrochure),
    }
  }),
)

const serviceAreas = toColumnRows(
  'market_service_areas',
  read('service_area_county.csv').map((area) => ({
    planYear: Number(area.BusinessYear),
    state: area.StateCode,
    issuerId: area.IssuerId,
    serviceAreaId: area.ServiceAreaId,
    coversEntireState: yes(area.CoverEntireState),
    countyFips: orNull(area.County),
    isPartialCounty: yes(area.PartialCounty),
    zipCodes: orNull(area.ZipCodes),
  })),
)

const zipCounties = toColumnRows(
  'market_zip_counties',
  read('zip_county.csv').map((row) => ({
    zip: row.zip,
    state: row.state,
    countyFips: row.county_fips,
    countyName: row.county_name,
    isPrimary: row.is_primary === '1',
    city: orNull(row.usps_city),
  })),
)

const qualityRatings = toColumnRows(
  'market_quality_ratings',
  read('qrs_ratings_api_sample.csv').map((row) => ({
    ratingYear: Number(row.plan_year),
    state: row.StateCode,
    reportingUnitId: row.reporting_unit_id,
    overall: rating(row.global_rating),
    overallNotRatedReason: orNull(row.global_not_rated_reason),
    medicalCare: rating(row.clinical_quality_management_rating),
    medicalCareNotRatedReason: orNull(row.clinical_quality_management_not_rated_reason),
    memberExperience: rating(row.enrollee_experience_rating),
    memberExperienceNotRatedReason: orNull(row.enrollee_experience_not_rated_reason),
    planAdministration: rating(row.plan_efficiency_rating),
    planAdministrationNotRatedReason: orNull(row.plan_efficiency_not_rated_reason),
  })),
)

/** The two Transparency in Coverage files, each with the PUF year it is labelled with; the newer is shown. */
const CLAIMS_FILES = [
  {
    file: 'issuer_claims_tic_py2024.csv',
    pufYear: 2024,
    source: 'CMS Transparency in Coverage PUF, plan year 2024',
    period: 'one calendar year of claims, as reported in the plan year 2024 file',
  },
  {
    file: 'issuer_claims_tic_py2026.csv',
    pufYear: 2026,
    source: 'CMS Transparency in Coverage PUF, plan year 2026',
    period: 'claims of 2024 (January 1 to December 31), as reported in the plan year 2026 file',
  },
]
const claims = toColumnRows(
  'market_issuer_claims',
  CLAIMS_FILES.flatMap(({ file, pufYear, source, period }) =>
    readClaimsTable(path.join(dataDir, file)).map((row) => ({ ...row, pufYear, source, period })),
  ),
)

// Who sells on HealthCare.gov in 2025 and 2026, state by state.
const presence = toColumnRows(
  'market_issuer_presence',
  readIssuerPresence(path.join(dataDir, 'issuer_presence_py2026.csv'), 2026),
)

// Rating areas and area premiums go through the importer's own readers, which check every row.
const ratingAreas = toColumnRows(
  'market_rating_areas',
  readCountyRatingAreas(path.join(dataDir, 'county_rating_area.csv')),
)
const zip3RatingAreas = toColumnRows(
  'market_zip3_rating_areas',
  readZip3RatingAreas(path.join(dataDir, 'zip3_rating_area.csv')),
)
const areaPremiums = toColumnRows(
  'market_area_premiums',
  readAreaPremiums(path.join(dataDir, 'benchmark_premiums_by_rating_area.csv')),
)

const seed: MarketSeed = {
  format: 1,
  planYear,
  source:
    'CMS Exchange PUFs PY2025, HUD USPS ZIP-county crosswalk Q1 2023, CMS QRS sample PY2026, CMS TiC PUF PY2024 and PY2026, HealthCare.gov issuer presence PY2025-2026, CMS rating areas and Rate PUF area benchmarks PY2025-2026',
  tables: {
    market_plans: plans,
    market_plan_options: options,
    market_service_areas: serviceAreas,
    market_zip_counties: zipCounties,
    market_quality_ratings: qualityRatings,
    market_issuer_claims: claims,
    market_issuer_presence: presence,
    market_rating_areas: ratingAreas,
    market_zip3_rating_areas: zip3RatingAreas,
    market_area_premiums: areaPremiums,
  },
}

const output = path.resolve(MARKET_SEED_FILE)
fs.mkdirSync(path.dirname(output), { recursive: true })
fs.writeFileSync(output, zlib.gzipSync(JSON.stringify(seed), { level: 9 }))
for (const [name, { rows }] of Object.entries(seed.tables)) console.log(`${name}: ${rows.length} rows`)
console.log(`Wrote ${path.relative(process.cwd(), output)} (${(fs.statSync(output).size / 1024).toFixed(0)} KiB)`)
