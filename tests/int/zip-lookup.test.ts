import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/** The derived CMS × HUD join shipped beside the project: the truth to check against. */
const SHARED_DATA = path.resolve(process.cwd(), '../shared/data')

let context: TestPayload
let payload: Payload
let answerPlansByZip: typeof import('@/features/plans/server').answerPlansByZip
let findPlansByZip: typeof import('@/features/plans/server').findPlansByZip

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  ;({ answerPlansByZip } = await import('@/features/plans/server'))
  ;({ findPlansByZip } = await import('@/features/plans/server'))
})

afterAll(async () => {
  await context?.stop()
})

type PlanEntity = ReturnType<typeof import('@/features/plans').toPlanEntity>
type CallOneBody = {
  code: string
  message?: string
  errors?: Record<string, string>
  data: {
    available_universe_servicearea_plans: PlanEntity[]
    counties: { fips: string; name: string; is_primary: boolean; nids: { value: number }[] }[]
    exchange: { state: string; name: string; url: string } | null
    earlier_plans?: PlanEntity[]
  }
}

/** Call 1 as the server answers it, given the ZIP path segment as it arrives. */
async function callOne(zip: string) {
  const { status, body } = await answerPlansByZip(payload, zip)
  return { status, body: JSON.parse(JSON.stringify(body)) as CallOneBody }
}

/** Reporting units per ZIP as zip_issuers.csv lists them: issuer × each plan type sold there. */
function expectedUnitsByZip(): Map<string, Set<string>> {
  const rows = parse(fs.readFileSync(path.join(SHARED_DATA, 'zip_issuers.csv')), { columns: true }) as Record<
    string,
    string
  >[]
  const byZip = new Map<string, Set<string>>()
  for (const row of rows) {
    const units = byZip.get(row.zip!) ?? new Set<string>()
    for (const type of row.plan_types!.split('|')) units.add(`${row.StateCode}|${row.IssuerId}-${type}`)
    byZip.set(row.zip!, units)
  }
  return byZip
}

const unitsOf = (plans: PlanEntity[]) =>
  new Set(plans.map((plan) => `${plan.field_plan_state[0].value}|${plan.field_plan_reporting_unit[0].value}`))

describe('call 1: POST /v1/data/issuers/zipcode/{zip}/plans', () => {
  const expected = expectedUnitsByZip()

  it('answers a Chicago ZIP with Get Covered Illinois for 2026, and the 2025 plans still open to reviews', async () => {
    const { status, body } = await callOne('60601')
    expect(status).toBe(200)
    expect(body.data.available_universe_servicearea_plans).toEqual([])
    expect(body.data.exchange).toMatchObject({ state: 'IL', name: 'Get Covered Illinois' })
    expect(unitsOf(body.data.earlier_plans!)).toEqual(expected.get('60601'))
  })

  it.each(['77002', '33101'])('answers %s with exactly the reporting units CMS lists there', async (zip) => {
    const { status, body } = await callOne(zip)
    expect(status).toBe(200)
    expect(body.code).toBe('200')
    const plans = body.data.available_universe_servicearea_plans
    expect(plans.length).toBeGreaterThan(0)
    expect(unitsOf(plans)).toEqual(expected.get(zip))
    for (const plan of plans) {
      expect(plan.nid[0].value).toEqual(expect.any(Number))
      expect(plan.field_plan_issuer_legal_name[0].value).toEqual(expect.any(String))
    }
  })

  it('finds the same reporting units as CMS for every ZIP of the 31 states', async () => {
    const mismatches: string[] = []
    for (const [zip, units] of expected) {
      const found = await findPlansByZip(payload, zip)
      // Illinois left HealthCare.gov for 2026: its 2025 plans are the earlier ones.
      const plans = found.exchange?.state === 'IL' ? found.earlierPlans : found.plans
      const got = new Set(plans.map((plan) => `${plan.state}|${plan.reportingUnitId}`))
      if (got.size !== units.size || [...units].some((unit) => !got.has(unit))) mismatches.push(zip)
    }
    expect(mismatches).toEqual([])
    expect(expected.size).toBeGreaterThan(20_000)
  })

  it('returns the plans of every county of a ZIP that spans counties, and lists the counties', async () => {
    // 03226 (NH) reaches Belknap and Carroll counties; one issuer sells only in Belknap.
    const { body } = await callOne('03226')
    const counties = body.data.counties
    expect(counties.map((county) => county.fips).sort()).toEqual(['33001', '33003'])
    expect(counties.filter((county) => county.is_primary)).toHaveLength(1)
    const issuersIn = (fips: string) => {
      const nids = new Set(counties.find((county) => county.fips === fips)!.nids.map(({ value }) => value))
      return new Set(
        body.data.available_universe_servicearea_plans
          .filter((plan) => nids.has(plan.nid[0].value))
          .map((plan) => plan.field_plan_issuer_id[0].value),
      )
    }
    expect(issuersIn('33001')).toEqual(new Set(['13219', '59025', '75841', '96751']))
    expect(issuersIn('33003')).toEqual(new Set(['59025', '75841', '96751']))
    const all = body.data.available_universe_servicearea_plans.map((plan) => plan.field_plan_issuer_id[0].value)
    expect(new Set(all)).toEqual(issuersIn('33001'))
  })

  it("names California's exchange for 90210 and lists no plans", async () => {
    const { status, body } = await callOne('90210')
    expect(status).toBe(200)
    expect(body.data.available_universe_servicearea_plans).toEqual([])
    expect(body.data.exchange).toEqual({ state: 'CA', name: 'Covered California', url: 'https://www.coveredca.com' })
  })

  it('returns an empty list for a ZIP that does not exist', async () => {
    const { status, body } = await callOne('00000')
    expect(status).toBe(200)
    expect(body.data.available_universe_servicearea_plans).toEqual([])
    expect(body.data.counties).toEqual([])
    expect(body.data.exchange).toBeNull()
  })

  it('reads, on the server, as the browser reads its answer: the plans named apart, the counties, the exchange', async () => {
    const { findPlanLookup } = await import('@/features/plans/server')
    const { readPlanLookup } = await import('@/features/plans')
    // One county, several counties, a state with its own exchange and earlier plans, an exchange only, none.
    for (const zip of ['77002', '03226', '60601', '90210', '00000']) {
      const { body } = await callOne(zip)
      const lookup = await findPlanLookup(payload, zip)
      expect(lookup, zip).toEqual(readPlanLookup(body.data))
    }
    expect((await findPlanLookup(payload, '60601')).isEarlier).toBe(true)
  })

  it.each([
    ['770', 'Zip code must be at least 5 digits'],
    ['7700a', 'Zip code must contain only numbers'],
    ['770021', "Zip Code can't be longer than 5 digits"],
    ['77002-1234', "Zip Code can't be longer than 5 digits"],
    ['%20', 'Please enter zip code'],
  ])('refuses %s with 400 and "%s"', async (zip, message) => {
    const { status, body } = await callOne(zip)
    expect(status).toBe(400)
    expect(body).toEqual({ code: '400', message, errors: { zipcode: message } })
  })
})

describe('call 1 asked in Spanish', () => {
  it.each([
    ['770', 'El código postal debe tener al menos 5 dígitos'],
    ['7700a', 'El código postal solo puede tener números'],
    ['770021', 'El código postal no puede tener más de 5 dígitos'],
  ])('refuses %s in Spanish: "%s"', async (zip, message) => {
    const { status, body } = await answerPlansByZip(payload, zip, 'es')
    expect(status).toBe(400)
    expect(body).toEqual({ code: '400', message, errors: { zipcode: message } })
  })

  it('answers through its route in the language of Accept-Language', async () => {
    const { POST } = await import('@/app/(frontend)/v1/data/issuers/zipcode/[zip]/plans/route')
    const route = POST as Parameters<typeof callRoute>[0]
    const spanish = await callRoute(route, { params: { zip: '7700a' }, language: 'es-US,es;q=0.9,en;q=0.5' })
    expect(spanish.status).toBe(400)
    expect(spanish.body).toEqual({
      code: '400',
      message: 'El código postal solo puede tener números',
      errors: { zipcode: 'El código postal solo puede tener números' },
    })
    const english = await callRoute(route, { params: { zip: '7700a' }, language: 'en-US' })
    expect(english.body.message).toBe('Zip code must contain only numbers')
    // A ZIP it knows is the same data in either language.
    const found = await callRoute(route, { params: { zip: '77002' }, language: 'es' })
    expect(found.body).toEqual((await callOne('77002')).body)
  })
})

describe('the Next.js route for call 1', () => {
  it('answers as the server does, for a good ZIP and a bad one', async () => {
    const { POST } = await import('@/app/(frontend)/v1/data/issuers/zipcode/[zip]/plans/route')
    for (const zip of ['77002', '7700a']) {
      const routed = await callRoute(POST as Parameters<typeof callRoute>[0], { params: { zip } })
      const served = await callOne(zip)
      expect(routed.status).toBe(served.status)
      expect(routed.body).toEqual(served.body)
    }
  })
})

describe('one runtime', () => {
  it('holds one marketplace index however many bundles load the index module', async () => {
    // Next.js loads the module once per bundle (pages, routes, the proxy); a fresh copy here
    // stands for one of them.
    const first = await import('@/features/plans/server')
    vi.resetModules()
    const second = await import('@/features/plans/server')
    expect(second).not.toBe(first)
    const [fromFirst] = await first.listPlans(payload)
    const [fromSecond] = await second.listPlans(payload)
    expect(fromSecond).toBe(fromFirst)
    expect(await second.findPlansByZip(payload, '77002')).toBe(await first.findPlansByZip(payload, '77002'))
  })
})

describe('marketplace seed', () => {
  it('loads once: a second start adds nothing and keeps every nid', async () => {
    const { loadMarketSeedIfEmpty, getMarketDataVersion } = await import('@/features/plans/server')
    const before = await findPlansByZip(payload, '77002')
    const version = await getMarketDataVersion(payload)
    const again = await loadMarketSeedIfEmpty(payload)
    expect(again.loaded).toBe(false)
    expect(await getMarketDataVersion(payload)).toBe(version)
    const after = await findPlansByZip(payload, '77002')
    expect(after.plans.map((plan) => plan.nid)).toEqual(before.plans.map((plan) => plan.nid))
  })
})

describe('plan details', () => {
  it("gives a plan's options, CMS ratings with their not-rated reasons, and its issuer's claims", async () => {
    const { getPlanDetails, listPlans } = await import('@/features/plans/server')
    const anthem = (await listPlans(payload)).find(
      (plan) => plan.state === 'IN' && plan.reportingUnitId === '17575-HMO',
    )!
    const details = (await getPlanDetails(payload, anthem.nid))!
    expect(details.plan.issuerMarketingName).toBe('Anthem Blue Cross and Blue Shield')
    expect(details.options).toHaveLength(12)
    expect(details.options[0]!.metalLevel).toBe('Expanded Bronze')
    const hsa = details.options.find((option) => option.standardComponentId === '17575IN0700062')!
    expect(hsa).toMatchObject({ deductible: 3500, outOfPocketMax: 7400, isHsaEligible: true })
    expect(details.ratings).toMatchObject({ ratingYear: 2026, overall: 2, memberExperience: null })
    expect(details.ratings!.memberExperienceNotRatedReason).toMatch(/^Insufficient data/)
    // The newest claims file (plan year 2026, 2024's claims) with the earlier one beside it for the trend.
    expect(details.claims).toMatchObject({ pufYear: 2026, claimsReceivedInNetwork: 2552004 })
    expect(details.claims!.caveat).toMatch(/SADP/)
    expect(details.previousClaims).toMatchObject({ claimsReceivedInNetwork: 187370, claimsDeniedInNetwork: 52045 })
    expect(details.presence).toMatchObject({ planYear: 2026, isSelling: true })

    const aetna = (await listPlans(payload)).find((plan) => plan.state === 'TX' && plan.issuerId === '58840')!
    expect((await getPlanDetails(payload, aetna.nid))!.presence).toMatchObject({ planYear: 2026, isSelling: false })

    const unrated = (await listPlans(payload)).find((plan) => plan.reportingUnitId === '38344-PPO')!
    expect((await getPlanDetails(payload, unrated.nid))!.ratings).toBeNull()
    expect(await getPlanDetails(payload, 999_999)).toBeNull()
  })

  it('lists every reporting unit of the 31 states once', async () => {
    const { listPlans } = await import('@/features/plans/server')
    const plans = await listPlans(payload)
    expect(plans).toHaveLength(234)
    expect(new Set(plans.map((plan) => plan.state)).size).toBe(31)
    expect(new Set(plans.map((plan) => plan.nid)).size).toBe(234)
  })
})

describe('GET /v1/data/plans', () => {
  it('names the plans asked for, leaves unknown ones out, and refuses malformed ids', async () => {
    const { GET } = await import('@/app/(frontend)/v1/data/plans/route')
    const known = (await findPlansByZip(payload, '77002')).plans[0]!
    const answer = await GET(new Request(`http://localhost/v1/data/plans?nid=${known.nid}&nid=999999`))
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: { plans: PlanEntity[] } }
    expect(body.data.plans.map((plan) => plan.nid[0].value)).toEqual([known.nid])
    expect(body.data.plans[0]!.field_plan_issuer_name[0].value).toBe(known.issuerMarketingName)
    expect((await GET(new Request('http://localhost/v1/data/plans?nid=abc'))).status).toBe(400)
  })
})

describe('finding a plan by the name of one of its options', () => {
  type OptionNames = { field_plan_option_names: { value: string }[] }

  it('call 1 gives each plan the names of its options sold in the ZIP, each once', async () => {
    const { body } = await callOne('77002')
    const aetna = body.data.available_universe_servicearea_plans.find(
      (plan) => plan.field_plan_reporting_unit[0].value === '58840-HMO',
    ) as (PlanEntity & OptionNames) | undefined
    expect(aetna).toBeTruthy()
    const names = aetna!.field_plan_option_names.map(({ value }) => value)
    expect(names).toContain('Silver 10 Advanced: $0 PCP + Aetna network + $0 walk-in clinic + Adult Dental + Vision')
    // Sold in other Texas counties only (service area TXS010), not in Harris County.
    expect(names.some((name) => name.startsWith('Silver 10: $0 PCP at Aetna network'))).toBe(false)
    expect(new Set(names).size).toBe(names.length)
  })

  it('GET /v1/data/plan-options names the insurer products whose option matches, and the option', async () => {
    const { GET } = await import('@/app/(frontend)/v1/data/plan-options/route')
    const ask = async (q: string) => {
      const answer = await GET(new Request(`http://localhost/v1/data/plan-options?q=${encodeURIComponent(q)}`))
      return { status: answer.status, body: (await answer.json()) as { data: { matches: unknown[] } } }
    }
    const { status, body } = await ask('silver 10 adv')
    expect(status).toBe(200)
    const aetnaTexas = (await findPlansByZip(payload, '77002')).plans.find((plan) => plan.issuerId === '58840')!
    expect(body.data.matches).toContainEqual({
      nid: aetnaTexas.nid,
      option_name: expect.stringMatching(/^Silver 10 Advanced/),
    })
    expect(body.data.matches.length).toBeLessThanOrEqual(12)
    expect((await ask('')).body.data.matches).toEqual([])
    expect((await ask('no such plan option anywhere')).body.data.matches).toEqual([])
    expect((await ask('x'.repeat(101))).status).toBe(400)
  })
})
