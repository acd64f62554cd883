'use client'

import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from 'react'

import { FormField } from '@/components/ui/form-field'
import { FieldError } from '@/components/ui/field-error'

import { submitEstimate } from '../estimate-action'
import { emptyEstimateForm, FIELD, withIntent, type EstimateFormState, type PersonValues } from '../estimate-form'
import { MAX_PEOPLE } from '../limits'
import type { EstimatePanelWords } from '../panel-words'
import { CareQuestion } from './care-question'

/**
 * "What would I pay?": the household form and its estimate, on the results, plan and costs
 * pages. The form is sent by the page's action, which works with and without JavaScript: in
 * both, income and ages go in the body of a POST to the page itself and never in its address.
 * Where the page knows the place, it passes the ZIP code and county; otherwise the form asks.
 * A page's own action may add more under the estimate (the results page: the household's plans).
 */
export function EstimatePanel({
  words: m,
  defaultYear,
  zipcode,
  countyFips,
  askPlace = false,
  headingLevel = 2,
  focusOnOpen = false,
  action = submitEstimate,
  plansFormId,
}: {
  /** The form's words in the page's language (estimatePanelWords, on the server). */
  words: EstimatePanelWords
  defaultYear: number
  zipcode?: string
  countyFips?: string
  /** Ask for the ZIP code (and county) in the form. */
  askPlace?: boolean
  headingLevel?: 2 | 3
  /** Put the focus on the first field once shown (the form was opened on request). */
  focusOnOpen?: boolean
  /** The action that answers the form (a server action); the estimate alone by default. */
  action?: (state: EstimateFormState, form: FormData) => Promise<EstimateFormState>
  /** The form's id where the answer lists the household's plans, whose controls name the form. */
  plansFormId?: string
}) {
  const id = useId()
  const [state, formAction, isPending] = useActionState<EstimateFormState, FormData>(
    action,
    emptyEstimateForm({ planYear: String(defaultYear), zipcode: zipcode ?? '', countyFips: countyFips ?? '' }),
  )
  // The rows shown; a page without script gets them from the last answer, a page with script keeps its own.
  const [people, setPeople] = useState<PersonValues[]>(state.values.people)
  const [zipTyped, setZipTyped] = useState(state.values.zipcode)
  const [answered, setAnswered] = useState(state)
  if (answered !== state) {
    setAnswered(state)
    setPeople(state.values.people)
    setZipTyped(state.values.zipcode)
  }
  const values = state.values
  const errors = state.errors
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus()
  }, [focusOnOpen])
  const hasErrors = Object.keys(errors).length > 0

  // With script, the answer replaces the form's state without React resetting the form to its first values.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    startTransition(() => formAction(data))
  }
  const showCounties = state.counties.length > 0 && zipTyped.trim() === state.values.zipcode.trim()

  const changePeople = (event: MouseEvent<HTMLButtonElement>, next: PersonValues[]) => {
    // With script, rows are added and removed here; without it, the button posts and the page answers with the rows.
    event.preventDefault()
    setPeople(next)
  }

  return (
    // Session recording, where a visitor allowed it on this page, masks the whole panel: income and ages never leave.
    <section className="estimate" aria-labelledby={`${id}-heading`} data-clarity-mask="True">
      <Heading id={`${id}-heading`} className="estimate__heading">
        {m.heading}
      </Heading>
      <p>{m.intro}</p>
      <p className="form-field__hint">{m.privacy}</p>
      <form ref={formRef} id={plansFormId} action={formAction} onSubmit={submit} className="estimate__form" noValidate>
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
          <p className="estimate__summary" role="alert">
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
        <fieldset className="estimate__people">
          <legend>{m.peopleLegend}</legend>
          {people.map((person, index) => (
            <div className="estimate__person" key={`${index}-${people.length}`}>
              <FormField label={m.ageLabels[index]!} error={errors[FIELD.age(index)]}>
                {(control) => (
                  <input
                    {...control}
                    name={FIELD.age(index)}
                    className="text-input estimate__age"
                    inputMode="numeric"
                    maxLength={3}
                    defaultValue={person.age}
                  />
                )}
              </FormField>
              <div className="form-field form-field--checkbox estimate__tobacco">
                <input
                  id={`${id}-tobacco-${index}`}
                  type="checkbox"
                  className="checkbox-input"
                  name={FIELD.tobacco(index)}
                  defaultChecked={person.tobacco}
                />
                <label htmlFor={`${id}-tobacco-${index}`}>{m.tobacco}</label>
              </div>
              {people.length > 1 ? (
                <button
                  type="submit"
                  name={FIELD.intent}
                  value={`remove-person-${index}`}
                  formNoValidate
                  className="link-button estimate__remove"
                  onClick={(event) =>
                    changePeople(event, withIntent(currentRows(event, people), { kind: 'remove-person', index }))
                  }
                >
                  {m.removeLabels[index]}
                </button>
              ) : null}
            </div>
          ))}
          <FieldError id={`${id}-people-error`} message={errors.people} show />
          {people.length < MAX_PEOPLE ? (
            <button
              type="submit"
              name={FIELD.intent}
              value="add-person"
              formNoValidate
              className="button button--secondary"
              onClick={(event) => changePeople(event, withIntent(currentRows(event, people), { kind: 'add-person' }))}
            >
              {m.addPerson}
            </button>
          ) : null}
        </fieldset>
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
      <div aria-live="polite">
        {state.exchange ? (
          <p className="estimate__exchange">
            {state.exchange.sentence}{' '}
            <a href={state.exchange.url} rel="noopener noreferrer" target="_blank">
              {state.exchange.link}
            </a>
          </p>
        ) : null}
        {state.result}
      </div>
      {/* Long, so outside the live region: what it adds announces itself in a sentence. */}
      {state.extra}
    </section>
  )
}

/** The rows as typed so far, read from the form, so that adding or removing a row keeps what was typed. */
function currentRows(event: MouseEvent<HTMLButtonElement>, people: PersonValues[]): PersonValues[] {
  const form = event.currentTarget.form
  if (!form) return people
  const data = new FormData(form)
  return people.map((_, index) => ({
    age: String(data.get(FIELD.age(index)) ?? ''),
    tobacco: data.get(FIELD.tobacco(index)) === 'on',
  }))
}
