import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readPlanAttributesPuf, readServiceAreaPuf } from '@/features/plans/server'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { runTsxScript, SCRIPT_TEST_TIMEOUT_MS } from '../support/scripts'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * A new plan year arriving: a small synthetic plan year 2027, made from the official files'
 * formats (the fixtures' Alaska rows with their year changed), loaded beside 2025.
 */
const FIXTURES = path.resolve('tests/fixtures/cms')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-years-'))

let context: TestPayload
let payload: Payload

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

/** A copy of a fixture of plan year 2025 as plan year 2027. */
function asYear2027(file: string): string {
  const copy = path.join(scratch, file.replace('PY2025', 'PY2027'))
  const text = fs.readFileSync(path.join(FIXTURES, file), 'utf8')
  fs.writeFileSync(copy, text.replace(/^2025,/gm, '2027,'))
  return copy
}

/** A field as a CSV file writes it: quoted where it holds a comma or a quote. */
const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',')

/**
 * A synthetic presence file of plan year 2027 in the layout of `issuer_presence_py2026.csv`
 * (`StateCode,IssuerId,name_py2026,in_py2026,in_py2027,note`), for Texas and Indiana only: every
 * issuer selling there in 2026 stays, except Moda in Texas, which leaves; Aetna of Texas, gone
 * since 2026, is not in it (a year's file lists the issuers of that year and the year before);
 * Aetna of Indiana is, selling in neither year; and one issuer is new in Texas.
 */
function presence2027(): { file: string; rows: number } {
  const rows = parse(fs.readFileSync(path.join(FIXTURES, 'issuer_presence_py2026.csv')), { columns: true }) as Record<
    string,
    string
  >[]
  const lines = [csvLine(['StateCode', 'IssuerId', 'name_py2026', 'in_py2026', 'in_py2027', 'note'])]
  for (const row of rows) {
    if (row.StateCode !== 'TX' && row.StateCode !== 'IN') continue
    const name = row.name_py2025 || /name: ([^;]+)/.exec(row.note ?? '')?.[1]?.trim() || ''
    if (row.in_py2026 === '1') {
      const leaves = row.StateCode === 'TX' && row.IssuerId === '17933'
      lines.push(csvLine([row.StateCode, row.IssuerId!, name, '1', leaves ? '0' : '1', leaves ? 'leaves in 2027' : '']))
    } else if (row.StateCode === 'IN' && row.IssuerId === '96992') {
      lines.push(csvLine(['IN', '96992', '', '0', '0', 'left HealthCare.gov in Indiana for 2026']))
    }
  }
  lines.push(
    csvLine(['TX', '99901', '', '0', '1', 'new on HealthCare.gov in PY2027; name: Lone Star Test Health Plan']),
  )
  const file = path.join(scratch, 'issuer_presence_py2027.csv')
  fs.writeFileSync(file, `${lines.join('\n')}\n`)
  return { file, rows: lines.length - 1 }
}

/**
 * A synthetic claims table of plan year 2027 in the layout of `issuer_claims_tic_py2026.csv`:
 * its Texas rows, with Oscar (20069) denying 600,000 of its in-network claims.
 */
function claims2027(): string {
  const lines = fs.readFileSync(path.join(FIXTURES, 'issuer_claims_tic_py2026.csv'), 'utf8').split(/\r?\n/)
  const texas = lines.filter((line) => line.startsWith('TX,'))
  const oscar = texas.findIndex((line) => line.startsWith('TX,20069,'))
  texas[oscar] = texas[oscar]!.replace(',3001076,520276,764285,', ',3001076,520276,600000,')
  const file = path.join(scratch, 'issuer_claims_tic_py2027.csv')
  fs.writeFileSync(file, `${[lines[0], ...texas].join('\n')}\n`)
  return file
}

async function presenceRows(year: number) {
  const { eq } = await import('@payloadcms/db-sqlite/drizzle')
  const { marketDb, marketTable } = await import('@/features/plans/server')
  const table = marketTable(payload, 'market_issuer_presence')
  const rows = (await marketDb(payload).select().from(table).where(eq(table.planYear!, year))) as {
    state: string
    issuerId: string
    issuerName: string | null
    isSelling: unknown
    note: string | null
  }[]
  return rows
    .map(({ state, issuerId, issuerName, isSelling, note }) => ({
      state,
      issuerId,
      issuerName,
      isSelling: Boolean(isSelling),
      note,
    }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.issuerId.localeCompare(b.issuerId))
}

async function postReview(nid: number): Promise<number> {
  const { POST } = await import('@/app/(frontend)/api/reviews/route')
  const { GET } = await import('@/app/(frontend)/api/reviews/challenge/route')
  const address = { 'x-candor-client-address': '192.0.2.77' }
  const challenge = await (
    await GET(new Request('http://localhost/api/reviews/challenge', { headers: address }))
  ).json()
  const response = await POST(
    new Request('http://localhost/api/reviews', {
      method: 'POST',
      headers: { ...address, 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(nid, await solveCaptcha(challenge), { field_review_experience_year: '2025' })),
    }),
  )
  expect(response.status).toBe(201)
  return (await response.json()).data.review.id
}

describe('a plan year known only by its presence and claims files', () => {
  it(
    'npm run import:cms --year 2027 adds 2027 beside 2026: the insurers that left stay gone, reviews stay',
    async () => {
      const { getPlanDetails, getPlanYears, listNewIssuers, listPlans, resetZipLookupIndex } =
        await import('@/features/plans/server')
      const { insurersInState, searchZip } = await import('@/features/find/server')
      const plans = await listPlans(payload)
      const aetnaTexas = plans.find((plan) => plan.state === 'TX' && plan.issuerId === '58840')!
      const aetnaFlorida = plans.find((plan) => plan.state === 'FL' && plan.issuerId === '18628')!
      const oscarTexas = plans.find((plan) => plan.state === 'TX' && plan.issuerId === '20069')!
      expect(await getPlanYears(payload)).toEqual({ shoppingYear: 2026, planFilesYear: 2025 })
      expect((await getPlanDetails(payload, aetnaTexas.nid))!.presence).toMatchObject({
        planYear: 2026,
        isSelling: false,
      })
      const review = await postReview(aetnaTexas.nid)
      const reviewBefore = await payload.findByID({ collection: 'reviews', id: review, overrideAccess: true, depth: 0 })
      const reviewCount = (await payload.count({ collection: 'reviews', overrideAccess: true })).totalDocs
      const [rows2025, rows2026] = [await presenceRows(2025), await presenceRows(2026)]
      expect(rows2026).toHaveLength(216)
      expect(rows2026.filter((row) => !row.isSelling)).toHaveLength(33)

      const presence = presence2027()
      const result = await runTsxScript(
        [
          'scripts/import-cms.ts',
          ...['--year', '2027', '--presence', presence.file, '--claims-table', claims2027()],
          ...['--claims-source', 'CMS Transparency in Coverage PUF, plan year 2027'],
          ...['--claims-period', 'claims of 2025, as reported in the plan year 2027 file'],
        ],
        { ...process.env, ...context.database.env },
      )
      const output = result.out
      expect(result.status, output).toBe(0)
      expect(output).toMatch(new RegExp(`Imported plan year 2027:[\\s\\S]*issuer_presence: ${presence.rows}\\n`))

      // The site reads the new data version within five seconds; this process reads it now.
      resetZipLookupIndex(payload)
      // 2027 is added; 2026 and 2025 are exactly as their file made them.
      expect(await getPlanYears(payload)).toEqual({ shoppingYear: 2027, planFilesYear: 2025 })
      expect(await presenceRows(2026)).toEqual(rows2026)
      expect(await presenceRows(2025)).toEqual(rows2025)
      const rows2027 = await presenceRows(2027)
      expect(rows2027).toHaveLength(presence.rows)
      expect(rows2027.find((row) => row.state === 'TX' && row.issuerId === '17933')).toMatchObject({ isSelling: false })
      expect(rows2027.find((row) => row.state === 'IN' && row.issuerId === '96992')).toMatchObject({ isSelling: false })
      expect(rows2027.some((row) => row.issuerId === '58840')).toBe(false)

      // Houston's results and the state list, as the pages show them: Aetna, gone since 2026 and not
      // in the 2027 file, still does not sell; Moda leaves for 2027; Oscar sells, with its 2027
      // claims and 2026's as the trend.
      const notSellingIn = async (zip: string, issuerId: string) => {
        const found = await searchZip(payload, zip)
        if (found.kind !== 'results') throw new Error(found.kind)
        return found.insurers.filter((row) => row.reportingUnitId.startsWith(issuerId)).map((row) => row.notSellingIn)
      }
      expect(await notSellingIn('77002', '58840')).toEqual([2027])
      expect(new Set(await notSellingIn('77002', '20069'))).toEqual(new Set([null]))
      const texas = await insurersInState(payload, 'TX')
      const moda = texas.filter((row) => row.reportingUnitId.startsWith('17933'))
      expect(moda.length).toBeGreaterThan(0)
      expect(moda.every((row) => row.notSellingIn === 2027)).toBe(true)
      expect((await getPlanDetails(payload, aetnaTexas.nid))!.presence).toMatchObject({
        planYear: 2027,
        isSelling: false,
      })
      const oscar = (await getPlanDetails(payload, oscarTexas.nid))!
      expect(oscar.presence).toMatchObject({ planYear: 2027, isSelling: true })
      expect(oscar.claims).toMatchObject({ pufYear: 2027, claimsDeniedInNetwork: 600000 })
      expect(oscar.previousClaims).toMatchObject({ pufYear: 2026, claimsDeniedInNetwork: 764285 })
      // Indiana's file records Aetna, gone since 2026; Florida, with no 2027 file, keeps what 2026's said.
      expect(await notSellingIn('46204', '96992')).toEqual([2027])
      expect((await getPlanDetails(payload, aetnaFlorida.nid))!.presence).toMatchObject({
        planYear: 2026,
        isSelling: false,
      })
      // New for 2027 is the issuer new that year, not those that arrived in 2026.
      expect((await listNewIssuers(payload, 'TX')).map((row) => [row.issuerId, row.planYear])).toEqual([
        ['99901', 2027],
      ])

      // Reviews are untouched.
      expect(await payload.findByID({ collection: 'reviews', id: review, overrideAccess: true, depth: 0 })).toEqual(
        reviewBefore,
      )
      expect((await payload.count({ collection: 'reviews', overrideAccess: true })).totalDocs).toBe(reviewCount)
    },
    SCRIPT_TEST_TIMEOUT_MS,
  )
})

describe('a new plan year', () => {
  it('moves the site to plan year 2027 while the reviews of 2025 and the other years stay', async () => {
    const { findPlansByZip, getPlanDetails, getPlanYears, importMarketData, listPlans } =
      await import('@/features/plans/server')
    const before = await listPlans(payload)
    const alaska = before.find((plan) => plan.state === 'AK' && plan.reportingUnitId === '38344-PPO')!
    const texas = before.find((plan) => plan.state === 'TX')!
    const reviewOfAlaska = await postReview(alaska.nid)
    const reviewOfTexas = await postReview(texas.nid)
    // The plan files are still 2025's (presence and claims of 2027 may have been added above).
    expect((await getPlanYears(payload)).planFilesYear).toBe(2025)

    const serviceAreas = readServiceAreaPuf(asYear2027('Service_Area_PUF_PY2025_first50.csv'), 2027)
    const planAttributes = readPlanAttributesPuf(asYear2027('Plan_Attributes_PUF_PY2025_first50.csv'), 2027)
    expect(planAttributes.length).toBeGreaterThan(0)
    await importMarketData(payload, { planYear: 2027, serviceAreas, planAttributes, source: 'synthetic PY2027' })

    // The site shops in 2027: lookups and lists show the plans of 2027, with the same nid.
    expect(await getPlanYears(payload)).toEqual({ shoppingYear: 2027, planFilesYear: 2027 })
    const anchorage = await findPlansByZip(payload, '99501')
    expect(anchorage.plans.map((plan) => plan.nid)).toContain(alaska.nid)
    expect(anchorage.plans.every((plan) => plan.planYear === 2027)).toBe(true)
    const details = (await getPlanDetails(payload, alaska.nid))!
    expect(details.plan.planYear).toBe(2027)
    expect(details.options.length).toBeGreaterThan(0)
    expect((await listPlans(payload)).every((plan) => plan.planYear === 2027)).toBe(true)

    // A plan of 2025 keeps its page with its year's facts, and both reviews are as they were.
    const older = (await getPlanDetails(payload, texas.nid))!
    expect(older.plan.planYear).toBe(2025)
    expect(older.options.length).toBeGreaterThan(0)
    for (const id of [reviewOfAlaska, reviewOfTexas]) {
      const review = await payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })
      expect(review).toMatchObject({ status: 'pending', experienceYear: 2025 })
    }
    const kept = await payload.findByID({ collection: 'reviews', id: reviewOfAlaska, overrideAccess: true, depth: 0 })
    expect(kept.plan).toBe(alaska.nid)
  })
})
