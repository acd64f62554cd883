import { z, type Infer } from '@/lib/zod'

import type { HouseholdPlan, PlanBenefits } from './plans-answer'

/**
 * A plan of `POST /plans/search` as Candor reads it. Only what the site shows is checked, and
 * a plan without a readable id, name, issuer, level, type or price is refused whole, so that
 * no plan is shown half-read (product brief §14). Everything else may be missing: the page
 * then says "not available" for it, never a guess.
 */
const costShare = z.object({
  type: z.string(),
  amount: z.number().nonnegative(),
  csr: z.string().optional(),
  network_tier: z.string(),
  family_cost: z.string().optional(),
  individual: z.boolean().optional(),
})

const benefit = z.object({
  type: z.string(),
  covered: z.boolean().optional(),
  cost_sharings: z
    .array(z.object({ network_tier: z.string(), display_string: z.string().optional(), csr: z.string().optional() }))
    .optional()
    .catch(undefined),
})

const optionalText = z.string().nullish().catch(null)

export const apiPlanSchema = z.object({
  id: z.string().regex(/^\d{5}[A-Z]{2}\d{7}$/),
  name: z.string().trim().min(1),
  premium: z.number().nonnegative(),
  premium_w_credit: z.number().nonnegative(),
  metal_level: z.string().min(1),
  type: z.string().min(1),
  issuer: z.object({ id: z.string().regex(/^\d{5}$/), name: z.string().trim().min(1) }),
  deductibles: z.array(costShare).optional().catch(undefined),
  moops: z.array(costShare).optional().catch(undefined),
  hsa_eligible: z.boolean().optional().catch(undefined),
  oopc: z.number().optional().catch(undefined),
  quality_rating: z
    .object({ available: z.boolean().optional(), global_rating: z.number().optional() })
    .nullish()
    .catch(null),
  benefits: z.array(benefit).optional().catch(undefined),
  benefits_url: optionalText,
  brochure_url: optionalText,
  formulary_url: optionalText,
  network_url: optionalText,
})

export type ApiPlan = Infer<typeof apiPlanSchema>
type CostShare = Infer<typeof costShare>

/** The name HealthCare.gov gives a plan without a cost-sharing reduction. */
const NO_CSR = 'Exchange variant (no CSR)'

const isInNetworkIndividual = (share: CostShare) =>
  share.network_tier === 'In-Network' && (share.individual ?? share.family_cost === 'Individual')

/**
 * The in-network deductible of one person: the combined medical and drug one where the plan has
 * it, else the medical one (a separate drug deductible is not the plan's deductible).
 */
function deductibleOf(shares: CostShare[] | undefined): CostShare | null {
  const own = (shares ?? []).filter(isInNetworkIndividual)
  return (
    own.find((share) => /combined medical and drug/i.test(share.type)) ??
    own.find((share) => /^medical/i.test(share.type)) ??
    null
  )
}

function moopOf(shares: CostShare[] | undefined): CostShare | null {
  const own = (shares ?? []).filter(isInNetworkIndividual)
  return (
    own.find((share) => /medical and drug/i.test(share.type)) ??
    own.find((share) => /medical/i.test(share.type)) ??
    null
  )
}

const BENEFIT_TYPES: Record<keyof PlanBenefits, string> = {
  primary_care: 'PRIMARY_CARE_VISIT_TO_TREAT_AN_INJURY_OR_ILLNESS',
  specialist: 'SPECIALIST_VISIT',
  generic_drugs: 'GENERIC_DRUGS',
  emergency_room: 'EMERGENCY_ROOM_SERVICES',
}

/** The in-network cost sharing of a benefit as HealthCare.gov writes it, or null. */
function benefitText(plan: ApiPlan, type: string): string | null {
  const found = plan.benefits?.find((item) => item.type === type)
  if (!found) return null
  if (found.covered === false) return 'Not Covered'
  const share = found.cost_sharings?.find((item) => item.network_tier === 'In-Network')
  const text = share?.display_string?.trim()
  return text ? text : null
}

/** The variant's name, when the API applied a cost-sharing reduction. */
function csrOf(...shares: (CostShare | null)[]): string | null {
  const name = shares.find((share) => share?.csr)?.csr
  return name && name !== NO_CSR ? name : null
}

/** A plan as Candor answers and shows it, without Candor's insurer figures (added by the caller). */
export function householdPlanOf(plan: ApiPlan): Omit<HouseholdPlan, 'plan_nid' | 'insurer'> {
  const deductible = deductibleOf(plan.deductibles)
  const moop = moopOf(plan.moops)
  const stars = plan.quality_rating?.global_rating
  const url = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null)
  return {
    id: plan.id,
    name: plan.name,
    issuer_id: plan.issuer.id,
    issuer_name: plan.issuer.name,
    metal_level: plan.metal_level,
    type: plan.type,
    premium: plan.premium,
    premium_after_credit: plan.premium_w_credit,
    deductible: deductible?.amount ?? null,
    moop: moop?.amount ?? null,
    csr: csrOf(deductible, moop),
    // 0, or a rating CMS did not make available, means "not rated".
    quality_rating:
      plan.quality_rating?.available !== false && stars !== undefined && stars >= 1 && stars <= 5 ? stars : null,
    hsa_eligible: plan.hsa_eligible ?? null,
    oopc: plan.oopc !== undefined && plan.oopc >= 0 ? plan.oopc : null,
    benefits: {
      primary_care: benefitText(plan, BENEFIT_TYPES.primary_care),
      specialist: benefitText(plan, BENEFIT_TYPES.specialist),
      generic_drugs: benefitText(plan, BENEFIT_TYPES.generic_drugs),
      emergency_room: benefitText(plan, BENEFIT_TYPES.emergency_room),
    },
    documents: {
      summary_of_benefits: url(plan.benefits_url),
      brochure: url(plan.brochure_url),
      formulary: url(plan.formulary_url),
      network: url(plan.network_url),
    },
  }
}

/** Each plan read, or counted out when it cannot be read whole. */
export function readPlans(raw: unknown[]): { plans: ApiPlan[]; unreadable: number } {
  const plans: ApiPlan[] = []
  let unreadable = 0
  for (const item of raw) {
    const parsed = apiPlanSchema.safeParse(item)
    if (parsed.success) plans.push(parsed.data)
    else unreadable += 1
  }
  return { plans, unreadable }
}
