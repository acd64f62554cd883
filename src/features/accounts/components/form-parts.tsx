'use client'

import { useMessages, useTranslatedText } from '@/components/ui/locale'

import type { ChangeEvent, ReactNode } from 'react'

import { FormField } from '@/components/ui/form-field'
import { useCheckedForm } from '@/components/ui/use-checked-form'
import type { ZodType } from '@/lib/zod'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'

type TextFieldProps = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: ReactNode
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  required?: boolean
  maxLength?: number
}

/**
 * A labelled text input. While it has an error the input is `aria-invalid` and described by
 * the message (and by its hint, if any), so a screen reader reads both.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  required = true,
  maxLength,
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          className="text-input"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          aria-required={required || undefined}
          maxLength={maxLength}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'off'}
        />
      )}
    </FormField>
  )
}

/** A message about the whole form: an error is announced at once, a confirmation politely. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const translate = useTranslatedText()
  if (!children) return null
  if (typeof children === 'string') children = translate(children)
  return kind === 'error' ? (
    <div className="account-message account-message--error" role="alert">
      {children}
    </div>
  ) : (
    <div className="account-message account-message--success" role="status">
      {children}
    </div>
  )
}

type FormValues = Record<string, string>

type PersonField = 'first_name' | 'last_name' | 'email'

/** First name, last name and email, as registration and the profile ask for them. */
export function PersonFields({
  form,
  emailHint,
}: {
  form: {
    values: Record<PersonField, string>
    errors: Partial<Record<string, string>>
    setValue: (name: PersonField, value: string) => void
  }
  emailHint?: string
}) {
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const f = accountFormsMessages
  const { values, errors } = form
  return (
    <>
      <div className="account-form__row">
        <TextField
          name="first_name"
          label={f.firstName}
          value={values.first_name}
          onChange={(value) => form.setValue('first_name', value)}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <TextField
          name="last_name"
          label={f.lastName}
          value={values.last_name}
          onChange={(value) => form.setValue('last_name', value)}
          error={errors.last_name}
          autoComplete="family-name"
        />
      </div>
      <TextField
        name="email"
        type="email"
        label={f.email}
        value={values.email}
        onChange={(value) => form.setValue('email', value)}
        error={errors.email}
        hint={emailHint}
        autoComplete="email"
      />
    </>
  )
}

/** The state of an account form: the one-screen form hook, with the account forms' words for a failure. */
export function useAccountForm<Values extends FormValues, Schema extends ZodType>(schema: Schema, initial: Values) {
  return useCheckedForm(schema, initial, useMessages(accountFormsEn, accountFormsEs))
}
