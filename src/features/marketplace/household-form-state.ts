import type { EstimateFormState } from '@/features/costs'

import type { CareListState } from './components/care-list-store'
import type { CurrentPlanCheck } from './lookups'
import type { HealthcareGovEstimate } from './eligibility.server'
import type { MarketplacePlansData } from './plans-answer'
import type { PlansView } from './plans-view'

/**
 * What the results page's household form adds under the estimate, as data: the household's
 * plans and how they are looked at, HealthCare.gov's own estimate, and the plan year whose known
 * rules are said in words (one Candor does not estimate yet). The form renders it, on the server
 * for a page without script and in the browser after it. Types and a field name, safe anywhere.
 */
export type HouseholdPlansExtra = {
  plans: MarketplacePlansData
  view: PlansView
  /** HealthCare.gov's estimate of the credit, or null where it gave none. */
  healthCareGov: HealthcareGovEstimate | null
  /** The plan year asked, where Candor has no estimate for it; null beside an estimate. */
  notesYear: number | null
  /** Whether the household said how much care it expects (HealthCare.gov then estimates each plan's year). */
  hasCareLevel: boolean
  /** The doctors and drugs the plans were checked against, with their names, in the shopper's order. */
  care: CareListState
  /** The household form's id, which the list's controls name. */
  formId: string | null
  /** "I have a plan now": the plan id sent with the form and what it becomes; null when none was sent. */
  currentPlan: CurrentPlanShown | null
}

/** The field of the household form that carries last year's plan id. */
export const CURRENT_PLAN_FIELD = 'current_plan'

export type CurrentPlanShown =
  { kind: 'invalid'; value: string } | { kind: 'answer'; value: string; check: CurrentPlanCheck }

/** The household form's state: the estimate's, with the plans once they are asked. */
export type HouseholdFormState = EstimateFormState<HouseholdPlansExtra | null>
