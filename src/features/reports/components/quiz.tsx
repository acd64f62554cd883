'use client'

import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { useMessages, useAppRouter, useLocale, useTranslatedText } from '@/components/ui/locale'
import { useActionState, useEffect, useReducer, useRef, type FormEvent, type MouseEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useAuth, ACCOUNT_ENDPOINTS, memberReportsOf } from '@/features/accounts'
import { callApi } from '@/lib/api-client'
import { readStorage, STORAGE_KEYS, writeStorage } from '@/platform/browser-storage'
import { quiz as quizEn } from '@/messages/en/quiz'
import { quiz as quizEs } from '@/messages/es/quiz'

import { readReportData, REPORT_ENDPOINTS, reportHref, type LoadedReport } from '../report-api'
import { submitQuizStep } from '../quiz-action'
import { initialQuizState, quizReducer } from '../quiz-reducer'
import {
  FIRST_QUIZ_STATE,
  QUIZ_FORM,
  QUIZ_STEP_COUNT,
  stepErrors,
  stepSave,
  type MoneyDraft,
  type QuizDraft,
  type QuizFormState,
} from '../quiz-state'
import { LAST_QUIZ_STEP, type QuizStep } from '../schema'
import { MONEY_FIELD_NAMES } from './money-questions'
import { checkQuizPlace, saveQuizStep } from './quiz-save'
import { FinishStep, HealthStep, PrioritiesStep, WhereStep, WhoStep } from './quiz-steps'

const formatDay = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(iso)) : ''

/** The report this device or account worked on last: the member's newest, or the visitor's stored one. */
async function loadLastReport(token: string | null): Promise<LoadedReport | null> {
  let id: string | null = null
  if (token) {
    const listed = await callApi(ACCOUNT_ENDPOINTS.reports, { token })
    id = (listed.ok ? memberReportsOf(listed.data) : null)?.[0]?.id ?? null
  }
  id ??= readStorage(STORAGE_KEYS.unauthReport)
  if (!id) return null
  const answer = await callApi(REPORT_ENDPOINTS.read(id), { token })
  return answer.ok ? readReportData(answer.data) : null
}

/**
 * The quiz (product brief §8): five steps on one page, each checked on its own and saved as
 * soon as it is done, so a person who leaves comes back where they were. The first save
 * creates the report (the server picks its id); each later one goes through call 5. Without
 * script, each step is a form posted to the page (`submitQuizStep`), which answers the next.
 * Its state changes are `quizReducer`'s; what it asks the server is in `quiz-save.ts`.
 */
export function Quiz() {
  const translate = useTranslatedText()
  const locale = useLocale()
  const m = useMessages(quizEn, quizEs)
  const router = useAppRouter()
  const { isLoaded, loggedIn, accessToken } = useAuth()
  const token = loggedIn ? accessToken : null
  // A page without script posts each step; its answer is the state the quiz starts from.
  const [posted, formAction] = useActionState<QuizFormState, FormData>(submitQuizStep, FIRST_QUIZ_STATE)
  const [state, dispatch] = useReducer(quizReducer, posted, initialQuizState)
  const { start, step, reached, draft, errors, reportId, lookup, saving, saveError } = state
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** The key of the report being created, kept until a creation is answered: a retry sends the same one. */
  const creationKey = useRef<string | null>(null)
  const movedRef = useRef(false)

  useEffect(() => {
    if (!isLoaded || start.kind !== 'loading') return
    let current = true
    void loadLastReport(token).then((report) => {
      if (current) dispatch({ type: 'lastReportFound', report })
    })
    return () => {
      current = false
    }
  }, [isLoaded, token, start.kind])

  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus()
  }, [step])

  function goTo(next: QuizStep, event?: MouseEvent) {
    // Without script the button posts the form and the page answers with that step.
    event?.preventDefault()
    movedRef.current = true
    dispatch({ type: 'goTo', step: next })
  }

  const update = (answers: Partial<QuizDraft>) => dispatch({ type: 'answer', draft: answers })
  const changeMoney = (money: MoneyDraft) =>
    dispatch({ type: 'answer', draft: { money }, clears: (field) => MONEY_FIELD_NAMES.has(field) })

  function showErrors(found: Record<string, string>) {
    dispatch({ type: 'errors', errors: found })
    const first = Object.keys(found)[0]
    if (first) requestAnimationFrame(() => document.getElementById(`quiz-${first}`)?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const found = stepErrors(step, draft)
    if (Object.keys(found).length > 0) return showErrors(found)
    let answers = draft
    if (step === 0) {
      const checked = await checkQuizPlace(draft, lookup, m.where)
      if (checked.lookup) dispatch({ type: 'lookedUp', lookup: checked.lookup })
      if (checked.errors) showErrors(checked.errors)
      if (checked.chooseCounty) requestAnimationFrame(() => document.getElementById('quiz-field_ir_county')?.focus())
      if (!checked.county) return
      answers = { ...draft, field_ir_county: checked.county }
      update({ field_ir_county: checked.county })
    }
    dispatch({ type: 'saving' })
    const saved = await saveQuizStep({ reportId, token, fields: stepSave(step, answers), answers, creationKey })
    if (!saved.ok) {
      if ('errors' in saved) return showErrors(saved.errors)
      return dispatch({ type: 'saveFailed', message: saved.message ?? m.saveFailed })
    }
    dispatch({ type: 'saved', reportId: saved.reportId })
    if (saved.reportId !== reportId && !token) writeStorage(STORAGE_KEYS.unauthReport, saved.reportId)
    if (step === LAST_QUIZ_STEP) router.push(reportHref(saved.reportId))
    else goTo((step + 1) as QuizStep)
  }

  const startOver = () => dispatch({ type: 'startOver' })

  if (start.kind === 'finished') {
    return (
      <div className="quiz-card">
        <p>{m.previousReport(formatDay(start.report.changedAt, locale))}</p>
        <div className="quiz-actions">
          <AppLink className="button button--primary" href={reportHref(start.report.id)}>
            {m.seePreviousReport}
          </AppLink>
          <button type="button" className="button button--secondary" onClick={startOver}>
            {m.startOver}
          </button>
        </div>
      </div>
    )
  }

  const zip = draft.field_ir_zipcode.trim()
  const place = lookup && lookup.zip === zip ? lookup.result : null
  const exchange =
    step === 0 && place?.exchange && (place.plans.length === 0 || place.isEarlier) ? place.exchange : null
  const stepProps = { m, draft, errors, update, headingRef }

  return (
    <div className="quiz-card">
      <nav aria-label={m.progressLabel} className="quiz-progress">
        <p className="quiz-progress__count">{m.progress(step + 1, QUIZ_STEP_COUNT)}</p>
        <ol className="quiz-progress__steps">
          {m.stepNames.map((name, index) => (
            <li
              key={name}
              className="quiz-progress__step"
              data-state={index === step ? 'current' : index <= reached ? 'done' : 'todo'}
            >
              {index !== step && index <= reached ? (
                <button
                  type="submit"
                  form="quiz-form"
                  name={QUIZ_FORM.goTo}
                  value={index}
                  formNoValidate
                  className="link-button"
                  aria-label={m.goToStep(name)}
                  onClick={(event) => goTo(index as QuizStep, event)}
                >
                  {name}
                </button>
              ) : (
                <span aria-current={index === step ? 'step' : undefined}>{name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {start.kind === 'resumed' && step === reached ? (
        <p className="quiz-note" role="status">
          {m.resumed}{' '}
          <button type="button" className="link-button" onClick={startOver}>
            {m.startOver}
          </button>
        </p>
      ) : null}
      <form
        id="quiz-form"
        className="quiz-form"
        action={formAction}
        onSubmit={submit}
        noValidate
        aria-labelledby="quiz-step-heading"
      >
        <input type="hidden" name={QUIZ_FORM.step} value={step} />
        <input type="hidden" name={QUIZ_FORM.reached} value={reached} />
        {reportId ? <input type="hidden" name={QUIZ_FORM.report} value={reportId} /> : null}
        {step === 0 ? <WhereStep {...stepProps} place={place} exchange={exchange} locale={locale} /> : null}
        {step === 1 ? <WhoStep {...stepProps} onMoneyChange={changeMoney} /> : null}
        {step === 2 ? <HealthStep {...stepProps} /> : null}
        {step === 3 ? <PrioritiesStep {...stepProps} /> : null}
        {step === 4 ? <FinishStep {...stepProps} signedIn={Boolean(token)} /> : null}

        {saveError ? (
          <p className="field-error" role="alert">
            {translate(saveError)}
          </p>
        ) : null}
        <div className="quiz-actions">
          {step > 0 ? (
            <button
              type="submit"
              name={QUIZ_FORM.goTo}
              value={step - 1}
              formNoValidate
              className="button button--secondary"
              onClick={(event) => goTo((step - 1) as QuizStep, event)}
            >
              {m.back}
            </button>
          ) : null}
          {step === 0 && exchange ? null : (
            <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
              {saving ? m.saving : step === LAST_QUIZ_STEP ? m.finish.submit : m.next}
            </button>
          )}
        </div>
      </form>
    </div>
  )
}
