'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { describedBy, FieldError } from '@/components/ui/field-error'
import { ZIP_LENGTH, zipCodeError } from '@/features/plans/schema'
import { messages } from '@/messages'

import { FIND_PATH, findHref } from '../find-links'

/**
 * The ZIP box of the home page and the plan pages. Without JavaScript it is a plain GET form
 * to /find, which answers with the results address; with it, the ZIP is checked here with
 * the specification's messages and the results open at once.
 */
export function ZipSearchForm({
  initialZip = '',
  initialError = null,
  withNid = null,
  submitLabel = messages.find.submit,
}: {
  initialZip?: string
  initialError?: string | null
  /** The plan to compare with the insurers found (a plan page's "Compare with"). */
  withNid?: number | null
  submitLabel?: string
}) {
  const m = messages.find
  const router = useRouter()
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [zip, setZip] = useState(initialZip)
  const [error, setError] = useState<string | null>(initialError)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = zipCodeError(zip)
    setError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    router.push(findHref(zip.trim().slice(0, ZIP_LENGTH), null, withNid))
  }

  return (
    <form className="zip-search" action={FIND_PATH} method="get" onSubmit={onSubmit} noValidate role="search">
      {withNid ? <input type="hidden" name="with" value={withNid} /> : null}
      <div className="form-field">
        <label htmlFor={inputId}>{m.zipLabel}</label>
        <p id={hintId} className="form-field__hint">
          {m.zipHint}
        </p>
        <div className="zip-search__row">
          <input
            ref={inputRef}
            id={inputId}
            name="zip"
            className="text-input zip-search__input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error && errorId)}
          />
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </div>
        <FieldError id={errorId} message={error} show={error !== null} />
      </div>
    </form>
  )
}
