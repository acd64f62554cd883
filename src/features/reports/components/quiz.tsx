'use client'

import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { useMessages, useAppRouter, useLocale, useTranslatedText } from '@/components/ui/locale'
import { useActionState, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { FormField } from '@/components/ui/form-field'
import { useAuth } from '@/features/accounts/components'
import { ACCOUNT_ENDPOINTS, memberReportsOf } from '@/features/accounts'
import { ExchangeNotice, ZipCodeField } from '@/features/plans/components'
import { planLookupUrl, readPlanLookup, type PlanLookup } from '@/features/reviews'
import { callApi } from '@/lib/api-client'
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/browser-storage'
import { ROUTES, STAY_IN_THE_LOOP_ID } from '@/lib/routes'
import { quiz as quizEn } from '@/messages/en/quiz'
import { quiz as quizEs } from '@/messages/es/quiz'

import { readReportData, REPORT_ENDPOINTS, reportHref, type LoadedReport } from '../report-api'
import { submitQuizStep } from '../quiz-action'
import {
  draftFromAnswers,
  EMPTY_QUIZ,
  FIRST_QUIZ_STATE,
  QUIZ_FORM,
  QUIZ_STEP_COUNT,
  resumeStep,
  stepErrors,
  stepFields,
  stepSave,
  type QuizDraft,
  type QuizFormState,
} from '../quiz-state'
import { HEALTH_FIELDS, LAST_QUIZ_STEP, REPORT_MESSAGES, todayIso, type QuizStep, type ReportFields } from '../schema'
import { ChoiceGroup, PriorityMeters } from './quiz-fields'
import { MONEY_FIELD_NAMES, MoneyQuestions } from './money-questions'

const formatDay = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(iso)) : ''

/**
 * Where the quiz begins: the first step while the browser looks for a report to continue (the
 * page shows it at once, and without script it stays), a report to continue, a finished one to
 * go back to, or nothing.
 */
type Start = { kind: 'loading' } | { kind: 'fresh' } | { kind: 'resumed' } | { kind: 'finished'; report: LoadedReport }

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
  const [start, setStart] = useState<Start>(posted.posted ? { kind: 'fresh' } : { kind: 'loading' })
  const [step, setStep] = useState<QuizStep>(posted.step)
  const [reached, setReached] = useState<QuizStep>(posted.reached)
  const [draft, setDraft] = useState<QuizDraft>(posted.draft)
  const [errors, setErrors] = useState<Record<string, string>>(posted.errors)
  const [reportId, setReportId] = useState<string | null>(posted.reportId)
  const [lookup, setLookup] = useState<{ zip: string; result: PlanLookup } | null>(posted.place)
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(posted.message)
  /** Whether the person has typed or chosen anything yet: a stored report then no longer replaces the form. */
  const touched = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** The key of the report being created, kept until a creation is answered: a retry sends the same one. */
  const creationKey = useRef<string | null>(null)
  const movedRef = useRef(false)

  useEffect(() => {
    if (!isLoaded || start.kind !== 'loading') return
    let current = true
    void loadLastReport(token).then((report) => {
      if (!current) return
      if (!report || touched.current) return setStart({ kind: 'fresh' })
      if (report.answers.field_ir_last_step === LAST_QUIZ_STEP) return setStart({ kind: 'finished', report })
      const next = resumeStep(report.answers)
      setDraft(draftFromAnswers(report.answers))
      setReportId(report.id)
      setStep(next)
      setReached(next)
      setStart({ kind: 'resumed' })
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
    setErrors({})
    setSaveError(null)
    setStep(next)
    setReached((furthest) => (next > furthest ? next : furthest))
  }

  function update<K extends keyof QuizDraft>(name: K, value: QuizDraft[K]) {
    touched.current = true
    setDraft((before) => ({ ...before, [name]: value }))
    setErrors((before) => {
      if (!(name in before)) return before
      const { [name]: _gone, ...rest } = before
      return rest
    })
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) requestAnimationFrame(() => document.getElementById(`quiz-${first}`)?.focus())
  }

  /** Saves a step: creates the report on the first save, then updates it (call 5). */
  async function save(fields: ReportFields, answers: QuizDraft): Promise<string | null> {
    setSaving(true)
    setSaveError(null)
    try {
      let answer = reportId ? await callApi(REPORT_ENDPOINTS.update(reportId), { token, body: fields }) : null
      if (!answer || answer.status === 404) {
        // No report yet, or it was deleted meanwhile: a new one gets every answer so far.
        const everything = { ...stepFields(0, answers), ...stepFields(1, answers), ...fields }
        const known = Object.fromEntries(
          Object.entries(everything).filter(([, value]) => value !== '' && value !== undefined),
        )
        // getRandomValues, unlike randomUUID, works on a plain-http address too.
        creationKey.current ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('')
        answer = await callApi(REPORT_ENDPOINTS.create, {
          token,
          body: { ...(reportId ? known : fields), client_report_id: creationKey.current },
        })
        // Answered: a report made later (after this one is deleted) gets a key of its own.
        if (answer.status > 0 && answer.status < 500) creationKey.current = null
      }
      if (!answer.ok) {
        if (Object.keys(answer.errors).length > 0) showErrors(answer.errors)
        else setSaveError(answer.message ?? m.saveFailed)
        return null
      }
      const saved = readReportData(answer.data)
      if (!saved) {
        setSaveError(m.saveFailed)
        return null
      }
      if (saved.id !== reportId) {
        setReportId(saved.id)
        if (!token) writeStorage(STORAGE_KEYS.unauthReport, saved.id)
      }
      return saved.id
    } finally {
      setSaving(false)
    }
  }

  /**
   * Step 0 checks the ZIP code with call 1 before it saves: unknown, in a state with its own
   * exchange, or in several counties. Answers the county to save, or null to stay.
   */
  async function checkPlace(): Promise<string | null> {
    const zip = draft.field_ir_zipcode.trim()
    let result = lookup?.zip === zip ? lookup.result : null
    if (!result) {
      const answer = await callApi(planLookupUrl(zip))
      if (!answer.ok) {
        showErrors({ field_ir_zipcode: answer.errors.zipcode ?? m.where.lookupFailed })
        return null
      }
      result = readPlanLookup(answer.data)
      if (!result) {
        showErrors({ field_ir_zipcode: m.where.lookupFailed })
        return null
      }
      setLookup({ zip, result })
      if (result.counties.length > 1 && !result.counties.some((county) => county.fips === draft.field_ir_county)) {
        requestAnimationFrame(() => document.getElementById('quiz-field_ir_county')?.focus())
        return null
      }
    }
    if (result.counties.length === 0) {
      showErrors({ field_ir_zipcode: m.where.unknownZip(zip) })
      return null
    }
    if (result.exchange && (result.plans.length === 0 || result.isEarlier)) return null
    if (result.counties.length === 1) return result.counties[0]!.fips
    if (result.counties.some((county) => county.fips === draft.field_ir_county)) return draft.field_ir_county
    showErrors({ field_ir_county: REPORT_MESSAGES.countyRequired })
    return null
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const found = stepErrors(step, draft)
    if (Object.keys(found).length > 0) return showErrors(found)
    let answers = draft
    if (step === 0) {
      const county = await checkPlace()
      if (!county) return
      answers = { ...draft, field_ir_county: county }
      setDraft(answers)
    }
    const id = await save(stepSave(step, answers), answers)
    if (!id) return
    if (step === LAST_QUIZ_STEP) router.push(reportHref(id))
    else goTo((step + 1) as QuizStep)
  }

  function startOver() {
    setDraft(EMPTY_QUIZ)
    setReportId(null)
    setLookup(null)
    setErrors({})
    setStep(0)
    setReached(0)
    setStart({ kind: 'fresh' })
  }

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
        {step === 0 ? (
          <>
            <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
              {m.where.heading}
            </h2>
            <p>{m.where.lead}</p>
            <ZipCodeField
              name="field_ir_zipcode"
              label={m.where.zipLabel}
              hint={m.where.zipHint}
              value={draft.field_ir_zipcode}
              error={errors.field_ir_zipcode ?? null}
              id="quiz-field_ir_zipcode"
              onChange={(value) => {
                update('field_ir_zipcode', value)
                update('field_ir_county', '')
              }}
            />
            {place && place.counties.length > 1 ? (
              <input type="hidden" name={QUIZ_FORM.countiesShown} value="1" />
            ) : null}
            {place && place.counties.length > 1 ? (
              <ChoiceGroup
                name="field_ir_county"
                legend={m.where.countyLegend(zip)}
                options={place.counties.map((county) => ({
                  value: county.fips,
                  label: m.where.countyOption(county.name, county.nids.length),
                }))}
                value={draft.field_ir_county || undefined}
                onChange={(fips) => update('field_ir_county', fips)}
                error={errors.field_ir_county}
              />
            ) : null}
            {exchange ? (
              <div className="quiz-exchange" role="status">
                <ExchangeNotice exchange={exchange} text={m.where.exchange} locale={locale} />
                <p>{m.where.meanwhile}</p>
                <ul>
                  <li>
                    <AppLink href={ROUTES.article}>{m.where.articleLink}</AppLink>
                  </li>
                  <li>
                    <AppLink href={`/#${STAY_IN_THE_LOOP_ID}`}>{m.where.newsletterLink}</AppLink>
                  </li>
                </ul>
              </div>
            ) : null}
          </>
        ) : null}

        {step === 1 ? (
          <>
            <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
              {m.who.heading}
            </h2>
            <FormField
              id="quiz-field_ir_birthday"
              label={m.who.birthdayLabel}
              hint={m.who.birthdayHint}
              error={errors.field_ir_birthday}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="field_ir_birthday"
                  className="text-input quiz-date"
                  autoComplete="bday"
                  max={todayIso()}
                  value={draft.field_ir_birthday}
                  onChange={(event) => update('field_ir_birthday', event.target.value)}
                />
              )}
            </FormField>
            <ChoiceGroup
              name="field_ir_under18"
              legend={m.who.under18Legend}
              options={[
                { value: true, label: m.who.yes },
                { value: false, label: m.who.no },
              ]}
              value={draft.field_ir_under18}
              onChange={(value) => update('field_ir_under18', value)}
              error={errors.field_ir_under18}
            />
            <MoneyQuestions
              money={draft.money}
              errors={errors}
              onChange={(money) => {
                update('money', money)
                setErrors((before) =>
                  Object.fromEntries(Object.entries(before).filter(([name]) => !MONEY_FIELD_NAMES.has(name))),
                )
              }}
            />
          </>
        ) : null}

        {step === 2 ? (
          <>
            <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
              {m.health.heading}
            </h2>
            <p id="quiz-health-use">{m.health.use}</p>
            <div className="form-field form-field--checkbox">
              <label>
                <input
                  type="checkbox"
                  name="field_ir_health_consent"
                  checked={draft.field_ir_health_consent}
                  aria-describedby="quiz-health-use"
                  onChange={(event) => update('field_ir_health_consent', event.target.checked)}
                />{' '}
                {m.health.consentLabel}
              </label>
            </div>
            {/* Shown once the box is ticked, by the style sheet, so that a page without script asks them too. */}
            <div className="quiz-consented">
              {HEALTH_FIELDS.map((name) => (
                <ChoiceGroup
                  key={name}
                  name={name}
                  legend={m.health.questions[name]}
                  options={[
                    { value: true, label: m.health.yes },
                    { value: false, label: m.health.no },
                    { value: null, label: m.health.preferNot },
                  ]}
                  value={draft[name]}
                  onChange={(value) => update(name, value)}
                  error={errors[name]}
                />
              ))}
            </div>
            <p className="quiz-note quiz-unconsented">{m.health.skipped}</p>
          </>
        ) : null}

        {step === 3 ? (
          <>
            <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
              {m.priorities.heading}
            </h2>
            <p>{m.priorities.lead}</p>
            <PriorityMeters values={draft} onChange={(name, value) => update(name, value)} />
          </>
        ) : null}

        {step === 4 ? (
          <>
            <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
              {m.finish.heading}
            </h2>
            <p>{m.finish.lead}</p>
            <FormField
              id="quiz-field_ir_submit_email"
              label={m.finish.emailLabel}
              hint={m.finish.emailHint}
              error={errors.field_ir_submit_email}
            >
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="field_ir_submit_email"
                  className="text-input"
                  autoComplete="email"
                  value={draft.field_ir_submit_email}
                  onChange={(event) => update('field_ir_submit_email', event.target.value)}
                />
              )}
            </FormField>
            <p className="quiz-note">{token ? m.finish.memberNote : m.finish.visitorNote}</p>
          </>
        ) : null}

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
