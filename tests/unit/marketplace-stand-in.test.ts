import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  DEFAULT_DATA_DIR,
  type MarketplaceStandIn,
  STAND_IN_KEY,
  startMarketplaceStandIn,
} from '../support/marketplace-stand-in'

type Plan = { id: string; premium?: unknown; premium_w_credit?: unknown; oopc: number; metal_level: string }
type Search = { plans: Plan[]; total: number; facet_groups: unknown[]; ranges: unknown; rate_area: unknown }

/** Franklin County, Ohio, 2026: a single man of 40 at 250% of the poverty line (130 plans). */
const FRANKLIN_FILE = path.join(DEFAULT_DATA_DIR, 'recorded/plans-search/plans_39049_single_40_250fpl.json')
const franklinPerson = { age: 40, aptc_eligible: true, gender: 'Male', uses_tobacco: false }
const franklin = {
  household: { income: 37650, people: [franklinPerson] },
  market: 'Individual',
  place: { countyfips: '39049', state: 'OH', zipcode: '43215' },
  year: 2026,
}

let standIn: MarketplaceStandIn

async function call(route: string, body?: unknown, key: string | null = STAND_IN_KEY) {
  const address = new URL(`${standIn.url}${route}`)
  if (key !== null) address.searchParams.set('apikey', key)
  const init: RequestInit =
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }
  const response = await fetch(address, init)
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: type.includes('json') ? JSON.parse(text) : null,
  }
}

const search = (body: Record<string, unknown>) => call('/plans/search', body)

describe.skipIf(!fs.existsSync(FRANKLIN_FILE))('the Marketplace API stand-in', () => {
  const recorded = fs.existsSync(FRANKLIN_FILE)
    ? (JSON.parse(fs.readFileSync(FRANKLIN_FILE, 'utf8')) as { response: Search }).response
    : null

  beforeAll(async () => {
    standIn = await startMarketplaceStandIn()
  })
  afterAll(async () => {
    await standIn.close()
  })
  beforeEach(() => {
    standIn.setMode('normal')
    standIn.setPageDelay(0)
  })

  it('pages through a recorded search: the pages joined are the recording, in order', async () => {
    const first = await search({ ...franklin, offset: 0 })
    expect(first.status).toBe(200)
    const { total, facet_groups, ranges, rate_area } = first.json as Search
    expect({ total, facet_groups, ranges, rate_area }).toEqual({
      total: recorded!.total,
      facet_groups: recorded!.facet_groups,
      ranges: recorded!.ranges,
      rate_area: recorded!.rate_area,
    })
    expect((first.json as Search).plans).toHaveLength(10)
    const plans: Plan[] = []
    for (let offset = 0; offset < total; offset += 25) {
      const page = await search({ ...franklin, offset, limit: 25 })
      plans.push(...(page.json as Search).plans)
    }
    expect(plans.length).toBe(130)
    expect(plans).toEqual(recorded!.plans)
    const last = standIn.requests.at(-1)!
    expect(last).toMatchObject({ method: 'POST', path: '/api/v1/plans/search', query: { apikey: STAND_IN_KEY } })
    expect(last.body).toMatchObject({ offset: 125, limit: 25 })
  })

  it('caps a page at 100 plans', async () => {
    const page = await search({ ...franklin, limit: 500 })
    expect((page.json as Search).plans).toHaveLength(100)
  })

  it('refuses a missing or unknown key as the gateway does', async () => {
    const wrong = await call('/plans/search', franklin, 'not-the-key')
    expect(wrong.status).toBe(403)
    expect(wrong.json).toEqual({ error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' } })
    expect((await call('/plans/search', franklin, null)).status).toBe(403)
    standIn.setMode('wrong-key')
    expect((await search(franklin)).json.error.code).toBe('API_KEY_INVALID')
  })

  it('answers a year without plans with an empty list, and an unrecorded household with 400', async () => {
    const empty = await search({ ...franklin, year: 2027 })
    expect(empty.status).toBe(200)
    expect(empty.json).toEqual({
      plans: [],
      total: 0,
      facet_groups: [],
      ranges: { premiums: { min: 0, max: 0 }, deductibles: { min: 0, max: 0 } },
      rate_area: { state: 'OH', area: 0 },
    })
    const stranger = await search({ ...franklin, household: { income: 99000, people: [{ age: 61 }] } })
    expect(stranger.status).toBe(400)
    expect(stranger.json).toMatchObject({ code: '1003', status: '400' })
    const malformed = await call('/plans/search', '{"place": ')
    expect(malformed.status).toBe(400)
    expect(malformed.json.code).toBe('1003')
  })

  it('serves the plans recorded without their envelope (North Carolina, 2025)', async () => {
    const page = await search({
      household: { income: 50000, people: [{ age: 30, uses_tobacco: false }] },
      market: 'Individual',
      place: { countyfips: '37057', state: 'NC', zipcode: '27360' },
      year: 2025,
      limit: 100,
    })
    const answer = page.json as Search & { ranges: { premiums: { min: number; max: number } } }
    expect(answer.total).toBe(112)
    expect(answer.rate_area).toBeNull()
    const prices = answer.plans.map((plan) => plan.premium_w_credit as number)
    expect(answer.ranges.premiums.min).toBeLessThanOrEqual(Math.min(...prices))
  })

  it('estimates out-of-pocket costs when a person gives a use of care', async () => {
    const household = { income: 37650, people: [{ ...franklinPerson, utilization_level: 'Medium' }] }
    const { plans } = (await search({ ...franklin, household, limit: 100 })).json as Search
    const noEstimate = plans.filter((plan) => plan.id.endsWith('0001'))
    expect(noEstimate.length).toBeGreaterThan(0)
    expect(noEstimate.every((plan) => plan.oopc === -1)).toBe(true)
    expect(plans.filter((plan) => !plan.id.endsWith('0001')).every((plan) => plan.oopc > 0)).toBe(true)
    const high = (
      await search({
        ...franklin,
        household: { ...household, people: [{ ...franklinPerson, utilization_level: 'High' }] },
      })
    ).json as Search
    expect(high.plans.find((plan) => plan.oopc !== -1)?.oopc).toBeGreaterThan(0)
    expect(recorded!.plans.every((plan) => plan.oopc === -1)).toBe(true)
  })

  it('estimates the credit and the cost-sharing reduction of a recorded household', async () => {
    const answer = await call('/households/eligibility/estimates', franklin)
    expect(answer.status).toBe(200)
    const gaps = recorded!.plans.map((plan) => (plan.premium as number) - (plan.premium_w_credit as number))
    expect(answer.json).toEqual({
      estimates: [
        {
          aptc: Math.round(Math.max(...gaps) * 100) / 100,
          csr: 'CSR73',
          is_medicaid_chip: false,
          in_coverage_gap: false,
          hardship_exemption: false,
        },
      ],
    })
    const unrecorded = await call('/households/eligibility/estimates', { ...franklin, year: 2027 })
    expect(unrecorded.status).toBe(400)
  })

  it('finds the counties of a ZIP code', async () => {
    const answer = await call('/counties/by/zip/47150')
    expect(answer.json.counties.map((county: { fips: string }) => county.fips).sort()).toEqual(['18019', '18043'])
    expect(answer.json.counties[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), state: 'IN', zipcode: '47150' }),
    )
  })

  it('fails in each mode as asked', async () => {
    standIn.setMode('error')
    expect(await search(franklin)).toMatchObject({
      status: 500,
      json: { code: '1000', message: 'InternalServerError' },
    })
    standIn.setMode('rate-limited')
    const limited = await search(franklin)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    standIn.setMode('unreadable')
    const unreadable = await search(franklin)
    expect(unreadable).toMatchObject({ status: 200, text: '<html>maintenance</html>' })
    expect(unreadable.headers.get('content-type')).toMatch(/^text\/html/)
    standIn.setMode('bad-plans')
    const { plans } = (await search(franklin)).json as Search
    expect(plans).toHaveLength(10)
    expect([plans[1].premium, plans[4].premium]).toEqual([undefined, undefined])
    expect(plans[2].premium_w_credit).toBe('n/a')
    expect(plans[0]).toEqual(recorded!.plans[0])
  })

  it('is steered through its control paths, which it does not count', async () => {
    const base = standIn.url.replace(/\/api\/v1$/, '')
    expect((await fetch(`${base}/__stand-in/health`)).status).toBe(200)
    const set = await fetch(`${base}/__stand-in/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'error', pageDelayMs: 5 }),
    })
    expect(await set.json()).toEqual({ mode: 'error', pageDelayMs: 5, coverageMode: 'coverage' })
    expect((await search(franklin)).status).toBe(500)
    const counts = (await (await fetch(`${base}/__stand-in/requests`)).json()) as {
      total: number
      paths: Record<string, number>
    }
    expect(counts.total).toBe(standIn.requests.length)
    expect(Object.keys(counts.paths).some((route) => route.startsWith('/__stand-in'))).toBe(false)
  })

  it('ends a stalled call when it closes', async () => {
    const stalled = await startMarketplaceStandIn({ mode: 'stall' })
    const pending = fetch(`${stalled.url}/plans/search?apikey=${STAND_IN_KEY}`, {
      method: 'POST',
      body: JSON.stringify(franklin),
    })
    const outcome = pending.then(
      () => 'answered',
      () => 'ended',
    )
    await expect.poll(() => stalled.requests.length).toBe(1)
    await stalled.close()
    expect(await outcome).toBe('ended')
  })

  it('waits the page delay before answering', async () => {
    standIn.setPageDelay(150)
    const started = performance.now()
    await search(franklin)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })
})
