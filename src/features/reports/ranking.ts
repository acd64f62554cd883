/**
 * The ranking of the personal report: how the insurers sold in a person's ZIP code and county
 * are scored and ordered from the person's quiz answers. Pure, with no server code and no
 * React, so the report and the public methodology page use the same rules in the browser and
 * on the server. Decision record 009 explains each rule in plain words.
 *
 * Factors. Each insurer gets up to seven values from 0 to 100, higher always better for the
 * person, null when Candor has no data for it:
 * - memberRatings: the members' shrunk 1–5 average on a 0–100 line, (average − 1) / 4 × 100.
 * - cmsStars: CMS's overall 1–5 quality rating on the same line.
 * - claimDenials: 100 × (1 − denial rate / 0.5), so no denials give 100 and half or more of
 *   in-network claims denied give 0.
 * - networkFreedom: a weighted mean of the parts known: the product type (weight 0.4; PPO 100,
 *   POS 67, EPO 33, HMO 0, any other type unknown) and the shares of its plans here that need
 *   no referral to see a specialist, have a national network, and cover care outside the
 *   service area (0.2 each). Unknown parts are left out and the others' weights rescaled; null
 *   when no part is known or the insurer has no plans here.
 * - costProtection: the mean of the known of 100 × (1 − lowest deductible / 9,200) and
 *   100 × (1 − lowest out-of-pocket maximum / 9,200), where 9,200 dollars is the 2025 ACA
 *   out-of-pocket limit for one person and "lowest" is the most protective plan sold here.
 * - drugCosts: 100 × (1 − lowest drug deductible / 9,200).
 * - premiums: 100 × (cheapest premium / own premium), among the insurers of the same report
 *   that have a monthly premium; null when fewer than two have one, as a lone price has
 *   nothing to be compared with.
 * Values are clamped to 0–100. Every factor but premiums is on an absolute scale, so one
 * insurer's value never depends on which other insurers are in the list.
 *
 * Weights. Each factor starts at a base weight (1, except drug costs at 0). A "yes" to a
 * health question adds to the factors that matter for it (WEIGHT_RULES); "no" and "prefer not
 * to say" change nothing. Then each priority meter multiplies the weights of its factors
 * (METER_FACTORS) by 0.25 + 1.5 × meter / 100: 0.25 at 0, 1 at the middle (50), 1.75 at 100.
 *
 * Score. An insurer's score is the weighted mean of its factors that have data and a weight
 * above 0. A factor without data is left out (the weights of the rest are rescaled), never
 * counted as bad, and the report lists it as missing. With no factor counted the score is null.
 *
 * Order. Higher score first. Scores within TIE_TOLERANCE are ties, broken by the larger share
 * of the total weight backed by data, then by name (English, ignoring case and accents), then
 * by nid. Insurers without a score come last, by name then nid. The same answers and insurers
 * always give the same order, whatever the order of the input.
 */

import {
  type ReportAnswers,
  FACTOR_KEYS,
  type FactorKey,
  HEALTH_ANSWER_KEYS,
  METER_KEYS,
  type WeightReason,
  type ReportWeights,
  type RankingInsurer,
  type FactorValues,
  type RankedFactor,
  type InsurerScore,
  type RankedInsurer,
  BASE_WEIGHTS,
  WEIGHT_RULES,
  METER_FACTORS,
  METER_RANGE,
  METER_MULTIPLIER,
  STAR_RANGE,
  DENIAL_RATE_AT_ZERO,
  COST_AT_ZERO,
  PRODUCT_TYPE_FREEDOM,
  NETWORK_FREEDOM_PARTS,
  TIE_TOLERANCE,
} from './ranking-rules'

export * from './ranking-rules'

const isKnown = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

const clamp = (value: number, min = 0, max = 100) => Math.min(max, Math.max(min, value))

/** The meter as used: clamped to 0–100; the middle when missing or not a number. */
export function normaliseMeter(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return METER_RANGE.default
  return clamp(value, METER_RANGE.min, METER_RANGE.max)
}

/** What a meter multiplies its factors' weights by: 0.25 at 0, 1 at 50, 1.75 at 100. */
export function meterMultiplier(meter: unknown): number {
  return METER_MULTIPLIER.atZero + (METER_MULTIPLIER.span * normaliseMeter(meter)) / 100
}

/**
 * Each factor's weight for these answers, with the rules that changed it. An added amount is
 * listed for every "yes" that adds to the factor; a meter is listed when it changes a weight
 * above 0 (not at the middle, and not for a factor no rule has given a weight).
 */
export function weightsFor(answers: ReportAnswers): ReportWeights {
  const weights = {} as ReportWeights
  for (const key of FACTOR_KEYS) {
    let weight = BASE_WEIGHTS[key]
    const reasons: WeightReason[] = []
    for (const rule of HEALTH_ANSWER_KEYS) {
      const add = WEIGHT_RULES[rule][key]
      if (answers[rule] === true && add !== undefined) {
        weight += add
        reasons.push({ rule, add })
      }
    }
    for (const rule of METER_KEYS) {
      if (!METER_FACTORS[rule].includes(key)) continue
      const multiply = meterMultiplier(answers[rule])
      if (multiply !== 1 && weight > 0) reasons.push({ rule, multiply })
      weight *= multiply
    }
    weights[key] = { weight, reasons }
  }
  return weights
}

const starsToScale = (stars: number | null) =>
  isKnown(stars) ? clamp(((stars - STAR_RANGE.min) / (STAR_RANGE.max - STAR_RANGE.min)) * 100) : null

const costToScale = (dollars: number | null) => (isKnown(dollars) ? clamp(100 * (1 - dollars / COST_AT_ZERO)) : null)

const shareOfPlans = (count: number | null, planCount: number) =>
  isKnown(count) ? clamp((count / planCount) * 100) : null

function meanOfKnown(parts: readonly (readonly [value: number | null, weight: number])[]): number | null {
  let total = 0
  let weights = 0
  for (const [value, weight] of parts) {
    if (value === null) continue
    total += value * weight
    weights += weight
  }
  return weights > 0 ? total / weights : null
}

function networkFreedomOf(insurer: RankingInsurer): number | null {
  const { planCount } = insurer
  if (!isKnown(planCount) || planCount <= 0) return null
  const type = typeof insurer.productType === 'string' ? insurer.productType.trim().toUpperCase() : ''
  const typeFreedom = Object.hasOwn(PRODUCT_TYPE_FREEDOM, type) ? PRODUCT_TYPE_FREEDOM[type] : null
  const noReferral = isKnown(insurer.referralPlans) ? shareOfPlans(planCount - insurer.referralPlans, planCount) : null
  return meanOfKnown([
    [typeFreedom, NETWORK_FREEDOM_PARTS.productType],
    [noReferral, NETWORK_FREEDOM_PARTS.noReferral],
    [shareOfPlans(insurer.nationalNetworkPlans, planCount), NETWORK_FREEDOM_PARTS.nationalNetwork],
    [shareOfPlans(insurer.outOfAreaPlans, planCount), NETWORK_FREEDOM_PARTS.outOfArea],
  ])
}

/** A premium counts only as a positive dollar amount: the ratio means nothing for zero or less. */
const premiumOf = (insurer: RankingInsurer) =>
  isKnown(insurer.monthlyPremium) && insurer.monthlyPremium > 0 ? insurer.monthlyPremium : null

/**
 * The cheapest monthly premium among these insurers, the reference of the premiums factor;
 * null when fewer than two insurers have a premium.
 */
export function findCheapestPremium(insurers: readonly RankingInsurer[]): number | null {
  const premiums = insurers.map(premiumOf).filter((premium) => premium !== null)
  return premiums.length < 2 ? null : Math.min(...premiums)
}

/** One insurer's factor values, 0–100 or null; `cheapestPremium` comes from findCheapestPremium. */
export function measureFactors(insurer: RankingInsurer, cheapestPremium: number | null): FactorValues {
  const premium = premiumOf(insurer)
  const costParts = [costToScale(insurer.lowestDeductible), costToScale(insurer.lowestOutOfPocketMax)]
  return {
    memberRatings: starsToScale(insurer.memberAverage),
    cmsStars: starsToScale(insurer.cmsStars),
    claimDenials: isKnown(insurer.denialRate) ? clamp(100 * (1 - insurer.denialRate / DENIAL_RATE_AT_ZERO)) : null,
    networkFreedom: networkFreedomOf(insurer),
    costProtection: meanOfKnown(costParts.map((value) => [value, 1] as const)),
    drugCosts: costToScale(insurer.lowestDrugDeductible),
    premiums: premium !== null && cheapestPremium !== null ? clamp((100 * cheapestPremium) / premium) : null,
  }
}

/** The weighted mean of the factors with data and weight, and how each factor took part. */
export function scoreFactors(values: FactorValues, weights: ReportWeights): InsurerScore {
  let countedWeight = 0
  let totalWeight = 0
  let weighted = 0
  for (const key of FACTOR_KEYS) {
    const { weight } = weights[key]
    const value = values[key]
    if (weight <= 0) continue
    totalWeight += weight
    if (value === null) continue
    countedWeight += weight
    weighted += weight * value
  }
  const factors = FACTOR_KEYS.map((key): RankedFactor => {
    const { weight } = weights[key]
    const value = values[key]
    const reason = weight <= 0 ? 'zeroWeight' : value === null ? 'noData' : null
    const counted = reason === null
    return { key, value, weight, share: counted ? weight / countedWeight : 0, counted, reason }
  })
  return {
    score: countedWeight > 0 ? clamp(weighted / countedWeight) : null,
    factors,
    missing: factors.filter((factor) => factor.reason === 'noData').map((factor) => factor.key),
    knownWeightShare: totalWeight > 0 ? countedWeight / totalWeight : 0,
  }
}

const byName = (a: { name: string; nid: number }, b: { name: string; nid: number }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.nid - b.nid

function compareRanked(a: RankedInsurer, b: RankedInsurer): number {
  // An insurer that no longer sells here cannot be chosen: it follows every one that can, whatever its score.
  const gone = Number(a.notSellingIn !== null) - Number(b.notSellingIn !== null)
  if (gone !== 0) return gone
  if (a.score === null || b.score === null) {
    if (a.score !== null) return -1
    if (b.score !== null) return 1
    return byName(a, b)
  }
  if (Math.abs(a.score - b.score) > TIE_TOLERANCE) return b.score - a.score
  if (Math.abs(a.knownWeightShare - b.knownWeightShare) > TIE_TOLERANCE) return b.knownWeightShare - a.knownWeightShare
  return byName(a, b)
}

/** A fixed order to sort from, so the result never depends on the order the insurers came in. */
const byIdentity = (a: RankingInsurer, b: RankingInsurer) =>
  a.nid - b.nid || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** The insurers scored for these answers, best first, each with its rank and its factors. */
export function rankInsurers(insurers: readonly RankingInsurer[], answers: ReportAnswers): RankedInsurer[] {
  const weights = weightsFor(answers)
  const cheapestPremium = findCheapestPremium(insurers)
  const ranked = [...insurers]
    .sort(byIdentity)
    .map((insurer): RankedInsurer => ({
      nid: insurer.nid,
      name: insurer.name,
      notSellingIn: insurer.notSellingIn ?? null,
      rank: null,
      ...scoreFactors(measureFactors(insurer, cheapestPremium), weights),
    }))
    .sort(compareRanked)
  return ranked.map((insurer, index) => ({ ...insurer, rank: insurer.score === null ? null : index + 1 }))
}

/** The factors that carry weight but have data for none of the insurers: they take no share of anyone's score. */
export function factorsWithoutData(ranked: readonly InsurerScore[]): Set<FactorKey> {
  return new Set(
    FACTOR_KEYS.filter(
      (key) =>
        ranked.length > 0 &&
        ranked.every((insurer) => insurer.factors.find((factor) => factor.key === key)?.value === null),
    ),
  )
}

/** An insurer whose place changed between two rankings, 1-based. */
export type RankMove = { nid: number; name: string; from: number; to: number }

/**
 * The insurers that changed place from one ranking to the next, the largest moves first (a
 * climb before a fall of the same size), so a person sees what their change did.
 */
export function rankMoves(before: readonly RankedInsurer[], after: readonly RankedInsurer[]): RankMove[] {
  const earlier = new Map(before.map((insurer) => [insurer.nid, insurer.rank]))
  const moves: RankMove[] = []
  for (const insurer of after) {
    const from = earlier.get(insurer.nid)
    if (from == null || insurer.rank === null || from === insurer.rank) continue
    moves.push({ nid: insurer.nid, name: insurer.name, from, to: insurer.rank })
  }
  return moves.sort((a, b) => Math.abs(b.from - b.to) - Math.abs(a.from - a.to) || b.from - b.to - (a.from - a.to))
}
