'use client'

import { useMessages, useAppRouter } from '@/components/ui/locale'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import { callApi } from '@/lib/api-client'

import { find as findEn } from '@/messages/en/find'
import { find as findEs } from '@/messages/es/find'

import {
  matchInsurers,
  normalise,
  planOptionSearchUrl,
  readOptionMatches,
  withOptionMatches,
  type DirectoryEntry,
  type InsurerMatch,
  type OptionMatch,
} from '../insurer-directory'

export const INSURER_SEARCH_PATH = '/plans'
export const MAX_QUERY_LENGTH = 100
/** Plan option names are searched on the server from this many letters on, after a short pause in the typing. */
const OPTION_SEARCH_MIN_LENGTH = 3
const OPTION_SEARCH_PAUSE_MS = 200

/**
 * Search by insurer name across the states: an ARIA combobox whose list suggests insurer
 * products as the person types, also by the name of a plan option as on a member card (the
 * server finds those, and the suggestion says which option matched) (arrow keys move, Enter opens the plan, Escape closes). It is
 * a GET form to /plans?q=, so Enter on the text, or a browser without JavaScript, gets the
 * full list of matches from the server.
 */
export function InsurerSearch({ entries, initialQuery = '' }: { entries: DirectoryEntry[]; initialQuery?: string }) {
  const m = useMessages(findEn, findEs)
  const router = useAppRouter()
  const inputId = useId()
  const hintId = useId()
  const listId = useId()
  const [query, setQuery] = useState(initialQuery)
  const [isOpen, setIsOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The page itself lists the matches of the query it was loaded with.
  const [hasTyped, setHasTyped] = useState(false)
  const [optionAnswer, setOptionAnswer] = useState<{ query: string; matches: OptionMatch[] } | null>(null)
  const optionRequestRef = useRef(0)

  useEffect(() => {
    const words = normalise(query)
    if (!hasTyped || words.length < OPTION_SEARCH_MIN_LENGTH) return
    const request = ++optionRequestRef.current
    const timer = window.setTimeout(async () => {
      const answer = await callApi(planOptionSearchUrl(query.trim()), { method: 'GET' })
      // Only the answer for the newest words is shown.
      if (request !== optionRequestRef.current || !answer.ok) return
      setOptionAnswer({ query, matches: readOptionMatches(answer.data) })
    }, OPTION_SEARCH_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [query, hasTyped])

  const optionMatches = optionAnswer?.query === query ? optionAnswer.matches : null
  const matches: InsurerMatch[] = useMemo(
    () => withOptionMatches(entries, matchInsurers(entries, query), optionMatches ?? []),
    [entries, query, optionMatches],
  )
  const isShown = isOpen && matches.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const open = (entry: DirectoryEntry) => {
    setIsOpen(false)
    router.push(`/plans/${entry.nid}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!isShown) {
        setIsOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : matches.length - 1)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + matches.length) % matches.length)
    } else if (event.key === 'Enter' && isShown && active >= 0 && matches[active]) {
      event.preventDefault()
      open(matches[active])
    } else if (event.key === 'Escape') {
      if (isShown) {
        event.preventDefault()
        setIsOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
      }
    }
  }

  // "No match" waits for the server's answer about plan option names, where one is asked for.
  const isOptionSearchPending = normalise(query).length >= OPTION_SEARCH_MIN_LENGTH && optionMatches === null
  const status =
    hasTyped && query.trim() !== '' && matches.length === 0 && !isOptionSearchPending
      ? m.insurerNoMatch(query.trim())
      : ''

  return (
    <form className="insurer-search" action={INSURER_SEARCH_PATH} method="get" role="search">
      <div className="form-field">
        <label htmlFor={inputId}>{m.insurerLabel}</label>
        <p id={hintId} className="form-field__hint">
          {m.insurerHint}
        </p>
        <div className="insurer-search__row">
          <div className="insurer-search__box">
            <input
              id={inputId}
              name="q"
              type="text"
              className="text-input"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={isShown}
              aria-controls={listId}
              aria-activedescendant={isShown && active >= 0 ? optionId(active) : undefined}
              aria-describedby={hintId}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_QUERY_LENGTH}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setHasTyped(true)
                setIsOpen(true)
                setActive(-1)
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setIsOpen(false)}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={m.insurerListLabel}
              className="insurer-search__list"
              hidden={!isShown}
            >
              {isShown
                ? matches.map((entry, index) => (
                    // The field's arrow keys and Enter choose an option (aria-activedescendant).
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <li
                      key={entry.nid}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className="insurer-search__option"
                      // Keeps focus in the field, so choosing with the mouse does not close the list first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => open(entry)}
                    >
                      <span className="insurer-search__name">{entry.name}</span>{' '}
                      <span className="insurer-search__state">{entry.stateName}</span>
                      {entry.matchedOption ? (
                        <span className="insurer-search__option-match">
                          {m.insurerMatchesOption(entry.matchedOption)}
                        </span>
                      ) : null}
                    </li>
                  ))
                : null}
            </ul>
          </div>
          <button type="submit" className="button button--secondary">
            {m.insurerSubmit}
          </button>
        </div>
        <p role="status" className="insurer-search__status">
          {isShown ? <span className="visually-hidden">{m.insurerSuggestions(matches.length)}</span> : status}
        </p>
      </div>
    </form>
  )
}
