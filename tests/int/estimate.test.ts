import fs from 'node:fs'

import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
type Handler = Parameters<typeof callRoute>[0]
let estimateRoute: Handler

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/node')
  await loadMarketSeedIfEmpty(payload)
  estimateRoute = (await import('@/app/(frontend)/v1/data/estimate/route')).POST as Handler
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

const estimate = (body: unknown, language?: string) => callRoute(estimateRoute, { body, language })

const FORTY_IN_CLARK_COUNTY = {
  plan_year: 2026,
  zipcode: '47150',
  county_fips: '18019',
  household_income: 37650,
  household_size: 1,
  people: [{ age: 40, tobacco: false }],
}

/** Every document Candor keeps, collection by collection: an estimate must change none. */
async function storedCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const slug of Object.keys(payload.collections)) {
    counts[slug] = (await payload.count({ collection: slug as never, overrideAccess: true })).totalDocs
  }
  return counts
}

type SampleRow = { county_fips: string; zipcode: string; profile_id: string; metal_level: string; premium: string }

describe('POST /v1/data/estimate', () => {
  it('answers a 40-year-old at $37,650 in Clark County, Indiana, as HealthCare.gov does, within $1', async () => {
    const answer = await estimate(FORTY_IN_CLARK_COUNTY)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.code).toBe('200')
    const data = answer.body.data.estimate
    expect(data).toMatchObject({ plan_year: 2026, state: 'IN', county_fips: '18019', rating_area: 16, medicaid: null })
    expect(data.fpl_percent).toBeCloseTo(240.58, 2)
    expect(data.applicable_percent).toBeCloseTo(8.0932, 3)
    expect(data.expected_contribution_monthly).toBeCloseTo(253.92, 2)

    // HealthCare.gov's benchmark silver plan for this household: the second-lowest silver premium in the sample.
    const rows = (
      parse(fs.readFileSync('tests/fixtures/healthcare-gov/premium_samples_api_py2026.csv'), {
        columns: true,
      }) as SampleRow[]
    ).filter((row) => row.county_fips === '18019' && row.profile_id === 'single_40_250fpl')
    const silver = rows.filter((row) => row.metal_level === 'Silver').map((row) => Number(row.premium))
    const benchmark = silver.sort((a, b) => a - b)[1]!
    expect(Math.abs(data.benchmark_silver_monthly - benchmark)).toBeLessThanOrEqual(1)
    const healthcareGovCredit = Math.ceil(benchmark - 253.92)
    expect(Math.abs(data.tax_credit_monthly - healthcareGovCredit)).toBeLessThanOrEqual(1)
    expect(data.benchmark_silver_after_credit_monthly).toBeCloseTo(
      data.benchmark_silver_monthly - data.tax_credit_monthly,
      2,
    )
    expect(data.lowest_bronze_after_credit_monthly).toBe(
      Math.max(0, Math.round((data.lowest_bronze_monthly - data.tax_credit_monthly) * 100) / 100),
    )
    expect(data.notes[0]).toContain('not any one insurer’s price')
    expect(data.notes.join(' ')).toContain('240.58 % of the 2025 federal poverty guideline')
    expect(data.how.tax_credit_monthly[0]).toContain('rounded up to a whole dollar')
  })

  it('matches HealthCare.gov’s benchmark for a 40-year-old in 13 of the sample’s 14 counties', async () => {
    const rows = parse(fs.readFileSync('tests/fixtures/healthcare-gov/premium_samples_api_py2026.csv'), {
      columns: true,
    }) as SampleRow[]
    const counties = new Map<string, string>()
    for (const row of rows) counties.set(row.county_fips, row.zipcode)
    expect(counties.size).toBe(14)
    let matching = 0
    for (const [fips, zipcode] of counties) {
      const answer = await estimate({ ...FORTY_IN_CLARK_COUNTY, zipcode, county_fips: fips })
      expect(answer.status, `${zipcode} ${fips}: ${JSON.stringify(answer.body)}`).toBe(200)
      const silver = rows
        .filter(
          (row) => row.county_fips === fips && row.profile_id === 'single_40_250fpl' && row.metal_level === 'Silver',
        )
        .map((row) => Number(row.premium))
        .sort((a, b) => a - b)
      if (Math.abs(answer.body.data.estimate.benchmark_silver_monthly - silver[1]!) <= 0.5) matching += 1
      else expect(Math.abs(answer.body.data.estimate.benchmark_silver_monthly - silver[1]!)).toBeLessThanOrEqual(1)
    }
    expect(matching).toBeGreaterThanOrEqual(13)
  })

  it('gives no credit above 400 % in 2026, and caps the share at 8.5 % in 2025', async () => {
    const rich = { ...FORTY_IN_CLARK_COUNTY, household_income: 90_000, people: [{ age: 60, tobacco: false }] }
    const in2026 = (await estimate(rich)).body.data.estimate
    expect(in2026.credit_eligibility).toBe('above-cap')
    expect(in2026.tax_credit_monthly).toBe(0)
    expect(in2026.notes.join(' ')).toContain('ended on December 31, 2025')
    const in2025 = (await estimate({ ...rich, plan_year: 2025 })).body.data.estimate
    expect(in2025.applicable_percent).toBe(8.5)
    expect(in2025.tax_credit_monthly).toBeGreaterThan(0)
    expect(in2025.guideline_year).toBe(2024)
  })

  it('says a Texan under 100 % falls in the coverage gap, with the status’s date', async () => {
    const answer = await estimate({
      ...FORTY_IN_CLARK_COUNTY,
      zipcode: '77002',
      county_fips: undefined,
      household_income: 12_000,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const data = answer.body.data.estimate
    expect(data.state).toBe('TX')
    expect(data.medicaid).toMatchObject({ kind: 'coverage-gap', expanded: false, status_as_of: '2025-05' })
    expect(data.tax_credit_monthly).toBe(0)
    expect(data.notes.join(' ')).toContain('coverage gap')
  })

  it('answers a ZIP in a state with its own exchange with that exchange and no estimate', async () => {
    const answer = await estimate({ ...FORTY_IN_CLARK_COUNTY, zipcode: '90210', county_fips: undefined })
    expect(answer.status).toBe(200)
    expect(answer.body.data.exchange).toMatchObject({ state: 'CA', name: 'Covered California' })
    expect(answer.body.data.estimate).toBeUndefined()
  })

  it('answers in Spanish when asked', async () => {
    const answer = await estimate(FORTY_IN_CLARK_COUNTY, 'es')
    expect(answer.body.data.estimate.notes[0]).toContain('no el precio de una aseguradora concreta')
  })

  const BAD: [string, Record<string, unknown>, string, string, string][] = [
    [
      'missing income',
      { household_income: undefined },
      'household_income',
      'Enter your household’s yearly income in dollars.',
      'Escriba los ingresos anuales de su hogar en dólares.',
    ],
    [
      'negative income',
      { household_income: -1 },
      'household_income',
      'The yearly income cannot be below $0.',
      'Los ingresos anuales no pueden ser inferiores a $0.',
    ],
    [
      'income above 100 million',
      { household_income: 100_000_001 },
      'household_income',
      'Enter a yearly income up to $100,000,000.',
      'Escriba unos ingresos anuales de hasta $100,000,000.',
    ],
    [
      'no people',
      { people: [] },
      'people',
      'Add at least one person who needs coverage.',
      'Añada al menos una persona que necesite cobertura.',
    ],
    [
      '13 people',
      { people: Array.from({ length: 13 }, () => ({ age: 30, tobacco: false })), household_size: 13 },
      'people',
      'Estimate up to 12 people at a time.',
      'Calcule hasta 12 personas a la vez.',
    ],
    [
      'an age of 121',
      { people: [{ age: 121, tobacco: false }] },
      'people',
      'Enter each person’s age as a whole number from 0 to 120.',
      'Escriba la edad de cada persona como número entero de 0 a 120.',
    ],
    [
      'an age of -1',
      { people: [{ age: -1, tobacco: false }] },
      'people',
      'Enter each person’s age as a whole number from 0 to 120.',
      'Escriba la edad de cada persona como número entero de 0 a 120.',
    ],
    ['a malformed ZIP', { zipcode: '4715' }, 'zipcode', 'Zip code must be at least 5 digits', ''],
    [
      'a county not in the ZIP',
      { county_fips: '48201' },
      'county_fips',
      'That county is not in this ZIP code.',
      'Ese condado no está en este código postal.',
    ],
    [
      'an unknown ZIP',
      { zipcode: '00000', county_fips: undefined },
      'zipcode',
      'Candor does not know this ZIP code.',
      'Candor no conoce este código postal.',
    ],
    [
      'a year without parameters',
      { plan_year: 2027 },
      'plan_year',
      'The tax-credit figures for this plan year are not published yet.',
      'Las cifras del crédito fiscal de este año del plan aún no se han publicado.',
    ],
    [
      'a household smaller than its people',
      {
        household_size: 1,
        people: [
          { age: 40, tobacco: false },
          { age: 38, tobacco: false },
        ],
      },
      'household_size',
      'The household cannot be smaller than the number of people who need coverage.',
      'El hogar no puede ser menor que el número de personas que necesitan cobertura.',
    ],
  ]

  it.each(BAD)(
    'refuses %s with a 400 and its message, in English and Spanish, storing nothing',
    async (_name, change, field, english, spanish) => {
      const before = await storedCounts()
      const answer = await estimate({ ...FORTY_IN_CLARK_COUNTY, ...change })
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body).toMatchObject({ code: '400', errors: { [field]: english } })
      const inSpanish = await estimate({ ...FORTY_IN_CLARK_COUNTY, ...change }, 'es')
      expect(inSpanish.status).toBe(400)
      if (spanish) expect(inSpanish.body.errors[field]).toBe(spanish)
      else expect(inSpanish.body.errors[field]).not.toBe(english)
      expect(await storedCounts()).toEqual(before)
    },
  )

  it('asks for the county of a ZIP that reaches several (47150: Floyd and Clark counties)', async () => {
    const answer = await estimate({ ...FORTY_IN_CLARK_COUNTY, county_fips: undefined })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.county_fips).toBe('This ZIP code reaches more than one county: choose yours.')
    const floyd = await estimate({ ...FORTY_IN_CLARK_COUNTY, county_fips: '18043' })
    expect(floyd.body.data.estimate).toMatchObject({ county_fips: '18043', county_name: 'Floyd County' })
  })

  it('is limited like the other reads: the 301st request in ten minutes from one address is refused', async () => {
    for (let index = 0; index < 300; index += 1) {
      const answer = await callRoute(estimateRoute, { body: FORTY_IN_CLARK_COUNTY, address: '198.51.100.7' })
      expect(answer.status).toBe(200)
    }
    const refused = await callRoute(estimateRoute, { body: FORTY_IN_CLARK_COUNTY, address: '198.51.100.7' })
    expect(refused.status).toBe(429)
    expect((await callRoute(estimateRoute, { body: FORTY_IN_CLARK_COUNTY, address: '198.51.100.8' })).status).toBe(200)
  })
})
