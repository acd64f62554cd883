'use client'

/** The fields of the review wizard's steps, each with its label, hint, count and inline error. */
import { useMessages } from '@/components/ui/locale'
import type { ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { describedBy, FieldError } from '@/components/ui/field-error'
import { FormField } from '@/components/ui/form-field'
import { ROUTES } from '@/platform/routes'
import { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'
import { reviewWizard as reviewWizardEs } from '@/messages/es/reviewWizard'

import { CharacterCount } from './character-count'

export function StepActions({ children }: { children: ReactNode }) {
  return <div className="wizard__actions">{children}</div>
}

export function TextField({
  id,
  label,
  hint,
  value,
  error,
  type = 'text',
  autoComplete,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  hint: string
  value: string
  error: string | null
  type?: 'text' | 'email'
  autoComplete: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          className="text-input"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  )
}

/** A choice from a list, with a first option that chooses nothing. */
export function SelectField({
  id,
  label,
  hint,
  value,
  error,
  options,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  hint: string
  value: string
  error: string | null
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className="select-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

export function TextAreaField({
  id,
  label,
  hint,
  value,
  error,
  min = null,
  max,
  rows,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  hint: string
  value: string
  error: string | null
  min?: number | null
  max: number
  rows: number
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      after={<CharacterCount count={value.length} min={min} max={max} />}
    >
      {(control) => (
        <textarea
          {...control}
          className="text-input"
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  )
}

/** A box to tick, off until ticked, with its hint (if any) under the label. */
export function CheckboxField({
  id,
  label,
  hint,
  checked,
  error,
  onChange,
  onBlur,
}: {
  id: string
  label: ReactNode
  hint?: string
  checked: boolean
  error: string | null
  onChange: (checked: boolean) => void
  onBlur: () => void
}) {
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        type="checkbox"
        className="checkbox-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} show={error !== null} />
    </div>
  )
}

export function TermsField({
  id,
  checked,
  error,
  onChange,
  onBlur,
}: {
  id: string
  checked: boolean
  error: string | null
  onChange: (checked: boolean) => void
  onBlur: () => void
}) {
  const m = useMessages(reviewWizardEn, reviewWizardEs)
  return (
    <CheckboxField
      id={id}
      checked={checked}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      label={
        <>
          {m.termsBefore}
          <AppLink href={ROUTES.termsOfService} newWindow>
            {m.termsLink}
          </AppLink>
          {m.termsAfter}
        </>
      }
    />
  )
}
