'use client'

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'

import { fillBlanks } from '@/lib/blanks'

import { HIOS_PLAN_ID } from '../coverage'
import type { CrosswalkAnswer } from '../lookups'
import type { HouseholdPlan } from '../plans-answer'
import type { CurrentPlanWords } from './current-plan-words'
import { money } from './plan-facts'

const unchanging = () => () => {}

type Shown =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'answer'; answer: CrosswalkAnswer; plan: HouseholdPlan | null }

/**
 * "I have a plan now", beside the household's plans (product brief §15): last year's plan id,
 * and what HealthCare.gov's crosswalk makes of it for the year listed, with the new plan's price
 * for the household where it is in the list, and whether the insurer leaves the state.
 */
export function CurrentPlan({
  zipcode,
  countyFips,
  planYear,
  plans,
  w,
}: {
  zipcode: string
  countyFips: string
  /** The year of the plans listed: the plan entered is of the year before. */
  planYear: number
  plans: HouseholdPlan[]
  w: CurrentPlanWords
}) {
  const id = useId()
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  const [value, setValue] = useState('')
  const [shown, setShown] = useState<Shown>({ kind: 'idle' })

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const planId = value.trim().toUpperCase()
    if (!HIOS_PLAN_ID.test(planId)) {
      setShown({ kind: 'invalid' })
      return
    }
    setShown({ kind: 'checking' })
    const query = new URLSearchParams({
      plan_id: planId,
      year: String(planYear - 1),
      zipcode,
      county_fips: countyFips,
    })
    try {
      const response = await fetch(`/v1/data/crosswalk?${query}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`crosswalk ${response.status}`)
      const { data } = (await response.json()) as { data: CrosswalkAnswer }
      setShown({ kind: 'answer', answer: data, plan: plans.find((plan) => plan.id === data.new_plan_id) ?? null })
    } catch {
      setShown({
        kind: 'answer',
        answer: {
          available: false,
          plan_id: planId,
          year: planYear - 1,
          status: 'unknown',
          new_plan_id: null,
          level: null,
          reason: null,
          change: null,
          insurer_leaves: false,
        },
        plan: null,
      })
    }
  }

  const year = planYear
  return (
    <section className="current-plan" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{w.heading}</h3>
      <p id={`${id}-lead`}>{fillBlanks(w.lead, { year: planYear - 1 })}</p>
      {scripted ? null : <p>{w.needsScript}</p>}
      <form className="current-plan__form" onSubmit={check} noValidate hidden={!scripted}>
        <label htmlFor={`${id}-input`}>{w.label}</label>
        <input
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-describedby={shown.kind === 'invalid' ? `${id}-error` : `${id}-lead`}
          aria-invalid={shown.kind === 'invalid' || undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={shown.kind === 'checking'}>
          {w.submit}
        </button>
      </form>
      <div aria-live="polite" className="current-plan__answer">
        {shown.kind === 'invalid' ? (
          <p id={`${id}-error`} className="field-error">
            {w.invalid}
          </p>
        ) : null}
        {shown.kind === 'checking' ? <p>{w.checking}</p> : null}
        {shown.kind === 'answer' ? <CrosswalkText answer={shown.answer} plan={shown.plan} year={year} w={w} /> : null}
      </div>
    </section>
  )
}

function CrosswalkText({
  answer,
  plan,
  year,
  w,
}: {
  answer: CrosswalkAnswer
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
  return (
    <>
      <p className="current-plan__sentence">{sentence}</p>
      {answer.insurer_leaves ? <p>{fillBlanks(w.insurerLeaves, { year })}</p> : null}
      {answer.status === 'found' ? (
        plan?.premium_after_credit != null ? (
          <p>{fillBlanks(w.price, { amount: money(plan.premium_after_credit) })}</p>
        ) : plan ? null : (
          <p>{w.notListed}</p>
        )
      ) : null}
      {answer.status === 'found' && answer.level !== null && answer.reason !== null ? (
        <p className="form-field__hint">{fillBlanks(w.codes, { level: answer.level, reason: answer.reason })}</p>
      ) : null}
    </>
  )
}
