'use client'

import { useCallback, useId, useState } from 'react'

import type { ApiAnswer } from '@/lib/api-client'
import { fieldErrorsOf } from '@/lib/validation'
import type { Infer, ZodType } from '@/lib/zod'

/** What a form says when an answer is neither a success nor a field error. */
export type FailureWords = { unreachable: string; unexpected: string }

/** The sentence for an answer that is neither a success nor a field error. */
export function failureMessage(answer: ApiAnswer, words: FailureWords): string {
  if (answer.ok) return ''
  if (answer.status === 0) return words.unreachable
  if (answer.message && answer.status !== 500) return answer.message
  return words.unexpected
}

type FormValues = Record<string, string>

/**
 * The state of a form on one screen, checked by the zod schema the server re-parses
 * (decision 014): its values, the messages per field (the schema's, or the server's under
 * the same field names), and whether it is being sent. Errors show once the person has tried
 * to send the form, and then follow every change. Give the `<form>` the returned `formId`.
 */
export function useCheckedForm<Values extends FormValues, Schema extends ZodType>(
  schema: Schema,
  initial: Values,
  words: FailureWords,
) {
  // Found by id, not a ref, so that the returned object can be read while rendering.
  const formId = useId()
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
      setFormError(failureMessage(answer, words))
    },
    [formId, words],
  )

  /** Back to the start, as after a message was sent and the person writes another. */
  const reset = useCallback(() => {
    setValues(initial)
    setErrors({})
    setTriedToSend(false)
    setFormError(null)
  }, [initial])

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
    reset,
  }
}

const CONTROLS = 'input, select, textarea, button'

/**
 * Focuses the first field marked invalid (`aria-invalid`, or `data-invalid` on a group that
 * cannot carry it): the field itself, else the first control inside it, looking into the
 * shadow tree of a widget such as the captcha's.
 */
function focusFirstInvalid(formId: string) {
  // After React has rendered the messages and the aria-invalid attributes.
  requestAnimationFrame(() => {
    const invalid = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')
    if (!invalid) return
    const inShadow = () =>
      [...invalid.querySelectorAll('*')]
        .map((host) => host.shadowRoot?.querySelector<HTMLElement>(CONTROLS))
        .find(Boolean)
    const target = invalid.matches('input, select, textarea')
      ? invalid
      : (invalid.querySelector<HTMLElement>('input') ?? inShadow() ?? invalid)
    target.focus()
  })
}
