'use client'

import { useId, type Ref } from 'react'

import { describedBy, FieldError } from '@/components/ui/field-error'

import { ZIP_LENGTH } from '../schema'

/**
 * A ZIP code field with its label, hint, submit button and inline error: the ZIP search's
 * box and the review-start dialog's. The form around it checks the value (schema.ts).
 */
export function ZipCodeField({
  name,
  label,
  hint,
  submitLabel,
  value,
  onChange,
  error,
  inputRef,
}: {
  name: string
  label: string
  hint: string
  submitLabel: string
  value: string
  onChange: (value: string) => void
  error: string | null
  inputRef?: Ref<HTMLInputElement>
}) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <p id={hintId} className="form-field__hint">
        {hint}
      </p>
      <div className="zip-field__row">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          className="text-input zip-field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
        />
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
      <FieldError id={errorId} message={error} show={error !== null} />
    </div>
  )
}
