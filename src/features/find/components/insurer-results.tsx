'use client'

import { useMessages, useAppRouter } from '@/components/ui/locale'
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { SavePlanButton } from '@/features/accounts'
import {
  DEFAULT_SORT,
  filterInsurers,
  METAL_ORDER,
  NO_FILTERS,
  planHref,
  SORT_KEYS,
  sortInsurers,
  type InsurerFilters,
  type InsurerSummary,
  type SortKey,
} from '@/features/plans'
import { reviewWizardHref } from '@/features/reviews'
import { find as findEn } from '@/messages/en/find'
import { find as findEs } from '@/messages/es/find'
import { insurerFigures as insurerFiguresEn } from '@/messages/en/insurerFigures'
import { insurerFigures as insurerFiguresEs } from '@/messages/es/insurerFigures'
import { plans as plansEn } from '@/messages/en/plans'
import { plans as plansEs } from '@/messages/es/plans'

import { compareHref, findHref, FIND_PATH, MAX_COMPARED, MIN_COMPARED } from '../find-links'
import { InsurerFigures } from './insurer-card-figures'
import { useFigureWords } from './use-figure-words'

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value]

/**
 * The insurers of one county of a ZIP code: sorted and filtered in the browser (the address
 * keeps only the ZIP and county), and chosen for comparison. Rendered on the server in the
 * neutral default order, so the list reads without JavaScript; the comparison is then a plain
 * GET form.
 */
export function InsurerResults({
  insurers,
  zip,
  countyFips,
  initialCompared = [],
  denialNotes,
}: {
  insurers: InsurerSummary[]
  zip: string
  countyFips: string
  /** Insurers ticked for comparison from the start (the plan a person came from). */
  initialCompared?: number[]
  /** CMS's caveats on the denial rates, by nid, rendered on the server (`claimsCaveatNotes`). */
  denialNotes?: Record<number, ReactNode>
}) {
  const m = useMessages(findEn, findEs)
  const plansMessages = useMessages(plansEn, plansEs)
  const insurerFiguresMessages = useMessages(insurerFiguresEn, insurerFiguresEs)
  const figureWords = useFigureWords()
  const router = useAppRouter()
  const sortId = useId()
  const compareErrorId = useId()
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT)
  const [filters, setFilters] = useState<InsurerFilters>(NO_FILTERS)
  const [compared, setCompared] = useState<number[]>(initialCompared)
  const [compareError, setCompareError] = useState<string | null>(null)

  const productTypes = useMemo(() => [...new Set(insurers.map((row) => row.productType))].sort(), [insurers])
  const metalLevels = useMemo(() => {
    const present = new Set(insurers.flatMap((row) => row.metalLevels))
    return METAL_ORDER.filter((metal) => present.has(metal))
  }, [insurers])
  const shown = useMemo(() => sortInsurers(filterInsurers(insurers, filters), sort), [insurers, filters, sort])
  const isFiltered =
    filters.productTypes.length > 0 || filters.metalLevels.length > 0 || filters.hsaOnly || filters.stillSelling
  // The year some insurers here stopped selling, when any did: the filter to leave them out names it.
  // Offered only where some still sell: a filter that leaves out every insurer would answer with nothing.
  const leftIn = insurers.some((row) => row.notSellingIn === null)
    ? (insurers.find((row) => row.notSellingIn !== null)?.notSellingIn ?? null)
    : null

  const submitComparison = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (compared.length < MIN_COMPARED) return setCompareError(m.compareTooFew)
    if (compared.length > MAX_COMPARED) return setCompareError(m.compareTooMany)
    setCompareError(null)
    router.push(compareHref(zip, countyFips, compared))
  }

  return (
    <div className="insurer-results">
      <div className="insurer-results__controls">
        <div className="form-field insurer-results__sort">
          <label htmlFor={sortId}>{m.sortLabel}</label>
          <select
            id={sortId}
            className="select-input"
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {insurerFiguresMessages.sorts[key]}
              </option>
            ))}
          </select>
          <p className="form-field__hint">{m.missingLast}</p>
        </div>
        <details className="insurer-results__filters">
          <summary>{m.filtersHeading}</summary>
          <fieldset>
            <legend>{m.productTypeLegend}</legend>
            {productTypes.map((type) => (
              <label key={type} className="check-option">
                <input
                  type="checkbox"
                  checked={filters.productTypes.includes(type)}
                  onChange={() => setFilters({ ...filters, productTypes: toggle(filters.productTypes, type) })}
                />{' '}
                {plansMessages.productTypes[type] ?? type}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{m.metalLegend}</legend>
            {metalLevels.map((metal) => (
              <label key={metal} className="check-option">
                <input
                  type="checkbox"
                  checked={filters.metalLevels.includes(metal)}
                  onChange={() => setFilters({ ...filters, metalLevels: toggle(filters.metalLevels, metal) })}
                />{' '}
                {figureWords.m.metalNames[metal] ?? metal}
              </label>
            ))}
          </fieldset>
          <label className="check-option">
            <input
              type="checkbox"
              checked={filters.hsaOnly}
              onChange={() => setFilters({ ...filters, hsaOnly: !filters.hsaOnly })}
            />{' '}
            {m.hsaLabel}
          </label>
          {leftIn !== null ? (
            <label className="check-option">
              <input
                type="checkbox"
                checked={filters.stillSelling}
                onChange={() => setFilters({ ...filters, stillSelling: !filters.stillSelling })}
              />{' '}
              {m.stillSellingLabel(leftIn)}
            </label>
          ) : null}
          {isFiltered ? (
            <button type="button" className="link-button insurer-results__clear" onClick={() => setFilters(NO_FILTERS)}>
              {m.clearFilters}
            </button>
          ) : null}
        </details>
      </div>

      <p role="status" className="insurer-results__count">
        {m.count(shown.length, insurers.length)}
      </p>

      <form
        action={`${FIND_PATH}/${encodeURIComponent(zip)}/compare`}
        method="get"
        onSubmit={submitComparison}
        aria-describedby={compareErrorId}
      >
        <input type="hidden" name="county" value={countyFips} />
        {shown.length === 0 ? <p>{m.noMatch}</p> : null}
        <ol className="insurer-list">
          {shown.map((insurer) => (
            <li key={insurer.nid}>
              <article className="insurer-card" aria-labelledby={`insurer-${insurer.nid}`}>
                <h3 id={`insurer-${insurer.nid}`} className="insurer-card__name">
                  <AppLink href={planHref(insurer.nid, { zip, countyFips })} translate="no">
                    {insurer.name}
                  </AppLink>
                </h3>
                <p className="insurer-card__type">
                  {plansMessages.productTypes[insurer.productType] ?? insurer.productType}
                </p>
                {insurer.notSellingIn !== null ? (
                  <p className="insurer-card__left" role="note">
                    {m.notSellingIn(insurer.notSellingIn)}
                  </p>
                ) : null}
                <InsurerFigures
                  insurer={insurer}
                  words={figureWords}
                  deductibleLabel={m.cardDeductible(insurer.planYear)}
                  denialNote={denialNotes?.[insurer.nid]}
                />
                <div className="insurer-card__actions">
                  <label className="check-option insurer-card__compare">
                    <input
                      type="checkbox"
                      name="nid"
                      value={insurer.nid}
                      checked={compared.includes(insurer.nid)}
                      aria-label={m.compareLabel(insurer.name)}
                      onChange={() => {
                        setCompareError(null)
                        setCompared((list) =>
                          list.includes(insurer.nid)
                            ? list.filter((nid) => nid !== insurer.nid)
                            : [...list, insurer.nid],
                        )
                      }}
                    />{' '}
                    {m.compareShort}
                  </label>
                  <AppLink href={reviewWizardHref(insurer.nid)} className="button button--secondary">
                    {m.writeReview}
                  </AppLink>
                  <SavePlanButton nid={insurer.nid} planName={insurer.name} back={findHref(zip, countyFips)} />
                </div>
              </article>
            </li>
          ))}
        </ol>
        {/* Once an insurer is ticked, the comparison stays at the foot of the screen while the list scrolls. */}
        <div
          className={
            compared.length > 0
              ? 'insurer-results__compare insurer-results__compare--sticky'
              : 'insurer-results__compare'
          }
        >
          <p
            id={compareErrorId}
            className={compareError ? 'field-error' : 'form-field__hint'}
            role={compareError ? 'alert' : undefined}
          >
            {compareError ?? m.compareHint}
          </p>
          <button type="submit" className="button button--primary">
            {m.compareSubmit(compared.length)}
          </button>
        </div>
      </form>
    </div>
  )
}
