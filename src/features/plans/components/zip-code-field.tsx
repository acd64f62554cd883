'use client'

import type { Ref } from 'react'

import { FormField } from '@/components/ui/form-field'

import { ZIP_LENGTH } from '../zip-code'

/**
 * A ZIP code field with its label, hint, submit button (where wanted) and inline error: the ZIP search's
 * box and the review-start dialog's. The form around it checks the value (schema.ts).
 */
export function ZipCodeField({
  id,
  name,
  label,
  hint,
  submitLabel,
  value,
  onChange,
  error,
  inputRef,
}: {
  /** The input's id; one is made when not given. */
  id?: string
  name: string
  label: string
  hint: string
  /** The button beside the box; none where the form has its own. */
  submitLabel?: string
  value: string
  onChange: (value: string) => void
  error: string | null
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="zip-field__row">
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            className="text-input zip-field__input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {submitLabel ? (
            <button type="submit" className="button button--primary">
              {submitLabel}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  )
}
