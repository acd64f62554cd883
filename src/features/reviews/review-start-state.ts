import { zipCodeError } from '@/features/plans'

import { plansForCounty, type PlanLookup } from '@/features/plans'

import { filterPlanChoices, type FilteredPlan } from './plan-choices'

/**
 * What the review-start dialog shows, without React: the ZIP typed, its message, the lookup
 * of the last ZIP submitted, the county and plan chosen, and the words filtering the plans.
 * Everything found belongs to the ZIP in the box: changing the ZIP clears it at once, so a
 * notice or list of an earlier ZIP never shows beside the new one.
 */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; zip: string; lookup: PlanLookup }

export type ReviewStartState = {
  zip: string
  zipError: string | null
  lookup: LookupState
  county: string
  nid: string
  filter: string
}

export type ReviewStartAction =
  | { type: 'zipChanged'; value: string }
  /** Submit was pressed; `error` is the ZIP's message, or null when it is looked up. */
  | { type: 'submitted'; error: string | null }
  | { type: 'lookupFailed'; message: string }
  | { type: 'lookupDone'; zip: string; lookup: PlanLookup }
  | { type: 'countyChosen'; fips: string }
  | { type: 'planChosen'; nid: string }
  | { type: 'filterChanged'; value: string }

export const INITIAL_REVIEW_START: ReviewStartState = {
  zip: '',
  zipError: null,
  lookup: { status: 'idle' },
  county: '',
  nid: '',
  filter: '',
}

/** Nothing found, nothing chosen. */
const withoutResults = (state: ReviewStartState, lookup: LookupState): ReviewStartState => ({
  ...state,
  lookup,
  county: '',
  nid: '',
  filter: '',
})

/** The plans on offer for the lookup and county shown, before the filter; null until there are some to offer. */
export function offeredPlans(state: ReviewStartState) {
  if (state.lookup.status !== 'done') return null
  const { lookup } = state.lookup
  const needsCounty = lookup.counties.length > 1
  return !needsCounty || state.county ? plansForCounty(lookup, state.county || null) : null
}

/** The offered plans the filter keeps, with the option name that matched where one did. */
export function shownPlans(state: ReviewStartState): FilteredPlan[] | null {
  const plans = offeredPlans(state)
  return plans ? filterPlanChoices(plans, state.filter) : null
}

export function reviewStartReducer(state: ReviewStartState, action: ReviewStartAction): ReviewStartState {
  switch (action.type) {
    case 'zipChanged': {
      if (action.value === state.zip) return state
      // Once a message shows, it follows the typing; it never appears before the first Submit.
      const zipError = state.zipError !== null ? zipCodeError(action.value) : null
      return { ...withoutResults(state, { status: 'idle' }), zip: action.value, zipError }
    }
    case 'submitted':
      return {
        ...withoutResults(state, action.error ? { status: 'idle' } : { status: 'loading' }),
        zipError: action.error,
      }
    case 'lookupFailed':
      return { ...withoutResults(state, { status: 'failed' }), zipError: action.message }
    case 'lookupDone':
      return withoutResults(state, { status: 'done', zip: action.zip, lookup: action.lookup })
    case 'countyChosen':
      return { ...state, county: action.fips, nid: '' }
    case 'planChosen':
      return { ...state, nid: action.nid }
    case 'filterChanged': {
      const next = { ...state, filter: action.value }
      // A chosen plan the filter no longer shows is no longer chosen.
      const kept = shownPlans(next)?.some(({ plan }) => String(plan.nid) === state.nid)
      return kept ? next : { ...next, nid: '' }
    }
  }
}
