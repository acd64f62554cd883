/**
 * The ranking's rules as data: its answers, factors and weights, and the constants of each
 * scale. ranking.ts applies them; its header says what each means, and decision 009 says why.
 */

export type ReportAnswers = {
  pregnant: boolean | null
  diabetes: boolean | null
  medication: boolean | null
  hospitalized: boolean | null
  /** Children under 18 on the plan. */
  under18: boolean | null
  commsMeter: number
  flexibilityMeter: number
  paymentMeter: number
}

export const FACTOR_KEYS = [
  'memberRatings',
  'cmsStars',
  'claimDenials',
  'networkFreedom',
  'costProtection',
  'drugCosts',
  'premiums',
] as const
export type FactorKey = (typeof FACTOR_KEYS)[number]

export const HEALTH_ANSWER_KEYS = ['pregnant', 'diabetes', 'medication', 'hospitalized', 'under18'] as const
export type HealthAnswerKey = (typeof HEALTH_ANSWER_KEYS)[number]

export const METER_KEYS = ['commsMeter', 'flexibilityMeter', 'paymentMeter'] as const
export type MeterKey = (typeof METER_KEYS)[number]

/** A rule that can change a factor's weight: a health answer or a priority meter. */
export type RuleKey = HealthAnswerKey | MeterKey

/** Why a factor's weight differs from its base: an answer added to it, or a meter multiplied it. */
export type WeightReason = { rule: HealthAnswerKey; add: number } | { rule: MeterKey; multiply: number }

export type FactorWeight = { weight: number; reasons: WeightReason[] }

export type ReportWeights = Record<FactorKey, FactorWeight>

/** The figures of one insurer product sold in the person's area; null where Candor has no data. */
export type RankingInsurer = {
  nid: number
  name: string
  /** Members' shrunk 1–5 average; null below the minimum number of reviews. */
  memberAverage: number | null
  memberCount: number
  /** CMS overall quality rating, 1–5. */
  cmsStars: number | null
  /** Share (0–1) of in-network claims denied. */
  denialRate: number | null
  /** HMO, PPO, EPO, POS or another type. */
  productType: string
  planCount: number
  referralPlans: number
  nationalNetworkPlans: number | null
  outOfAreaPlans: number | null
  lowestDeductible: number | null
  lowestOutOfPocketMax: number | null
  lowestDrugDeductible: number | null
  /** Monthly premium in dollars. */
  monthlyPremium: number | null
  /** The plan year from which it no longer sells on HealthCare.gov here; it then ranks after those that do. */
  notSellingIn?: number | null
}

export type FactorValues = Record<FactorKey, number | null>

export type RankedFactor = {
  key: FactorKey
  value: number | null
  weight: number
  /** The factor's weight over the sum of the weights counted for this insurer; 0 when not counted. */
  share: number
  counted: boolean
  /** Why the factor is not counted: no weight (checked first), or no data. */
  reason: 'noData' | 'zeroWeight' | null
}

export type InsurerScore = {
  score: number | null
  factors: RankedFactor[]
  /** Factors that carry weight but have no data for this insurer. */
  missing: FactorKey[]
  /** The share of the total weight that this insurer's data backs, 0–1. */
  knownWeightShare: number
}

export type RankedInsurer = InsurerScore & {
  nid: number
  name: string
  notSellingIn: number | null
  /** 1-based position; null when the insurer has no score. */
  rank: number | null
}

/** The weights before any answer. Drug costs count only when an answer calls for them. */
export const BASE_WEIGHTS: Readonly<Record<FactorKey, number>> = Object.freeze({
  memberRatings: 1,
  cmsStars: 1,
  claimDenials: 1,
  networkFreedom: 1,
  costProtection: 1,
  drugCosts: 0,
  premiums: 1,
})

/** What a "yes" to each health question adds to the factor weights. */
export const WEIGHT_RULES: Readonly<Record<HealthAnswerKey, Readonly<Partial<Record<FactorKey, number>>>>> =
  Object.freeze({
    pregnant: Object.freeze({ cmsStars: 1, costProtection: 1 }),
    diabetes: Object.freeze({ costProtection: 1, claimDenials: 1, drugCosts: 1 }),
    medication: Object.freeze({ drugCosts: 1.5 }),
    hospitalized: Object.freeze({ costProtection: 1, claimDenials: 1 }),
    under18: Object.freeze({ cmsStars: 0.5 }),
  })

/** The factors whose weights each priority meter multiplies. */
export const METER_FACTORS: Readonly<Record<MeterKey, readonly FactorKey[]>> = Object.freeze({
  commsMeter: Object.freeze(['memberRatings'] as const),
  flexibilityMeter: Object.freeze(['networkFreedom'] as const),
  paymentMeter: Object.freeze(['costProtection', 'drugCosts', 'premiums'] as const),
})

/** A meter runs from 0 to 100; a missing or unreadable one counts as the middle. */
export const METER_RANGE = Object.freeze({ min: 0, max: 100, default: 50 })

/** multiplier(meter) = atZero + span × meter / 100: 0.25 at 0, 1 at 50, 1.75 at 100. */
export const METER_MULTIPLIER = Object.freeze({ atZero: 0.25, span: 1.5 })

/** CMS stars and the members' average both run from 1 to 5. */
export const STAR_RANGE = Object.freeze({ min: 1, max: 5 })

/** The denial rate at which the claim-denials factor reaches 0. */
export const DENIAL_RATE_AT_ZERO = 0.5

/** The 2025 ACA out-of-pocket limit for one person, in dollars: a cost this high scores 0. */
export const COST_AT_ZERO = 9200

/** How free each product type leaves a person to choose doctors; other types are unknown. */
export const PRODUCT_TYPE_FREEDOM: Readonly<Record<string, number>> = Object.freeze({
  PPO: 100,
  POS: 67,
  EPO: 33,
  HMO: 0,
})

/** The parts of network freedom and their weights within it. */
export const NETWORK_FREEDOM_PARTS = Object.freeze({
  productType: 0.4,
  noReferral: 0.2,
  nationalNetwork: 0.2,
  outOfArea: 0.2,
})

/** Scores closer than this are ties. */
export const TIE_TOLERANCE = 1e-9
