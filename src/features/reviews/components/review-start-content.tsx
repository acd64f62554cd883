'use client'

import { useLocale, useMessages } from '@/components/ui/locale'
import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react'

import {
  ExchangeNotice,
  ZipCodeField,
  zipCodeError,
  planLookupUrl,
  readPlanLookup,
  type PlanLookup,
} from '@/features/plans'
import { callApi } from '@/lib/api-client'
import { reviewStart as reviewStartEn } from '@/messages/en/reviewStart'
import { reviewStart as reviewStartEs } from '@/messages/es/reviewStart'

import { INITIAL_REVIEW_START, offeredPlans, reviewStartReducer, shownPlans } from '../review-start-state'

/** How much of a matched option name the plan list shows; the whole name shows once the plan is chosen. */
const OPTION_NAME_IN_LIST = 40

/** A long option name cut at a word, with an ellipsis. */
function shortened(name: string, max = OPTION_NAME_IN_LIST): string {
  if (name.length <= max) return name
  const cut = name.slice(0, max)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s:,;+&-]+$/, '')}…`
}

/**
 * What the review-start dialog holds: the ZIP lookup, the county and plan choices, and the
 * button to the plan's wizard. Loaded when the dialog first opens, not with every page.
 * What it shows always belongs to the ZIP in the box (review-start-state.ts).
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
  const filterId = useId()
  const filterHintId = useId()
  const matchedId = useId()
  const zipRef = useRef<HTMLInputElement>(null)
  const requestRef = useRef(0)
  const [state, dispatch] = useReducer(reviewStartReducer, INITIAL_REVIEW_START)
  const { zip, zipError, county, nid, filter } = state

  // The dialog opens before this part has loaded: the ZIP box takes focus once it is there.
  useEffect(() => {
    zipRef.current?.focus()
  }, [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const error = zipCodeError(zip)
    // A lookup still under way belongs to an earlier Submit: its answer is not shown.
    const request = ++requestRef.current
    dispatch({ type: 'submitted', error })
    if (error) {
      zipRef.current?.focus()
      return
    }
    const value = zip.trim()
    // Offline, no answer or a refusal: the same message as a failed lookup.
    const answer = await callApi(planLookupUrl(value))
    const lookup: PlanLookup | null = answer.ok ? readPlanLookup(answer.data) : null
    // A newer lookup has started meanwhile, or the ZIP changed: not this answer's to show.
    if (request !== requestRef.current) return
    if (!lookup) {
      dispatch({ type: 'lookupFailed', message: m.lookupFailed })
      zipRef.current?.focus()
      return
    }
    dispatch({ type: 'lookupDone', zip: value, lookup })
  }

  const onZipChange = (value: string) => {
    if (value !== zip) requestRef.current += 1
    dispatch({ type: 'zipChanged', value })
  }

  const lookup = state.lookup.status === 'done' ? state.lookup.lookup : null
  const needsCounty = lookup !== null && lookup.counties.length > 1
  const plans = offeredPlans(state)
  const shown = shownPlans(state) ?? []
  const isFiltered = filter.trim() !== ''
  const chosen = shown.find(({ plan }) => String(plan.nid) === nid) ?? null

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
        {state.lookup.status === 'loading' ? m.searching : null}
        {plans && plans.length === 0 ? m.noPlans : null}
        {plans && plans.length > 0 && !isFiltered ? (
          <span className="visually-hidden">{m.plansFound(plans.length)}</span>
        ) : null}
        {plans && plans.length > 0 && isFiltered
          ? shown.length === 0
            ? m.filterNoMatch(filter.trim())
            : m.filterCount(shown.length, plans.length)
          : null}
      </p>

      {lookup && state.lookup.status === 'done' ? (
        <div className="review-start__results">
          {needsCounty ? (
            <div className="form-field">
              <label htmlFor={countyId}>{m.countyLabel}</label>
              <p id={countyHintId} className="form-field__hint">
                {m.countyHint(state.lookup.zip)}
              </p>
              <select
                id={countyId}
                className="select-input"
                value={county}
                aria-describedby={countyHintId}
                onChange={(event) => dispatch({ type: 'countyChosen', fips: event.target.value })}
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
              <label htmlFor={filterId}>{m.filterLabel}</label>
              <p id={filterHintId} className="form-field__hint">
                {m.filterHint}
              </p>
              <input
                id={filterId}
                type="search"
                className="text-input"
                autoComplete="off"
                spellCheck={false}
                aria-describedby={filterHintId}
                value={filter}
                onChange={(event) => dispatch({ type: 'filterChanged', value: event.target.value })}
              />
            </div>
          ) : null}
          {shown.length > 0 ? (
            <div className="form-field">
              <label htmlFor={planId}>{m.planLabel}</label>
              <select
                id={planId}
                className="select-input"
                value={nid}
                aria-describedby={chosen?.matchedOption ? matchedId : undefined}
                onChange={(event) => dispatch({ type: 'planChosen', nid: event.target.value })}
              >
                <option value="">{m.planPlaceholder}</option>
                {shown.map(({ plan, matchedOption }) => (
                  <option key={plan.nid} value={plan.nid}>
                    {matchedOption ? `${plan.label}: ${m.matchesOption(shortened(matchedOption))}` : plan.label}
                  </option>
                ))}
              </select>
              {chosen?.matchedOption ? (
                <p id={matchedId} className="form-field__hint">
                  {m.matchesOption(chosen.matchedOption)}
                </p>
              ) : null}
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
