'use client'
import { useMessages, useTranslatedText } from '@/components/ui/locale'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { callApi } from '@/lib/api-client'
import { reportReview as reportReviewEn } from '@/messages/en/reportReview'
import { reportReview as reportReviewEs } from '@/messages/es/reportReview'

type State = { kind: 'open' } | { kind: 'sending' }

/** The confirmation an accepted report answers with. */
function messageOf(data: unknown): string | null {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : null
  return typeof message === 'string' ? message : null
}

/**
 * The form of "Report this review": a reason from the fixed list, sent once. It is loaded
 * when a reader opens it (report-review.tsx); the answer (thanks, or already reported) goes
 * to `onDone`, an error stays on the form. Opening puts focus on the first reason.
 */
export function ReportReviewForm({
  reviewId,
  onDone,
  onCancel,
}: {
  reviewId: number | string
  onDone: (message: string) => void
  onCancel: () => void
}) {
  const translate = useTranslatedText()
  const m = useMessages(reportReviewEn, reportReviewEs)
  const [state, setState] = useState<State>({ kind: 'open' })
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
  }, [])

  async function send(event: FormEvent) {
    event.preventDefault()
    setState({ kind: 'sending' })
    setError(null)
    const answer = await callApi(`/api/reviews/${reviewId}/report`, { body: { reason } })
    // 409: this reader reported it already, which the answer's message says.
    if (answer.ok || answer.status === 409) {
      onDone((answer.ok ? messageOf(answer.data) : answer.message) ?? '')
      return
    }
    setError(answer.errors.reason ?? answer.message ?? m.failed)
    setState({ kind: 'open' })
  }

  return (
    <form
      ref={formRef}
      className="report-review"
      onSubmit={send}
      aria-describedby={error ? `${formId}-error` : undefined}
    >
      <fieldset>
        <legend>{m.legend}</legend>
        {Object.entries(m.reasons).map(([value, label]) => (
          <label key={value} className="report-review__reason">
            <input
              type="radio"
              name={`${formId}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              required
            />
            {label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={`${formId}-error`} className="report-review__error" role="alert">
          {translate(error)}
        </p>
      ) : null}
      <div className="report-review__actions">
        <button type="submit" className="button button--primary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? m.sending : m.submit}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </form>
  )
}
