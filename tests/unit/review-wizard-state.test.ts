import { describe, expect, it } from 'vitest'

import {
  buildSubmission,
  canSubmit,
  initialWizardState,
  newClientId,
  resolveDraft,
  visibleError,
  wizardReducer,
  type ReviewDraft,
  type WizardAction,
  type WizardState,
} from '@/features/reviews/wizard-state'

const NO_PREFILL = { name: null, email: null }
const PLAN = {
  nid: 199,
  name: 'Aetna CVS Health HMO',
  legalName: 'Aetna Health Inc.',
  state: 'TX',
  reportingUnit: '58840-HMO',
}

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state)
const draftOf = (state: WizardState) => resolveDraft(state.draft, NO_PREFILL)
const next = (state: WizardState) => wizardReducer(state, { type: 'next', draft: draftOf(state) })

describe('the review wizard (seed-spec §4)', () => {
  it('step 1 goes on only with an overall rating, and shows its message only after Next', () => {
    let state = initialWizardState()
    expect(visibleError(state, draftOf(state), 'field_review_overallrating')).toBeNull()
    state = next(state)
    expect(state.step).toBe(1)
    expect(visibleError(state, draftOf(state), 'field_review_overallrating')).toBe('Overall rating is required')
    state = next(wizardReducer(state, { type: 'change', field: 'field_review_overallrating', value: 'good' }))
    expect(state.step).toBe(2)
  })

  it('step 1 refuses a rating that is not one of the five faces (a changed page), as the server does', () => {
    let state = run(initialWizardState(), { type: 'change', field: 'field_review_overallrating', value: 'superb' })
    state = next(state)
    expect(state.step).toBe(1)
    expect(visibleError(state, draftOf(state), 'field_review_overallrating')).toBe('Invalid rating selection')
    expect(canSubmit({ ...draftOf(state), field_review_overallrating: 'superb' })).toBe(false)
  })

  it('resets what shows on entering a step, and Back goes 3 to 2 and 2 to 1', () => {
    let state = next(run(initialWizardState(), { type: 'change', field: 'field_review_overallrating', value: 'good' }))
    state = next(state)
    expect(state.attempted).toBe(true)
    expect(visibleError(state, draftOf(state), 'field_review_costrating')).toBe('Cost rating is required')
    state = wizardReducer(state, { type: 'back' })
    expect(state).toMatchObject({ step: 1, attempted: false, touched: {} })
    state = next(state)
    expect(visibleError(state, draftOf(state), 'field_review_costrating')).toBeNull()
  })

  it('shows a field’s message once the field has been left', () => {
    let state = run(initialWizardState(), { type: 'change', field: 'field_review_overallrating', value: 'okay' })
    state = next(state)
    state = run(
      state,
      { type: 'change', field: 'field_review_accesscarerating', value: 'good' },
      { type: 'change', field: 'field_review_custservicerating', value: 'good' },
      { type: 'change', field: 'field_review_costrating', value: 'good' },
    )
    state = next(state)
    expect(state.step).toBe(3)
    state = run(
      state,
      { type: 'change', field: 'field_review_account_email', value: 'maria@' },
      { type: 'touch', field: 'field_review_account_email' },
    )
    expect(visibleError(state, draftOf(state), 'field_review_account_email')).toBe('Please Enter a valid email')
    expect(visibleError(state, draftOf(state), 'field_user_account_displayname')).toBeNull()
    // Step 3 goes on only through its post.
    expect(next(state)).toMatchObject({ step: 3, attempted: true })
  })

  it('tells "required" from "must accept" for the terms', () => {
    const atStepThree: WizardState = { ...initialWizardState(), step: 3, attempted: true }
    expect(visibleError(atStepThree, draftOf(atStepThree), 'field_review_tos_confirm')).toBe(
      'Terms of Service acceptance is required at this step',
    )
    const unticked = wizardReducer(atStepThree, { type: 'change', field: 'field_review_tos_confirm', value: false })
    expect(visibleError(unticked, draftOf(unticked), 'field_review_tos_confirm')).toBe(
      'You must accept the Terms of Service to continue',
    )
  })

  it('prefills name and email until the person edits them', () => {
    const state = initialWizardState()
    const prefill = { name: 'Maria G.', email: 'maria@example.com' }
    expect(resolveDraft(state.draft, prefill)).toMatchObject({
      field_user_account_displayname: 'Maria G.',
      field_review_account_email: 'maria@example.com',
    })
    const edited = wizardReducer(state, { type: 'change', field: 'field_user_account_displayname', value: '' })
    expect(resolveDraft(edited.draft, prefill).field_user_account_displayname).toBe('')
  })

  it('keeps one client id per review and starts over after "Thank you!"', () => {
    let state: WizardState = { ...initialWizardState(), step: 3 }
    state = wizardReducer(state, { type: 'change', field: 'field_review_account_email', value: 'maria@example' })
    state = wizardReducer(state, { type: 'submitStarted', clientId: 'id-1' })
    // The server's word on a field shows there until the field changes.
    state = wizardReducer(state, {
      type: 'refused',
      errors: { field_review_account_email: 'Please Enter a valid email' },
    })
    expect(state).toMatchObject({ step: 3, clientId: 'id-1', submitting: false })
    expect(visibleError(state, draftOf(state), 'field_review_account_email')).toBe('Please Enter a valid email')
    const edited = wizardReducer(state, {
      type: 'change',
      field: 'field_review_account_email',
      value: 'maria@example.com',
    })
    expect(visibleError(edited, draftOf(edited), 'field_review_account_email')).toBeNull()
    state = wizardReducer(state, { type: 'submitted', outcome: 'queued', anonymous: true })
    expect(state).toMatchObject({ step: 4, outcome: 'queued', clientId: 'id-1' })
    expect(wizardReducer(state, { type: 'closed' })).toEqual(initialWizardState())
  })

  it('keeps an unfinished draft when closed, but not its captcha', () => {
    const state = run(
      initialWizardState(),
      { type: 'change', field: 'field_review_overallrating', value: 'bad' },
      { type: 'change', field: 'challenge', value: 'solved' },
      { type: 'closed' },
    )
    expect(state.draft).toMatchObject({ field_review_overallrating: 'bad', challenge: '' })
  })

  it('builds the post of the specification from the draft and the plan', () => {
    const draft: ReviewDraft = {
      field_review_overallrating: 'good',
      field_review_accesscarerating: 'okay',
      field_review_custservicerating: 'great',
      field_review_costrating: 'bad',
      field_review_experience_year: '2025',
      field_review_private_message: '  ',
      field_review_insurer_may_contact: true,
      field_review_public_message: '  The plan paid my claims quickly and the nurse line called back the same day. ',
      field_user_account_displayname: ' Maria G. ',
      field_review_account_email: 'maria@example.com',
      field_review_tos_confirm: true,
      challenge: 'payload',
      field_review_website: '',
    }
    expect(canSubmit(draft)).toBe(true)
    expect(canSubmit({ ...draft, field_review_costrating: '' })).toBe(false)
    // The year of experience is optional, and only a year of the last ten.
    expect(canSubmit({ ...draft, field_review_experience_year: '' })).toBe(true)
    expect(canSubmit({ ...draft, field_review_experience_year: '1999' })).toBe(false)
    // The insurer may contact the reviewer only when the box was ticked.
    expect(buildSubmission({ ...draft, field_review_insurer_may_contact: false }, PLAN, 'id-1')).toMatchObject({
      field_review_insurer_may_contact: '',
    })
    expect(buildSubmission(draft, PLAN, 'id-1')).toEqual({
      field_review_overallrating: 'good',
      field_review_accesscarerating: 'okay',
      field_review_custservicerating: 'great',
      field_review_costrating: 'bad',
      field_review_experience_year: '2025',
      field_review_private_message: '',
      field_review_insurer_may_contact: '1',
      field_review_public_message: 'The plan paid my claims quickly and the nurse line called back the same day.',
      field_user_account_displayname: 'Maria G.',
      field_review_account_email: 'maria@example.com',
      field_review_tos_confirm: '1',
      field_review_issuerid: '199',
      field_review_issuer_legal_name: 'Aetna Health Inc.',
      field_review_issuer_state: 'TX',
      field_review_reportingunit: '58840-HMO',
      challenge: 'payload',
      client_review_id: 'id-1',
      field_review_website: '',
    })
  })

  it('makes version 4 UUIDs for client ids', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
