/**
 * What a report holds about each insurer sold in the person's area: the figures its
 * ranking weighs and the page shows. Pure, for the server and the browser alike.
 */
import type { CountyChoice } from '@/features/find/server'
import { costShareRange } from '@/features/plans'
import type { InsurerSummary, Range, AreaPremiums, StateExchange } from '@/features/plans'

import type { RankingInsurer, ReportAnswers } from './ranking'
import { METER_DEFAULT, type StoredAnswers } from './schema'

export type ReportInsurer = {
  nid: number
  name: string
  legalName: string
  productType: string
  state: string
  member: { average: number | null; count: number }
  cmsStars: number | null
  cmsNotRatedReason: string | null
  cmsRatingYear: number | null
  denialRate: number | null
  claimsPeriod: string | null
  /** The calendar year the claim figures cover, where the file says. */
  claimsYear: number | null
  /** CMS's caveat on the claim figures as the data gives it, or null. */
  claimsCaveat: string | null
  deductible: Range | null
  outOfPocketMax: Range | null
  drugDeductible: Range | null
  metalLevels: string[]
  planCount: number
  /** The plan year of the plan options and their figures. */
  planYear: number
  referralPlans: number
  nationalNetworkPlans: number | null
  outOfAreaPlans: number | null
  /** The newest plan year in which it is known not to sell on HealthCare.gov here, or null while it sells. */
  notSellingIn: number | null
}

/** Where the report's ZIP code places the person. */
export type ReportPlace =
  | { kind: 'unknown'; zip: string }
  /** `leftIn`: the plan year the state left HealthCare.gov for its own exchange, where it did. */
  | { kind: 'exchange'; zip: string; exchange: StateExchange; leftIn: number | null }
  | { kind: 'county'; zip: string; counties: CountyChoice[] }
  | { kind: 'results'; zip: string; county: CountyChoice; countyCount: number; areaPremiums: AreaPremiums | null }

export function toReportInsurer(summary: InsurerSummary): ReportInsurer {
  return {
    nid: summary.nid,
    name: summary.name,
    legalName: summary.legalName,
    productType: summary.productType,
    state: summary.state,
    member: summary.member,
    cmsStars: summary.cms?.overall.stars ?? null,
    cmsNotRatedReason: summary.cms ? summary.cms.overall.notRatedReason : null,
    cmsRatingYear: summary.cms?.ratingYear ?? null,
    denialRate: summary.denialRate,
    claimsPeriod: summary.claimsPeriod,
    claimsYear: summary.claimsYear,
    claimsCaveat: summary.caveat,
    deductible: costShareRange(summary.deductible),
    outOfPocketMax: costShareRange(summary.outOfPocketMax),
    drugDeductible: summary.drugDeductible,
    metalLevels: summary.metalLevels,
    planCount: summary.planCount,
    planYear: summary.planYear,
    referralPlans: summary.referralPlans,
    nationalNetworkPlans: summary.nationalNetworkPlans,
    outOfAreaPlans: summary.outOfAreaPlans,
    notSellingIn: summary.notSellingIn,
  }
}

/** The figures the ranking weighs: for costs, the most protective plan the insurer sells here. */
export function rankingInputOf(insurer: ReportInsurer): RankingInsurer {
  return {
    nid: insurer.nid,
    name: insurer.name,
    notSellingIn: insurer.notSellingIn ?? null,
    memberAverage: insurer.member.average,
    memberCount: insurer.member.count,
    cmsStars: insurer.cmsStars,
    denialRate: insurer.denialRate,
    productType: insurer.productType,
    planCount: insurer.planCount,
    referralPlans: insurer.referralPlans,
    nationalNetworkPlans: insurer.nationalNetworkPlans,
    outOfAreaPlans: insurer.outOfAreaPlans,
    lowestDeductible: insurer.deductible?.min ?? null,
    lowestOutOfPocketMax: insurer.outOfPocketMax?.min ?? null,
    lowestDrugDeductible: insurer.drugDeductible?.min ?? null,
    monthlyPremium: null,
  }
}

/** The answers the ranking reads, from a report's stored answers; meters default to the middle. */
export function rankingAnswersOf(answers: StoredAnswers): ReportAnswers {
  const health = (value: boolean | null | undefined) =>
    answers.field_ir_health_consent === true && typeof value === 'boolean' ? value : null
  const meter = (value: number | undefined) => (typeof value === 'number' ? value : METER_DEFAULT)
  return {
    pregnant: health(answers.field_ir_pregnant),
    diabetes: health(answers.field_ir_diabetes),
    medication: health(answers.field_ir_medication),
    hospitalized: health(answers.field_ir_hospitalized),
    under18: typeof answers.field_ir_under18 === 'boolean' ? answers.field_ir_under18 : null,
    commsMeter: meter(answers.field_ir_commsmeter),
    flexibilityMeter: meter(answers.field_ir_flexibilitymeter),
    paymentMeter: meter(answers.field_ir_paymentmeter),
  }
}
