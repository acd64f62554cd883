import { coversAll } from './coverage'
import type { HouseholdPlan } from './plans-answer'

/**
 * How a shopper looks at a household's plans: the order, the filters, how many are shown and
 * which are compared. Read from the results form (so a page without script can post it) and
 * kept in the browser's state with script. Pure, safe anywhere.
 */

export const PLAN_SORTS = ['price', 'yearly', 'deductible', 'moop', 'stars', 'members'] as const
export type PlanSort = (typeof PLAN_SORTS)[number]

export const PAGE_OF_PLANS = 20
export const MAX_COMPARED = 4
export const MIN_COMPARED = 2

export type PlansView = {
  sort: PlanSort
  metals: string[]
  types: string[]
  hsaOnly: boolean
  /** Only plans that cover every doctor and drug on the shopper's list. */
  coversAll: boolean
  shown: number
  compare: string[]
}

export const DEFAULT_PLANS_VIEW: PlansView = {
  sort: 'price',
  metals: [],
  types: [],
  hsaOnly: false,
  coversAll: false,
  shown: PAGE_OF_PLANS,
  compare: [],
}

/** Names of the view's fields in the results form. */
export const VIEW_FIELD = {
  sort: 'plans_sort',
  metal: 'plans_metal',
  type: 'plans_type',
  hsa: 'plans_hsa',
  coversAll: 'plans_covers_all',
  shown: 'plans_shown',
  compare: 'plans_compare',
} as const

const texts = (form: FormData, name: string) =>
  form
    .getAll(name)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= 40)

/** The view a form posted; anything unknown or out of range reads as the default. */
export function plansViewOf(form: FormData, showMore = false): PlansView {
  const sort = form.get(VIEW_FIELD.sort)
  const shown = Number(form.get(VIEW_FIELD.shown))
  const current = Number.isInteger(shown) && shown >= PAGE_OF_PLANS && shown <= 1000 ? shown : PAGE_OF_PLANS
  return {
    sort: PLAN_SORTS.includes(sort as PlanSort) ? (sort as PlanSort) : 'price',
    metals: [...new Set(texts(form, VIEW_FIELD.metal))].slice(0, 10),
    types: [...new Set(texts(form, VIEW_FIELD.type))].slice(0, 10),
    hsaOnly: form.get(VIEW_FIELD.hsa) === 'on',
    coversAll: form.get(VIEW_FIELD.coversAll) === 'on',
    shown: showMore ? current + PAGE_OF_PLANS : current,
    compare: [...new Set(texts(form, VIEW_FIELD.compare))]
      .filter((id) => /^\d{5}[A-Z]{2}\d{7}$/.test(id))
      .slice(0, MAX_COMPARED),
  }
}

/** The estimated yearly total HealthCare.gov shows: 12 premiums after the credit and the expected costs. */
export function yearlyTotalOf(plan: HouseholdPlan): number | null {
  if (plan.premium_after_credit === null || plan.oopc === null) return null
  return Math.round((12 * plan.premium_after_credit + plan.oopc) * 100) / 100
}

/** A plan's figure for an order; null (not known) sorts last, whatever the order. */
function figureOf(plan: HouseholdPlan, sort: PlanSort): number | null {
  switch (sort) {
    case 'price':
      return plan.premium_after_credit
    case 'yearly':
      return yearlyTotalOf(plan)
    case 'deductible':
      return plan.deductible
    case 'moop':
      return plan.moop
    case 'stars':
      return plan.quality_rating === null ? null : -plan.quality_rating
    case 'members':
      return plan.insurer?.member_average == null ? null : -plan.insurer.member_average
  }
}

/** The plans in an order: lowest cost first, most stars first; ties by price after the credit, then id. */
export function sortPlans(plans: readonly HouseholdPlan[], sort: PlanSort): HouseholdPlan[] {
  const last = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value)
  return [...plans].sort(
    (a, b) =>
      last(figureOf(a, sort)) - last(figureOf(b, sort)) ||
      last(a.premium_after_credit) - last(b.premium_after_credit) ||
      a.id.localeCompare(b.id),
  )
}

export function filterPlans(
  plans: readonly HouseholdPlan[],
  view: Pick<PlansView, 'metals' | 'types' | 'hsaOnly' | 'coversAll'>,
) {
  return plans.filter(
    (plan) =>
      (view.metals.length === 0 || view.metals.includes(plan.metal_level)) &&
      (view.types.length === 0 || view.types.includes(plan.type)) &&
      (!view.hsaOnly || plan.hsa_eligible === true) &&
      (!view.coversAll || coversAll(plan)),
  )
}

/** The metal levels and plan types present, in a fixed order, for the filters. */
export function facetsOf(plans: readonly HouseholdPlan[]): { metals: string[]; types: string[] } {
  const METAL_ORDER = ['Catastrophic', 'Bronze', 'Expanded Bronze', 'Silver', 'Gold', 'Platinum']
  const rank = (metal: string) => METAL_ORDER.indexOf(metal) + 1 || METAL_ORDER.length + 1
  const metals = [...new Set(plans.map((plan) => plan.metal_level))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  )
  const types = [...new Set(plans.map((plan) => plan.type))].sort()
  return { metals, types }
}

/** What the page shows of a household's plans under a view. */
export function viewPlans(plans: readonly HouseholdPlan[], view: PlansView) {
  const matching = sortPlans(filterPlans(plans, view), view.sort)
  return {
    matching: matching.length,
    shown: matching.slice(0, view.shown),
    compared: view.compare.map((id) => plans.find((plan) => plan.id === id)).filter((plan) => plan !== undefined),
  }
}
