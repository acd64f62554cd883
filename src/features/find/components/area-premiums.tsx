'use client'

import { useId, useState, type ReactNode } from 'react'

import { OWN_AGE_CURVE_STATES, premiumAtAge, readAge, REFERENCE_AGE } from '@/features/plans'
import type { StatePremiumRange } from '@/features/plans'
import { fillBlanks } from '@/lib/blanks'

import type { AgeWords, StatePremiumsWords } from '../premium-words'

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
// Spanish in the United States writes dollar amounts as English does ($1,234.50).
export const moneyIn = (amounts: { notAvailable: string }) => (cents: number | null) =>
  cents === null ? amounts.notAvailable : dollarsAndCents.format(cents / 100)

/**
 * Area premiums for a stated age: the section, its age field (40 unless the person changes
 * it) and the sentence `render` makes for that age. `render` gets a function that scales an
 * age-40 premium to the stated age, or null where it cannot (not a whole age, or another age
 * than 40 where the state sets its own curve); the sentence then says why. `words`: the age
 * field's words in the page's language (`ageWordsOf`).
 */
export function PremiumsForAge({
  heading,
  state,
  words: m,
  render,
  note,
  initialAge = REFERENCE_AGE,
  ageElsewhere = null,
}: {
  heading: string
  state: string
  words: AgeWords
  render: (age: number, atAge: (centsAge40: number) => number | null) => ReactNode
  note: string
  initialAge?: number
  /** Where the page asks ages elsewhere (its estimate), the figures stay at `initialAge` and this says where to go. */
  ageElsewhere?: string | null
}) {
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
      {ageElsewhere === null ? (
        <div className="form-field area-premiums__age">
          <label htmlFor={ageId}>{m.label}</label>
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
            {hasOwnCurve ? m.ownCurve : m.hint}
          </p>
        </div>
      ) : null}
      <div aria-live="polite">
        {reading.kind === 'age' ? (
          <>
            <p>{render(reading.age, (cents) => premiumAtAge(cents, reading.age, state))}</p>
            {reading.isPastCurve ? (
              <p className="area-premiums__age-note">{fillBlanks(m.pastCurve, { age: reading.age })}</p>
            ) : null}
          </>
        ) : (
          <p className="area-premiums__age-note">
            {reading.kind === 'missing' ? m.missing : reading.kind === 'own-curve' ? m.ownCurve : m.invalid}
          </p>
        )}
      </div>
      {ageElsewhere === null ? null : <p className="find-page__note">{ageElsewhere}</p>}
      <p className="find-page__note">{note}</p>
    </section>
  )
}

/**
 * The same figures across a state's rating areas, lowest to highest: for a plan's page. Its
 * words come from the server (`statePremiumsWordsOf`), with blanks for the age and the sums.
 */
export function StatePremiumsNote({
  range,
  words: m,
  note,
}: {
  range: StatePremiumRange | null
  words: StatePremiumsWords
  /** What the figures are (premiumNotes.statePremiumsNote), from the server. */
  note: string
}) {
  const money = moneyIn(m)
  if (!range) return <p className="find-page__note">{m.missing}</p>
  const span = (low: number | null, high: number | null) => {
    if (low === null || high === null) return m.notAvailable
    const [from, to] = [money(low), money(high)]
    return from === to ? from : fillBlanks(m.range, { low: from, high: to })
  }
  return (
    <PremiumsForAge
      heading={m.heading}
      state={range.state}
      words={m.age}
      note={note}
      render={(age, atAge) =>
        fillBlanks(m.text, {
          age,
          silver: span(atAge(range.silver.min), atAge(range.silver.max)),
          bronze: range.bronze ? span(atAge(range.bronze.min), atAge(range.bronze.max)) : m.notAvailable,
        })
      }
    />
  )
}
