import fs from 'node:fs'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { householdPlanOf, readPlans } from '@/features/marketplace/api-plan'
import {
  createMarketplaceClient,
  MarketplaceOutage,
  type PlanSearchRequest,
} from '@/features/marketplace/marketplace-api.server'
import { withoutKeys } from '@/lib/logger'

import { DEFAULT_DATA_DIR, startMarketplaceStandIn, type MarketplaceStandIn } from '../support/marketplace-stand-in'

/**
 * The Marketplace API client against the stand-in serving HealthCare.gov's recorded answers:
 * every page read, every price as recorded, failures as outages, a 429 as a pause.
 */
const RECORDED = path.join(DEFAULT_DATA_DIR, 'recorded/plans-search')
const recording = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(RECORDED, `${name}.json`), 'utf8')) as {
    response: { total: number; plans: { id: string; premium: number; premium_w_credit: number }[] }
  }
const askOf = (name: string): PlanSearchRequest => {
  const { pages } = JSON.parse(fs.readFileSync(path.join(RECORDED, `${name}.request.json`), 'utf8')) as {
    pages: (PlanSearchRequest & { limit?: number; offset?: number })[]
  }
  const { limit: _limit, offset: _offset, ...ask } = pages[0]
  return ask
}
const FRANKLIN = 'plans_39049_single_40_250fpl'

let standIn: MarketplaceStandIn
beforeAll(async () => {
  standIn = await startMarketplaceStandIn()
})
afterAll(() => standIn.close())
afterEach(() => {
  standIn.setMode('normal')
  standIn.setPageDelay(0)
  standIn.requests.length = 0
})

const clientOf = (options: Partial<Parameters<typeof createMarketplaceClient>[0]> = {}) =>
  createMarketplaceClient({ apiKey: standIn.key, apiUrl: standIn.url, ...options })

describe('the Marketplace API client', () => {
  it('reads every page of a search until the total, each plan priced as recorded', async () => {
    const found = await clientOf().searchPlans(askOf(FRANKLIN))
    const recorded = recording(FRANKLIN).response
    expect(found.total).toBe(130)
    expect(found.plans.map((plan) => [plan.id, plan.premium, plan.premium_w_credit])).toEqual(
      recorded.plans.map((plan) => [plan.id, plan.premium, plan.premium_w_credit]),
    )
    const searches = standIn.requests.filter((request) => request.path.endsWith('/plans/search'))
    expect(searches.map((request) => (request.body as { offset: number }).offset)).toEqual([0, 100])
    // The key goes as the API's query parameter, the household in the body only.
    expect(searches.every((request) => request.query.apikey === standIn.key)).toBe(true)
    expect(JSON.stringify(searches.map((request) => request.query))).not.toContain('37650')
  })

  it('asks an identical search in flight once', async () => {
    const client = clientOf()
    standIn.setPageDelay(100)
    const [a, b] = await Promise.all([client.searchPlans(askOf(FRANKLIN)), client.searchPlans(askOf(FRANKLIN))])
    expect(a).toBe(b)
    expect(standIn.requests.filter((request) => request.path.endsWith('/plans/search'))).toHaveLength(2)
  })

  it('runs at most the configured number of requests at once', async () => {
    const client = clientOf({ maxConcurrent: 1, pageSize: 20 })
    standIn.setPageDelay(30)
    const started = Date.now()
    const found = await client.searchPlans(askOf(FRANKLIN))
    expect(found.plans).toHaveLength(130)
    // Seven pages one after the other: at least seven delays.
    expect(Date.now() - started).toBeGreaterThanOrEqual(7 * 30)
  })

  it('gives up on a stalled API at the deadline, as an outage', async () => {
    standIn.setMode('stall')
    const started = Date.now()
    const error = await clientOf({ timeoutMs: 300 })
      .searchPlans(askOf(FRANKLIN))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MarketplaceOutage)
    expect((error as MarketplaceOutage).reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it.each([
    ['error', 'server'],
    ['unreadable', 'unreadable'],
    ['wrong-key', 'key-refused'],
  ] as const)('answers a %s mode as the outage %s', async (mode, reason) => {
    standIn.setMode(mode)
    const error = await clientOf()
      .searchPlans(askOf(FRANKLIN))
      .catch((caught: unknown) => caught)
    expect((error as MarketplaceOutage).reason).toBe(reason)
    expect(String((error as Error).message)).not.toContain(standIn.key)
  })

  it('pauses every call after a 429 for as long as the API asks, without asking again', async () => {
    let now = 1_000_000
    const client = clientOf({ now: () => now })
    standIn.setMode('rate-limited')
    await expect(client.searchPlans(askOf(FRANKLIN))).rejects.toMatchObject({ reason: 'rate-limited' })
    expect(standIn.requests).toHaveLength(1)
    standIn.setMode('normal')
    // Within the two seconds of Retry-After, nothing is sent.
    now += 1_500
    await expect(client.searchPlans(askOf(FRANKLIN))).rejects.toMatchObject({ reason: 'rate-limited' })
    expect(standIn.requests).toHaveLength(1)
    now += 600
    expect((await client.searchPlans(askOf(FRANKLIN))).plans).toHaveLength(130)
  })

  it('leaves out plans it cannot read whole and counts them', async () => {
    standIn.setMode('bad-plans')
    const found = await clientOf().searchPlans(askOf(FRANKLIN))
    expect(found.total).toBe(130)
    expect(found.unreadable).toBe(6)
    expect(found.plans).toHaveLength(124)
    expect(
      found.plans.every((plan) => typeof plan.premium === 'number' && typeof plan.premium_w_credit === 'number'),
    ).toBe(true)
  })

  it('is off without a key, and never calls', async () => {
    const client = createMarketplaceClient({ apiKey: undefined, apiUrl: standIn.url })
    expect(client.isOn).toBe(false)
    await expect(client.searchPlans(askOf(FRANKLIN))).rejects.toMatchObject({ reason: 'off' })
    expect(standIn.requests).toHaveLength(0)
  })

  it('reads HealthCare.gov’s own credit estimate', async () => {
    const ask = askOf(FRANKLIN)
    const [estimate] = await clientOf().estimateEligibility({ household: ask.household!, place: ask.place, year: 2026 })
    const recorded = recording(FRANKLIN).response.plans
    const credit = Math.max(...recorded.map((plan) => plan.premium - plan.premium_w_credit))
    expect(estimate.aptc).toBeCloseTo(credit, 2)
  })
})

describe('a plan as Candor reads it', () => {
  const plans = readPlans(
    (recording(FRANKLIN).response.plans as unknown[]).concat(
      recording('plans_39049_single_27_400fpl').response.plans as unknown[],
    ),
  ).plans
  const read = plans.map(householdPlanOf)

  it('takes the in-network individual deductible and MOOP of the variant the API applied', () => {
    const silver = read.filter((plan) => plan.metal_level === 'Silver' && plan.premium_after_credit! < plan.premium!)
    expect(silver.some((plan) => plan.csr === '73% AV Level Silver Plan CSR')).toBe(true)
    const bronze = read.find((plan) => plan.metal_level === 'Bronze')!
    expect(bronze.csr).toBeNull()
    expect(typeof bronze.deductible).toBe('number')
    expect(typeof bronze.moop).toBe('number')
  })

  it('says "not rated" for a global rating of 0, and never invents an estimate of costs', () => {
    expect(read.some((plan) => plan.quality_rating === null)).toBe(true)
    expect(read.filter((plan) => plan.quality_rating !== null).every((plan) => plan.quality_rating! >= 1)).toBe(true)
    expect(read.every((plan) => plan.oopc === null)).toBe(true)
  })

  it('reads missing parts as not available, and a plan without a price not at all', () => {
    const whole = recording(FRANKLIN).response.plans[0] as Record<string, unknown>
    const partial = { ...whole, deductibles: undefined, moops: 'n/a', benefits: undefined, quality_rating: 7 }
    const [plan] = readPlans([partial]).plans.map(householdPlanOf)
    expect(plan).toMatchObject({ deductible: null, moop: null, quality_rating: null, csr: null })
    expect(plan.benefits).toEqual({ primary_care: null, specialist: null, generic_drugs: null, emergency_room: null })
    expect(readPlans([{ ...whole, premium_w_credit: undefined }]).unreadable).toBe(1)
  })

  it('carries the four benefits as HealthCare.gov writes them', () => {
    expect(read[0].benefits.primary_care).toMatch(/\S/)
    expect(read[0].benefits.emergency_room).toMatch(/\S/)
  })
})

describe('logs', () => {
  it('never carry the API key of an address', () => {
    expect(withoutKeys('fetch https://x.example/api/v1/plans/search?apikey=abc123secret&year=2026 failed')).toBe(
      'fetch https://x.example/api/v1/plans/search?apikey=[redacted]&year=2026 failed',
    )
  })
})
