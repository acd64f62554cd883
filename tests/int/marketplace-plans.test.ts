import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { callRoute } from '../support/routes'
import { DEFAULT_DATA_DIR, startMarketplaceStandIn, type MarketplaceStandIn } from '../support/marketplace-stand-in'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * `POST /v1/data/marketplace-plans` against a stand-in API serving HealthCare.gov's recorded
 * answers: every plan at the recorded price to the cent, every page, a second ask from the
 * cache, and Candor's own plan files with a notice whenever the API is off or out.
 */
let context: TestPayload
let payload: Payload
let standIn: MarketplaceStandIn
type Handler = Parameters<typeof callRoute>[0]
let route: Handler

const RECORDED = path.join(DEFAULT_DATA_DIR, 'recorded/plans-search')
type RecordedPlan = { id: string; premium: number; premium_w_credit: number }
type Recording = {
  name: string
  year: number
  fips: string
  zip: string
  income: number
  age: number
  plans: RecordedPlan[]
}

/** Every recording with the household it was asked for. */
const RECORDINGS: Recording[] = fs
  .readdirSync(RECORDED)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.request.json'))
  .map((file) => {
    const name = file.replace(/\.json$/, '')
    const data = JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8')) as
      RecordedPlan[] | { response: { total: number; plans: RecordedPlan[] } }
    const [ask] = (
      JSON.parse(fs.readFileSync(path.join(RECORDED, `${name}.request.json`), 'utf8')) as {
        pages: {
          year: number
          place: { countyfips: string; zipcode: string }
          household: { income: number; people: { age: number }[] }
        }[]
      }
    ).pages
    const plans = Array.isArray(data) ? data : data.response.plans
    if (!Array.isArray(data)) expect(plans).toHaveLength(data.response.total)
    return {
      name,
      year: ask.year,
      fips: ask.place.countyfips,
      zip: ask.place.zipcode,
      income: ask.household.income,
      age: ask.household.people[0].age,
      plans,
    }
  })

const bodyOf = (recording: Recording, extra: Record<string, unknown> = {}) => ({
  plan_year: recording.year,
  zipcode: recording.zip,
  county_fips: recording.fips,
  household_income: recording.income,
  household_size: 1,
  people: [{ age: recording.age, tobacco: false }],
  ...extra,
})
const FRANKLIN = RECORDINGS.find((recording) => recording.name === 'plans_39049_single_40_250fpl')!
const MARION = RECORDINGS.find((recording) => recording.name === 'plans_18097_single_40_250fpl')!

const ask = (body: unknown, language?: string) => callRoute(route, { body, language })
const searches = () => standIn.requests.filter((request) => request.path.endsWith('/plans/search')).length

beforeAll(async () => {
  standIn = await startMarketplaceStandIn()
  process.env.MARKETPLACE_API_URL = standIn.url
  process.env.MARKETPLACE_API_KEY = standIn.key
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  route = (await import('@/app/(frontend)/v1/data/marketplace-plans/route')).POST as Handler
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
  standIn.requests.length = 0
})

describe('POST /v1/data/marketplace-plans with the API on', () => {
  it.each(RECORDINGS.map((recording) => [recording.name, recording] as const))(
    'lists every plan of %s at HealthCare.gov’s prices to the cent',
    async (_name, recording) => {
      const answer = await ask(bodyOf(recording))
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
      const data = answer.body.data
      expect(data).toMatchObject({ source: 'marketplace', plan_year: recording.year, total: recording.plans.length })
      expect(data.notice).toBeUndefined()
      expect(Date.parse(data.fetched_at)).not.toBeNaN()
      const priced = (
        plans: { id: string; premium: number; premium_after_credit?: number; premium_w_credit?: number }[],
      ) =>
        plans
          .map(
            (plan) =>
              `${plan.id} ${plan.premium.toFixed(2)} ${(plan.premium_after_credit ?? plan.premium_w_credit)!.toFixed(2)}`,
          )
          .sort()
      expect(priced(data.plans)).toEqual(priced(recording.plans))
      // Cheapest after the credit first.
      const prices = data.plans.map((plan: { premium_after_credit: number }) => plan.premium_after_credit)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    },
  )

  it('answers a second ask of the same household from the cache, keyed without the income', async () => {
    const first = await ask(bodyOf(FRANKLIN))
    expect(searches()).toBe(2)
    const second = await ask(bodyOf(FRANKLIN))
    expect(searches()).toBe(2)
    expect(second.body.data).toEqual(first.body.data)
    // Another household is another question.
    await ask(bodyOf(FRANKLIN, { household_income: 37651 }))
    expect(searches()).toBeGreaterThan(2)
  })

  it('keeps answers in Redis when REDIS_URL is set, under keys that do not hold the household', async () => {
    const { getEnv } = await import('@/lib/env')
    const { redisClient } = await import('@/lib/redis')
    const env = getEnv()
    env.redisUrl = 'redis://127.0.0.1:6379'
    try {
      const redis = redisClient()!
      await new Promise((resolve) => (redis.status === 'ready' ? resolve(null) : redis.once('ready', resolve)))
      await ask(bodyOf(MARION))
      const keys = await redis.keys('candor:marketplace:*')
      expect(keys.length).toBeGreaterThan(0)
      expect(keys.join(' ')).not.toMatch(/37650|46204|18097/)
      expect(await redis.ttl(keys[0])).toBeGreaterThanOrEqual(10 * 60 - 5)
      ;(await import('@/features/marketplace/server')).clearHouseholdPlansCache()
      const before = searches()
      const again = await ask(bodyOf(MARION))
      expect(again.body.data.total).toBe(55)
      expect(searches()).toBe(before)
      await redis.del(...keys)
    } finally {
      env.redisUrl = undefined
    }
  })

  it('carries each plan’s deductible, MOOP, CSR, stars, benefits and documents, and its Candor insurer page', async () => {
    const { data } = (await ask(bodyOf(MARION))).body
    const silver = data.plans.find((plan: { csr: string | null }) => plan.csr !== null)
    expect(silver).toMatchObject({ metal_level: 'Silver', csr: '73% AV Level Silver Plan CSR' })
    for (const plan of data.plans) {
      expect(plan.id).toMatch(/^\d{5}IN\d{7}$/)
      expect(typeof plan.deductible).toBe('number')
      expect(typeof plan.moop).toBe('number')
      expect(Object.keys(plan.benefits)).toEqual(['primary_care', 'specialist', 'generic_drugs', 'emergency_room'])
      expect(plan.documents.summary_of_benefits ?? '').toMatch(/^(https?:\/\/|$)/)
    }
    const known = data.plans.filter((plan: { plan_nid: number | null }) => plan.plan_nid !== null)
    expect(known.length).toBeGreaterThan(data.plans.length / 2)
    expect(known[0].insurer).toMatchObject({ member_count: expect.any(Number) })
  })

  it('estimates a year’s costs for the care expected, and says where HealthCare.gov gave none', async () => {
    const { data } = (await ask(bodyOf(MARION, { utilization: 'medium' }))).body
    const levels = standIn.requests.map(
      (request) => (request.body as { household: { people: { utilization_level?: string }[] } }).household.people[0],
    )
    expect(levels.every((person) => person.utilization_level === 'Medium')).toBe(true)
    expect(data.plans.some((plan: { oopc: number | null }) => plan.oopc !== null && plan.oopc > 0)).toBe(true)
    expect(
      data.plans
        .filter((plan: { id: string }) => plan.id.endsWith('0001'))
        .every((plan: { oopc: null }) => plan.oopc === null),
    ).toBe(true)
  })

  it('falls back to this year’s plans when the shopping year has none yet, and says so', async () => {
    const answer = await ask(bodyOf(MARION, { plan_year: 2027 }), 'es')
    expect(answer.body.data).toMatchObject({ source: 'marketplace', plan_year: 2026, total: 55 })
    expect(answer.body.data.notice).toMatch(/2027.*2026/)
    expect(answer.body.data.notice).toMatch(/HealthCare\.gov aún no ha publicado/)
  })
})

describe('HealthCare.gov’s own estimate, beside Candor’s on the results page', () => {
  it('gives the credit HealthCare.gov applies to the household’s plans, and its CSR', async () => {
    const { findHealthcareGovEstimate } = await import('@/features/marketplace/server')
    const { plan_year, zipcode, county_fips, household_income, household_size, people } = bodyOf(MARION)
    const theirs = await findHealthcareGovEstimate(payload, {
      plan_year,
      zipcode,
      county_fips,
      household_income,
      household_size,
      people,
    })
    const credit = Math.max(...MARION.plans.map((plan) => plan.premium - plan.premium_w_credit))
    expect(theirs).toMatchObject({ plan_year: 2026, csr: 'CSR73', medicaid_chip: false, coverage_gap: false })
    expect(theirs!.tax_credit_monthly).toBeCloseTo(credit, 2)
  })

  it('is left out, not waited for, when the API fails', async () => {
    const { findHealthcareGovEstimate } = await import('@/features/marketplace/server')
    standIn.setMode('error')
    const { utilization: _none, ...household } = {
      ...bodyOf(MARION, { household_income: 37000 }),
      utilization: undefined,
    }
    expect(await findHealthcareGovEstimate(payload, household as never)).toBeNull()
  })
})

describe('POST /v1/data/marketplace-plans when the API cannot answer', () => {
  // A 429 pauses every call for a while: it comes last.
  it.each(['error', 'unreadable', 'wrong-key', 'stall', 'rate-limited'] as const)(
    'answers Candor’s own plans without prices and a notice when the API is in %s mode',
    async (mode) => {
      standIn.setMode(mode)
      // What the site logs of the outage: never the key, the address with it, or the household.
      const { getLogger } = await import('@/lib/logger')
      const logger = getLogger()
      const logged: unknown[] = []
      const spies = (['warn', 'error', 'info', 'debug'] as const).map((level) =>
        vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void logged.push(args)) as never),
      )
      const started = Date.now()
      const answer = await ask(bodyOf(MARION)).finally(() => spies.forEach((spy) => spy.mockRestore()))
      expect(logged.length).toBeGreaterThan(0)
      expect(JSON.stringify(logged)).not.toMatch(new RegExp(`${standIn.key}|apikey|37650|46204`))
      expect(Date.now() - started).toBeLessThan(15_000)
      expect(answer.status).toBe(200)
      const data = answer.body.data
      expect(data.source).toBe('embedded')
      expect(data.notice).toMatch(/Candor’s own files/)
      expect(data.plans.length).toBeGreaterThan(0)
      expect(data.plans.every((plan: { premium: null; premium_after_credit: null }) => plan.premium === null)).toBe(
        true,
      )
      expect(data.plans.every((plan: { premium_after_credit: null }) => plan.premium_after_credit === null)).toBe(true)
    },
  )

  it('answers Candor’s own plans without asking when no key is set', async () => {
    const { getEnv } = await import('@/lib/env')
    const env = getEnv()
    const kept = env.marketplace
    env.marketplace = { ...kept, apiKey: undefined }
    try {
      const answer = await ask(bodyOf(MARION))
      expect(answer.body.data).toMatchObject({ source: 'embedded', fetched_at: null })
      expect(answer.body.data.notice).toMatch(/HealthCare\.gov shows every plan’s exact price/)
      expect(searches()).toBe(0)
    } finally {
      env.marketplace = kept
    }
  })
})

describe('POST /v1/data/marketplace-plans refuses what it cannot price, with the estimate’s messages', () => {
  it.each([
    [{ household_income: undefined }, 'household_income', 'Enter your household’s yearly income in dollars.'],
    [{ plan_year: 2031 }, 'plan_year', 'Candor lists plans from plan year 2025 to the year on sale now.'],
    [{ utilization: 'extreme' }, 'utilization', 'Choose how much care you expect this year: low, medium or high.'],
    [{ people: [] }, 'people', 'Add at least one person who needs coverage.'],
    [{ zipcode: '00000', county_fips: undefined }, 'zipcode', 'Candor does not know this ZIP code.'],
  ])('refuses %j', async (change, field, message) => {
    const answer = await ask({ ...bodyOf(MARION), ...change })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[field] ?? answer.body.fields?.[field] ?? JSON.stringify(answer.body)).toContain(message)
    expect(searches()).toBe(0)
  })

  it('asks for the county of a ZIP code that reaches two', async () => {
    const answer = await ask({ ...bodyOf(MARION), zipcode: '47150', county_fips: undefined })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('This ZIP code reaches more than one county: choose yours.')
  })
})
