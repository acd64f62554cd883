import { fillBlanks } from '@/lib/blanks'

import type { HouseholdPlan, MarketplacePlansData } from '../plans-answer'
import { facetsOf, MAX_COMPARED, PLAN_SORTS, viewPlans, type PlanSort, type PlansView } from '../plans-view'
import type { HouseholdPlansWords } from './household-plans-words'
import { counted, factsOf, type PlanFacts } from './plan-facts'

/** A plan with its facts as the page writes them. */
export type PlanRow = { plan: HouseholdPlan; facts: PlanFacts }

/** What the list of plans shows under a view, worked out the same with script and without it. */
export type PlansModel = {
  /** The orders offered, the first being the default. */
  sorts: PlanSort[]
  /** The view as shown: an order the list does not offer reads as its default. */
  view: PlansView
  facets: { metals: string[]; types: string[]; hsa: boolean; care: boolean }
  total: number
  matching: number
  rows: PlanRow[]
  compared: PlanRow[]
  /** Whether no more plans may be chosen for comparison. */
  full: boolean
  /** "Showing 20 of 55 plans", or how many match the filters and how many are shown. */
  status: string
  source: string
}

/** When HealthCare.gov's data was fetched, in the reader's language, in Eastern time, its zone named. */
function fetchedOn(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/** The orders a list offers: no price orders where Candor's own files have no prices. */
function sortsFor(data: MarketplacePlansData, hasCareLevel: boolean): PlanSort[] {
  if (data.source === 'embedded') return PLAN_SORTS.filter((sort) => sort !== 'price' && sort !== 'yearly')
  return PLAN_SORTS.filter((sort) => sort !== 'yearly' || hasCareLevel)
}

export function plansModelOf(
  data: MarketplacePlansData,
  asked: PlansView,
  hasCareLevel: boolean,
  w: HouseholdPlansWords,
): PlansModel {
  const sorts = sortsFor(data, hasCareLevel)
  const view = { ...asked, sort: sorts.includes(asked.sort) ? asked.sort : sorts[0]! }
  const { matching, shown, compared } = viewPlans(data.plans, view)
  const total = data.plans.length
  const filtered = view.metals.length > 0 || view.types.length > 0 || view.hsaOnly || view.coversAll
  const statusOf = () => {
    if (!filtered) return counted(w.showing, total, { shown: shown.length })
    if (matching === 0) return w.noMatch
    const matches = `${counted(w.matching, matching, { total })}.`
    return shown.length < matching ? `${matches} ${counted(w.showing, matching, { shown: shown.length })}` : matches
  }
  return {
    sorts,
    view,
    facets: {
      ...facetsOf(data.plans),
      hsa: data.plans.some((plan) => plan.hsa_eligible === true),
      care: data.plans.some((plan) => (plan.drugs?.length ?? 0) + (plan.providers?.length ?? 0) > 0),
    },
    total,
    matching,
    rows: shown.map((plan) => ({ plan, facts: factsOf(plan, w) })),
    compared: compared.map((plan) => ({ plan, facts: factsOf(plan, w) })),
    full: compared.length >= MAX_COMPARED,
    status: statusOf(),
    source:
      data.source === 'marketplace' && data.fetched_at
        ? fillBlanks(w.sourceMarketplace, { year: data.plan_year, date: fetchedOn(data.fetched_at, w.dateLocale) })
        : fillBlanks(w.sourceEmbedded, { year: data.plan_year }),
  }
}
