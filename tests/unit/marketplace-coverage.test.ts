import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { batchesOf, coversAll, readCoverageAnswer } from '@/features/marketplace/coverage'
import { coverageOfPlans, findDrugs, findProviders } from '@/features/marketplace/lookups.server'
import { createMarketplaceClient } from '@/features/marketplace/marketplace-api.server'
import { clearMemoryCache } from '@/features/marketplace/plans-cache.server'

import { expectedCoverage, MAX_PLAN_IDS, STAND_IN_DRUGS, type CoverageMode } from '../support/marketplace-coverage'
import { startMarketplaceStandIn, type MarketplaceStandIn } from '../support/marketplace-stand-in'

/**
 * Whether plans cover a shopper's drugs and doctors (product brief §15): HealthCare.gov's
 * answer read under either array name, every plan id asked in batches the API accepts, and
 * anything Candor cannot read is "could not check", never "not covered".
 */

const PLANS = ['11111OH0010001', '11111OH0010002', '22222OH0010001']

describe('reading a coverage answer', () => {
  const rows = [
    { rxcui: '861007', plan_id: PLANS[0], coverage: 'Covered' },
    { rxcui: '861007', plan_id: PLANS[1], coverage: 'NotCovered' },
    { rxcui: '861007', plan_id: PLANS[2], coverage: 'GenericCovered' },
  ]

  it('reads the live name, the spec’s name and a bare array alike', () => {
    for (const answer of [{ coverage: rows }, { 'Provider & Drug Coverage': rows }, rows]) {
      const read = readCoverageAnswer(answer, 'drug', PLANS, ['861007'])
      expect(PLANS.map((plan) => read.get(plan)!.get('861007'))).toEqual(['Covered', 'NotCovered', 'GenericCovered'])
    }
  })

  it('says Unknown, never NotCovered, for whatever the answer does not say plainly', () => {
    const cases: unknown[] = [
      null,
      '<html>maintenance</html>',
      { results: rows },
      { coverage: 'none' },
      { coverage: rows.map((row) => ({ ...row, coverage: 'Maybe' })) },
      { coverage: rows.map((row) => ({ ...row, plan_id: 'someone else' })) },
    ]
    for (const answer of cases) {
      const read = readCoverageAnswer(answer, 'drug', PLANS, ['861007', '314077'])
      for (const plan of PLANS) expect([...read.get(plan)!.values()]).toEqual(['Unknown', 'Unknown'])
    }
  })

  it('reads a missing item as Unknown beside the ones answered, and two rows that disagree as Unknown', () => {
    const read = readCoverageAnswer(
      { coverage: [...rows, { rxcui: '861007', plan_id: PLANS[0], coverage: 'NotCovered' }] },
      'drug',
      PLANS,
      ['861007', '314077'],
    )
    expect(read.get(PLANS[0])!.get('861007')).toBe('Unknown')
    expect(read.get(PLANS[1])!.get('861007')).toBe('NotCovered')
    expect(read.get(PLANS[1])!.get('314077')).toBe('Unknown')
  })

  it('cuts plan ids into batches of 50 and counts a generic as covering a drug', () => {
    const ids = Array.from({ length: 121 }, (_, index) => String(index))
    expect(batchesOf(ids).map((batch) => batch.length)).toEqual([50, 50, 21])
    expect(coversAll({ drugs: [{ rxcui: '1', coverage: 'GenericCovered' }], providers: [] })).toBe(true)
    expect(coversAll({ drugs: [{ rxcui: '1', coverage: 'Unknown' }] })).toBe(false)
    expect(coversAll({ providers: [{ npi: '1999000001', coverage: 'DataNotProvided' }] })).toBe(false)
  })
})

describe('against the stand-in', () => {
  let standIn: MarketplaceStandIn
  let client: ReturnType<typeof createMarketplaceClient>
  beforeAll(async () => {
    standIn = await startMarketplaceStandIn()
    client = createMarketplaceClient({ apiKey: standIn.key, apiUrl: standIn.url, timeoutMs: 2_000 })
  })
  afterAll(() => standIn.close())
  afterEach(() => {
    standIn.setMode('normal')
    standIn.setCoverageMode('coverage')
    standIn.requests.length = 0
    clearMemoryCache()
  })

  const planIds = Array.from({ length: 120 }, (_, index) => `33333OH${String(index).padStart(7, '0')}`)
  const rxcuis = ['861007', '314077']
  const npis = ['1999000001', '1999000005']

  for (const mode of ['coverage', 'spec-name', 'bare'] as const) {
    it(`gives every plan the stand-in's own verdict under the ${mode} answer, in batches of at most 50`, async () => {
      standIn.setCoverageMode(mode)
      const found = await coverageOfPlans({ planIds, rxcuis, npis, year: 2026 }, client)
      for (const planId of planIds) {
        const lines = found.get(planId)!
        expect(lines.drugs).toEqual(
          rxcuis.map((rxcui) => ({ rxcui, coverage: expectedCoverage('drug', rxcui, planId) })),
        )
        expect(lines.providers).toEqual(
          npis.map((npi) => ({ npi, coverage: expectedCoverage('provider', npi, planId) })),
        )
      }
      const calls = standIn.requests.filter((request) => request.path.endsWith('/covered'))
      expect(calls).toHaveLength(6)
      for (const call of calls) expect(call.query.planids!.split(',').length).toBeLessThanOrEqual(MAX_PLAN_IDS)
      // Asked again: from the cache, not the API.
      await coverageOfPlans({ planIds, rxcuis, npis, year: 2026 }, client)
      expect(standIn.requests.filter((request) => request.path.endsWith('/covered'))).toHaveLength(6)
    })
  }

  for (const mode of ['unreadable', 'unknown-values', 'error', 'stall'] satisfies CoverageMode[]) {
    it(`answers "could not check" for every plan when the coverage answer is ${mode}`, async () => {
      standIn.setCoverageMode(mode)
      const found = await coverageOfPlans({ planIds: planIds.slice(0, 60), rxcuis, npis, year: 2026 }, client, 500)
      for (const lines of found.values()) {
        expect(new Set([...lines.drugs, ...lines.providers].map((line) => line.coverage))).toEqual(new Set(['Unknown']))
      }
    })
  }

  it('finds drugs by name, and doctors and facilities by name near a ZIP code', async () => {
    const drugs = await findDrugs('metformin', client)
    expect(drugs.map((drug) => drug.rxcui)).toEqual(
      STAND_IN_DRUGS.filter((drug) => drug.name.startsWith('metformin')).map((drug) => drug.rxcui),
    )
    expect(drugs[0]).toMatchObject({ name: 'metformin hydrochloride', strength: '500 MG', route: 'Oral Tablet' })
    const doctors = await findProviders({ q: 'morales', zipcode: '43215', type: 'Individual' }, client)
    expect(doctors).toEqual([
      expect.objectContaining({
        npi: '1999000001',
        name: 'Ana Morales, MD',
        type: 'Individual',
        accepting: 'accepting',
      }),
    ])
    const places = await findProviders({ q: 'morris', zipcode: '43215', type: 'Facility' }, client)
    expect(places.map((place) => place.name)).toEqual(['Morris Family Clinic'])
  })
})
