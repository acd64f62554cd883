import { formatMoney } from '@/features/costs'
import { fillBlanks } from '@/lib/blanks'

import type { HouseholdPlan, PlanBenefits, PlanDocuments } from '../plans-answer'
import { yearlyTotalOf } from '../plans-view'
import type { CountWords, HouseholdPlansWords } from './household-plans-words'

/**
 * A plan's facts as the page writes them, the same in its card, its table row and the
 * comparison. A figure HealthCare.gov or Candor did not give reads "Not available", never a
 * guess (product brief §14).
 */

/** Dollars as the page writes them: cents only where there are any ($7,500, $184.63). */
export const money = (dollars: number) => formatMoney(Math.round(dollars * 100)).replace(/\.00$/, '')

/** A sentence for a count, in its form for one or for any other number. */
export const counted = (words: CountWords, count: number, values: Record<string, string | number> = {}) =>
  fillBlanks(count === 1 ? words.one : words.many, { ...values, count })

export const BENEFIT_KEYS: (keyof PlanBenefits)[] = ['primary_care', 'specialist', 'generic_drugs', 'emergency_room']
export const DOCUMENT_KEYS: (keyof PlanDocuments)[] = ['summary_of_benefits', 'brochure', 'formulary', 'network']

export type PlanFacts = {
  /** "$184.63 a month", or null where HealthCare.gov gave no price (Candor's own files). */
  perMonth: string | null
  /** "before the credit $400.63", or null. */
  beforeCredit: string | null
  afterCredit: string
  before: string
  deductible: string
  moop: string
  /** The cost-sharing reduction in words, or null where none applies. */
  csr: string | null
  stars: string
  hsa: string
  yearly: string
  members: string
  replies: string | null
  /** The insurer's product as Candor names it: insurer and product type. */
  product: string
  metal: string
  /** The benefits' labels with HealthCare.gov's words, or null where it gave none. */
  benefits: { key: keyof PlanBenefits; label: string; value: string | null }[]
  documents: { key: keyof PlanDocuments; label: string; url: string }[]
}

/** A cost-sharing reduction variant in plain words ("73% AV Level Silver Plan CSR"). */
function csrText(csr: string | null, w: HouseholdPlansWords): string | null {
  if (csr === null) return null
  const silver = csr.match(/(\d{2})%\s*AV Level Silver/i)
  if (silver) return fillBlanks(w.csrSilver, { percent: silver[1]! })
  if (/^zero cost sharing/i.test(csr)) return w.csrZero
  if (/^limited cost sharing/i.test(csr)) return w.csrLimited
  return csr
}

function membersText(plan: HouseholdPlan, w: HouseholdPlansWords): string {
  const figures = plan.insurer
  if (figures === null) return w.notAvailable
  if (figures.member_average !== null) {
    return counted(w.memberScore, figures.member_count, { average: figures.member_average.toFixed(1) })
  }
  return figures.member_count > 0 ? counted(w.memberFew, figures.member_count) : w.noReviews
}

export function factsOf(plan: HouseholdPlan, w: HouseholdPlansWords): PlanFacts {
  const orMissing = (value: number | null) => (value === null ? w.notAvailable : money(value))
  const yearly = yearlyTotalOf(plan)
  const replyRate = plan.insurer?.reply_rate ?? null
  return {
    perMonth:
      plan.premium_after_credit === null ? null : fillBlanks(w.perMonth, { amount: money(plan.premium_after_credit) }),
    beforeCredit: plan.premium === null ? null : fillBlanks(w.beforeCredit, { amount: money(plan.premium) }),
    afterCredit: orMissing(plan.premium_after_credit),
    before: orMissing(plan.premium),
    deductible: orMissing(plan.deductible),
    moop: orMissing(plan.moop),
    csr: csrText(plan.csr, w),
    stars: plan.quality_rating === null ? w.notRated : fillBlanks(w.stars, { count: plan.quality_rating }),
    hsa: plan.hsa_eligible === null ? w.notAvailable : plan.hsa_eligible ? w.hsaYes : w.hsaNo,
    yearly: yearly === null ? w.yearlyNone : money(yearly),
    members: membersText(plan, w),
    replies: replyRate === null ? null : fillBlanks(w.replies, { percent: Math.round(replyRate * 100) }),
    product: `${plan.issuer_name} ${plan.type}`,
    metal: w.metalNames[plan.metal_level] ?? plan.metal_level,
    benefits: BENEFIT_KEYS.map((key) => ({ key, label: w.benefits[key], value: plan.benefits[key] })),
    documents: DOCUMENT_KEYS.flatMap((key) => {
      const url = plan.documents[key]
      return url ? [{ key, label: w.documentNames[key], url }] : []
    }),
  }
}
