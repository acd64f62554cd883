'use client'

import { useMessages, useTranslatedText } from '@/components/ui/locale'
import './accounts.css'

import { useCallback, useId, useState, type ChangeEvent, type ReactNode } from 'react'

import { FormField } from '@/components/ui/form-field'
import type { ApiAnswer } from '@/lib/api-client'
import { fieldErrorsOf } from '@/lib/validation'
import type { Infer, ZodType } from '@/lib/zod'
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

/** The sentence for an answer that is neither a success nor a field error. */
export function messageForFailure(answer: ApiAnswer, f: typeof accountFormsEn): string {
  if (answer.ok) return ''
  if (answer.status === 0) return f.unreachable
  if (answer.message && answer.status !== 500) return answer.message
  return f.unexpected
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

/**
 * The state of an account form checked by one of the shared zod schemas: its values, the
 * messages per field (the schema's, or the server's under the same field names), and
 * whether it is being sent. Errors show once the person has tried to send the form, and
 * then follow every change.
 */
export function useAccountForm<Values extends FormValues, Schema extends ZodType>(schema: Schema, initial: Values) {
  // Found by id, not a ref, so that the returned object can be read while rendering.
  const formId = useId()
  const f = useMessages(accountFormsEn, accountFormsEs)
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [triedToSend, setTriedToSend] = useState(false)
  const [isSending, setSending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const errorsFor = useCallback(
    (next: Values) => {
      const parsed = schema.safeParse(next)
      return parsed.success ? {} : fieldErrorsOf(parsed.error.issues)
    },
    [schema],
  )

  const setValue = useCallback(
    (name: keyof Values & string, value: string) => {
      const next = { ...values, [name]: value }
      setValues(next)
      if (triedToSend) setErrors(errorsFor(next))
    },
    [values, triedToSend, errorsFor],
  )

  /** The parsed values, or null after showing the errors and focusing the first invalid field. */
  const validate = useCallback((): Infer<Schema> | null => {
    setTriedToSend(true)
    setFormError(null)
    const parsed = schema.safeParse(values)
    if (parsed.success) {
      setErrors({})
      return parsed.data
    }
    setErrors(fieldErrorsOf(parsed.error.issues))
    focusFirstInvalid(formId)
    return null
  }, [schema, values, formId])

  /** Puts a refused answer's messages next to their fields, or above the form. */
  const showFailure = useCallback(
    (answer: ApiAnswer, fields: readonly string[]) => {
      if (answer.ok) return
      const known = Object.entries(answer.errors).filter(([field]) => fields.includes(field))
      if (known.length > 0) {
        setErrors(Object.fromEntries(known))
        focusFirstInvalid(formId)
        return
      }
      setFormError(messageForFailure(answer, f))
    },
    [formId, f],
  )

  return {
    formId,
    values,
    setValues,
    setValue,
    errors,
    setErrors,
    validate,
    showFailure,
    formError,
    setFormError,
    isSending,
    setSending,
  }
}

function focusFirstInvalid(formId: string) {
  // After React has rendered the messages and the aria-invalid attributes.
  requestAnimationFrame(() => {
    const invalid = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // A group of radio buttons is marked as a whole: its first button takes the focus.
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector('input')
    target?.focus()
  })
}
