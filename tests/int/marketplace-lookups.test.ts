import fs from 'node:fs'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { expectedCoverage, STAND_IN_PROVIDERS } from '../support/marketplace-coverage'
import { DEFAULT_DATA_DIR, startMarketplaceStandIn, type MarketplaceStandIn } from '../support/marketplace-stand-in'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * The drug, doctor and crosswalk look-ups and the coverage of a household's plans (product brief
 * §15), through Candor's JSON calls against the stand-in: found by name, every plan's verdict as
 * the stand-in gave it under either array name, an unreadable answer never a verdict, and
 * without a key an empty answer that says so.
 */
let context: TestPayload
let standIn: MarketplaceStandIn
type Handler = Parameters<typeof callRoute>[0]
const routes: Record<'drugs' | 'providers' | 'crosswalk' | 'plans', Handler> = {} as never

const FRANKLIN_2026 = JSON.parse(
  fs.readFileSync(path.join(DEFAULT_DATA_DIR, 'recorded/plans-search/plans_39049_single_40_250fpl.json'), 'utf8'),
) as { response: { plans: { id: string; metal_level: string }[] } }
const FRANKLIN_PLANS = FRANKLIN_2026.response.plans
const household = {
  plan_year: 2026,
  zipcode: '43215',
  county_fips: '39049',
  household_income: 37650,
  household_size: 1,
  people: [{ age: 40, tobacco: false }],
}

/** A GET of one of the look-ups with its query. */
async function get(route: keyof typeof routes, query: Record<string, string>, language?: string) {
  const handler: Handler = (request, extra) =>
    routes[route](new Request(`http://localhost/v1/data/${route}?${new URLSearchParams(query)}`, request), extra)
  return callRoute(handler, { method: 'GET', language })
}

beforeAll(async () => {
  standIn = await startMarketplaceStandIn()
  process.env.MARKETPLACE_API_URL = standIn.url
  process.env.MARKETPLACE_API_KEY = standIn.key
  context = await startTestPayload()
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(context.payload)
  routes.drugs = (await import('@/app/(frontend)/v1/data/drugs/route')).GET as Handler
  routes.providers = (await import('@/app/(frontend)/v1/data/providers/route')).GET as Handler
  routes.crosswalk = (await import('@/app/(frontend)/v1/data/crosswalk/route')).GET as Handler
  routes.plans = (await import('@/app/(frontend)/v1/data/marketplace-plans/route')).POST as Handler
})

afterAll(async () => {
  await context?.stop()
  await standIn?.close()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
  ;(await import('@/features/marketplace/server')).clearHouseholdPlansCache()
})
afterEach(() => {
  standIn.setMode('normal')
  standIn.setCoverageMode('coverage')
  standIn.requests.length = 0
})

describe('finding drugs and doctors', () => {
  it('finds a drug by name, and refuses fewer than 3 letters with a field message in the reader’s language', async () => {
    const found = await get('drugs', { q: 'lisinopril' })
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual({
      available: true,
      items: [{ rxcui: '314077', name: 'lisinopril', strength: '10 MG', route: 'Oral Tablet' }],
    })
    const short = await get('drugs', { q: 'me' })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual({ q: 'Type at least 3 letters of the name.' })
    const spanish = await get('drugs', { q: '' }, 'es-US')
    expect(spanish.body.errors).toEqual({ q: 'Escriba al menos 3 letras del nombre.' })
    expect(standIn.requests.filter((request) => request.path.endsWith('/drugs/autocomplete'))).toHaveLength(1)
  })

  it('finds doctors and facilities near a ZIP code, and names a missing type', async () => {
    const doctors = await get('providers', { q: 'ana morales', zipcode: '43215', type: 'Individual' })
    expect(doctors.body.data.items).toEqual([
      {
        npi: '1999000001',
        name: 'Ana Morales, MD',
        type: 'Individual',
        specialties: ['Family Medicine'],
        accepting: 'accepting',
        address: { street: '101 Main Street', city: 'Columbus', state: 'OH', zipcode: '43215' },
        distance: 1.2,
      },
    ])
    const hospital = await get('providers', { q: 'riverside', zipcode: '43215', type: 'Facility' })
    expect(hospital.body.data.items.map((item: { name: string }) => item.name)).toEqual([
      STAND_IN_PROVIDERS.find((one) => one.npi === '1999000005')!.name,
    ])
    const untyped = await get('providers', { q: 'morales', zipcode: '43215' })
    expect(untyped.status).toBe(400)
    expect(untyped.body.errors).toEqual({ type: 'Choose a doctor (Individual) or a facility (Facility).' })
  })

  it('answers an empty list marked unavailable without a key, and while HealthCare.gov fails', async () => {
    const { getEnv } = await import('@/lib/env')
    const env = getEnv()
    const kept = env.marketplace
    env.marketplace = { ...kept, apiKey: undefined }
    try {
      expect((await get('drugs', { q: 'metformin' })).body.data).toEqual({ available: false, items: [] })
      expect(standIn.requests).toHaveLength(0)
    } finally {
      env.marketplace = kept
    }
    standIn.setMode('error')
    const failed = await get('providers', { q: 'morales', zipcode: '43215', type: 'Individual' })
    expect(failed.status).toBe(200)
    expect(failed.body.data).toEqual({ available: false, items: [] })
  })
})

describe('the coverage of a household’s plans', () => {
  const rxcuis = ['861007', '285018']
  const npis = ['1999000001', '1999000005']

  for (const mode of ['coverage', 'spec-name'] as const) {
    it(`gives each of Franklin County’s plans the stand-in’s verdict for each drug and doctor (${mode})`, async () => {
      standIn.setCoverageMode(mode)
      const answer = await callRoute(routes.plans, { body: { ...household, rxcuis, npis } })
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
      const plans = answer.body.data.plans as { id: string; drugs: unknown; providers: unknown }[]
      expect(plans).toHaveLength(FRANKLIN_PLANS.length)
      for (const plan of plans) {
        expect(plan.drugs).toEqual(
          rxcuis.map((rxcui) => ({ rxcui, coverage: expectedCoverage('drug', rxcui, plan.id) })),
        )
        expect(plan.providers).toEqual(
          npis.map((npi) => ({ npi, coverage: expectedCoverage('provider', npi, plan.id) })),
        )
      }
      const batches = standIn.requests.filter((request) => request.path.endsWith('/covered'))
      // 130 plans: three batches of at most 50 for the drugs, three for the doctors.
      expect(batches.map((request) => request.query.planids!.split(',').length).sort()).toEqual([
        30, 30, 50, 50, 50, 50,
      ])
    })
  }

  it('says "could not check" for every plan when the coverage answer cannot be read, and still lists the plans', async () => {
    standIn.setCoverageMode('unreadable')
    const answer = await callRoute(routes.plans, { body: { ...household, rxcuis } })
    expect(answer.body.data.source).toBe('marketplace')
    const verdicts = new Set(
      (answer.body.data.plans as { drugs: { coverage: string }[] }[]).flatMap((plan) =>
        plan.drugs.map((d) => d.coverage),
      ),
    )
    expect(verdicts).toEqual(new Set(['Unknown']))
    expect(answer.body.data.plans[0].providers).toBeUndefined()
  })

  it('refuses more than 10 drugs, or a doctor that is not an NPI, and asks HealthCare.gov nothing', async () => {
    const many = Array.from({ length: 11 }, (_, index) => String(1000 + index))
    const tooMany = await callRoute(routes.plans, { body: { ...household, rxcuis: many } })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.errors).toEqual({ rxcuis: 'Give up to 10 drugs, each by its RxCUI (digits only).' })
    const wrong = await callRoute(routes.plans, { body: { ...household, npis: ['12345'] } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ npis: 'Give up to 10 doctors or facilities, each by its 10-digit NPI.' })
    expect(standIn.requests).toHaveLength(0)
  })
})

describe('last year’s plan', () => {
  const place = { year: '2025', zipcode: '43215', county_fips: '39049' }
  const silver = FRANKLIN_PLANS.find((plan) => plan.metal_level === 'Silver')!

  it('leads to the same plan, to another of the insurer’s, or to none, where the insurer leaves', async () => {
    const same = await get('crosswalk', { ...place, plan_id: silver.id })
    expect(same.body.data).toMatchObject({ status: 'found', new_plan_id: silver.id, change: 'same-plan' })
    const renamed = `${silver.id.slice(0, 10)}9999`
    const other = await get('crosswalk', { ...place, plan_id: renamed })
    expect(other.body.data).toMatchObject({ status: 'found', change: 'same-insurer', insurer_leaves: false })
    expect(other.body.data.new_plan_id.slice(0, 5)).toBe(renamed.slice(0, 5))
    // Aetna CVS Health (84867) left HealthCare.gov in Ohio for 2026.
    const gone = await get('crosswalk', { ...place, plan_id: '84867OH0010001' })
    expect(gone.body.data).toMatchObject({ status: 'none', new_plan_id: null, insurer_leaves: true })
  })

  it('says it could not check when HealthCare.gov fails, and refuses a plan id that is not one', async () => {
    standIn.setMode('error')
    const failed = await get('crosswalk', { ...place, plan_id: silver.id })
    expect(failed.body.data).toMatchObject({ status: 'unknown', new_plan_id: null })
    const bad = await get('crosswalk', { ...place, plan_id: 'my plan' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ plan_id: 'Enter a plan id of 14 characters, like 12345OH0010001.' })
  })
})
