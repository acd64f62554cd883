/**
 * Imports a plan year of marketplace data from the official CMS and HUD files, and Candor's
 * reference tables derived from them (docs/plan-years.md):
 *
 *   npm run import:cms -- --year 2025 \
 *     [--service-area service-area-puf.csv --plan-attributes plan-attributes-puf.csv] \
 *     [--presence issuer_presence_py2026.csv] \
 *     [--claims-table issuer_claims_tic_py2026.csv --claims-source "…" --claims-period "…"] \
 *     [--zip-county ZIP_COUNTY.csv] \
 *     [--claims transparency-ind-qhp.csv --claims-source "…" --claims-period "…"] \
 *     [--ratings quality-ratings.csv] \
 *     [--rating-areas county_rating_area.csv --zip3-rating-areas zip3_rating_area.csv] \
 *     [--area-premiums benchmark_premiums_by_rating_area.csv]
 *
 * Every file is read and checked first; a missing column, a row of another year or a
 * malformed value is reported with its file and line, and nothing is changed. Then the
 * plan year is replaced in one transaction; the other years' rows are not touched (the
 * presence file's column of the year before is checked, not loaded).
 */
import { parseArgs } from 'node:util'

import { closeDatabase } from '../src/lib/database'

import { untilSettled } from './keep-alive'

const USAGE =
  'Usage: npm run import:cms -- --year YYYY [--service-area FILE --plan-attributes FILE] ' +
  '[--presence FILE] [--zip-county FILE] [--claims FILE | --claims-table FILE, with --claims-source TEXT --claims-period TEXT] ' +
  '[--ratings FILE] [--rating-areas FILE --zip3-rating-areas FILE] [--area-premiums FILE]'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'plan-year': { type: 'string' },
      year: { type: 'string' },
      presence: { type: 'string' },
      'claims-table': { type: 'string' },
      'service-area': { type: 'string' },
      'plan-attributes': { type: 'string' },
      'zip-county': { type: 'string' },
      claims: { type: 'string' },
      'claims-source': { type: 'string' },
      'claims-period': { type: 'string' },
      ratings: { type: 'string' },
      'rating-areas': { type: 'string' },
      'zip3-rating-areas': { type: 'string' },
      'area-premiums': { type: 'string' },
    },
  })
  const planYear = Number(values.year ?? values['plan-year'])
  if (!Number.isInteger(planYear) || planYear < 2014 || planYear > 2100) {
    console.error('--year must be a plan year such as 2025')
    console.error(USAGE)
    return 2
  }
  if (Boolean(values['service-area']) !== Boolean(values['plan-attributes'])) {
    console.error('--service-area and --plan-attributes go together: the plans of a year and where they are sold')
    console.error(USAGE)
    return 2
  }
  const fileOptions = [
    'service-area',
    'presence',
    'zip-county',
    'claims',
    'claims-table',
    'ratings',
    'rating-areas',
    'area-premiums',
  ] as const
  if (!fileOptions.some((option) => values[option])) {
    console.error('Give at least one file to import')
    console.error(USAGE)
    return 2
  }
  if (values.claims && values['claims-table']) {
    console.error('Give one claims file: --claims (CMS PUF sheet) or --claims-table (one row per issuer)')
    return 2
  }
  if ((values.claims || values['claims-table']) && (!values['claims-source'] || !values['claims-period'])) {
    console.error('--claims needs --claims-source and --claims-period: the page shows both next to the rate')
    return 2
  }

  if (Boolean(values['rating-areas']) !== Boolean(values['zip3-rating-areas'])) {
    console.error('--rating-areas and --zip3-rating-areas go together: together they place every county')
    return 2
  }

  const files = await import('../src/features/plans/server')
  let data
  try {
    let serviceAreas
    let planAttributes
    if (values['service-area'] && values['plan-attributes']) {
      console.log(`Reading ${values['service-area']}…`)
      serviceAreas = files.readServiceAreaPuf(values['service-area'], planYear)
      console.log(`  ${serviceAreas.length} individual medical service-area rows`)
      console.log(`Reading ${values['plan-attributes']}…`)
      planAttributes = files.readPlanAttributesPuf(values['plan-attributes'], planYear)
      console.log(`  ${planAttributes.length} individual medical plans`)
    }
    // The file's column of the year before is checked but not loaded: that year keeps what its own file said.
    const presence = values.presence
      ? files.readIssuerPresence(values.presence, planYear).filter((row) => row.planYear === planYear)
      : undefined
    if (presence) console.log(`  ${presence.length} issuers' presence in ${planYear} from ${values.presence}`)
    const zipCounties = values['zip-county'] ? files.readHudZipCounty(values['zip-county']) : undefined
    if (zipCounties) console.log(`  ${zipCounties.length} ZIP-county rows from ${values['zip-county']}`)
    const claimsFile = values.claims ?? values['claims-table']
    const claims = claimsFile
      ? {
          rows: values.claims ? files.readTransparencyInCoverage(claimsFile) : files.readClaimsTable(claimsFile),
          source: values['claims-source']!,
          period: values['claims-period']!,
          pufYear: planYear,
        }
      : undefined
    if (claims) console.log(`  ${claims.rows.length} issuers' claims figures from ${claimsFile}`)
    const ratings = values.ratings ? files.readQualityRatings(values.ratings) : undefined
    if (ratings) console.log(`  ${ratings.length} reporting units' quality ratings from ${values.ratings}`)
    const ratingAreas = values['rating-areas']
      ? {
          counties: files.readCountyRatingAreas(values['rating-areas']),
          zip3s: files.readZip3RatingAreas(values['zip3-rating-areas']!),
        }
      : undefined
    if (ratingAreas)
      console.log(`  ${ratingAreas.counties.length} counties' and ${ratingAreas.zip3s.length} ZIP3s' rating areas`)
    const areaPremiums = values['area-premiums'] ? files.readAreaPremiums(values['area-premiums']) : undefined
    if (areaPremiums) console.log(`  ${areaPremiums.length} rating areas' premiums from ${values['area-premiums']}`)
    data = {
      planYear,
      serviceAreas,
      planAttributes,
      presence,
      zipCounties,
      claims,
      ratings,
      ratingAreas,
      areaPremiums,
      source: `CMS PUFs PY${planYear}`,
    }
  } catch (error) {
    if (error instanceof files.ImportFileError) {
      console.error(`Nothing was imported. ${error.message}`)
      return 1
    }
    throw error
  }

  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { importMarketData } = await import('../src/features/plans/server')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    const counts = await importMarketData(payload, data, (message) => console.log(message))
    console.log(`Imported plan year ${planYear}:`)
    for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.replace('market_', '')}: ${rows}`)
    return 0
  } finally {
    await closeDatabase(payload)
  }
}

// A run whose work stopped waiting on nothing (the event loop emptied before it ended) imported
// nothing it can vouch for: it says so and fails, never ends as a success. (untilSettled keeps
// the loop busy while the work runs; this stays as the last word should anything still empty it.)
let settled = false
process.on('beforeExit', () => {
  if (settled) return
  console.error('Nothing was imported: the import stopped before it finished.')
  process.exit(1)
})

untilSettled(main).then(
  (code) => {
    settled = true
    process.exit(code)
  },
  (error: unknown) => {
    console.error(`Nothing was imported. ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
