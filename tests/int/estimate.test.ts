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
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
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

/**
 * HealthCare.gov's own answers for plan year 2026 (`premium_samples_api.csv`, copied from
 * ../shared/data): every plan's premium and its premium after the credit HealthCare.gov applies
 * (`premium_w_credit`), for two households in 14 counties. The credit HealthCare.gov gives a
 * household is what it takes off a plan whose premium is above it: `premium − premium_w_credit`.
 */
type SampleRow = {
  county_fips: string
  zipcode: string
  profile_id: string
  age: string
  plan_id: string
  metal_level: string
  premium: string
  ehb_premium: string
  premium_w_credit: string
}
const SAMPLE = parse(fs.readFileSync('tests/fixtures/healthcare-gov/premium_samples_api_py2026.csv'), {
  columns: true,
}) as SampleRow[]

/** The incomes the sample's two households sent to HealthCare.gov. */
const INCOME: Record<string, number> = { single_40_250fpl: 37_650, single_27_400fpl: 60_240 }

type Household = { fips: string; zipcode: string; profile: string; age: number; rows: SampleRow[] }

const HOUSEHOLDS: Household[] = [
  ...SAMPLE.reduce((groups, row) => {
    const key = `${row.county_fips}|${row.profile_id}`
    const group = groups.get(key) ?? {
      fips: row.county_fips,
      zipcode: row.zipcode,
      profile: row.profile_id,
      age: Number(row.age),
      rows: [],
    }
    group.rows.push(row)
    return groups.set(key, group)
  }, new Map<string, Household>()),
].map(([, household]) => household)

/** HealthCare.gov's monthly credit for a household: the most it took off any of its plans. */
const theirCredit = (household: Household) =>
  Math.max(...household.rows.map((row) => Math.round((Number(row.premium) - Number(row.premium_w_credit)) * 100))) / 100

/** HealthCare.gov's benchmark plan: the second-lowest silver plan by its essential-health-benefits premium. */
const theirBenchmark = (household: Household) =>
  household.rows
    .filter((row) => row.metal_level === 'Silver')
    .sort((a, b) => Number(a.ehb_premium) - Number(b.ehb_premium))[1]!

/** The second-lowest silver plan by full premium: what the embedded area figure is. */
const secondByFullPremium = (household: Household) =>
  household.rows
    .filter((row) => row.metal_level === 'Silver')
    .map((row) => Number(row.premium))
    .sort((a, b) => a - b)[1]!

/**
 * The households whose credit the embedded area figure cannot match (county, household): counted,
 * not hidden. The area figure holds full premiums only; HealthCare.gov ranks silver plans by their
 * EHB portion and works the credit from it (product brief §11).
 */
const DIFFERING = [
  '18019 single_40_250fpl',
  '18043 single_40_250fpl',
  '18097 single_40_250fpl',
  '18163 single_40_250fpl',
  '39035 single_40_250fpl',
  '39049 single_40_250fpl',
  '47065 single_40_250fpl',
  '47093 single_27_400fpl',
  '47093 single_40_250fpl',
  '54011 single_27_400fpl',
  '54039 single_27_400fpl',
  '54039 single_40_250fpl',
  '54061 single_40_250fpl',
  '54099 single_27_400fpl',
]

const estimateOf = async (household: Household) => {
  const answer = await estimate({
    plan_year: 2026,
    zipcode: household.zipcode,
    county_fips: household.fips,
    household_income: INCOME[household.profile],
    household_size: 1,
    people: [{ age: household.age, tobacco: false }],
  })
  expect(answer.status, `${household.fips} ${household.profile}: ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body.data.estimate
}

describe('POST /v1/data/estimate', () => {
  it('answers a 40-year-old at $37,650 in Clark County, Indiana, with the area’s benchmark, $4 above HealthCare.gov’s credit', async () => {
    const answer = await estimate(FORTY_IN_CLARK_COUNTY)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.code).toBe('200')
    const data = answer.body.data.estimate
    expect(data).toMatchObject({ plan_year: 2026, state: 'IN', county_fips: '18019', rating_area: 16, medicaid: null })
    expect(data.fpl_percent).toBeCloseTo(240.58, 2)
    expect(data.applicable_percent).toBeCloseTo(8.0932, 3)
    expect(data.expected_contribution_monthly).toBeCloseTo(253.92, 2)

    // HealthCare.gov's own figures for this household: its benchmark plan and the credit it applied.
    const clark = HOUSEHOLDS.find(
      (household) => household.fips === '18019' && household.profile === 'single_40_250fpl',
    )!
    const benchmark = theirBenchmark(clark)
    expect(benchmark.plan_id).toBe('35065IN0040001')
    expect(Number(benchmark.premium)).toBe(481.94)
    expect(theirCredit(clark)).toBe(229)
    expect(Number(benchmark.premium_w_credit)).toBeCloseTo(481.94 - 229, 2)
    // The embedded area figure is the second-lowest silver plan by full premium, which HealthCare.gov does not rank by.
    expect(data.benchmark_silver_monthly).toBeCloseTo(secondByFullPremium(clark), 2)
    expect(data.benchmark_silver_monthly).toBe(486.23)
    expect(data.tax_credit_monthly - theirCredit(clark)).toBe(4)

    expect(data.benchmark_silver_after_credit_monthly).toBeCloseTo(
      data.benchmark_silver_monthly - data.tax_credit_monthly,
      2,
    )
    expect(data.lowest_bronze_after_credit_monthly).toBe(
      Math.max(0, Math.round((data.lowest_bronze_monthly - data.tax_credit_monthly) * 100) / 100),
    )
    // The page says what the figure is: the area's, which HealthCare.gov may differ from by a few dollars.
    expect(data.notes[0]).toContain('Clark County (rating area 16), Indiana')
    expect(data.notes[0]).toContain('for the area; HealthCare.gov may differ by a few dollars')
    expect(data.notes.join(' ')).toContain('240.58 % of the 2025 federal poverty guideline')
    expect(data.how.tax_credit_monthly[0]).toContain('rounded up to a whole dollar')
  })

  it('gives HealthCare.gov’s own credit in 14 of the sample’s 28 households, and $1 to $11 more in the 14 whose EHB benchmark the area figure cannot know', async () => {
    expect(HOUSEHOLDS).toHaveLength(28)
    const differing: string[] = []
    for (const household of HOUSEHOLDS) {
      const data = await estimateOf(household)
      const theirs = theirCredit(household)
      const benchmark = theirBenchmark(household)
      // After the credit, the benchmark plan costs what HealthCare.gov says, wherever the credits agree.
      if (data.tax_credit_monthly === theirs) {
        expect(data.benchmark_silver_after_credit_monthly).toBeCloseTo(data.benchmark_silver_monthly - theirs, 2)
        expect(Number(benchmark.premium_w_credit)).toBeCloseTo(Math.max(0, Number(benchmark.premium) - theirs), 2)
        continue
      }
      differing.push(`${household.fips} ${household.profile}`)
      // HealthCare.gov's benchmark is the second-lowest silver plan by its EHB premium, and the credit is worked
      // from that EHB premium: both below the area's full-premium figure, so Candor's credit is a few dollars higher.
      expect(Number(benchmark.ehb_premium)).toBeLessThan(data.benchmark_silver_monthly)
      expect(data.tax_credit_monthly - theirs).toBeGreaterThanOrEqual(1)
      expect(data.tax_credit_monthly - theirs).toBeLessThanOrEqual(11)
    }
    expect(differing).toEqual(DIFFERING)
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
    expect(in2025.lead).toEqual([])
  })

  it('tells a couple at $85,000 in 2026 the limit for two in dollars and that they are $400 over, first', async () => {
    const couple = {
      ...FORTY_IN_CLARK_COUNTY,
      household_income: 85_000,
      household_size: 2,
      people: [
        { age: 55, tobacco: false },
        { age: 54, tobacco: false },
      ],
    }
    const data = (await estimate(couple)).body.data.estimate
    expect(data).toMatchObject({ credit_eligibility: 'above-cap', credit_income_limit: 84_600, tax_credit_monthly: 0 })
    expect(data.fpl_percent).toBeCloseTo(401.89, 2)
    expect(data.lead).toHaveLength(1)
    expect(data.lead[0].kind).toBe('cliff')
    expect(data.lead[0].sentences[0]).toContain('for a household of 2, that is $84,600 a year')
    expect(data.lead[0].sentences[0]).toContain('$400 over the limit')
    expect(data.lead[0].sentences[1]).toContain('(MAGI)')
    const spanish = (await estimate(couple, 'es')).body.data.estimate
    expect(spanish.lead[0].sentences[0]).toContain('superan el límite en $400')
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
    // Said first, in its own box, with the status dated in words and where to apply.
    expect(data.lead[0].kind).toBe('coverage-gap')
    expect(data.lead[0].sentences.join(' ')).toContain('Texas has not expanded Medicaid (KFF, status as of May 2025)')
    expect(data.notes.join(' ')).toContain('as of May 2025')
    expect(JSON.stringify(data.notes)).not.toContain('2025-05')
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
