'use client'

import { useMessages } from '@/components/ui/locale'
import { useId, useState, type ReactNode } from 'react'

import { OWN_AGE_CURVE_STATES, premiumAtAge, readAge, REFERENCE_AGE } from '@/features/plans'
import type { StatePremiumRange } from '@/features/plans'
import { amounts as amountsEn } from '@/messages/en/amounts'
import { amounts as amountsEs } from '@/messages/es/amounts'
import { areaPremiums as areaPremiumsEn } from '@/messages/en/areaPremiums'
import { areaPremiums as areaPremiumsEs } from '@/messages/es/areaPremiums'

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
// Spanish in the United States writes dollar amounts as English does ($1,234.50).
export const moneyIn = (amounts: typeof amountsEn) => (cents: number | null) =>
  cents === null ? amounts.notAvailable : dollarsAndCents.format(cents / 100)

/**
 * Area premiums for a stated age: the section, its age field (40 unless the person changes
 * it) and the sentence `render` makes for that age. `render` gets a function that scales an
 * age-40 premium to the stated age, or null where it cannot (not a whole age, or another age
 * than 40 where the state sets its own curve); the sentence then says why.
 */
export function PremiumsForAge({
  heading,
  state,
  stateLabel,
  render,
  note,
  initialAge = REFERENCE_AGE,
}: {
  heading: string
  state: string
  /** The state's name, looked up on the server. */
  stateLabel: string
  render: (age: number, atAge: (centsAge40: number) => number | null) => ReactNode
  note: string
  initialAge?: number
}) {
  const m = useMessages(areaPremiumsEn, areaPremiumsEs)
  const ageId = useId()
  const hintId = useId()
  const [ageText, setAgeText] = useState(String(initialAge))
  const reading = readAge(ageText, state)
  const hasOwnCurve = OWN_AGE_CURVE_STATES.has(state)
  const isAgeKnown = reading.kind === 'age'
  return (
    <section className="area-premiums" aria-labelledby={`${ageId}-heading`}>
      <h2 id={`${ageId}-heading`} className="area-premiums__heading">
        {heading}
      </h2>
      <div className="form-field area-premiums__age">
        <label htmlFor={ageId}>{m.ageLabel}</label>
        <input
          id={ageId}
          className="text-input"
          inputMode="numeric"
          maxLength={3}
          value={ageText}
          onChange={(event) => setAgeText(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={isAgeKnown ? undefined : true}
        />
        <p id={hintId} className="form-field__hint">
          {hasOwnCurve ? m.ageOwnCurve(stateLabel) : m.ageHint}
        </p>
      </div>
      <div aria-live="polite">
        {reading.kind === 'age' ? (
          <>
            <p>{render(reading.age, (cents) => premiumAtAge(cents, reading.age, state))}</p>
            {reading.isPastCurve ? <p className="area-premiums__age-note">{m.agePastCurve(reading.age)}</p> : null}
          </>
        ) : (
          <p className="area-premiums__age-note">
            {reading.kind === 'missing'
              ? m.ageMissing
              : reading.kind === 'own-curve'
                ? m.ageOwnCurve(stateLabel)
                : m.ageInvalid}
          </p>
        )}
      </div>
      <p className="find-page__note">{note}</p>
    </section>
  )
}

/** The same figures across a state's rating areas, lowest to highest: for a plan's page. */
export function StatePremiumsNote({
  range,
  stateLabel,
  note,
}: {
  range: StatePremiumRange | null
  /** The name of the range's state. */
  stateLabel: string
  /** What the figures are (premiumNotes.statePremiumsNote), from the server. */
  note: string
}) {
  const m = useMessages(areaPremiumsEn, areaPremiumsEs)
  const amountsMessages = useMessages(amountsEn, amountsEs)
  const money = moneyIn(amountsMessages)
  if (!range) return <p className="find-page__note">{m.areaPremiumsMissing}</p>
  const span = (low: number | null, high: number | null) =>
    low === null || high === null ? amountsMessages.notAvailable : amountsMessages.range(money(low), money(high))
  return (
    <PremiumsForAge
      heading={m.statePremiumsHeading(stateLabel)}
      state={range.state}
      stateLabel={stateLabel}
      note={note}
      render={(age, atAge) =>
        m.statePremiumsText(
          stateLabel,
          range.areaCount,
          range.planYear,
          age,
          span(atAge(range.silver.min), atAge(range.silver.max)),
          range.bronze ? span(atAge(range.bronze.min), atAge(range.bronze.max)) : amountsMessages.notAvailable,
        )
      }
    />
  )
}
