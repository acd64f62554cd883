'use client'
import './moderation.css'

import { useId, useState, type FormEvent } from 'react'

import { messages } from '@/messages'

type State = { kind: 'closed' } | { kind: 'open' } | { kind: 'sending' } | { kind: 'done'; message: string }

/**
 * "Report this review" under a published review: a reason from the fixed list, sent once.
 * The answer (thanks, already reported, or an error) replaces the form.
 */
export function ReportReview({ reviewId }: { reviewId: number | string }) {
  const m = messages.reportReview
  const [state, setState] = useState<State>({ kind: 'closed' })
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formId = useId()

  async function send(event: FormEvent) {
    event.preventDefault()
    setState({ kind: 'sending' })
    setError(null)
    try {
      const response = await fetch(`/api/reviews/${reviewId}/report`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        data?: { message?: string }
        errors?: Record<string, string>
      }
      if (response.ok || response.status === 409) {
        setState({ kind: 'done', message: body.data?.message ?? body.message ?? '' })
        return
      }
      setError(body.errors?.reason ?? body.message ?? m.failed)
      setState({ kind: 'open' })
    } catch {
      setError(m.failed)
      setState({ kind: 'open' })
    }
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
          {error}
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
