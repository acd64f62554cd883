import type { ZodType } from '@/lib/zod'

import { CLIENT_ID_FIELD, HONEYPOT_FIELD } from './contract'
import { fieldsOfStep, REVIEW_FIELD_NAMES } from './review-field-keys'
import { REVIEW_FIELDS, type ReviewFieldName } from './review-fields'
import { fieldErrors, stepOneSchema, stepThreeSchema, stepTwoSchema } from './schema'
import type { ReviewSubmission } from './stored-reviews'

/**
 * The review wizard's state, without React: four steps (seed-spec §4, "Wizard"), the draft
 * and what each step shows. Submitting step 1 goes to 2, step 2 to 3; step 3 posts the
 * review and goes to 4. Back goes 2 to 1 and 3 to 2.
 */
export type WizardStep = 1 | 2 | 3 | 4

export const FORM_STEPS = 3

/**
 * What the wizard holds while a person fills it in: each answer as its entry in the table of
 * answers sends it (review-fields.ts), plus the honeypot. A rating is the value of the radio
 * chosen, as the page holds it: one of the five faces unless the page was changed, which the
 * step's rules then refuse ("Invalid rating selection") as the server would. The terms box is
 * undefined until first used ("required" and "must accept" read differently).
 */
export type ReviewDraft = {
  [K in ReviewFieldName]-?: Parameters<(typeof REVIEW_FIELDS)[K]['send']>[0]
} & { [HONEYPOT_FIELD]: string }

export type DraftField = keyof ReviewDraft

/**
 * The draft as kept: name and email stay null until the person edits them, and read as the
 * prefill (props, or what this device last used) until then. The prefill comes from
 * browser storage, which only the browser can read: keeping it apart lets the server render
 * and the first browser render agree.
 */
export type KeptDraft = Omit<ReviewDraft, 'field_user_account_displayname' | 'field_review_account_email'> & {
  field_user_account_displayname: string | null
  field_review_account_email: string | null
}

export type Prefill = { name: string | null; email: string | null }

export function resolveDraft(kept: KeptDraft, prefill: Prefill): ReviewDraft {
  return {
    ...kept,
    field_user_account_displayname: kept.field_user_account_displayname ?? prefill.name ?? '',
    field_review_account_email: kept.field_review_account_email ?? prefill.email ?? '',
  }
}

/** Every answer empty, from the table of answers; plus the honeypot. */
export const EMPTY_DRAFT = {
  ...Object.fromEntries(REVIEW_FIELD_NAMES.map((name) => [name, REVIEW_FIELDS[name].empty])),
  [HONEYPOT_FIELD]: '',
} as KeptDraft

/**
 * How the post of step 3 ended: accepted; kept on this device because Candor could not be
 * reached; or kept because this connection sent too many reviews (429), to be sent once the
 * server's Retry-After has passed.
 */
export type SubmissionOutcome = 'sent' | 'queued' | 'limited'

export type WizardState = {
  step: WizardStep
  draft: KeptDraft
  /** Fields the person has left since entering the step: their errors show. */
  touched: Partial<Record<DraftField, true>>
  /** Next was pressed on this step: every error of the step shows. */
  attempted: boolean
  /** The server's messages for fields, from a refused post; each goes when its field changes. */
  serverErrors: Record<string, string>
  /** Made on the first post of this review and kept for every retry, so the server never stores it twice. */
  clientId: string | null
  submitting: boolean
  outcome: SubmissionOutcome | null
  /** For a limited review: when it will be sent (ms since the epoch), where the server said. */
  sendsAfter: number | null
  /** Whether the review went with a valid bearer (the register prompt is for those without). */
  postedAnonymously: boolean
}

export const STEP_SCHEMAS: Record<1 | 2 | 3, ZodType> = { 1: stepOneSchema, 2: stepTwoSchema, 3: stepThreeSchema }

/** The fields of each form step, in the order they appear (the first invalid one takes focus). */
export const STEP_FIELDS = { 1: fieldsOfStep(1), 2: fieldsOfStep(2), 3: fieldsOfStep(3) } as Record<
  1 | 2 | 3,
  DraftField[]
>

export function initialWizardState(): WizardState {
  return {
    step: 1,
    draft: EMPTY_DRAFT,
    touched: {},
    attempted: false,
    serverErrors: {},
    clientId: null,
    submitting: false,
    outcome: null,
    sendsAfter: null,
    postedAnonymously: true,
  }
}

export type WizardAction =
  | { type: 'change'; field: DraftField; value: ReviewDraft[DraftField] }
  | { type: 'touch'; field: DraftField }
  /** `draft` is the resolved draft, which the step's rules check. */
  | { type: 'next'; draft: ReviewDraft }
  | { type: 'back' }
  | { type: 'submitStarted'; clientId: string }
  | { type: 'submitted'; outcome: SubmissionOutcome; anonymous: boolean; sendsAfter?: number | null }
  | { type: 'refused'; errors: Record<string, string> }
  /**
   * The dialog closed. A finished review starts over next time; an unfinished draft keeps
   * its values (an Esc pressed by mistake costs nothing) but needs a new captcha, as the
   * widget goes with the dialog's content.
   */
  | { type: 'closed' }

/** The first message per field of the current step's values. */
export function stepErrors(step: WizardStep, draft: ReviewDraft): Record<string, string> {
  if (step === 4) return {}
  return fieldErrors(STEP_SCHEMAS[step], draft)
}

/** The message a field shows now, or null: only once touched or after Next, and only when there is one. */
export function visibleError(state: WizardState, draft: ReviewDraft, field: DraftField): string | null {
  if (state.step === 4) return null
  const message = stepErrors(state.step, draft)[field] ?? state.serverErrors[field]
  if (!message) return null
  return state.attempted || state.touched[field] || state.serverErrors[field] ? message : null
}

const enterStep = (state: WizardState, step: WizardStep): WizardState => ({
  ...state,
  step,
  touched: {},
  attempted: false,
  serverErrors: {},
})

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'change': {
      const { [action.field]: _dropped, ...serverErrors } = state.serverErrors
      return { ...state, draft: { ...state.draft, [action.field]: action.value }, serverErrors }
    }
    case 'touch':
      return { ...state, touched: { ...state.touched, [action.field]: true } }
    case 'next': {
      if (state.step === 4) return state
      if (Object.keys(stepErrors(state.step, action.draft)).length > 0) return { ...state, attempted: true }
      // Step 3 goes on only through its post.
      if (state.step === 3) return state
      return enterStep(state, (state.step + 1) as WizardStep)
    }
    case 'back':
      if (state.step === 2 || state.step === 3) return enterStep(state, (state.step - 1) as WizardStep)
      return state
    case 'submitStarted':
      return { ...state, attempted: true, submitting: true, clientId: action.clientId }
    case 'submitted':
      return {
        ...enterStep(state, 4),
        submitting: false,
        outcome: action.outcome,
        sendsAfter: action.sendsAfter ?? null,
        postedAnonymously: action.anonymous,
      }
    case 'refused':
      return { ...state, submitting: false, serverErrors: action.errors, attempted: true }
    case 'closed':
      if (state.step === 4) return initialWizardState()
      return { ...state, draft: { ...state.draft, challenge: '' }, touched: {}, attempted: false, serverErrors: {} }
  }
}

/** The review can be posted: no field of any step has a message. */
export function canSubmit(draft: ReviewDraft): boolean {
  return ([1, 2, 3] as const).every((step) => Object.keys(stepErrors(step, draft)).length === 0)
}

export type ReviewedPlan = {
  nid: number
  /** Shown in the dialog's title: marketing name and product type. */
  name: string
  /** CMS's licensed-entity name, or the marketing name where CMS gives none. */
  legalName: string
  state: string
  reportingUnit: string
}

/** The body of the post (seed-spec §3): the draft, the plan, the client id and the honeypot. */
export function buildSubmission(draft: ReviewDraft, plan: ReviewedPlan, clientId: string): ReviewSubmission {
  const send = <K extends ReviewFieldName>(name: K) =>
    (REVIEW_FIELDS[name].send as (value: unknown) => string)(draft[name])
  return {
    ...Object.fromEntries(REVIEW_FIELD_NAMES.map((name) => [name, send(name)])),
    field_review_issuerid: String(plan.nid),
    field_review_issuer_legal_name: plan.legalName,
    field_review_issuer_state: plan.state,
    field_review_reportingunit: plan.reportingUnit,
    [CLIENT_ID_FIELD]: clientId,
    [HONEYPOT_FIELD]: draft[HONEYPOT_FIELD],
  } as ReviewSubmission
}

/** A random UUID for the review; Web Crypto's own where the page may use it. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
