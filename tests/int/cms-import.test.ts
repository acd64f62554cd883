import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
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
} from '@/features/plans/server'

import { runTsxScript, SCRIPT_TEST_TIMEOUT_MS } from '../support/scripts'
import { startTestPayload, type TestPayload } from '../support/test-payload'

const FIXTURES = path.resolve('tests/fixtures/cms')
const SERVICE_AREA = path.join(FIXTURES, 'Service_Area_PUF_PY2025_first50.csv')
const PLAN_ATTRIBUTES = path.join(FIXTURES, 'Plan_Attributes_PUF_PY2025_first50.csv')
const HUD = path.join(FIXTURES, 'HUD_ZIP_COUNTY_032023_first50.csv')
const CLAIMS = path.join(FIXTURES, 'Transparency_in_Coverage_PUF_PY2024_IndQHP_first50.csv')
const COUNTY_AREAS = path.join(FIXTURES, 'county_rating_area_first100.csv')
const ZIP3_AREAS = path.join(FIXTURES, 'zip3_rating_area.csv')
const AREA_PREMIUMS = path.join(FIXTURES, 'benchmark_premiums_by_rating_area_first50.csv')
const PRESENCE = path.join(FIXTURES, 'issuer_presence_py2026.csv')
const CLAIMS_2026 = path.join(FIXTURES, 'issuer_claims_tic_py2026.csv')

let context: TestPayload
let payload: Payload
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-import-'))

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
})

afterAll(async () => {
  await context?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** A copy of a fixture with one line changed (1 = the header). */
function withLine(file: string, line: number, change: (text: string) => string): string {
  const text = fs.readFileSync(file, 'utf8')
  const newline = text.includes('\r\n') ? '\r\n' : '\n'
  const lines = text.split(newline)
  lines[line - 1] = change(lines[line - 1]!)
  const copy = path.join(scratch, `${line}-${path.basename(file)}`)
  fs.writeFileSync(copy, lines.join(newline))
  return copy
}

async function tableCounts() {
  const { marketDb, marketTable } = await import('@/features/plans/server')
  const { count } = await import('@payloadcms/db-sqlite/drizzle')
  const counts: Record<string, number> = {}
  for (const name of [
    'market_plans',
    'market_plan_options',
    'market_service_areas',
    'market_data_loads',
    'market_area_premiums',
    'market_issuer_presence',
  ] as const) {
    const [row] = await marketDb(payload).select({ total: count() }).from(marketTable(payload, name))
    counts[name] = Number(row?.total)
  }
  return counts
}

describe('reading the official files', () => {
  it('keeps the individual medical rows of the Service Area PUF', () => {
    const rows = readServiceAreaPuf(SERVICE_AREA, 2025)
    expect(rows).toHaveLength(14)
    expect(rows.every((row) => row.planYear === 2025 && /^\d{5}$/.test(row.issuerId))).toBe(true)
  })

  it('takes each plan from its standard -01 variant of the Plan Attributes PUF, amounts in dollars', () => {
    const rows = readPlanAttributesPuf(PLAN_ATTRIBUTES, 2025)
    expect(rows).toHaveLength(6)
    expect(new Set(rows.map((row) => `${row.state}|${row.issuerId}-${row.productType}`))).toEqual(
      new Set(['AK|38344-PPO']),
    )
    expect(rows.find((row) => row.standardComponentId === '38344AK1060001')).toMatchObject({
      deductible: 1500,
      drugDeductible: null,
      outOfPocketMax: 6300,
      issuerMarketingName: 'Premera Blue Cross Blue Shield of Alaska',
      isNationalNetwork: false,
      isOutOfAreaCovered: true,
    })
    expect(rows.find((row) => row.standardComponentId === '38344AK1100001')?.isOutOfAreaCovered).toBe(false)
  })

  it('marks one primary county per ZIP in the HUD crosswalk', () => {
    const rows = readHudZipCounty(HUD)
    expect(rows).toHaveLength(50)
    const zips = new Set(rows.map((row) => row.zip))
    expect(zips.size).toBe(39)
    for (const zip of zips) expect(rows.filter((row) => row.zip === zip && row.isPrimary)).toHaveLength(1)
  })

  it('keeps one claims row per issuer from the Transparency in Coverage file', () => {
    const rows = readTransparencyInCoverage(CLAIMS)
    expect(rows).toHaveLength(3)
    expect(rows.find((row) => row.issuerId === '10091')).toMatchObject({
      claimsReceivedInNetwork: 823528,
      claimsDeniedInNetwork: 24602,
    })
  })

  it('refuses a file with a missing column, naming it', () => {
    const copy = withLine(SERVICE_AREA, 1, (header) => header.replace('ServiceAreaId,', 'AreaId,'))
    expect(() => readServiceAreaPuf(copy, 2025)).toThrowError(
      new ImportFileError(copy, 1, 'missing column ServiceAreaId'),
    )
  })

  it('refuses rows of another plan year, with the line', () => {
    expect(() => readServiceAreaPuf(SERVICE_AREA, 2024)).toThrowError(
      /Service_Area_PUF_PY2025_first50\.csv:\d+: BusinessYear is "2025", expected 2024/,
    )
  })

  it('refuses a malformed row, with its line', () => {
    const rows = fs.readFileSync(SERVICE_AREA, 'utf8').split('\r\n')
    const line = rows.findIndex((row) => row.includes(',Individual,No') && /,No,\d{5},/.test(row)) + 1
    const copy = withLine(SERVICE_AREA, line, (row) => row.replace(/,No,(\d{5}),/, ',No,ABCDE,'))
    expect(() => readServiceAreaPuf(copy, 2025)).toThrowError(
      `${path.basename(copy)}:${line}: County must be a 5-digit FIPS code, not "ABCDE"`,
    )
  })
})

describe('rating areas and area premiums', () => {
  it('places counties by county and the ZIP3 states by ZIP, and reads premiums in cents', () => {
    const counties = readCountyRatingAreas(COUNTY_AREAS)
    // Alabama's 67 counties and Arizona's first three; Alaska's areas follow the ZIP code.
    expect(counties).toHaveLength(70)
    expect(counties.some((row) => row.state === 'AK')).toBe(false)
    expect(counties.find((row) => row.countyFips === '01001')).toEqual({
      state: 'AL',
      countyFips: '01001',
      ratingAreaId: 'Rating Area 11',
    })
    const zip3s = readZip3RatingAreas(ZIP3_AREAS)
    expect(zip3s).toHaveLength(64)
    expect(zip3s.find((row) => row.state === 'AK' && row.zip3 === '995')?.ratingAreaId).toBe('Rating Area 1')
    const premiums = readAreaPremiums(AREA_PREMIUMS)
    expect(premiums).toHaveLength(50)
    expect(premiums[0]).toEqual({
      planYear: 2025,
      state: 'AK',
      ratingAreaId: 'Rating Area 1',
      issuerCount: 2,
      planCount: 15,
      benchmarkSilverCentsAge40: 102300,
      lowestBronzeCentsAge40: 63700,
    })
  })

  it.each([
    [
      'a premium that is not an amount',
      'benchmark_silver_monthly_age40 must be a monthly amount in dollars, not "1,023"',
      (row: string) => row.replace(',1023,', ',"1,023",'),
    ],
    [
      'a premium of zero',
      'lowest_bronze_monthly_age40 must be a monthly amount in dollars, not "0"',
      (row: string) => row.replace(/,637$/, ',0'),
    ],
    [
      'a misspelt rating area',
      'RatingAreaId must read like "Rating Area 7", not "Area 1"',
      (row: string) => row.replace('Rating Area 1', 'Area 1'),
    ],
    ['an unknown state', 'StateCode "XX" is not a US state code', (row: string) => row.replace(',AK,', ',XX,')],
  ])('refuses %s, naming the file and line', (_, problem, change) => {
    const copy = withLine(AREA_PREMIUMS, 2, change)
    expect(() => readAreaPremiums(copy)).toThrowError(`${path.basename(copy)}:2: ${problem}`)
  })

  it('refuses a county placed in another state, and a ZIP3 that is not three digits', () => {
    const county = withLine(COUNTY_AREAS, 3, (row) => row.replace('AL,01003', 'AK,01003'))
    expect(() => readCountyRatingAreas(county)).toThrowError(`${path.basename(county)}:3: county 01003 is not in AK`)
    const zip3 = withLine(ZIP3_AREAS, 2, (row) => row.replace(',995,', ',99,'))
    expect(() => readZip3RatingAreas(zip3)).toThrowError(`${path.basename(zip3)}:2: zip3 must be 3 digits, not "99"`)
  })

  it('fills the reference tables added since a database was seeded, and nothing else', async () => {
    const { loadMarketSeedIfEmpty, marketDb, marketTable, getMarketDataVersion } =
      await import('@/features/plans/server')
    const { findCountyOffers } = await import('@/features/plans/server')
    const houston = await findCountyOffers(payload, '77002', '48201')
    expect(houston?.areaPremiums?.benchmarkSilverCentsAge40).toBeGreaterThan(0)

    // A database loaded before these tables existed holds none of their rows.
    for (const name of ['market_rating_areas', 'market_zip3_rating_areas', 'market_area_premiums'] as const) {
      await marketDb(payload).delete(marketTable(payload, name)).where(undefined)
    }
    const before = await tableCounts()
    const version = await getMarketDataVersion(payload)
    const result = await loadMarketSeedIfEmpty(payload)
    expect(result.loaded).toBe(false)
    expect(Object.keys(result.counts).sort()).toEqual([
      'market_area_premiums',
      'market_rating_areas',
      'market_zip3_rating_areas',
    ])
    expect(await getMarketDataVersion(payload)).toBeGreaterThan(version)
    const after = await tableCounts()
    expect(after.market_area_premiums).toBe(711)
    expect({ ...after, market_data_loads: before.market_data_loads, market_area_premiums: 0 }).toEqual(before)
    expect((await findCountyOffers(payload, '77002', '48201'))?.areaPremiums).toEqual(houston?.areaPremiums)
    // Anchorage's rating area follows its ZIP code.
    const anchorage = await findCountyOffers(payload, '99501', '02020')
    expect(anchorage?.areaPremiums).toMatchObject({ state: 'AK', ratingAreaId: 'Rating Area 1' })
    expect((await loadMarketSeedIfEmpty(payload)).counts).toEqual({})
  })

  it('gives a database seeded before plan year 2026 was known its presence and its newer claims file', async () => {
    const { loadMarketSeedIfEmpty, marketDb, marketTable, getPlanDetails, listPlans, resetZipLookupIndex } =
      await import('@/features/plans/server')
    const { eq } = await import('@payloadcms/db-sqlite/drizzle')
    const claims = marketTable(payload, 'market_issuer_claims')
    const newer = 'CMS Transparency in Coverage PUF, plan year 2026'
    // As such a database was: no presence rows, and only the older claims file.
    await marketDb(payload).delete(marketTable(payload, 'market_issuer_presence')).where(undefined)
    await marketDb(payload).delete(claims).where(eq(claims.source!, newer))
    resetZipLookupIndex(payload)
    const oscar = (await listPlans(payload)).find((plan) => plan.state === 'TX' && plan.issuerId === '20069')!
    expect((await getPlanDetails(payload, oscar.nid))!.presence).toBeNull()

    const result = await loadMarketSeedIfEmpty(payload)
    expect(result.counts).toMatchObject({ market_issuer_presence: 422, [`market_issuer_claims (${newer})`]: 185 })
    resetZipLookupIndex(payload)
    const details = (await getPlanDetails(payload, oscar.nid))!
    // Oscar in Texas: 25.5 % of in-network claims denied in 2024, against 11.7 % in the earlier file.
    expect(details.claims).toMatchObject({
      pufYear: 2026,
      claimsDeniedInNetwork: 764285,
      claimsReceivedInNetwork: 3001076,
    })
    expect(details.previousClaims?.pufYear).toBe(2024)
    expect(details.presence).toMatchObject({ planYear: 2026, isSelling: true })
    expect((await loadMarketSeedIfEmpty(payload)).counts).toEqual({})
  })
})

describe('importing a plan year', () => {
  it('changes nothing when the transaction fails part-way', async () => {
    const { importMarketData } = await import('@/features/plans/server')
    const before = await tableCounts()
    const planAttributes = readPlanAttributesPuf(PLAN_ATTRIBUTES, 2025)
    // The same plan twice breaks the unique index on (plan year, StandardComponentId).
    const broken = {
      planYear: 2025,
      serviceAreas: readServiceAreaPuf(SERVICE_AREA, 2025),
      planAttributes: [...planAttributes, planAttributes[0]!],
      source: 'test',
    }
    await expect(importMarketData(payload, broken)).rejects.toThrow()
    expect(await tableCounts()).toEqual(before)
  })

  it('replaces the plan year, keeps the nid of a known reporting unit, and counts what it wrote', async () => {
    const { importMarketData } = await import('@/features/plans/server')
    const { listPlans, getPlanDetails } = await import('@/features/plans/server')
    const premera = (await listPlans(payload)).find(
      (plan) => plan.state === 'AK' && plan.reportingUnitId === '38344-PPO',
    )!

    const counts = await importMarketData(payload, {
      planYear: 2025,
      serviceAreas: readServiceAreaPuf(SERVICE_AREA, 2025),
      planAttributes: readPlanAttributesPuf(PLAN_ATTRIBUTES, 2025),
      claims: { rows: readTransparencyInCoverage(CLAIMS), source: 'CMS TiC PUF test', period: 'one test year' },
      ratings: readQualityRatings(path.join(FIXTURES, 'quality_ratings_py2026.csv')),
      source: 'fixtures',
    })
    expect(counts).toEqual({
      market_plans: 1,
      market_plan_options: 6,
      market_service_areas: 14,
      market_issuer_claims: 3,
      market_quality_ratings: 22,
    })

    const after = (await listPlans(payload)).find(
      (plan) => plan.state === 'AK' && plan.reportingUnitId === '38344-PPO',
    )!
    expect(after.nid).toBe(premera.nid)
    const options = (await getPlanDetails(payload, premera.nid))!.options
    expect(options).toHaveLength(6)
    // Out-of-service-area coverage is stored as read, a Yes as true and a No as false.
    const coverage = new Map(options.map((option) => [option.standardComponentId, option.isOutOfAreaCovered]))
    expect([coverage.get('38344AK1060001'), coverage.get('38344AK1100001')]).toEqual([true, false])
  })

  it(
    'npm run import:cms reports a bad file with its name and line and exits non-zero',
    async () => {
      const copy = withLine(PLAN_ATTRIBUTES, 1, (header) => header.replace('PlanType,', 'ProductKind,'))
      const result = await runTsxScript(
        ['scripts/import-cms.ts', '--plan-year', '2025', '--service-area', SERVICE_AREA, '--plan-attributes', copy],
        { ...process.env, ...context.database.env },
      )
      expect(result.status, result.out).toBe(1)
      expect(result.stderr).toContain(`Nothing was imported. ${path.basename(copy)}:1: missing column PlanType`)
    },
    SCRIPT_TEST_TIMEOUT_MS,
  )
})

describe('importing rating areas and area premiums', () => {
  it('replaces the areas and the premiums of the years in the file, in the same transaction', async () => {
    const { importMarketData } = await import('@/features/plans/server')
    const { findCountyOffers } = await import('@/features/plans/server')
    const counts = await importMarketData(payload, {
      planYear: 2025,
      serviceAreas: readServiceAreaPuf(SERVICE_AREA, 2025),
      planAttributes: readPlanAttributesPuf(PLAN_ATTRIBUTES, 2025),
      ratingAreas: { counties: readCountyRatingAreas(COUNTY_AREAS), zip3s: readZip3RatingAreas(ZIP3_AREAS) },
      areaPremiums: readAreaPremiums(AREA_PREMIUMS),
      source: 'fixtures',
    })
    expect(counts).toMatchObject({ market_rating_areas: 70, market_zip3_rating_areas: 64, market_area_premiums: 50 })
    const anchorage = await findCountyOffers(payload, '99501', '02020')
    expect(anchorage?.areaPremiums).toMatchObject({
      ratingAreaId: 'Rating Area 1',
      benchmarkSilverCentsAge40: 102300,
      lowestBronzeCentsAge40: 63700,
    })
  })

  it(
    'npm run import:cms refuses a malformed premium row with its file and line, and changes nothing',
    async () => {
      const { getMarketDataVersion } = await import('@/features/plans/server')
      const version = await getMarketDataVersion(payload)
      const before = await tableCounts()
      const copy = withLine(AREA_PREMIUMS, 5, (row) => row.replace(/,(\d+(\.\d+)?),(\d+(\.\d+)?)$/, ',n/a,$3'))
      const result = await runTsxScript(
        [
          'scripts/import-cms.ts',
          ...['--plan-year', '2025', '--service-area', SERVICE_AREA, '--plan-attributes', PLAN_ATTRIBUTES],
          ...['--rating-areas', COUNTY_AREAS, '--zip3-rating-areas', ZIP3_AREAS, '--area-premiums', copy],
        ],
        { ...process.env, ...context.database.env },
      )
      expect(result.status, result.out).toBe(1)
      expect(result.stderr).toContain(
        `Nothing was imported. ${path.basename(copy)}:5: benchmark_silver_monthly_age40 must be a monthly amount in dollars, not "n/a"`,
      )
      expect(await tableCounts()).toEqual(before)
      expect(await getMarketDataVersion(payload)).toBe(version)
    },
    SCRIPT_TEST_TIMEOUT_MS,
  )
})

describe('quality ratings', () => {
  const RATINGS = path.join(FIXTURES, 'quality_ratings_py2026.csv')

  it("reads each measure's star or CMS's not-rated reason", async () => {
    const rows = readQualityRatings(RATINGS)
    expect(rows).toHaveLength(22)
    expect(rows.filter((row) => row.overall === null)).toHaveLength(3)
    expect(rows.find((row) => row.state === 'IN' && row.reportingUnitId === '17575-HMO')).toMatchObject({
      ratingYear: 2026,
      overall: 2,
      memberExperience: null,
      memberExperienceNotRatedReason: expect.stringMatching(/^Insufficient data/),
    })
  })

  it('refuses a star out of range, with its line', async () => {
    const copy = path.join(scratch, 'bad-ratings.csv')
    const lines = fs.readFileSync(RATINGS, 'utf8').split('\n')
    lines[2] = lines[2]!.replace(',Yes,2,', ',Yes,7,')
    fs.writeFileSync(copy, lines.join('\n'))
    expect(() => readQualityRatings(copy)).toThrowError(
      'bad-ratings.csv:3: global_rating must be a star from 1 to 5, or blank',
    )
  })
})

describe('a new plan year', () => {
  it('replaces what lookups and listings show, while older plans keep their pages', async () => {
    const { importMarketData } = await import('@/features/plans/server')
    const { listPlans, getPlanDetails, findPlansByZip } = await import('@/features/plans/server')
    const nextYear = (file: string) => {
      const copy = path.join(scratch, `2026-${path.basename(file)}`)
      fs.writeFileSync(copy, fs.readFileSync(file, 'utf8').replace(/^(\uFEFF?)2025,/gm, '$12026,'))
      return copy
    }
    const moda = (await listPlans(payload)).find((plan) => plan.state === 'AK' && plan.reportingUnitId === '73836-PPO')!
    expect(moda).toBeTruthy()

    await importMarketData(payload, {
      planYear: 2026,
      serviceAreas: readServiceAreaPuf(nextYear(SERVICE_AREA), 2026),
      planAttributes: readPlanAttributesPuf(nextYear(PLAN_ATTRIBUTES), 2026),
      source: 'fixtures as 2026',
    })

    const plans = await listPlans(payload)
    expect(plans.map((plan) => `${plan.state}|${plan.reportingUnitId}|${plan.planYear}`)).toEqual(['AK|38344-PPO|2026'])
    const anchorage = await findPlansByZip(payload, '99501')
    expect(anchorage.plans.map((plan) => plan.reportingUnitId)).toEqual(['38344-PPO'])
    // Moda sells no 2026 plan here: it leaves lookups and listings but keeps its page and nid.
    const old = await getPlanDetails(payload, moda.nid)
    expect(old!.plan).toMatchObject({ nid: moda.nid, planYear: 2025, reportingUnitId: '73836-PPO' })
  })
})

describe('a plan year known by its presence and claims files', () => {
  it('reads who left, who stayed and who is new, and refuses a malformed row with its line', () => {
    const rows = readIssuerPresence(PRESENCE, 2026)
    const of = (year: number, state: string, issuer: string) =>
      rows.find((row) => row.planYear === year && row.state === state && row.issuerId === issuer)
    expect(of(2025, 'TX', '58840')).toMatchObject({ isSelling: true, issuerName: 'Aetna CVS Health' })
    expect(of(2026, 'TX', '58840')).toMatchObject({ isSelling: false })
    expect(of(2025, 'TX', '37758')).toBeUndefined()
    expect(of(2026, 'TX', '37758')).toMatchObject({ isSelling: true, issuerName: 'Harbor Health Insurance Company' })
    expect(of(2026, 'IL', '36096')?.note).toMatch(/Illinois left HealthCare.gov/)
    // A row selling in neither year records an issuer that left earlier: a row of the newer year only.
    const left = withLine(PRESENCE, 5, (row) => row.replace(/,1,1,$/, ',0,0,left earlier'))
    const [state, issuerId] = fs.readFileSync(PRESENCE, 'utf8').split(/\r?\n/)[4]!.split(',')
    expect(readIssuerPresence(left, 2026).filter((row) => row.state === state && row.issuerId === issuerId)).toEqual([
      { planYear: 2026, state, issuerId, issuerName: expect.any(String), isSelling: false, note: 'left earlier' },
    ])
    const copy = withLine(PRESENCE, 5, (row) => row.replace(/,1,1,$/, ',1,2,'))
    expect(() => readIssuerPresence(copy, 2026)).toThrow(`${path.basename(copy)}:5: in_py2026 must be 1 or 0, not "2"`)
    expect(() => readIssuerPresence(PRESENCE, 2027)).toThrow(
      /issuer_presence_py2026.csv:1: missing column name_py2026, in_py2027/,
    )
  })

  it('refuses presence rows of another year than the one imported, before changing anything', async () => {
    const { importMarketData } = await import('@/features/plans/server')
    const before = await tableCounts()
    await expect(
      importMarketData(payload, { planYear: 2026, presence: readIssuerPresence(PRESENCE, 2026), source: 'test' }),
    ).rejects.toThrow("presence rows of plan year 2025 given with an import of 2026: a year's import replaces")
    expect(await tableCounts()).toEqual(before)
  })

  it('reads a claims table with CMS’s markers and caveats, and refuses a malformed count with its line', () => {
    const rows = readClaimsTable(CLAIMS_2026)
    expect(rows).toHaveLength(185)
    expect(rows.find((row) => row.state === 'TX' && row.issuerId === '20069')).toMatchObject({
      claimsReceivedInNetwork: 3001076,
      claimsDeniedInNetwork: 764285,
      caveat: null,
    })
    expect(rows.filter((row) => row.caveat !== null).length).toBeGreaterThanOrEqual(23)
    const copy = withLine(CLAIMS_2026, 3, (row) => row.replace(/^(AK,73836,"[^"]*",FFE,No,\d*,)\d+/, '$1lots'))
    expect(() => readClaimsTable(copy)).toThrow(
      `${path.basename(copy)}:3: Issuer_Claims_Received_In_Network must be a count`,
    )
  })

  it(
    'npm run import:cms --year 2026 adds the year’s presence and claims, and leaves the plans of 2025 as they were',
    async () => {
      const { getMarketDataVersion, marketDb, marketTable } = await import('@/features/plans/server')
      const presenceTable = marketTable(payload, 'market_issuer_presence')
      await marketDb(payload).delete(presenceTable).where(undefined)
      const before = await tableCounts()
      const version = await getMarketDataVersion(payload)
      const run = (presence: string) =>
        runTsxScript(
          [
            'scripts/import-cms.ts',
            ...['--year', '2026', '--presence', presence, '--claims-table', CLAIMS_2026],
            ...['--claims-source', 'CMS Transparency in Coverage PUF, plan year 2026'],
            ...['--claims-period', 'claims of 2024, as reported in the plan year 2026 file'],
          ],
          { ...process.env, ...context.database.env },
        )
      const bad = await run(withLine(PRESENCE, 6, (row) => row.replace(/^([A-Z]{2}),\d{5}/, '$1,ABCDE')))
      expect(bad.status, bad.out).toBe(1)
      expect(bad.stderr).toMatch(
        /Nothing was imported\. 6-issuer_presence_py2026\.csv:6: IssuerId must be a 5-digit HIOS id/,
      )
      expect(await tableCounts()).toEqual(before)

      const good = await run(PRESENCE)
      const output = good.out
      expect(good.status, output).toBe(0)
      // The year's rows alone: the file's column of 2025 is checked, not loaded.
      expect(output).toMatch(/Imported plan year 2026:[\s\S]*issuer_presence: 216\n/)
      const after = await tableCounts()
      expect(after.market_issuer_presence, output).toBe(216)
      for (const table of [
        'market_plans',
        'market_plan_options',
        'market_service_areas',
        'market_area_premiums',
      ] as const) {
        expect(after[table]).toBe(before[table])
      }
      expect(await getMarketDataVersion(payload)).toBeGreaterThan(version)
    },
    SCRIPT_TEST_TIMEOUT_MS,
  )
})
