'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { charactersIn, REPLY_MAX, type ReplyStatus } from '../reply-rules'

export type ReplyFormWords = {
  replyLabel: string
  replyHint: string
  replyCountOf: string
  replySend: string
  replySendAgain: string
  replyWithdraw: string
  replySent: string
  replyOpen: string
  replyEdit: string
  replyClose: string
  saving: string
  saveFailed: string
}

type Existing = { id: number; body: string; status: ReplyStatus }

/** The first refusal's sentence in a Payload REST answer (already in the admin's language). */
async function refusalOf(response: Response | null, fallback: string): Promise<string> {
  if (!response) return fallback
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? fallback
}

/**
 * Writes, edits or withdraws the insurer's public reply to one review, through the admin's own
 * API with the insurer's session. The form opens when asked for (a long inbox is read first,
 * answered second) and takes the keyboard's focus. Every send goes to Candor's policy check;
 * the inbox is then read again from the server.
 */
export function ReplyForm({
  reviewId,
  reply,
  words,
}: {
  reviewId: number
  reply: Existing | null
  words: ReplyFormWords
}) {
  const router = useRouter()
  const id = useId()
  const [text, setText] = useState(reply?.body ?? '')
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null)
  const [open, setOpen] = useState(false)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // The focus follows: into the reply when it opens, back to its button when it closes.
  useEffect(() => {
    if (open && !wasOpen.current) textarea.current?.focus()
    if (!open && wasOpen.current) opener.current?.focus()
    wasOpen.current = open
  }, [open])

  async function save(change: Record<string, unknown>) {
    setSaving(true)
    setMessage(null)
    const response = await fetch(reply ? `/api/cms/review-replies/${reply.id}` : '/api/cms/review-replies', {
      method: reply ? 'PATCH' : 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reply ? change : { review: reviewId, ...change }),
    }).catch(() => null)
    setSaving(false)
    if (!response?.ok) {
      setMessage({ text: await refusalOf(response, words.saveFailed), failed: true })
      return
    }
    setMessage({ text: words.replySent, failed: false })
    setOpen(false)
    router.refresh()
  }

  const mayWithdraw = reply && (reply.status === 'pending' || reply.status === 'published')
  const status = (
    <p id={`${id}-message`} role="status" className={message?.failed ? 'insurer-inbox__error' : undefined}>
      {message?.text ?? null}
    </p>
  )
  if (!open) {
    return (
      <div className="insurer-inbox__actions">
        <button
          ref={opener}
          type="button"
          className="btn btn--style-primary btn--size-small"
          aria-expanded={false}
          onClick={() => {
            setMessage(null)
            setOpen(true)
          }}
        >
          {reply ? words.replyEdit : words.replyOpen}
        </button>
        {status}
      </div>
    )
  }
  return (
    <form
      className="insurer-inbox__reply"
      onSubmit={(event) => {
        event.preventDefault()
        void save({ body: text })
      }}
    >
      <label htmlFor={`${id}-text`}>{words.replyLabel}</label>
      <p id={`${id}-hint`} className="insurer-inbox__hint">
        {words.replyHint}
      </p>
      <textarea
        ref={textarea}
        id={`${id}-text`}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint ${id}-count ${id}-message`}
        aria-invalid={message?.failed || charactersIn(text) > REPLY_MAX || undefined}
      />
      <p id={`${id}-count`} className="insurer-inbox__hint">
        {charactersIn(text)} {words.replyCountOf}
      </p>
      <div className="insurer-inbox__actions">
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={saving}>
          {saving ? words.saving : reply ? words.replySendAgain : words.replySend}
        </button>
        {mayWithdraw ? (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={saving}
            onClick={() => void save({ withdrawn: true })}
          >
            {words.replyWithdraw}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          aria-expanded={true}
          disabled={saving}
          onClick={() => setOpen(false)}
        >
          {words.replyClose}
        </button>
      </div>
      {status}
    </form>
  )
}
