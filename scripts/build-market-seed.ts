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

import { MARKET_SEED_FILE, type MarketSeed } from '../src/features/plans/seed-format'

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

function table(columns: string[], rows: unknown[][]) {
  return { columns, rows }
}

const units = read('reporting_units.csv').sort(
  (a, b) => a.StateCode!.localeCompare(b.StateCode!) || a.reporting_unit_id!.localeCompare(b.reporting_unit_id!),
)
const nidOf = new Map(units.map((unit, index) => [`${unit.StateCode}|${unit.reporting_unit_id}`, index + 1]))
const planYear = Number(units[0]!.BusinessYear)

const plans = table(
  ['nid', 'planYear', 'state', 'issuerId', 'issuerMarketingName', 'issuerLegalName', 'productType', 'reportingUnitId'],
  units.map((unit) => [
    nidOf.get(`${unit.StateCode}|${unit.reporting_unit_id}`),
    Number(unit.BusinessYear),
    unit.StateCode,
    unit.IssuerId,
    unit.IssuerMarketPlaceMarketingName!.trim(),
    orNull(unit.tic_issuer_name),
    unit.PlanType,
    unit.reporting_unit_id,
  ]),
)

const options = table(
  [
    'planYear',
    'nid',
    'standardComponentId',
    'state',
    'issuerId',
    'serviceAreaId',
    'marketingName',
    'metalLevel',
    'deductible',
    'drugDeductible',
    'outOfPocketMax',
    'drugOutOfPocketMax',
    'isHsaEligible',
    'isReferralRequired',
    'summaryOfBenefitsUrl',
    'brochureUrl',
  ],
  read('plans.csv').map((plan) => {
    const nid = nidOf.get(`${plan.StateCode}|${plan.reporting_unit_id}`)
    if (!nid) throw new Error(`plans.csv: ${plan.StandardComponentId} has no reporting unit ${plan.reporting_unit_id}`)
    return [
      Number(plan.BusinessYear),
      nid,
      plan.StandardComponentId,
      plan.StateCode,
      plan.IssuerId,
      plan.ServiceAreaId,
      plan.PlanMarketingName!.trim(),
      plan.MetalLevel,
      wholeNumber(plan.deductible_individual),
      wholeNumber(plan.drug_deductible_individual),
      wholeNumber(plan.moop_individual),
      wholeNumber(plan.drug_moop_individual),
      yes(plan.IsHSAEligible),
      yes(plan.IsReferralRequiredForSpecialist),
      orNull(plan.URLForSummaryofBenefitsCoverage),
      orNull(plan.PlanBrochure),
    ]
  }),
)

const serviceAreas = table(
  ['planYear', 'state', 'issuerId', 'serviceAreaId', 'coversEntireState', 'countyFips', 'isPartialCounty', 'zipCodes'],
  read('service_area_county.csv').map((area) => [
    Number(area.BusinessYear),
    area.StateCode,
    area.IssuerId,
    area.ServiceAreaId,
    yes(area.CoverEntireState),
    orNull(area.County),
    yes(area.PartialCounty),
    orNull(area.ZipCodes),
  ]),
)

const zipCounties = table(
  ['zip', 'state', 'countyFips', 'countyName', 'isPrimary', 'city'],
  read('zip_county.csv').map((row) => [
    row.zip,
    row.state,
    row.county_fips,
    row.county_name,
    row.is_primary === '1',
    orNull(row.usps_city),
  ]),
)

const qualityRatings = table(
  [
    'ratingYear',
    'state',
    'reportingUnitId',
    'overall',
    'overallNotRatedReason',
    'medicalCare',
    'medicalCareNotRatedReason',
    'memberExperience',
    'memberExperienceNotRatedReason',
    'planAdministration',
    'planAdministrationNotRatedReason',
  ],
  read('qrs_ratings_api_sample.csv').map((row) => [
    Number(row.plan_year),
    row.StateCode,
    row.reporting_unit_id,
    rating(row.global_rating),
    orNull(row.global_not_rated_reason),
    rating(row.clinical_quality_management_rating),
    orNull(row.clinical_quality_management_not_rated_reason),
    rating(row.enrollee_experience_rating),
    orNull(row.enrollee_experience_not_rated_reason),
    rating(row.plan_efficiency_rating),
    orNull(row.plan_efficiency_not_rated_reason),
  ]),
)

const CLAIMS_SOURCE = 'CMS Transparency in Coverage PUF, plan year 2024'
const CLAIMS_PERIOD = 'one calendar year of claims, as reported in the plan year 2024 file'
const claims = table(
  [
    'state',
    'issuerId',
    'issuerName',
    'source',
    'period',
    'claimsReceivedInNetwork',
    'claimsDeniedInNetwork',
    'notAvailableMarker',
  ],
  read('issuer_claims_tic_py2024.csv').map((row) => {
    const received = wholeNumber(row.Issuer_Claims_Received_In_Network)
    const denied = wholeNumber(row.Issuer_Claims_Denied_In_Network)
    const marker =
      received === null || denied === null
        ? (orNull(received === null ? row.Issuer_Claims_Received_In_Network : row.Issuer_Claims_Denied_In_Network) ??
          '*')
        : null
    return [row.State, row.Issuer_ID, orNull(row.Issuer_Name), CLAIMS_SOURCE, CLAIMS_PERIOD, received, denied, marker]
  }),
)

const seed: MarketSeed = {
  format: 1,
  planYear,
  source: 'CMS Exchange PUFs PY2025, HUD USPS ZIP-county crosswalk Q1 2023, CMS QRS sample PY2026, CMS TiC PUF PY2024',
  tables: {
    market_plans: plans,
    market_plan_options: options,
    market_service_areas: serviceAreas,
    market_zip_counties: zipCounties,
    market_quality_ratings: qualityRatings,
    market_issuer_claims: claims,
  },
}

const output = path.resolve(MARKET_SEED_FILE)
fs.mkdirSync(path.dirname(output), { recursive: true })
fs.writeFileSync(output, zlib.gzipSync(JSON.stringify(seed), { level: 9 }))
for (const [name, { rows }] of Object.entries(seed.tables)) console.log(`${name}: ${rows.length} rows`)
console.log(`Wrote ${path.relative(process.cwd(), output)} (${(fs.statSync(output).size / 1024).toFixed(0)} KiB)`)
