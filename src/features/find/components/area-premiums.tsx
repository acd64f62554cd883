'use client'

import { useId, useState } from 'react'

import { OWN_AGE_CURVE_STATES, premiumAtAge, REFERENCE_AGE } from '@/features/plans/age-rating'
import type { AreaPremiums } from '@/features/plans/market-index.server'
import { stateName } from '@/lib/us-states'
import { messages } from '@/messages'

const m = messages.find

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * What premiums cost in the county's rating area: the benchmark silver and the lowest bronze
 * plan's monthly premium, before any tax credit, for a stated age (40 unless the person
 * changes it). Area figures from CMS's rate data; never shown as any one insurer's price.
 */
export function AreaPremiumsNote({ premiums }: { premiums: AreaPremiums | null }) {
  const ageId = useId()
  const hintId = useId()
  const [ageText, setAgeText] = useState(String(REFERENCE_AGE))
  if (!premiums || premiums.benchmarkSilverCentsAge40 === null) {
    return <p className="find-page__note">{m.areaPremiumsMissing}</p>
  }
  const age = /^\d{1,3}$/.test(ageText.trim()) ? Number(ageText.trim()) : NaN
  const hasOwnCurve = OWN_AGE_CURVE_STATES.has(premiums.state)
  const silver = premiumAtAge(premiums.benchmarkSilverCentsAge40, age, premiums.state)
  const bronze =
    premiums.lowestBronzeCentsAge40 === null ? null : premiumAtAge(premiums.lowestBronzeCentsAge40, age, premiums.state)
  const money = (cents: number | null) => (cents === null ? m.notAvailable : dollarsAndCents.format(cents / 100))
  // Unknown: not a whole age, or another age than 40 where the state sets its own curve.
  const isAgeKnown = silver !== null
  return (
    <section className="area-premiums" aria-labelledby={`${ageId}-heading`}>
      <h2 id={`${ageId}-heading`} className="area-premiums__heading">
        {m.areaPremiumsHeading}
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
          {hasOwnCurve ? m.ageOwnCurve(stateName(premiums.state)) : m.ageHint}
        </p>
      </div>
      <p aria-live="polite">
        {isAgeKnown
          ? m.areaPremiumsText(
              premiums.ratingAreaId,
              stateName(premiums.state),
              premiums.planYear,
              age,
              money(silver),
              money(bronze),
            )
          : hasOwnCurve
            ? m.ageOwnCurve(stateName(premiums.state))
            : m.ageInvalid}
      </p>
      <p className="find-page__note">{m.areaPremiumsNote}</p>
    </section>
  )
}
