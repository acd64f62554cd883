'use client'

import { useEffect, useId, useState, useSyncExternalStore } from 'react'

import { FIELD } from '@/features/costs'
import { fillBlanks } from '@/lib/blanks'

import { CURRENT_PLAN_FIELD, type CurrentPlanShown } from '../household-form-state'
import type { CurrentPlanCheck } from '../lookups'
import type { HouseholdPlan } from '../plans-answer'
import { keepPlanId, keptPlanId, noKeptPlanId, subscribeKeptPlanId } from './current-plan-store'
import type { CurrentPlanWords } from './current-plan-words'
import { money } from './plan-facts'

/**
 * "I have a plan now", beside the household's plans (product brief §15): last year's plan id,
 * sent with the household form (so it works without script too), and what HealthCare.gov's
 * crosswalk makes of it for the year listed: the new plan's price for the household beside
 * last year's, and whether the insurer leaves the state.
 */
export function CurrentPlan({
  formId,
  shown,
  planYear,
  plans,
  pending,
  w,
}: {
  /** The household form, which the field and its button belong to. */
  formId: string
  /** What the form's last answer said of the plan id sent with it. */
  shown: CurrentPlanShown | null
  /** The year of the plans listed: the plan entered is of the year before. */
  planYear: number
  plans: HouseholdPlan[]
  pending: boolean
  w: CurrentPlanWords
}) {
  const id = useId()
  // Whether the form now on its way was sent from here, to say "Checking…" here only.
  const [asked, setAsked] = useState(false)
  if (asked && !pending) setAsked(false)
  const invalid = shown?.kind === 'invalid'
  const kept = useSyncExternalStore(subscribeKeptPlanId, keptPlanId, noKeptPlanId)
  const checked = shown?.kind === 'answer' ? shown.value : null
  // A plan id HealthCare.gov was asked about is offered again on the next visit, from this device.
  useEffect(() => {
    if (checked) keepPlanId(checked)
  }, [checked])
  return (
    <section className="current-plan" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{w.heading}</h3>
      <p id={`${id}-lead`}>{fillBlanks(w.lead, { year: planYear - 1 })}</p>
      <div className="current-plan__form">
        <label htmlFor={`${id}-input`}>{w.label}</label>
        <input
          id={`${id}-input`}
          name={CURRENT_PLAN_FIELD}
          form={formId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          defaultValue={shown?.value ?? kept ?? ''}
          aria-describedby={invalid ? `${id}-error` : `${id}-lead`}
          aria-invalid={invalid || undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setAsked(true)
          }}
        />
        <button
          type="submit"
          form={formId}
          name={FIELD.intent}
          value="current-plan"
          className="button button--secondary"
          aria-disabled={pending || undefined}
          onClick={(event) => {
            if (pending) event.preventDefault()
            else setAsked(true)
          }}
        >
          {w.submit}
        </button>
        {shown === null && kept !== null ? <p className="form-field__hint">{w.keptHere}</p> : null}
      </div>
      <div aria-live="polite" className="current-plan__answer">
        {asked && pending ? (
          <p>{w.checking}</p>
        ) : invalid ? (
          <p id={`${id}-error`} className="field-error">
            {w.invalid}
          </p>
        ) : shown?.kind === 'answer' ? (
          <CrosswalkText
            check={shown.check}
            plan={plans.find((plan) => plan.id === shown.check.crosswalk.new_plan_id) ?? null}
            year={planYear}
            w={w}
          />
        ) : null}
      </div>
    </section>
  )
}

function CrosswalkText({
  check: { crosswalk: answer, last_year: lastYear },
  plan,
  year,
  w,
}: {
  check: CurrentPlanCheck
  plan: HouseholdPlan | null
  year: number
  w: CurrentPlanWords
}) {
  const values = { id: answer.plan_id, next: answer.new_plan_id ?? '', year }
  const sentence =
    answer.status === 'unknown'
      ? w.unknown
      : answer.status === 'none'
        ? fillBlanks(w.none, values)
        : fillBlanks(
            answer.change === 'same-plan'
              ? w.samePlan
              : answer.change === 'same-insurer'
                ? w.sameInsurer
                : w.otherInsurer,
            { ...values, next: plan ? `${plan.name} (${answer.new_plan_id})` : values.next },
          )
  const now = answer.status === 'found' ? (plan?.premium_after_credit ?? null) : null
  const before = lastYear?.premium_after_credit ?? null
  return (
    <>
      <p className="current-plan__sentence">{sentence}</p>
      {answer.insurer_leaves ? <p>{fillBlanks(w.insurerLeaves, { year })}</p> : null}
      {answer.status === 'found' && plan === null ? <p>{w.notListed}</p> : null}
      {answer.status === 'unknown' ? null : (
        <dl className="current-plan__prices">
          {now === null ? null : (
            <div>
              <dt>{fillBlanks(w.priceIn, { year })}</dt>
              <dd>{fillBlanks(w.price, { amount: money(now) })}</dd>
            </div>
          )}
          <div>
            <dt>{fillBlanks(w.priceIn, { year: year - 1 })}</dt>
            <dd>{before === null ? w.lastYearUnpriced : fillBlanks(w.price, { amount: money(before) })}</dd>
          </div>
        </dl>
      )}
      {now !== null && before !== null ? <p>{priceChange(now, before, w)}</p> : null}
      {answer.status === 'found' && answer.level !== null && answer.reason !== null ? (
        <p className="form-field__hint">{fillBlanks(w.codes, { level: answer.level, reason: answer.reason })}</p>
      ) : null}
    </>
  )
}

/** How this year's price after the credit compares with last year's, in words. */
function priceChange(now: number, before: number, w: CurrentPlanWords): string {
  const cents = Math.round((now - before) * 100)
  if (cents === 0) return w.priceSame
  return fillBlanks(cents > 0 ? w.priceUp : w.priceDown, { amount: money(Math.abs(cents) / 100) })
}
