'use client'

import { useLocale, useMessages } from '@/components/ui/locale'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { ExchangeNotice, ZipCodeField } from '@/features/plans/components'
import { zipCodeError } from '@/features/plans'
import { callApi } from '@/lib/api-client'
import { reviewStart as reviewStartEn } from '@/messages/en/reviewStart'
import { reviewStart as reviewStartEs } from '@/messages/es/reviewStart'

import { planLookupUrl, plansForCounty, readPlanLookup, type PlanLookup } from '../plan-lookup'

type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; zip: string; lookup: PlanLookup }

/**
 * What the review-start dialog holds: the ZIP lookup, the county and plan choices, and the
 * button to the plan's wizard. Loaded when the dialog first opens, not with every page.
 */
export function ReviewStartContent({
  headingId,
  onStart,
  onClose,
}: {
  headingId: string
  onStart: (nid: number) => void
  onClose: () => void
}) {
  const locale = useLocale()
  const reviewStartMessages = useMessages(reviewStartEn, reviewStartEs)
  const m = reviewStartMessages
  const countyId = useId()
  const countyHintId = useId()
  const planId = useId()
  const zipRef = useRef<HTMLInputElement>(null)
  const requestRef = useRef(0)
  const [zip, setZip] = useState('')
  const [zipError, setZipError] = useState<string | null>(null)
  const [state, setState] = useState<LookupState>({ status: 'idle' })
  const [county, setCounty] = useState('')
  const [nid, setNid] = useState('')

  // The dialog opens before this part has loaded: the ZIP box takes focus once it is there.
  useEffect(() => {
    zipRef.current?.focus()
  }, [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const error = zipCodeError(zip)
    setZipError(error)
    if (error) {
      zipRef.current?.focus()
      return
    }
    const request = ++requestRef.current
    const value = zip.trim()
    setState({ status: 'loading' })
    setCounty('')
    setNid('')
    // Offline, no answer or a refusal: the same message as a failed lookup.
    const answer = await callApi(planLookupUrl(value))
    const lookup: PlanLookup | null = answer.ok ? readPlanLookup(answer.data) : null
    // A newer lookup has started meanwhile: its answer is the one to show.
    if (request !== requestRef.current) return
    if (!lookup) {
      setState({ status: 'failed' })
      setZipError(m.lookupFailed)
      zipRef.current?.focus()
      return
    }
    setState({ status: 'done', zip: value, lookup })
  }

  const onZipChange = (value: string) => {
    setZip(value)
    // Once a message shows, it follows the typing; it never appears before the first Submit.
    if (zipError !== null) setZipError(zipCodeError(value))
  }

  const lookup = state.status === 'done' ? state.lookup : null
  const needsCounty = lookup !== null && lookup.counties.length > 1
  const plans = lookup && (!needsCounty || county) ? plansForCounty(lookup, county || null) : null

  return (
    <div className="modal__body">
      <div className="modal__header">
        <h2 id={headingId} className="modal__title">
          {m.heading}
        </h2>
        <button type="button" className="modal__close button button--secondary" onClick={onClose}>
          {m.close}
        </button>
      </div>
      <p>{m.lead}</p>

      <form className="review-start__form" noValidate onSubmit={onSubmit}>
        <ZipCodeField
          name="zipcode"
          label={m.zipLabel}
          hint={m.zipHint}
          submitLabel={m.submit}
          value={zip}
          onChange={onZipChange}
          error={zipError}
          inputRef={zipRef}
        />
      </form>

      {/* One polite status for what the lookup found; "No Plans found" is shown as well as spoken. */}
      <p role="status" className="review-start__status">
        {state.status === 'loading' ? m.searching : null}
        {plans && plans.length === 0 ? m.noPlans : null}
        {plans && plans.length > 0 ? <span className="visually-hidden">{m.plansFound(plans.length)}</span> : null}
      </p>

      {lookup && state.status === 'done' ? (
        <div className="review-start__results">
          {needsCounty ? (
            <div className="form-field">
              <label htmlFor={countyId}>{m.countyLabel}</label>
              <p id={countyHintId} className="form-field__hint">
                {m.countyHint(state.zip)}
              </p>
              <select
                id={countyId}
                className="select-input"
                value={county}
                aria-describedby={countyHintId}
                onChange={(event) => {
                  setCounty(event.target.value)
                  setNid('')
                }}
              >
                <option value="">{m.countyPlaceholder}</option>
                {lookup.counties.map((choice) => (
                  <option key={choice.fips} value={choice.fips}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {lookup.isEarlier ? <p>{m.earlierPlans}</p> : null}
          {plans && plans.length > 0 ? (
            <div className="form-field">
              <label htmlFor={planId}>{m.planLabel}</label>
              <select id={planId} className="select-input" value={nid} onChange={(event) => setNid(event.target.value)}>
                <option value="">{m.planPlaceholder}</option>
                {plans.map((plan) => (
                  <option key={plan.nid} value={plan.nid}>
                    {plan.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {lookup.exchange ? <ExchangeNotice exchange={lookup.exchange} text={m.ownExchange} locale={locale} /> : null}

          {nid ? (
            <button type="button" className="button button--primary" onClick={() => onStart(Number(nid))}>
              {m.start}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
