'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { fillBlanks } from '@/lib/blanks'

import { MAX_COVERAGE_ITEMS } from '../coverage'
import type { DrugMatch, LookupAnswer, ProviderMatch, ProviderType } from '../lookups'
import { CARE_FIELD, careValue } from './care-fields'
import { CareAccount } from './care-account'
import {
  addCare,
  careListSnapshot,
  emptyCareList,
  joinCare,
  removeCare,
  subscribeCareList,
  type CareEntry,
  type CareKind,
  type CareListState,
} from './care-list-store'
import type { CareListWords } from './care-list-words'
import { CareSearch, type CareSuggestion } from './care-search'

const unchanging = () => () => {}

async function lookUp<T>(address: string, signal: AbortSignal): Promise<T[] | 'unavailable'> {
  const response = await fetch(address, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`look-up failed (${response.status})`)
  const { data } = (await response.json()) as { data: LookupAnswer<T> }
  return data.available ? data.items : 'unavailable'
}

const drugName = (drug: DrugMatch) => [drug.name, drug.strength].filter(Boolean).join(' ')

/**
 * The list as fields of the household form, so that the plans are checked against it from the
 * form's first answer; the form sits above, in the estimate's fold.
 */
export function CareFields({ formId }: { formId: string }) {
  const list = useSyncExternalStore(subscribeCareList, careListSnapshot, emptyCareList)
  return (['drugs', 'providers'] as const).flatMap((kind) =>
    list[kind].map((entry) => (
      <input key={`${kind}-${entry.id}`} type="hidden" form={formId} name={CARE_FIELD[kind]} value={careValue(entry)} />
    )),
  )
}

/**
 * "Your doctors and drugs" above the household's plans (product brief §15): look-ups by name,
 * the list as chips to remove, kept on this device (and in the member's account, if they choose:
 * care-account.tsx), and sent with the household form (as fields of it) so that each plan says
 * whether it covers them. A change to the list asks again.
 */
export function CareList({ formId, zipcode, w }: { formId: string; zipcode: string; w: CareListWords }) {
  const list = useSyncExternalStore(subscribeCareList, careListSnapshot, emptyCareList)
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  const [providerType, setProviderType] = useState<ProviderType>('Individual')
  const [said, setSaid] = useState('')
  const changed = useRef(false)

  const searchDrugs = useCallback(async (query: string, signal: AbortSignal) => {
    const found = await lookUp<DrugMatch>(`/v1/data/drugs?${new URLSearchParams({ q: query })}`, signal)
    return found === 'unavailable'
      ? found
      : found.map((drug): CareSuggestion => ({ id: drug.rxcui, name: drugName(drug), detail: drug.route }))
  }, [])
  const searchProviders = useCallback(
    async (query: string, signal: AbortSignal) => {
      const address = `/v1/data/providers?${new URLSearchParams({ q: query, zipcode, type: providerType })}`
      const found = await lookUp<ProviderMatch>(address, signal)
      if (found === 'unavailable') return found
      return found.map((one): CareSuggestion => {
        const where = [
          one.specialties[0],
          one.address?.city,
          one.distance === null ? null : fillBlanks(w.miles, { miles: one.distance.toFixed(1) }),
        ]
        if (one.accepting === 'not accepting') where.push(w.notAccepting)
        return { id: one.npi, name: one.name, detail: where.filter(Boolean).join(' · ') }
      })
    },
    [zipcode, providerType, w.miles, w.notAccepting],
  )

  // The account's list, once signed in: what it adds is checked like any other change.
  const joinAccount = useCallback((account: CareListState) => {
    const before = changed.current
    changed.current = true
    if (!joinCare(account)) changed.current = before
  }, [])

  // A change to the list checks the plans again, once the change is drawn.
  useEffect(() => {
    if (!changed.current) return
    changed.current = false
    const form = document.getElementById(formId)
    if (form instanceof HTMLFormElement) form.requestSubmit()
  }, [list, formId])

  const add = (kind: CareKind) => (entry: CareEntry) => {
    if (addCare(kind, entry)) {
      changed.current = true
      setSaid(fillBlanks(w.added, { name: entry.name }))
    } else setSaid(w.full)
  }
  const remove = (kind: CareKind, entry: CareEntry, next: HTMLElement | null) => {
    removeCare(kind, entry.id)
    changed.current = true
    setSaid(fillBlanks(w.removed, { name: entry.name }))
    next?.focus()
  }

  const chips = (kind: CareKind, heading: string) =>
    list[kind].length === 0 ? null : (
      <div className="care-list__group">
        <h4 className="care-list__group-heading">{heading}</h4>
        <ul className="care-list__chips">
          {list[kind].map((entry) => (
            <li key={entry.id} className="care-chip">
              <span>{entry.name}</span>
              <button
                type="button"
                className="care-chip__remove"
                aria-label={fillBlanks(w.remove, { name: entry.name })}
                onClick={(event) => {
                  // The focus goes to the next chip's button (the one before, after the last), or the heading.
                  const buttons = [
                    ...(event.currentTarget
                      .closest('.care-list')
                      ?.querySelectorAll<HTMLElement>('.care-chip__remove') ?? []),
                  ]
                  const at = buttons.indexOf(event.currentTarget)
                  const neighbour = buttons[at + 1] ?? buttons[at - 1] ?? null
                  remove(kind, entry, neighbour ?? document.getElementById(`${formId}-care-heading`))
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    )

  const full = (kind: CareKind) => list[kind].length >= MAX_COVERAGE_ITEMS
  return (
    <section className="care-list" aria-labelledby={`${formId}-care-heading`}>
      <CareFields formId={formId} />
      <h3 id={`${formId}-care-heading`} tabIndex={-1}>
        {w.heading}
      </h3>
      <p>{w.lead}</p>
      {scripted ? (
        <>
          <div className="care-list__searches">
            <CareSearch
              label={w.drugLabel}
              hint={w.queryHint}
              search={searchDrugs}
              onChoose={add('drugs')}
              disabled={full('drugs')}
              w={w}
            />
            <fieldset className="care-list__provider">
              <legend>{w.providerLabel}</legend>
              <label className="care-list__type">
                {w.providerType}{' '}
                <select
                  className="select-input"
                  value={providerType}
                  onChange={(event) => setProviderType(event.target.value as ProviderType)}
                >
                  {(['Individual', 'Facility'] as const).map((type) => (
                    <option key={type} value={type}>
                      {w.providerTypes[type]}
                    </option>
                  ))}
                </select>
              </label>
              <CareSearch
                label={w.providerTypes[providerType]}
                hint={`${w.queryHint} ${fillBlanks(w.providerNear, { zip: zipcode })}`}
                search={searchProviders}
                onChoose={add('providers')}
                disabled={full('providers')}
                w={w}
              />
            </fieldset>
          </div>
          {list.drugs.length + list.providers.length === 0 ? <p>{w.empty}</p> : null}
          {chips('drugs', w.drugs)}
          {chips('providers', w.providers)}
          <CareAccount zipcode={zipcode} list={list} onJoin={joinAccount} w={w} />
        </>
      ) : (
        <>
          <p className="form-field__hint">{w.kept}</p>
          <p>{w.needsScript}</p>
        </>
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  )
}
