'use client'

import { startTransition, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { FormField } from '@/components/ui/form-field'
import { FieldError } from '@/components/ui/field-error'

import { FIELD, type EstimateFormState, type PersonValues } from '../estimate-form'
import type { EstimatePanelWords } from '../panel-words'
import { CareQuestion } from './care-question'
import { EstimatePeople } from './estimate-people'
import { carryHousehold, useCarriedHousehold } from './carried-household'
import { EstimateFold } from './estimate-fold'
import { EstimateResult, type EstimateNextSteps } from './estimate-result'

/** Where the form is and how it looks, as the page sets it. */
export type EstimatePanelLayout = {
  /** The form's words in the page's language (estimatePanelWords, on the server). */
  words: EstimatePanelWords
  zipcode?: string
  countyFips?: string
  /** Ask for the ZIP code (and county) in the form. */
  askPlace?: boolean
  headingLevel?: 2 | 3
  /** Put the focus on the first field once shown (the form was opened on request). */
  focusOnOpen?: boolean
  /** Fold the form under its heading until asked (a page where most visitors read the list first). */
  folded?: boolean
  /** HealthCare.gov's plans can be listed for the household (the Marketplace API is on). */
  householdPlans?: boolean
}

/** The results page of a ZIP code (and county), where the estimate's next steps lead. */
function findPathOf(zip: string, countyFips: string): string {
  return `/find/${encodeURIComponent(zip)}${countyFips ? `?county=${encodeURIComponent(countyFips)}` : ''}`
}

/**
 * "What would I pay?": the household form and its estimate, shown from the state of the page's
 * action (`useActionState`, kept by `EstimatePanel` or by a page's own form). The action works
 * with and without JavaScript: in both, income and ages go in the body of a POST to the page
 * itself and never in its address. Where the page knows the place, it passes the ZIP code and
 * county; otherwise the form asks. What the page adds under the estimate comes as `children`.
 */
export function EstimatePanelForm({
  state,
  formAction,
  isPending,
  words: m,
  zipcode,
  countyFips,
  askPlace = false,
  headingLevel = 2,
  focusOnOpen = false,
  folded = false,
  householdPlans = false,
  plansFormId,
  children,
}: EstimatePanelLayout & {
  state: EstimateFormState<unknown>
  formAction: (form: FormData) => void
  isPending: boolean
  /** The form's id where the answer lists the household's plans, whose controls name the form. */
  plansFormId?: string
  /** What the page shows under the estimate (the results page: the household's plans). */
  children?: ReactNode
}) {
  const id = useId()
  // The rows shown; a page without script gets them from the last answer, a page with script keeps its own.
  const [people, setPeople] = useState<PersonValues[]>(state.values.people)
  const [zipTyped, setZipTyped] = useState(state.values.zipcode)
  const [answered, setAnswered] = useState(state)
  // A household carried from another page arrives as an answer: the form is drawn again with its values.
  const [carrying, setCarrying] = useState(false)
  const [formKey, setFormKey] = useState(0)
  if (answered !== state) {
    setAnswered(state)
    setPeople(state.values.people)
    setZipTyped(state.values.zipcode)
    if (carrying) {
      setCarrying(false)
      setFormKey(formKey + 1)
    }
  }
  const values = state.values
  const errors = state.errors
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus()
  }, [focusOnOpen])
  const hasErrors = Object.keys(errors).length > 0
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const isFirstState = useRef(true)
  // After an answer with errors, the focus goes where the reader must act: the county to choose, or the summary.
  useEffect(() => {
    if (isFirstState.current) {
      isFirstState.current = false
      return
    }
    if (Object.keys(state.errors).length === 0) return
    const county = formRef.current?.querySelector<HTMLSelectElement>(`select[name="${FIELD.countyFips}"]`)
    if (state.errors[FIELD.countyFips] && county) county.focus()
    else summaryRef.current?.focus()
  }, [state])
  useCarriedHousehold(
    zipcode,
    Boolean(plansFormId),
    formAction,
    plansFormId ? { [FIELD.plansFormId]: plansFormId } : {},
    () => setCarrying(true),
  )
  const isOpen = !folded || Boolean(state.estimate || state.exchange || state.message || hasErrors)
  const place = state.estimate && !plansFormId ? state.values.zipcode.trim() || zipcode : null
  const next: EstimateNextSteps | null =
    place && state.estimate
      ? {
          zip: place,
          insurersHref: findPathOf(place, state.estimate.county_fips),
          plansHref: householdPlans ? `${findPathOf(place, state.estimate.county_fips)}#estimate` : null,
          onPlans: () => carryHousehold(state.values),
        }
      : null

  // With script, the answer replaces the form's state without React resetting the form to its first values.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    startTransition(() => formAction(data))
  }
  const showCounties = state.counties.length > 0 && zipTyped.trim() === state.values.zipcode.trim()

  return (
    // Session recording, where a visitor allowed it on this page, masks the whole panel: income and ages never leave.
    <section className="estimate" aria-labelledby={`${id}-heading`} data-clarity-mask="True">
      {folded ? null : (
        <Heading id={`${id}-heading`} className="estimate__heading">
          {m.heading}
        </Heading>
      )}
      <EstimateFold
        folded={folded}
        isOpen={isOpen}
        summary={
          <Heading id={`${id}-heading`} className="estimate__heading">
            {m.heading}
          </Heading>
        }
      >
        <p>{m.intro}</p>
        <p className="form-field__hint">{m.privacy}</p>
        <form
          key={formKey}
          ref={formRef}
          id={plansFormId}
          action={formAction}
          onSubmit={submit}
          className="estimate__form"
          noValidate
        >
          {plansFormId ? <input type="hidden" name={FIELD.plansFormId} value={plansFormId} /> : null}
          {/* Enter in a field estimates: the first submit button of a form is the one Enter presses, before "Add a person". */}
          <button
            type="submit"
            name={FIELD.intent}
            value="estimate"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            {m.submit}
          </button>
          {hasErrors ? (
            <p ref={summaryRef} tabIndex={-1} className="estimate__summary" role="alert">
              {m.errorSummary}
            </p>
          ) : null}
          {state.message ? (
            <p className="estimate__summary" role="alert">
              {state.message}
            </p>
          ) : null}
          {askPlace ? (
            <div className="estimate__place">
              <FormField label={m.zipcode} error={errors[FIELD.zipcode]}>
                {(control) => (
                  <input
                    {...control}
                    name={FIELD.zipcode}
                    className="text-input"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={5}
                    defaultValue={values.zipcode}
                    onChange={(event) => setZipTyped(event.target.value)}
                  />
                )}
              </FormField>
              {/* The county the page was given goes with its ZIP code until the county list is shown. */}
              {countyFips && !showCounties && !errors[FIELD.countyFips] && zipTyped.trim() === (zipcode ?? '') ? (
                <input type="hidden" name={FIELD.countyFips} value={countyFips} />
              ) : null}
              {showCounties || errors[FIELD.countyFips] ? (
                <FormField label={m.county} error={errors[FIELD.countyFips]}>
                  {(control) => (
                    <select
                      {...control}
                      name={FIELD.countyFips}
                      className="select-input"
                      defaultValue={values.countyFips}
                    >
                      <option value="">{m.chooseCounty}</option>
                      {(showCounties ? state.counties : []).map((county) => (
                        <option key={county.fips} value={county.fips}>
                          {county.name}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              ) : null}
            </div>
          ) : (
            <>
              <input type="hidden" name={FIELD.zipcode} value={zipcode ?? ''} />
              <input type="hidden" name={FIELD.countyFips} value={countyFips ?? ''} />
              <FieldError id={`${id}-place-error`} message={errors[FIELD.zipcode] ?? errors[FIELD.countyFips]} show />
            </>
          )}
          <EstimatePeople idPrefix={id} people={people} onChange={setPeople} errors={errors} words={m} />
          <FormField label={m.income} hint={m.incomeHint} error={errors[FIELD.householdIncome]}>
            {(control) => (
              <input
                {...control}
                name={FIELD.householdIncome}
                className="text-input estimate__income"
                inputMode="decimal"
                defaultValue={values.householdIncome}
              />
            )}
          </FormField>
          <FormField label={m.householdSize} hint={m.householdSizeHint} error={errors[FIELD.householdSize]}>
            {(control) => (
              <input
                {...control}
                name={FIELD.householdSize}
                className="text-input estimate__size"
                inputMode="numeric"
                maxLength={2}
                defaultValue={values.householdSize}
              />
            )}
          </FormField>
          <FormField label={m.planYear} error={errors[FIELD.planYear]}>
            {(control) => (
              <select {...control} name={FIELD.planYear} className="select-input" defaultValue={values.planYear}>
                {m.years.map(({ year, label }) => (
                  <option key={year} value={year}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {plansFormId ? <CareQuestion words={m} value={values.utilization} error={errors[FIELD.utilization]} /> : null}
          <button
            type="submit"
            name={FIELD.intent}
            value="estimate"
            className="button button--primary"
            disabled={isPending}
          >
            {isPending ? m.submitting : m.submit}
          </button>
        </form>
      </EstimateFold>
      <div aria-live="polite">
        {state.exchange ? (
          <p className="estimate__exchange">
            {state.exchange.sentence}{' '}
            <a href={state.exchange.url} rel="noopener noreferrer" target="_blank">
              {state.exchange.link}
            </a>
          </p>
        ) : null}
        {state.estimate ? <EstimateResult estimate={state.estimate} words={m.result} next={next} /> : null}
      </div>
      {/* Long, so outside the live region: what it adds announces itself in a sentence. */}
      {children}
    </section>
  )
}
