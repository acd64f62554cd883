'use client'
import { useMessages, useTranslatedText } from '@/components/ui/locale'
import './moderation.css'

import { useId, useState, type FormEvent } from 'react'

import { callApi } from '@/lib/api-client'
import { reportReview as reportReviewEn } from '@/messages/en/reportReview'
import { reportReview as reportReviewEs } from '@/messages/es/reportReview'

type State = { kind: 'closed' } | { kind: 'open' } | { kind: 'sending' } | { kind: 'done'; message: string }

/** The confirmation an accepted report answers with. */
function messageOf(data: unknown): string | null {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : null
  return typeof message === 'string' ? message : null
}

/**
 * "Report this review" under a published review: a reason from the fixed list, sent once.
 * The answer (thanks, already reported, or an error) replaces the form.
 */
export function ReportReview({ reviewId }: { reviewId: number | string }) {
  const translate = useTranslatedText()
  const reportReviewMessages = useMessages(reportReviewEn, reportReviewEs)
  const m = reportReviewMessages
  const [state, setState] = useState<State>({ kind: 'closed' })
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formId = useId()

  async function send(event: FormEvent) {
    event.preventDefault()
    setState({ kind: 'sending' })
    setError(null)
    const answer = await callApi(`/api/reviews/${reviewId}/report`, { body: { reason } })
    // 409: this reader reported it already, which the answer's message says.
    if (answer.ok || answer.status === 409) {
      setState({ kind: 'done', message: (answer.ok ? messageOf(answer.data) : answer.message) ?? '' })
      return
    }
    setError(answer.errors.reason ?? answer.message ?? m.failed)
    setState({ kind: 'open' })
  }

  if (state.kind === 'done') {
    return (
      <p className="report-review__done" role="status">
        {state.message}
      </p>
    )
  }
  if (state.kind === 'closed') {
    return (
      <button type="button" className="link-button report-review__open" onClick={() => setState({ kind: 'open' })}>
        {m.open}
      </button>
    )
  }
  return (
    <form className="report-review" onSubmit={send} aria-describedby={error ? `${formId}-error` : undefined}>
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
        <button type="button" className="link-button" onClick={() => setState({ kind: 'closed' })}>
          {m.cancel}
        </button>
      </div>
    </form>
  )
}
