import { describe, expect, it } from 'vitest'

import type { PlanLookup } from '@/features/plans'
import {
  INITIAL_REVIEW_START,
  reviewStartReducer,
  shownPlans,
  type ReviewStartAction,
  type ReviewStartState,
} from '@/features/reviews/review-start-state'

const run = (state: ReviewStartState, ...actions: ReviewStartAction[]) => actions.reduce(reviewStartReducer, state)

const NEW_YORK: PlanLookup = {
  plans: [],
  counties: [{ fips: '36061', name: 'New York County', nids: [] }],
  exchange: { state: 'NY', name: 'NY State of Health', url: 'https://nystateofhealth.ny.gov' },
  isEarlier: false,
}

const HOUSTON: PlanLookup = {
  plans: [
    {
      nid: 199,
      label: 'Aetna CVS Health HMO',
      optionNames: ['Silver 10 Advanced: $0 PCP + Aetna network + $0 walk-in clinic'],
    },
    { nid: 187, label: 'Oscar Insurance Company EPO', optionNames: ['Silver Classic'] },
  ],
  counties: [{ fips: '48201', name: 'Harris County', nids: [199, 187] }],
  exchange: null,
  isEarlier: false,
}

describe('the review-start dialog', () => {
  it('clears what an earlier ZIP found as soon as the ZIP changes, and shows only the new ZIP’s message', () => {
    let state = run(
      INITIAL_REVIEW_START,
      { type: 'zipChanged', value: '12345' },
      { type: 'submitted', error: null },
      { type: 'lookupDone', zip: '12345', lookup: NEW_YORK },
    )
    expect(state.lookup).toMatchObject({ status: 'done', lookup: { exchange: { state: 'NY' } } })

    state = run(state, { type: 'zipChanged', value: '1234-' })
    expect(state.lookup).toEqual({ status: 'idle' })
    expect(state.zipError).toBeNull()

    state = run(state, { type: 'submitted', error: 'Zip code must contain only numbers' })
    expect(state).toMatchObject({ lookup: { status: 'idle' }, zipError: 'Zip code must contain only numbers' })
  })

  it('forgets the county, the plan and the filter of an earlier ZIP', () => {
    let state = run(
      INITIAL_REVIEW_START,
      { type: 'zipChanged', value: '77002' },
      { type: 'submitted', error: null },
      { type: 'lookupDone', zip: '77002', lookup: HOUSTON },
      { type: 'filterChanged', value: 'silver' },
      { type: 'planChosen', nid: '199' },
    )
    expect(state).toMatchObject({ nid: '199', filter: 'silver' })
    state = run(state, { type: 'zipChanged', value: '7700' })
    expect(state).toMatchObject({ nid: '', filter: '', county: '', lookup: { status: 'idle' } })
  })

  it('filters the plans by insurer or plan option name, and lets go of a chosen plan it hides', () => {
    let state = run(
      INITIAL_REVIEW_START,
      { type: 'zipChanged', value: '77002' },
      { type: 'submitted', error: null },
      { type: 'lookupDone', zip: '77002', lookup: HOUSTON },
    )
    expect(shownPlans(state)).toHaveLength(2)
    state = run(state, { type: 'planChosen', nid: '187' }, { type: 'filterChanged', value: 'Silver 10 Adv' })
    expect(shownPlans(state)).toEqual([
      { plan: HOUSTON.plans[0], matchedOption: 'Silver 10 Advanced: $0 PCP + Aetna network + $0 walk-in clinic' },
    ])
    expect(state.nid).toBe('')
    state = run(state, { type: 'planChosen', nid: '199' }, { type: 'filterChanged', value: 'Silver 10' })
    expect(state.nid).toBe('199')
  })
})
