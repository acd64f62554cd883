import fs from 'node:fs'

import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import {
  ageFactorIn,
  applicablePercentFor,
  chargedPeople,
  creditEligibilityFor,
  estimateHousehold,
  expectedMonthlyContributionCents,
  explainEstimate,
  householdPremiumCents,
  incomePercentOfGuideline,
  medicaidSituationFor,
  monthlyCreditCents,
  povertyGuidelineFor,
  premiumAfterCreditCents,
  SUBSIDY_PARAMETERS,
} from '@/features/costs'
import { messagesFor } from '@/messages'

/**
 * HealthCare.gov's own answers for plan year 2026 (CMS Marketplace API, 14 counties, two
 * households): the oracle the rules must reproduce. Copied from ../shared/data.
 */
type SampleRow = {
  state: string
  county_fips: string
  profile_id: string
  age: string
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

const cents = (dollars: string) => Math.round(Number(dollars) * 100)

/** A household's monthly credit by the rules, from its benchmark (second-lowest silver EHB premium). */
function creditFor(rows: SampleRow[]): { credit: number; fplPercent: number; applicable: number } {
  const { state, profile_id } = rows[0]!
  const income = INCOME[profile_id]!
  const guideline = povertyGuidelineFor(2026, state, 1)!
  const fplPercent = incomePercentOfGuideline(income, guideline.dollars)
  const applicable = applicablePercentFor(2026, fplPercent)!
  const silver = rows
    .filter((row) => row.metal_level === 'Silver')
    .map((row) => cents(row.ehb_premium))
    .sort((a, b) => a - b)
  const credit = monthlyCreditCents(silver[1]!, expectedMonthlyContributionCents(applicable, income))
  return { credit, fplPercent, applicable }
}

describe('the tax credit against HealthCare.gov’s answers (plan year 2026)', () => {
  const households = new Map<string, SampleRow[]>()
  for (const row of SAMPLE) {
    const key = `${row.county_fips}|${row.profile_id}`
    households.set(key, [...(households.get(key) ?? []), row])
  }

  it('reproduces every one of the 1,748 plans’ prices after the credit within $1, and to the cent', () => {
    expect(SAMPLE).toHaveLength(1748)
    expect(households.size).toBe(28)
    let withinADollar = 0
    let toTheCent = 0
    for (const rows of households.values()) {
      const { credit } = creditFor(rows)
      for (const row of rows) {
        const after = premiumAfterCreditCents(credit, {
          premiumCents: cents(row.premium),
          ehbPremiumCents: cents(row.ehb_premium),
          metalLevel: row.metal_level,
        })
        const difference = Math.abs(after - cents(row.premium_w_credit))
        if (difference <= 100) withinADollar += 1
        if (difference === 0) toTheCent += 1
      }
    }
    expect(withinADollar).toBe(1748)
    expect(toTheCent).toBe(1748)
  })

  it('measures the sample’s incomes against the 2025 guideline, as HealthCare.gov does', () => {
    const forty = creditFor(households.get('18019|single_40_250fpl')!)
    expect(forty.fplPercent).toBeCloseTo(240.575, 2)
    expect(forty.applicable).toBeCloseTo(8.0932, 3)
    expect(expectedMonthlyContributionCents(forty.applicable, 37_650) / 100).toBeCloseTo(253.92, 1)
    const twentySeven = creditFor(households.get('18019|single_27_400fpl')!)
    expect(twentySeven.fplPercent).toBeCloseTo(384.92, 1)
    expect(twentySeven.applicable).toBe(9.96)
  })

  it('gives no credit to catastrophic plans and never more than a plan’s EHB premium', () => {
    expect(premiumAfterCreditCents(30_000, { premiumCents: 25_000, metalLevel: 'Catastrophic' })).toBe(25_000)
    expect(premiumAfterCreditCents(30_000, { premiumCents: 25_000, ehbPremiumCents: 24_000 })).toBe(1_000)
    expect(premiumAfterCreditCents(30_000, { premiumCents: 25_000 })).toBe(0)
  })
})

describe('the limits of the credit by year', () => {
  it('2026 has no credit above 400 % of the guideline; 2025 caps the share at 8.5 % instead', () => {
    expect(creditEligibilityFor(2026, 400)).toBe('eligible')
    expect(creditEligibilityFor(2026, 400.01)).toBe('above-cap')
    expect(applicablePercentFor(2026, 450)).toBeNull()
    expect(creditEligibilityFor(2025, 600)).toBe('eligible')
    expect(applicablePercentFor(2025, 600)).toBe(8.5)
    expect(applicablePercentFor(2025, 140)).toBe(0)
    expect(applicablePercentFor(2025, 175)).toBeCloseTo(1, 10)
    expect(applicablePercentFor(2026, 100)).toBe(2.1)
    expect(applicablePercentFor(2026, 175)).toBeCloseTo((4.19 + 6.6) / 2, 10)
  })

  it('gives no credit below 100 % of the guideline in either year', () => {
    expect(creditEligibilityFor(2025, 99.9)).toBe('below-floor')
    expect(creditEligibilityFor(2026, 99.9)).toBe('below-floor')
  })

  it('has no figures for 2027, which are not published yet', () => {
    expect(povertyGuidelineFor(2027, 'TX', 1)).toBeNull()
    const area = { ratingAreaId: 'Rating Area 1', benchmarkSilverCentsAge40: 50_000, lowestBronzeCentsAge40: 35_000 }
    const household = {
      planYear: 2027,
      state: 'TX',
      people: [{ age: 40, tobacco: false }],
      householdSize: 1,
      yearlyIncome: 40_000,
    }
    expect(estimateHousehold(household, area)).toBeNull()
  })

  it('says in words when the 2026 cliff applies, with the day the enhanced credits ended', () => {
    const area = { ratingAreaId: 'Rating Area 4', benchmarkSilverCentsAge40: 60_000, lowestBronzeCentsAge40: 40_000 }
    const household = {
      planYear: 2026,
      state: 'OH',
      people: [{ age: 60, tobacco: false }],
      householdSize: 1,
      yearlyIncome: 70_000,
    }
    const estimate = estimateHousehold(household, area)!
    expect(estimate.eligibility).toBe('above-cap')
    expect(estimate.taxCreditCents).toBe(0)
    expect(estimate.benchmarkSilverAfterCreditCents).toBe(estimate.benchmarkSilverCents)
    const { notes } = explainEstimate(estimate, messagesFor('en').costExplanations, 'Ohio', 'en')
    expect(notes.join(' ')).toContain('no tax credit above 400 % of the poverty guideline')
    expect(notes.join(' ')).toContain('December 31, 2025')
    const twenty25 = estimateHousehold({ ...household, planYear: 2025 }, area)!
    expect(twenty25.applicablePercent).toBe(8.5)
    expect(twenty25.taxCreditCents).toBeGreaterThan(0)
    const spanish = explainEstimate(estimate, messagesFor('es').costExplanations, 'Ohio', 'es')
    expect(spanish.notes.join(' ')).toContain('31 de diciembre de 2025')
  })
})

describe('the household’s benchmark premium', () => {
  it('charges a family of six for the two adults and only the three oldest children under 21', () => {
    const people = [40, 38, 17, 12, 8, 3].map((age) => ({ age, tobacco: false }))
    expect(chargedPeople(people)).toEqual([0, 1, 2, 3, 4])
    const area = 50_000
    const expected = [40, 38, 17, 12, 8].reduce(
      (sum, age) => sum + Math.round((area * ageFactorIn('TX', age)) / 1.278),
      0,
    )
    expect(householdPremiumCents(area, people, 'TX')).toBe(expected)
    const estimate = estimateHousehold(
      { planYear: 2026, state: 'TX', people, householdSize: 6, yearlyIncome: 90_000 },
      { ratingAreaId: 'Rating Area 1', benchmarkSilverCentsAge40: area, lowestBronzeCentsAge40: 30_000 },
    )!
    expect(estimate.unchargedChildren).toBe(1)
    expect(estimate.guideline.dollars).toBe(15_650 + 5 * 5_500)
    const { notes } = explainEstimate(estimate, messagesFor('en').costExplanations, 'Texas', 'en')
    expect(notes).toContain(messagesFor('en').costExplanations.unchargedChildren(1))
  })

  it('charges a 20-year-old as a child and a 21-year-old as an adult', () => {
    const people = [20, 19, 18, 17, 21].map((age) => ({ age, tobacco: false }))
    expect(chargedPeople(people)).toEqual([0, 1, 2, 4])
  })

  it('uses each state’s own curve where CMS lists one, and the federal curve elsewhere', () => {
    for (const [state, { ages_0_to_64: curve }] of Object.entries(SUBSIDY_PARAMETERS.stateCurves)) {
      expect(curve).toHaveLength(65)
      for (let age = 0; age <= 64; age += 1) expect(ageFactorIn(state, age)).toBe(curve[age])
      expect(ageFactorIn(state, 90)).toBe(curve[64])
    }
    expect(ageFactorIn('UT', 0)).toBe(0.793)
    expect(ageFactorIn('AL', 18)).toBe(0.635)
    expect(ageFactorIn('TX', 0)).toBe(0.765)
    expect(ageFactorIn('TX', 40)).toBe(1.278)
    expect(ageFactorIn('TX', 64)).toBe(3)
    // A 20-year-old costs less than a 40-year-old in Utah by Utah's curve, not the federal one.
    expect(householdPremiumCents(100_000, [{ age: 22, tobacco: false }], 'UT')).toBe(
      Math.round((100_000 * 1.05) / ageFactorIn('UT', 40)),
    )
  })
})

describe('the poverty guidelines', () => {
  it('uses the year before the coverage year, and Alaska’s and Hawaii’s own tables', () => {
    expect(povertyGuidelineFor(2026, 'OH', 1)).toMatchObject({ year: 2025, dollars: 15_650, table: '48_states_and_DC' })
    expect(povertyGuidelineFor(2026, 'OH', 3)?.dollars).toBe(15_650 + 2 * 5_500)
    expect(povertyGuidelineFor(2025, 'OH', 1)).toMatchObject({ year: 2024, dollars: 15_060 })
    expect(povertyGuidelineFor(2026, 'AK', 1)).toMatchObject({ dollars: 19_550, table: 'AK' })
    expect(povertyGuidelineFor(2026, 'AK', 2)?.dollars).toBe(26_430)
    expect(povertyGuidelineFor(2026, 'HI', 4)?.dollars).toBe(17_990 + 3 * 6_330)
    expect(povertyGuidelineFor(2025, 'AK', 1)?.dollars).toBe(18_810)
    expect(povertyGuidelineFor(2025, 'HI', 2)?.dollars).toBe(17_310 + 6_190)
  })
})

describe('Medicaid and the coverage gap', () => {
  const words = messagesFor('en').costExplanations
  const explain = (state: string, label: string, income: number, people = [{ age: 35, tobacco: false }]) => {
    const estimate = estimateHousehold(
      { planYear: 2026, state, people, householdSize: people.length, yearlyIncome: income },
      { ratingAreaId: 'Rating Area 1', benchmarkSilverCentsAge40: 50_000, lowestBronzeCentsAge40: 30_000 },
    )!
    return { estimate, notes: explainEstimate(estimate, words, label, 'en').notes }
  }

  it('tells a Texan under 100 % that there is neither Medicaid nor a credit', () => {
    const { estimate, notes } = explain('TX', 'Texas', 12_000)
    expect(estimate.medicaid?.kind).toBe('coverage-gap')
    expect(estimate.taxCreditCents).toBe(0)
    expect(notes).toContain(words.coverageGap('Texas'))
    expect(notes).toContain(words.belowFloor)
    expect(notes).toContain(words.medicaidSource('May 2025'))
  })

  it('tells an Ohioan under 138 % that Medicaid may cover them instead', () => {
    const { estimate, notes } = explain('OH', 'Ohio', 20_000)
    expect(estimate.medicaid).toMatchObject({ kind: 'may-qualify', expanded: true, adultIncomeLimitPercent: 138 })
    expect(notes).toContain(words.medicaidMayQualify('Ohio', '138 %'))
  })

  it('knows Wisconsin covers adults to 100 % without expanding, and Tennessee’s parents to 105 %', () => {
    expect(medicaidSituationFor('WI', 90, false)?.kind).toBe('may-qualify')
    expect(medicaidSituationFor('WI', 120, false)).toBeNull()
    expect(medicaidSituationFor('TN', 102, true)?.kind).toBe('parents-may-qualify')
    expect(medicaidSituationFor('TN', 102, false)).toBeNull()
    expect(medicaidSituationFor('TN', 90, false)?.kind).toBe('coverage-gap')
    expect(medicaidSituationFor('OH', 150, false)).toBeNull()
  })

  it('says that a person of 65 or more is priced as a 64-year-old, and why', () => {
    expect(explain('OH', 'Ohio', 40_000).notes).not.toContain(words.pastAgeCurve(1))
    const older = explain('OH', 'Ohio', 40_000, [{ age: 70, tobacco: false }])
    expect(older.notes).toContain(words.pastAgeCurve(1))
    expect(words.pastAgeCurve(1)).toMatch(/stop rising at 64.*Medicare/)
  })

  it('says the credit does not cover a tobacco surcharge, only when someone uses tobacco', () => {
    expect(explain('OH', 'Ohio', 40_000).notes).not.toContain(words.tobacco)
    expect(explain('OH', 'Ohio', 40_000, [{ age: 35, tobacco: true }]).notes).toContain(words.tobacco)
  })
})
