'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Words = { markHandled: string; reopen: string; saving: string; saveFailed: string }

/**
 * Marks a private note handled, or reopens it, through the admin's own API with the insurer's
 * session; the inbox is then read again from the server.
 */
export function HandledToggle({ reviewId, markId, words }: { reviewId: number; markId: number | null; words: Words }) {
  const router = useRouter()
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)

  async function toggle() {
    setSaving(true)
    setFailed(false)
    const response = await fetch(markId === null ? '/api/cms/handled-notes' : `/api/cms/handled-notes/${markId}`, {
      method: markId === null ? 'POST' : 'DELETE',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: markId === null ? JSON.stringify({ review: reviewId }) : undefined,
    }).catch(() => null)
    setSaving(false)
    if (!response?.ok) {
      setFailed(true)
      return
    }
    router.refresh()
  }

  return (
    <div className="insurer-inbox__toggle">
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={toggle} disabled={saving}>
        {saving ? words.saving : markId === null ? words.markHandled : words.reopen}
      </button>
      <p role="status" className="insurer-inbox__error">
        {failed ? words.saveFailed : null}
      </p>
    </div>
  )
}
