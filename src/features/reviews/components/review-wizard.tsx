'use client'

import { useMessages, useTranslatedText } from '@/components/ui/locale'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useId, useReducer, useRef, type FormEvent } from 'react'
import { toast } from '@/components/ui/toaster'

import { readValidAccessToken, STORAGE_KEYS, writeStorage } from '@/platform/browser-storage'
import { scrollToSection } from '@/lib/scroll'
import { reviewOutbox as reviewOutboxEn } from '@/messages/en/reviewOutbox'
import { reviewOutbox as reviewOutboxEs } from '@/messages/es/reviewOutbox'
import { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'
import { reviewWizard as reviewWizardEs } from '@/messages/es/reviewWizard'
import { useAuth, useLatestReportId, displayNameOf } from '@/features/accounts'

import { sendStoredReview } from '../outbox'
import { browserOutboxDeps } from '../outbox-browser'
import { announceQueuedReview } from '../outbox-signal'
import { useDialogFollowingAddress, useRemoveQueryParam } from '../review-dialog'
import { REVIEW_WIZARD_PARAM } from '../review-links'
import { newQueuedEntry, withEntry } from '../stored-reviews'
import {
  buildSubmission,
  canSubmit,
  FORM_STEPS,
  initialWizardState,
  newClientId,
  resolveDraft,
  STEP_FIELDS,
  stepErrors,
  visibleError,
  wizardReducer,
  type DraftField,
  type ReviewDraft,
  type ReviewedPlan,
  type WizardStep,
} from '../wizard-state'
import { focusCaptcha } from './captcha-field'
import { FaceRating } from './face-rating'
import { StepActions } from './review-wizard-fields'
import { StepThreeFields, StepTwoFields } from './review-wizard-steps'
import { WizardThanks } from './review-wizard-thanks'
import { usePressGate } from './use-press-gate'
import { useStoredText } from './use-stored-text'

/** Where the server's refusal goes when it is not about a field of step 3. */
const FORM_ERROR = '_form'

const isStepThreeField = (field: string) => (STEP_FIELDS[3] as string[]).includes(field)

/**
 * The review wizard (seed-spec §2 and §4), a modal dialog over the plan page while the
 * address says `reviewModalOpen=true`. Three steps of form, each checked on its own with
 * its step schema, then "Thank you!". The post goes through the outbox: the review is
 * stored on this device first, so a failed post or a closed tab loses nothing.
 */
export function ReviewWizard({
  plan,
  reviewsHeadingId,
  displayName,
  email,
}: {
  plan: ReviewedPlan
  /** The plan page's "Member reviews" heading, where "Back to Plan Reviews" goes. */
  reviewsHeadingId: string
  displayName?: string
  email?: string
}) {
  const translate = useTranslatedText()
  const reviewWizardMessages = useMessages(reviewWizardEn, reviewWizardEs)
  const reviewOutboxMessages = useMessages(reviewOutboxEn, reviewOutboxEs)
  const m = reviewWizardMessages
  const searchParams = useSearchParams()
  const isWanted = searchParams.get(REVIEW_WIZARD_PARAM) === 'true'
  const removeParam = useRemoveQueryParam()
  const headingRefs = useRef<Partial<Record<WizardStep, HTMLHeadingElement | null>>>({})
  const goesToReviewsRef = useRef(false)
  // Set at once, not on the next render: a double press must never post two reviews.
  const isPostingRef = useRef(false)
  const titleId = useId()
  const idBase = useId()
  const fieldId = (field: DraftField) => `${idBase}-${field}`

  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState)
  const storedName = useStoredText(STORAGE_KEYS.userDisplayName)
  const storedEmail = useStoredText(STORAGE_KEYS.userEmail)
  const storedReportId = useStoredText(STORAGE_KEYS.unauthReport)
  // A member's reports are in their account (call 3); a visitor's is kept on the device.
  const memberReportId = useLatestReportId(state.step === 4 && !state.postedAnonymously)
  const reportId = storedReportId ?? memberReportId
  // A signed-in member's own name and email come first: a fresh device has nothing stored.
  const { user } = useAuth()
  const draft = resolveDraft(state.draft, {
    name: displayName ?? (user ? displayNameOf(user.first_name, user.last_name) : null) ?? storedName,
    email: email ?? user?.email ?? storedEmail,
  })
  const errorOf = (field: DraftField) => visibleError(state, draft, field)

  // Opening focuses the step shown at that moment; later steps are focused by the next effect.
  const dialogRef = useDialogFollowingAddress(isWanted, () => headingRefs.current[state.step]?.focus())

  useEffect(() => {
    if (dialogRef.current?.open) headingRefs.current[state.step]?.focus()
  }, [dialogRef, state.step])

  const onClose = () => {
    dispatch({ type: 'closed' })
    removeParam(REVIEW_WIZARD_PARAM)
    if (goesToReviewsRef.current) {
      goesToReviewsRef.current = false
      // The dialog has handed focus back to its opener by now; the reviews take it instead.
      scrollToSection(reviewsHeadingId)
      document.getElementById(reviewsHeadingId)?.focus({ preventScroll: true })
    }
  }

  const change = useCallback(
    (field: DraftField, value: ReviewDraft[DraftField]) => dispatch({ type: 'change', field, value }),
    [],
  )
  // A message shown on leaving a field waits for the click that left it (press-gate.ts).
  const pressGate = usePressGate(dialogRef)
  const touch = (field: DraftField) => () => pressGate.run(() => dispatch({ type: 'touch', field }))
  const onCaptchaChange = useCallback((payload: string) => change('challenge', payload), [change])

  /** After a refused Next, the first field with a message takes focus. */
  const focusFirstInvalid = (step: 1 | 2 | 3, errors: Record<string, string>) => {
    const field = STEP_FIELDS[step].find((candidate) => errors[candidate])
    if (!field) return
    if (field === 'challenge') return focusCaptcha(document.getElementById(fieldId('challenge')))
    const target =
      dialogRef.current?.querySelector<HTMLInputElement>(`input[data-field="${field}"]:checked`) ??
      dialogRef.current?.querySelector<HTMLInputElement>(`input[data-field="${field}"]`) ??
      document.getElementById(fieldId(field))
    target?.focus()
  }

  const goNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.step !== 1 && state.step !== 2) return
    dispatch({ type: 'next', draft })
    focusFirstInvalid(state.step, stepErrors(state.step, draft))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isPostingRef.current) return
    if (!canSubmit(draft)) {
      dispatch({ type: 'next', draft })
      focusFirstInvalid(3, stepErrors(3, draft))
      return
    }
    isPostingRef.current = true
    const clientId = state.clientId ?? newClientId()
    dispatch({ type: 'submitStarted', clientId })
    const deps = browserOutboxDeps()
    // Stored before it is posted: a closed tab or a failed post loses nothing.
    const entry = newQueuedEntry(buildSubmission(draft, plan, clientId), deps.now(), plan.name)
    deps.store.update((entries) => withEntry(entries, entry))
    writeStorage(STORAGE_KEYS.userDisplayName, entry.review.field_user_account_displayname)
    writeStorage(STORAGE_KEYS.userEmail, entry.review.field_review_account_email)

    const result = await sendStoredReview(entry, deps)
    isPostingRef.current = false
    if (result.kind === 'rejected') {
      // Nothing was stored: the person is still here and can put it right. Messages about
      // this step's fields show at the fields; anything else above them.
      const fields = Object.keys(result.errors)
      const isAboutThisStep = fields.length > 0 && fields.every((field) => isStepThreeField(field))
      dispatch({
        type: 'refused',
        errors: isAboutThisStep ? result.errors : { ...result.errors, [FORM_ERROR]: result.reason },
      })
      // Otherwise the alert speaks for itself.
      if (isAboutThisStep) focusFirstInvalid(3, result.errors)
      return
    }
    const isLimited = result.kind === 'queued' && result.status === 429
    if (result.kind === 'queued') {
      toast(isLimited ? reviewOutboxMessages.limitedToast : reviewOutboxMessages.queuedToast)
      announceQueuedReview()
    }
    dispatch({
      type: 'submitted',
      outcome: result.kind === 'sent' ? 'sent' : isLimited ? 'limited' : 'queued',
      sendsAfter: result.kind === 'queued' ? (result.entry.notBefore ?? null) : null,
      anonymous: result.kind === 'sent' ? result.anonymous : readValidAccessToken() === null,
    })
  }

  const backToReviews = () => {
    goesToReviewsRef.current = true
    dialogRef.current?.close()
  }

  const heading = (step: WizardStep, text: string) => (
    <h2
      ref={(element) => {
        headingRefs.current[step] = element
      }}
      tabIndex={-1}
      className="wizard__heading"
    >
      {text}
    </h2>
  )

  const fieldProps = { m, draft, errorOf, change, touch, fieldId }

  return (
    <dialog ref={dialogRef} className="modal wizard" aria-labelledby={titleId} onClose={onClose}>
      {isWanted ? (
        <div className="modal__body">
          <div className="modal__header">
            <p id={titleId} className="wizard__title">
              {m.dialogTitle(plan.name)}
            </p>
            <button
              type="button"
              className="modal__close button button--secondary"
              onClick={() => dialogRef.current?.close()}
            >
              {m.close}
            </button>
          </div>
          {state.step !== 4 ? <p className="wizard__progress">{m.progress(state.step, FORM_STEPS)}</p> : null}

          <form className="wizard__step" hidden={state.step !== 1} noValidate onSubmit={goNext}>
            <FaceRating
              name="field_review_overallrating"
              legend={heading(1, m.stepOneHeading)}
              value={draft.field_review_overallrating}
              error={errorOf('field_review_overallrating')}
              onChange={(value) => change('field_review_overallrating', value)}
              onBlur={touch('field_review_overallrating')}
            />
            <StepActions>
              <button type="submit" className="button button--primary">
                {m.next}
              </button>
            </StepActions>
          </form>

          <form className="wizard__step" hidden={state.step !== 2} noValidate onSubmit={goNext}>
            {heading(2, m.stepTwoHeading)}
            <StepTwoFields {...fieldProps} />
            <StepActions>
              <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'back' })}>
                {m.back}
              </button>
              <button type="submit" className="button button--primary">
                {m.next}
              </button>
            </StepActions>
          </form>

          <form className="wizard__step" hidden={state.step !== 3} noValidate onSubmit={submit}>
            {heading(3, m.stepThreeHeading)}
            {state.serverErrors[FORM_ERROR] ? (
              <p className="wizard__alert" role="alert">
                {m.notSent} {translate(state.serverErrors[FORM_ERROR] ?? '')}
              </p>
            ) : null}

            <StepThreeFields {...fieldProps} onCaptchaChange={onCaptchaChange} />
            <StepActions>
              <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'back' })}>
                {m.back}
              </button>
              <button type="submit" className="button button--primary" aria-busy={state.submitting || undefined}>
                {state.submitting ? m.sending : m.next}
              </button>
            </StepActions>
          </form>

          {state.step === 4 ? (
            <WizardThanks
              id={`${idBase}-done`}
              headingRef={(element) => {
                headingRefs.current[4] = element
              }}
              outcome={state.outcome}
              sendsAfter={state.sendsAfter}
              postedAnonymously={state.postedAnonymously}
              reportId={reportId}
              onBackToReviews={backToReviews}
            />
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
