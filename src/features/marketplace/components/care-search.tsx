'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { fillBlanks } from '@/lib/blanks'

import type { CareEntry } from './care-list-store'
import type { CareListWords } from './care-list-words'

/** A suggestion: what is added to the list, and a second line that tells two alike apart. */
export type CareSuggestion = CareEntry & { detail: string | null }

type Found = { state: 'idle' | 'searching' | 'unavailable' | 'failed' } | { state: 'found'; items: CareSuggestion[] }

/** How long typing pauses before the name is looked up. */
const PAUSE_MS = 300

/**
 * A look-up by name with suggestions, as the ARIA combobox pattern has it: typing (3 letters at
 * least) asks `search` after a pause; the arrow keys move through the suggestions, Enter adds
 * the one chosen, Escape closes them; how many were found is said in a polite live region. The
 * field has no name: what is typed is never posted with the form.
 */
export function CareSearch({
  label,
  hint,
  search,
  onChoose,
  disabled,
  w,
}: {
  label: string
  hint: string
  /** The suggestions for a name, or why there are none. */
  search: (query: string, signal: AbortSignal) => Promise<CareSuggestion[] | 'unavailable'>
  onChoose: (entry: CareEntry) => void
  disabled: boolean
  w: CareListWords
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [answered, setFound] = useState<Found>({ state: 'idle' })
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  // Under 3 letters nothing is asked, and what an earlier name found is not shown.
  const found: Found = query.trim().length < 3 ? { state: 'idle' } : answered
  const items = found.state === 'found' ? found.items : []

  useEffect(() => {
    const name = query.trim()
    if (name.length < 3) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setFound({ state: 'searching' })
      search(name, controller.signal).then(
        (answer) => {
          setFound(answer === 'unavailable' ? { state: 'unavailable' } : { state: 'found', items: answer })
          setActive(-1)
          setOpen(true)
        },
        () => {
          if (!controller.signal.aborted) setFound({ state: 'failed' })
        },
      )
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, search])

  const choose = (item: CareSuggestion) => {
    onChoose({ id: item.id, name: item.name })
    setQuery('')
    setOpen(false)
    input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % items.length)
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1))
    } else if (event.key === 'Enter') {
      // Enter in the look-up never sends the household form around it.
      event.preventDefault()
      const chosen = open ? items[active] : undefined
      if (chosen) choose(chosen)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const status =
    found.state === 'searching'
      ? w.searching
      : found.state === 'unavailable'
        ? w.unavailable
        : found.state === 'failed'
          ? w.failed
          : found.state === 'found'
            ? items.length === 0
              ? w.noMatch
              : fillBlanks(items.length === 1 ? w.suggestions.one : w.suggestions.many, { count: items.length })
            : ''
  const expanded = open && items.length > 0
  return (
    <div className="care-search">
      <label htmlFor={`${id}-input`}>{label}</label>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={query}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} className="care-search__list" hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="care-search__option"
            // Chosen before the field loses focus, so the list is still there.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(item)
            }}
          >
            <span className="care-search__name">{item.name}</span>
            {item.detail ? <span className="care-search__detail">{item.detail}</span> : null}
          </li>
        ))}
      </ul>
      <p role="status" className="care-search__status">
        {status}
      </p>
    </div>
  )
}
