import { describe, expect, it } from 'vitest'

import {
  BASE_WEIGHTS,
  FACTOR_KEYS,
  factorsWithoutData,
  findCheapestPremium,
  measureFactors,
  meterMultiplier,
  rankInsurers,
  rankMoves,
  weightsFor,
  type FactorKey,
  type MeterKey,
  type RankedInsurer,
  type RankingInsurer,
  type ReportAnswers,
} from '@/features/reports'
import { seededRandom } from '../support/seeded-random'

const insurer = (nid: number, name: string, overrides: Partial<RankingInsurer> = {}): RankingInsurer => ({
  nid,
  name,
  memberAverage: null,
  memberCount: 0,
  cmsStars: null,
  denialRate: null,
  productType: 'Indemnity',
  planCount: 0,
  referralPlans: 0,
  nationalNetworkPlans: null,
  outOfAreaPlans: null,
  lowestDeductible: null,
  lowestOutOfPocketMax: null,
  lowestDrugDeductible: null,
  monthlyPremium: null,
  ...overrides,
})

const answers = (overrides: Partial<ReportAnswers> = {}): ReportAnswers => ({
  pregnant: null,
  diabetes: null,
  medication: null,
  hospitalized: null,
  under18: null,
  commsMeter: 50,
  flexibilityMeter: 50,
  paymentMeter: 50,
  ...overrides,
})

const valueOf = (overrides: Partial<RankingInsurer>, key: FactorKey, cheapestPremium: number | null = null) =>
  measureFactors(insurer(1, 'Alpha', overrides), cheapestPremium)[key]

const weightOf = (overrides: Partial<ReportAnswers>) => {
  const weights = weightsFor(answers(overrides))
  return Object.fromEntries(FACTOR_KEYS.map((key) => [key, weights[key].weight]))
}

const factorOf = (ranked: RankedInsurer, key: FactorKey) => ranked.factors.find((factor) => factor.key === key)!

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

/** Insurers with figures drawn at random, in three patterns of missing data so groups share their known factors. */
function randomInsurers(count: number, random: () => number): RankingInsurer[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const upTo = (max: number) => Math.floor(random() * (max + 1))
  return Array.from({ length: count }, (_, index) => {
    const planCount = 1 + upTo(7)
    const full = insurer(index + 1, `Insurer ${String(index + 1).padStart(3, '0')}`, {
      memberAverage: 1 + 4 * random(),
      memberCount: upTo(200),
      cmsStars: 1 + upTo(4),
      denialRate: 0.6 * random(),
      productType: pick(['HMO', 'PPO', 'EPO', 'POS', 'Indemnity']),
      planCount,
      referralPlans: upTo(planCount),
      nationalNetworkPlans: upTo(planCount),
      outOfAreaPlans: upTo(planCount),
      lowestDeductible: upTo(10_000),
      lowestOutOfPocketMax: upTo(10_000),
      lowestDrugDeductible: upTo(3_000),
      monthlyPremium: 250 + 500 * random(),
    })
    const pattern = upTo(2)
    if (pattern === 1) return { ...full, cmsStars: null, nationalNetworkPlans: null, monthlyPremium: null }
    if (pattern === 2) return { ...full, memberAverage: null, lowestDeductible: null, denialRate: null }
    return full
  })
}

function randomAnswers(random: () => number, overrides: Partial<ReportAnswers> = {}): ReportAnswers {
  const answer = () => [true, false, null][Math.floor(random() * 3)]
  const meter = () => Math.floor(random() * 101)
  return answers({
    pregnant: answer(),
    diabetes: answer(),
    medication: answer(),
    hospitalized: answer(),
    under18: answer(),
    commsMeter: meter(),
    flexibilityMeter: meter(),
    paymentMeter: meter(),
    ...overrides,
  })
}

describe('the factor values of an insurer', () => {
  it('puts the members’ average on a 0–100 line from 1 star to 5, clamped, and keeps no average as no data', () => {
    expect(valueOf({ memberAverage: 1 }, 'memberRatings')).toBe(0)
    expect(valueOf({ memberAverage: 3 }, 'memberRatings')).toBe(50)
    expect(valueOf({ memberAverage: 4.2 }, 'memberRatings')).toBeCloseTo(80, 9)
    expect(valueOf({ memberAverage: 5 }, 'memberRatings')).toBe(100)
    expect(valueOf({ memberAverage: 0.5 }, 'memberRatings')).toBe(0)
    expect(valueOf({ memberAverage: 6 }, 'memberRatings')).toBe(100)
    expect(valueOf({ memberAverage: null }, 'memberRatings')).toBeNull()
    expect(valueOf({ memberAverage: Number.NaN }, 'memberRatings')).toBeNull()
  })

  it('puts CMS stars on the same line', () => {
    expect(valueOf({ cmsStars: 1 }, 'cmsStars')).toBe(0)
    expect(valueOf({ cmsStars: 4 }, 'cmsStars')).toBe(75)
    expect(valueOf({ cmsStars: 5 }, 'cmsStars')).toBe(100)
    expect(valueOf({ cmsStars: 0 }, 'cmsStars')).toBe(0)
    expect(valueOf({ cmsStars: null }, 'cmsStars')).toBeNull()
  })

  it('scores no denials 100 and half or more of claims denied 0', () => {
    expect(valueOf({ denialRate: 0 }, 'claimDenials')).toBe(100)
    expect(valueOf({ denialRate: 0.1 }, 'claimDenials')).toBeCloseTo(80, 9)
    expect(valueOf({ denialRate: 0.25 }, 'claimDenials')).toBe(50)
    expect(valueOf({ denialRate: 0.5 }, 'claimDenials')).toBe(0)
    expect(valueOf({ denialRate: 0.8 }, 'claimDenials')).toBe(0)
    expect(valueOf({ denialRate: -0.1 }, 'claimDenials')).toBe(100)
    expect(valueOf({ denialRate: null }, 'claimDenials')).toBeNull()
  })

  it('weighs network freedom from the product type and the shares of plans without referral, national and out of area', () => {
    const open = { planCount: 4, referralPlans: 0, nationalNetworkPlans: 4, outOfAreaPlans: 4 }
    expect(valueOf({ ...open, productType: 'PPO' }, 'networkFreedom')).toBe(100)
    const closed = { planCount: 4, referralPlans: 4, nationalNetworkPlans: 0, outOfAreaPlans: 0 }
    expect(valueOf({ ...closed, productType: 'HMO' }, 'networkFreedom')).toBe(0)
    // All four parts: 0.4 × 33 + 0.2 × 75 (3 of 4 without referral) + 0.2 × 50 + 0.2 × 25.
    const epo = { productType: 'EPO', planCount: 4, referralPlans: 1, nationalNetworkPlans: 2, outOfAreaPlans: 1 }
    expect(valueOf(epo, 'networkFreedom')).toBeCloseTo(0.4 * 33 + 0.2 * 75 + 0.2 * 50 + 0.2 * 25, 9)
  })

  it('leaves unknown parts of network freedom out and rescales the weights of the rest', () => {
    // POS (67, weight 0.4) and half the plans without referral (50, weight 0.2); the other parts unknown.
    const pos = { productType: 'POS', planCount: 2, referralPlans: 1 }
    expect(valueOf(pos, 'networkFreedom')).toBeCloseTo((0.4 * 67 + 0.2 * 50) / 0.6, 9)
    // A type outside the four is unknown: the three shares alone, equally weighted.
    const other = {
      productType: 'Indemnity',
      planCount: 2,
      referralPlans: 0,
      nationalNetworkPlans: 1,
      outOfAreaPlans: 1,
    }
    expect(valueOf(other, 'networkFreedom')).toBeCloseTo((100 + 50 + 50) / 3, 9)
    expect(valueOf({ productType: ' ppo ', planCount: 1, referralPlans: 1 }, 'networkFreedom')).toBeCloseTo(
      (0.4 * 100) / 0.6,
      9,
    )
  })

  it('has no network freedom without plans here or without any known part', () => {
    expect(valueOf({ productType: 'PPO', planCount: 0 }, 'networkFreedom')).toBeNull()
    expect(valueOf({ productType: 'Indemnity', planCount: 3, referralPlans: Number.NaN }, 'networkFreedom')).toBeNull()
  })

  it('measures cost protection against the 9,200 dollar limit, averaging the deductible and out-of-pocket parts known', () => {
    expect(valueOf({ lowestDeductible: 0, lowestOutOfPocketMax: 0 }, 'costProtection')).toBe(100)
    expect(valueOf({ lowestDeductible: 9200, lowestOutOfPocketMax: 9200 }, 'costProtection')).toBe(0)
    expect(valueOf({ lowestDeductible: 2300, lowestOutOfPocketMax: 4600 }, 'costProtection')).toBe(62.5)
    expect(valueOf({ lowestDeductible: 4600 }, 'costProtection')).toBe(50)
    expect(valueOf({ lowestOutOfPocketMax: 2300 }, 'costProtection')).toBe(75)
    // A deductible above the limit counts as 0, not below it: (0 + 100) / 2.
    expect(valueOf({ lowestDeductible: 12_000, lowestOutOfPocketMax: 0 }, 'costProtection')).toBe(50)
    expect(valueOf({}, 'costProtection')).toBeNull()
  })

  it('measures drug costs by the lowest drug deductible against the same limit', () => {
    expect(valueOf({ lowestDrugDeductible: 0 }, 'drugCosts')).toBe(100)
    expect(valueOf({ lowestDrugDeductible: 920 }, 'drugCosts')).toBeCloseTo(90, 9)
    expect(valueOf({ lowestDrugDeductible: 9200 }, 'drugCosts')).toBe(0)
    expect(valueOf({ lowestDrugDeductible: 20_000 }, 'drugCosts')).toBe(0)
    expect(valueOf({ lowestDrugDeductible: null }, 'drugCosts')).toBeNull()
  })

  it('compares premiums with the cheapest in the report, and has none to compare when fewer than two are known', () => {
    const priced = [
      insurer(1, 'Alpha', { monthlyPremium: 300 }),
      insurer(2, 'Beta', { monthlyPremium: 400 }),
      insurer(3, 'Gamma'),
      insurer(4, 'Delta', { monthlyPremium: 0 }),
    ]
    expect(findCheapestPremium(priced)).toBe(300)
    const ranked = rankInsurers(priced, answers())
    const premiums = Object.fromEntries(ranked.map((row) => [row.name, factorOf(row, 'premiums').value]))
    expect(premiums).toEqual({ Alpha: 100, Beta: 75, Gamma: null, Delta: null })
    const alone = rankInsurers([insurer(1, 'Alpha', { monthlyPremium: 300 }), insurer(2, 'Beta')], answers())
    expect(alone.map((row) => factorOf(row, 'premiums').value)).toEqual([null, null])
    expect(findCheapestPremium([priced[0]])).toBeNull()
  })

  it('gives every factor but premiums the same value whichever other insurers are in the report', () => {
    const random = seededRandom(7)
    const others = randomInsurers(20, random)
    const subject = { ...randomInsurers(1, random)[0], nid: 999, name: 'Subject' }
    const alone = rankInsurers([subject], answers())[0]
    const among = rankInsurers([...others, subject], answers()).find((row) => row.nid === 999)!
    for (const key of FACTOR_KEYS.filter((key) => key !== 'premiums')) {
      expect(factorOf(among, key).value).toBe(factorOf(alone, key).value)
    }
  })
})

describe('the weights that follow from the answers', () => {
  it('starts from the base weights, with drug costs at 0 and no reasons', () => {
    const weights = weightsFor(answers())
    expect(weightOf({})).toEqual({ ...BASE_WEIGHTS })
    expect(weightOf({})).toEqual({
      memberRatings: 1,
      cmsStars: 1,
      claimDenials: 1,
      networkFreedom: 1,
      costProtection: 1,
      drugCosts: 0,
      premiums: 1,
    })
    for (const key of FACTOR_KEYS) expect(weights[key].reasons).toEqual([])
  })

  it('changes nothing for a "no" or an unanswered health question', () => {
    const no = { pregnant: false, diabetes: false, medication: false, hospitalized: false, under18: false }
    expect(weightsFor(answers(no))).toEqual(weightsFor(answers()))
  })

  it.each([
    ['pregnant', { cmsStars: 1, costProtection: 1 }],
    ['diabetes', { costProtection: 1, claimDenials: 1, drugCosts: 1 }],
    ['medication', { drugCosts: 1.5 }],
    ['hospitalized', { costProtection: 1, claimDenials: 1 }],
    ['under18', { cmsStars: 0.5 }],
  ] as const)('adds to the right factors for a "yes" to %s', (rule, adds: Partial<Record<FactorKey, number>>) => {
    const weights = weightsFor(answers({ [rule]: true }))
    for (const key of FACTOR_KEYS) {
      const add = adds[key]
      expect(weights[key].weight).toBe(BASE_WEIGHTS[key] + (add ?? 0))
      expect(weights[key].reasons).toEqual(add === undefined ? [] : [{ rule, add }])
    }
  })

  it('adds up the answers that share a factor', () => {
    const all = { pregnant: true, diabetes: true, medication: true, hospitalized: true, under18: true }
    expect(weightOf(all)).toEqual({
      memberRatings: 1,
      cmsStars: 2.5,
      claimDenials: 3,
      networkFreedom: 1,
      costProtection: 4,
      drugCosts: 2.5,
      premiums: 1,
    })
  })

  it('turns a meter into a multiplier from 0.25 at 0 through 1 at 50 to 1.75 at 100, clamping odd values', () => {
    expect(meterMultiplier(0)).toBe(0.25)
    expect(meterMultiplier(50)).toBe(1)
    expect(meterMultiplier(100)).toBe(1.75)
    expect(meterMultiplier(60)).toBeCloseTo(1.15, 12)
    expect(meterMultiplier(-20)).toBe(0.25)
    expect(meterMultiplier(250)).toBe(1.75)
    expect(meterMultiplier(Number.POSITIVE_INFINITY)).toBe(1.75)
    expect(meterMultiplier(Number.NaN)).toBe(1)
    expect(meterMultiplier(undefined)).toBe(1)
    const unread = { ...answers(), commsMeter: undefined } as unknown as ReportAnswers
    expect(weightsFor(unread)).toEqual(weightsFor(answers()))
  })

  it.each([
    ['commsMeter', ['memberRatings']],
    ['flexibilityMeter', ['networkFreedom']],
    ['paymentMeter', ['costProtection', 'premiums']],
  ] as const)('lets %s multiply only its own factors', (meter: MeterKey, factors: readonly FactorKey[]) => {
    for (const [value, multiply] of [
      [0, 0.25],
      [50, 1],
      [100, 1.75],
    ] as const) {
      const weights = weightsFor(answers({ [meter]: value }))
      for (const key of FACTOR_KEYS) {
        const isOwn = factors.includes(key)
        expect(weights[key].weight).toBe(BASE_WEIGHTS[key] * (isOwn ? multiply : 1))
        expect(weights[key].reasons).toEqual(isOwn && multiply !== 1 ? [{ rule: meter, multiply }] : [])
      }
    }
  })

  it('multiplies drug costs by the payment meter once an answer has given them a weight', () => {
    expect(weightsFor(answers({ paymentMeter: 100 })).drugCosts).toEqual({ weight: 0, reasons: [] })
    expect(weightsFor(answers({ paymentMeter: 100, medication: true })).drugCosts).toEqual({
      weight: 2.625,
      reasons: [
        { rule: 'medication', add: 1.5 },
        { rule: 'paymentMeter', multiply: 1.75 },
      ],
    })
    expect(weightsFor(answers({ paymentMeter: 0, diabetes: true })).costProtection).toEqual({
      weight: 0.5,
      reasons: [
        { rule: 'diabetes', add: 1 },
        { rule: 'paymentMeter', multiply: 0.25 },
      ],
    })
  })
})

describe('the score of an insurer', () => {
  const complete = insurer(1, 'Alpha', {
    memberAverage: 4, // 75
    cmsStars: 3, // 50
    denialRate: 0.05, // 90
    productType: 'PPO',
    planCount: 2,
    referralPlans: 1, // network freedom (0.4 × 100 + 0.2 × 50) / 0.6
    lowestDeductible: 2300,
    lowestOutOfPocketMax: 6900, // cost protection (75 + 25) / 2 = 50
    lowestDrugDeductible: 0,
  })

  it('is the weighted mean of the factors with data and weight', () => {
    const [row] = rankInsurers([complete], answers())
    const network = (0.4 * 100 + 0.2 * 50) / 0.6
    expect(row.score).toBeCloseTo((75 + 50 + 90 + network + 50) / 5, 9)
    expect(row.rank).toBe(1)
    expect(row.missing).toEqual(['premiums'])
    expect(row.knownWeightShare).toBeCloseTo(5 / 6, 12)
    expect(factorOf(row, 'drugCosts')).toMatchObject({ value: 100, weight: 0, share: 0, counted: false })
    expect(factorOf(row, 'drugCosts').reason).toBe('zeroWeight')
    expect(row.factors.map((factor) => factor.key)).toEqual([...FACTOR_KEYS])
  })

  it('leaves a factor without data out, says it is missing, and rescales the weights of the rest', () => {
    const noStars = { ...complete, cmsStars: null, referralPlans: 0, nationalNetworkPlans: 2, outOfAreaPlans: 2 }
    const [row] = rankInsurers([noStars], answers())
    // Member ratings 75, claim denials 90, network freedom 100, cost protection 50; one quarter each.
    expect(row.score).toBeCloseTo((75 + 90 + 100 + 50) / 4, 9)
    expect(row.missing).toEqual(['cmsStars', 'premiums'])
    expect(factorOf(row, 'cmsStars')).toEqual({
      key: 'cmsStars',
      value: null,
      weight: 1,
      share: 0,
      counted: false,
      reason: 'noData',
    })
    expect(factorOf(row, 'memberRatings')).toMatchObject({ share: 0.25, counted: true, reason: null })
    expect(row.knownWeightShare).toBeCloseTo(4 / 6, 12)

    const [weighted] = rankInsurers([noStars], answers({ pregnant: true, paymentMeter: 100 }))
    // Cost protection weighs (1 + 1) × 1.75 = 3.5; CMS stars (2) and premiums (1.75) are missing.
    expect(weighted.score).toBeCloseTo((75 + 90 + 100 + 3.5 * 50) / 6.5, 9)
    expect(factorOf(weighted, 'costProtection').share).toBeCloseTo(3.5 / 6.5, 12)
    expect(weighted.knownWeightShare).toBeCloseTo(6.5 / 10.25, 12)
    const shares = weighted.factors.reduce((sum, factor) => sum + factor.share, 0)
    expect(shares).toBeCloseTo(1, 12)
  })

  it('never counts missing data as bad: no stars scores above one star', () => {
    const noStars = { ...complete, nid: 2, name: 'Beta', cmsStars: null }
    const oneStar = { ...complete, nid: 3, name: 'Gamma', cmsStars: 1 }
    const ranked = rankInsurers([oneStar, noStars], answers())
    expect(ranked.map((row) => row.name)).toEqual(['Beta', 'Gamma'])
  })

  it('has no score and no rank without any counted factor, and comes last', () => {
    const ranked = rankInsurers([insurer(5, 'Aardvark Health'), complete], answers())
    expect(ranked.map((row) => [row.name, row.rank])).toEqual([
      ['Alpha', 1],
      ['Aardvark Health', null],
    ])
    expect(ranked[1].score).toBeNull()
    expect(ranked[1].knownWeightShare).toBe(0)
    expect(ranked[1].missing).toEqual(FACTOR_KEYS.filter((key) => key !== 'drugCosts'))
    // Drug-cost data alone does not score an insurer while drug costs carry no weight.
    const drugsOnly = insurer(6, 'Drugs Only', { lowestDrugDeductible: 0 })
    expect(rankInsurers([drugsOnly], answers())[0].score).toBeNull()
    expect(rankInsurers([drugsOnly], answers({ medication: true }))[0].score).toBe(100)
  })
})

describe('the order of the report', () => {
  it('lists higher scores first with ranks from 1', () => {
    const ranked = rankInsurers(
      [
        insurer(1, 'Low', { memberAverage: 2 }),
        insurer(2, 'High', { memberAverage: 5 }),
        insurer(3, 'Middle', { memberAverage: 3.5 }),
      ],
      answers(),
    )
    expect(ranked.map((row) => [row.name, row.rank])).toEqual([
      ['High', 1],
      ['Middle', 2],
      ['Low', 3],
    ])
  })

  it('breaks a tie by the share of weight backed by data, then by name, then by nid', () => {
    // 50 from one factor, and (10 + 90) / 2 from two: equal within the tolerance.
    const oneFactor = insurer(1, 'Alpha', { memberAverage: 3 })
    const twoFactors = insurer(2, 'Zeta', { memberAverage: 1.4, cmsStars: 4.6 })
    expect(rankInsurers([oneFactor, twoFactors], answers()).map((row) => row.name)).toEqual(['Zeta', 'Alpha'])
    // A real difference, however small, is not a tie.
    const slightlyHigher = insurer(1, 'Alpha', { memberAverage: 3 + 4e-8 })
    expect(rankInsurers([twoFactors, slightlyHigher], answers()).map((row) => row.name)).toEqual(['Alpha', 'Zeta'])

    const same = { memberAverage: 4 }
    const byName = rankInsurers(
      [
        insurer(1, 'Beta', same),
        insurer(9, 'alpha', same),
        insurer(3, 'Émile Health', same),
        insurer(7, 'Emile Health', same),
      ],
      answers(),
    )
    expect(byName.map((row) => [row.nid, row.rank])).toEqual([
      [9, 1],
      [1, 2],
      [3, 3],
      [7, 4],
    ])
  })

  it('lists the insurers without a score last, by name then nid', () => {
    const ranked = rankInsurers(
      [insurer(4, 'Zulu'), insurer(8, 'bravo'), insurer(2, 'Bravo'), insurer(6, 'Yankee', { memberAverage: 1 })],
      answers(),
    )
    expect(ranked.map((row) => [row.nid, row.rank])).toEqual([
      [6, 1],
      [2, null],
      [8, null],
      [4, null],
    ])
  })

  it('gives the same order for the same answers whatever the order of the input, without changing the input', () => {
    const random = seededRandom(20_250_101)
    const insurers = randomInsurers(60, random)
    const quiz = randomAnswers(random)
    const before = structuredClone(insurers)
    const expected = rankInsurers(insurers, quiz)
    expect(insurers).toEqual(before)
    for (let round = 0; round < 10; round++) {
      const input = Object.freeze(shuffled(insurers, random).map((row) => Object.freeze({ ...row })))
      expect(rankInsurers(input, Object.freeze({ ...quiz }))).toEqual(expected)
    }
    expect(expected.map((row) => row.rank)).toEqual(expected.map((_, index) => index + 1))
  })
})

describe('raising a priority', () => {
  const cases = [
    { meter: 'commsMeter', factor: 'memberRatings', seed: 11 },
    { meter: 'flexibilityMeter', factor: 'networkFreedom', seed: 12 },
    { meter: 'paymentMeter', factor: 'costProtection', seed: 13 },
  ] as const

  it.each(cases)(
    'through $meter never lifts an insurer worse on $factor above a better one with the same data, and pulls each score toward its own $factor value',
    ({ meter, factor, seed }) => {
      const random = seededRandom(seed)
      let comparedPairs = 0
      let overtakes = 0
      for (let trial = 0; trial < 40; trial++) {
        let insurers = randomInsurers(40, random)
        // Payment also weighs premiums and drug costs: leave them out so only cost protection rises.
        if (meter === 'paymentMeter') {
          insurers = insurers.map((row) => ({ ...row, monthlyPremium: null, lowestDrugDeductible: null }))
        }
        const low = Math.floor(random() * 100)
        const high = low + 1 + Math.floor(random() * (100 - low))
        const quiz = randomAnswers(random)
        const before = rankInsurers(insurers, { ...quiz, [meter]: low })
        const after = new Map(rankInsurers(insurers, { ...quiz, [meter]: high }).map((row) => [row.nid, row]))

        for (const row of before) {
          const own = factorOf(row, factor).value
          const moved = after.get(row.nid)!
          if (own === null || row.score === null) {
            expect(moved.score).toBe(row.score)
            continue
          }
          const toward = Math.sign(own - row.score)
          expect((moved.score! - row.score) * toward).toBeGreaterThanOrEqual(-1e-9)
          expect(Math.abs(own - moved.score!)).toBeLessThanOrEqual(Math.abs(own - row.score) + 1e-9)
        }

        const knownSet = (row: RankedInsurer) => row.factors.map((entry) => (entry.value === null ? 0 : 1)).join('')
        for (const better of before) {
          for (const worse of before) {
            const betterValue = factorOf(better, factor).value
            const worseValue = factorOf(worse, factor).value
            if (betterValue === null || worseValue === null || betterValue <= worseValue) continue
            if (knownSet(better) !== knownSet(worse)) continue
            comparedPairs++
            const wasAbove = better.rank! < worse.rank!
            const isAbove = after.get(better.nid)!.rank! < after.get(worse.nid)!.rank!
            if (wasAbove) expect(isAbove).toBe(true)
            if (!wasAbove && isAbove) overtakes++
          }
        }
      }
      // The property was tested on many pairs, and the meter did change some orders.
      expect(comparedPairs).toBeGreaterThan(1000)
      expect(overtakes).toBeGreaterThan(0)
    },
  )
})

describe('insurers that no longer sell here', () => {
  it('come after every insurer that still sells, whatever their score, and say from which year', () => {
    const gone = insurer(1, 'Aetna CVS Health HMO', { cmsStars: 5, denialRate: 0.02, notSellingIn: 2026 })
    const staying = insurer(2, 'Blue Cross HMO', { cmsStars: 2, denialRate: 0.3 })
    const ranked = rankInsurers([gone, staying], answers())
    expect(ranked.map((row) => row.name)).toEqual(['Blue Cross HMO', 'Aetna CVS Health HMO'])
    expect(ranked[1]).toMatchObject({ notSellingIn: 2026, rank: 2 })
    expect(ranked[0]!.notSellingIn).toBeNull()
  })
})

describe('what a moved slider shows', () => {
  const place = [
    insurer(1, 'Oscar HMO', {
      cmsStars: 3,
      productType: 'HMO',
      planCount: 10,
      referralPlans: 10,
      lowestDeductible: 0,
      lowestOutOfPocketMax: 2000,
    }),
    insurer(2, 'Blue PPO', {
      cmsStars: 3,
      productType: 'PPO',
      planCount: 10,
      lowestDeductible: 7000,
      lowestOutOfPocketMax: 9000,
    }),
    insurer(3, 'Ambetter EPO', {
      cmsStars: 2,
      productType: 'EPO',
      planCount: 10,
      lowestDeductible: 3000,
      lowestOutOfPocketMax: 6000,
    }),
  ]

  it('names each insurer that changed place, from where to where, the largest move first', () => {
    const before = rankInsurers(place, answers({ flexibilityMeter: 100, paymentMeter: 0 }))
    const after = rankInsurers(place, answers({ flexibilityMeter: 0, paymentMeter: 100 }))
    expect(before[0]!.name).toBe('Blue PPO')
    expect(after[0]!.name).toBe('Oscar HMO')
    const moves = rankMoves(before, after)
    expect(moves.length).toBeGreaterThan(0)
    for (const move of moves) {
      expect(before.find((row) => row.nid === move.nid)!.rank).toBe(move.from)
      expect(after.find((row) => row.nid === move.nid)!.rank).toBe(move.to)
    }
    const sizes = moves.map((move) => Math.abs(move.from - move.to))
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    // The same answers move nobody.
    expect(rankMoves(after, rankInsurers(place, answers({ flexibilityMeter: 0, paymentMeter: 100 })))).toEqual([])
  })

  it('counts a factor no insurer has data for as no one’s: premiums, when no premium is known', () => {
    const ranked = rankInsurers(place, answers())
    expect(factorsWithoutData(ranked)).toEqual(new Set(['premiums', 'memberRatings', 'claimDenials', 'drugCosts']))
    const priced = rankInsurers(
      [
        { ...place[0]!, monthlyPremium: 400 },
        { ...place[1]!, monthlyPremium: 500 },
      ],
      answers(),
    )
    expect(factorsWithoutData(priced).has('premiums')).toBe(false)
  })
})
