import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { costShareTotal, formatCostShare, formatCostShareSpan } from '@/features/plans'
import { amounts } from '@/messages/en/amounts'

import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
let searchZip: typeof import('@/features/find/server').searchZip
let answerPlansByZip: typeof import('@/features/plans/server').answerPlansByZip

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  ;({ searchZip } = await import('@/features/find/server'))
  ;({ answerPlansByZip } = await import('@/features/plans/server'))
})

afterAll(async () => {
  await context?.stop()
})

type CallOne = {
  data: {
    available_universe_servicearea_plans: { nid: [{ value: number }] }[]
    counties: { fips: string; nids: { value: number }[] }[]
  }
}

async function callOne(zip: string): Promise<CallOne['data']> {
  return ((await answerPlansByZip(payload, zip)).body as CallOne).data
}

describe('the ZIP search', () => {
  for (const zip of ['77002', '33101', '46204']) {
    it(`lists for ${zip} exactly the insurers call 1 finds, county by county`, async () => {
      const lookup = await callOne(zip)
      expect(lookup.counties.length).toBeGreaterThan(0)
      for (const county of lookup.counties) {
        const found = await searchZip(payload, zip, county.fips)
        expect(found.kind).toBe('results')
        if (found.kind !== 'results') continue
        expect(found.insurers.map((row) => row.nid).sort((a, b) => a - b)).toEqual(
          county.nids.map((nid) => nid.value).sort((a, b) => a - b),
        )
        for (const row of found.insurers) {
          // Every insurer sells at least one plan here, and its figures come from those plans.
          expect(row.planCount).toBeGreaterThan(0)
          expect(row.options).toHaveLength(row.planCount)
          // The range's ends are two of its options' own figures, lowest first.
          if (row.deductible) {
            expect(costShareTotal(row.deductible.lowest)).toBeLessThanOrEqual(costShareTotal(row.deductible.highest))
            expect(row.options.map((option) => option.deductible)).toContainEqual(row.deductible.lowest)
            expect(row.options.map((option) => option.deductible)).toContainEqual(row.deductible.highest)
          }
          // CMS's NationalNetwork and OutOfServiceAreaCoverage flags are loaded for every plan of the seed.
          expect(row.nationalNetworkPlans).not.toBeNull()
          expect(row.outOfAreaPlans).not.toBeNull()
          expect(row.outOfAreaPlans).toBeGreaterThanOrEqual(0)
          expect(row.outOfAreaPlans).toBeLessThanOrEqual(row.planCount)
          // Every option has the deductible its drugs are subject to, within the insurer's range.
          for (const option of row.options) {
            if (option.drugDeductible === null) continue
            expect(option.drugDeductible).toBeGreaterThanOrEqual(row.drugDeductible!.min)
            expect(option.drugDeductible).toBeLessThanOrEqual(row.drugDeductible!.max)
          }
        }
      }
    })
  }

  it('gives Aetna in 77002 the deductibles its plan page shows: a separate drug deductible beside the medical one', async () => {
    const found = await searchZip(payload, '77002')
    expect(found.kind).toBe('results')
    if (found.kind !== 'results') return
    const aetna = found.insurers.find((row) => row.name.startsWith('Aetna CVS Health'))!
    expect(formatCostShareSpan(aetna.deductible, amounts)).toBe('$0 medical + $250 drugs to $7,495')
    const silver10 = aetna.options.find((option) => option.marketingName.startsWith('Silver 10 Advanced'))!
    expect(formatCostShare(silver10.deductible, amounts)).toBe('$0 medical + $2,000 drugs')
  })

  it('tells two insurers with the same name apart (77002: "Community Health Choice HMO" twice)', async () => {
    const found = await searchZip(payload, '77002')
    expect(found.kind).toBe('results')
    if (found.kind !== 'results') return
    const names = found.insurers.map((row) => row.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.filter((name) => name.startsWith('Community Health Choice HMO'))).toHaveLength(2)
  })

  it('gives a plan page opened from 77002 the options its card counts there, fewer than the state’s', async () => {
    const { getPlaceOptions, getPlanDetails } = await import('@/features/plans/server')
    const found = await searchZip(payload, '77002', '48201')
    if (found.kind !== 'results') throw new Error(found.kind)
    const aetna = found.insurers.find((row) => row.name.startsWith('Aetna CVS Health'))!
    const local = await getPlaceOptions(payload, aetna.nid, { zip: '77002', countyFips: '48201' })
    expect(local?.county).toMatchObject({ fips: '48201', state: 'TX' })
    const ids = (options: readonly { standardComponentId: string }[]) =>
      options.map((option) => option.standardComponentId).sort()
    expect(ids(local!.options)).toEqual(ids(aetna.options))
    const state = (await getPlanDetails(payload, aetna.nid))!.options
    expect(local!.options.length).toBeLessThan(state.length)
    // Without a county, the ZIP's main one; a ZIP of another state has none of the plan's options.
    expect(ids((await getPlaceOptions(payload, aetna.nid, { zip: '77002', countyFips: null }))!.options)).toEqual(
      ids(aetna.options),
    )
    expect(await getPlaceOptions(payload, aetna.nid, { zip: '33101', countyFips: null })).toBeNull()
  })

  it('sends a Chicago ZIP to Get Covered Illinois: Illinois left HealthCare.gov for 2026', async () => {
    expect(await searchZip(payload, '60601')).toMatchObject({
      kind: 'exchange',
      exchange: { state: 'IL', name: 'Get Covered Illinois', url: 'https://getcovered.illinois.gov' },
    })
  })

  it('lists by insurer name, those that left HealthCare.gov last, and invents no member score', async () => {
    const found = await searchZip(payload, '46204')
    if (found.kind !== 'results') throw new Error(found.kind)
    const selling = found.insurers.filter((row) => row.notSellingIn === null).map((row) => row.name)
    const left = found.insurers.filter((row) => row.notSellingIn !== null).map((row) => row.name)
    // Indianapolis: Aetna CVS Health left HealthCare.gov for 2026.
    expect(left).toEqual(['Aetna CVS Health HMO'])
    expect(found.insurers.map((row) => row.name)).toEqual([...[...selling].sort((a, b) => a.localeCompare(b)), ...left])
    expect(found.insurers.every((row) => row.member.average === null && row.member.count === 0)).toBe(true)
  })

  it('asks for the county when a ZIP spans several, and refuses an unknown county', async () => {
    // 75007 (Carrollton, TX) lies in Dallas, Denton and Collin counties.
    const lookup = await callOne('75007')
    expect(lookup.counties.length).toBeGreaterThan(1)
    const unchosen = await searchZip(payload, '75007')
    expect(unchosen).toMatchObject({ kind: 'county' })
    if (unchosen.kind === 'county')
      expect(unchosen.counties.map((county) => county.fips)).toEqual(lookup.counties.map((county) => county.fips))
    expect(await searchZip(payload, '75007', 'no-such-county')).toMatchObject({ kind: 'county' })
    expect(await searchZip(payload, '75007', lookup.counties[1]!.fips)).toMatchObject({
      kind: 'results',
      county: { fips: lookup.counties[1]!.fips },
    })
  })

  it('explains a bad ZIP, an unknown one, and a state with its own exchange', async () => {
    expect(await searchZip(payload, '7700')).toMatchObject({
      kind: 'invalid',
      message: 'Zip code must be at least 5 digits',
    })
    expect(await searchZip(payload, '7700a')).toMatchObject({
      kind: 'invalid',
      message: 'Zip code must contain only numbers',
    })
    expect(await searchZip(payload, '00000')).toMatchObject({ kind: 'unknown' })
    expect(await searchZip(payload, '90210')).toMatchObject({
      kind: 'exchange',
      exchange: { state: 'CA', name: 'Covered California' },
    })
  })

  it('gives the premiums of the county rating area from the CMS figures, for plan year 2025', async () => {
    const found = await searchZip(payload, '33101')
    if (found.kind !== 'results') throw new Error(found.kind)
    // benchmark_premiums_by_rating_area.csv: 2025,FL,Rating Area 43,12,178,514.57,387.06
    expect(found.areaPremiums).toMatchObject({
      planYear: 2025,
      state: 'FL',
      ratingAreaId: 'Rating Area 43',
      benchmarkSilverCentsAge40: 51457,
      lowestBronzeCentsAge40: 38706,
    })
  })
})

describe('state lists and the insurer search', () => {
  it("lists a state's insurer products with their figures, and misses none", async () => {
    const { insurersInState } = await import('@/features/find/server')
    const { listPlans } = await import('@/features/plans/server')
    const indiana = await insurersInState(payload, 'IN')
    const expected = (await listPlans(payload)).filter((plan) => plan.state === 'IN').map((plan) => plan.nid)
    expect(indiana.map((row) => row.nid).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
    // qrs_ratings_api_sample.csv rates Anthem's Indiana HMO (17575-HMO) 2 stars overall.
    expect(indiana.find((row) => row.reportingUnitId === '17575-HMO')?.cms?.overall.stars).toBe(2)
    // Some Indiana products have no CMS rating: they are missing, not zero, and sort last.
    const { sortInsurers } = await import('@/features/plans')
    const byStars = sortInsurers(indiana, 'stars')
    const firstUnrated = byStars.findIndex((row) => row.cms?.overall.stars == null)
    expect(firstUnrated).toBeGreaterThan(0)
    expect(byStars.slice(firstUnrated).every((row) => row.cms?.overall.stars == null)).toBe(true)
  })

  it('finds every insurer product by name across the states, told apart within each state', async () => {
    const { insurerDirectory } = await import('@/features/find/server')
    const { matchInsurers } = await import('@/features/find')
    const { listPlans } = await import('@/features/plans/server')
    const directory = await insurerDirectory(payload)
    expect(directory).toHaveLength((await listPlans(payload)).length)
    for (const state of new Set(directory.map((entry) => entry.state))) {
      const names = directory.filter((entry) => entry.state === state).map((entry) => entry.name)
      expect(new Set(names).size).toBe(names.length)
    }
    const ambetter = matchInsurers(directory, 'ambetter', 500)
    expect(new Set(ambetter.map((entry) => entry.state)).size).toBeGreaterThan(5)
    expect(matchInsurers(directory, 'florida blue').every((entry) => entry.state === 'FL')).toBe(true)
  })

  it('places Anchorage in its rating area by ZIP, as Alaska draws its areas', async () => {
    const found = await searchZip(payload, '99501')
    if (found.kind !== 'results') throw new Error(found.kind)
    // zip3_rating_area.csv: AK,995,Rating Area 1; benchmark file: 2025,AK,Rating Area 1,…,1023,637
    expect(found.areaPremiums).toMatchObject({
      state: 'AK',
      ratingAreaId: 'Rating Area 1',
      benchmarkSilverCentsAge40: 102300,
      lowestBronzeCentsAge40: 63700,
    })
  })
})
