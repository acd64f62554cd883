'use client'

import { useEffect, useState } from 'react'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { messagesForAdmin } from '@/messages'

/**
 * In a sent issue's sidebar: how many copies a restart held back (they may have been
 * delivered), and a button that sends them again, the editor's call to make.
 */
export function HeldBackCopies() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const words = messagesForAdmin(i18n.language).staff
  const [count, setCount] = useState<number | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const address = `/api/cms/newsletter-issues/${id}/held-back`

  useEffect(() => {
    if (id === undefined) return
    let live = true
    fetch(address, { credentials: 'same-origin' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ heldBack: number }>) : null))
      .then((body) => {
        if (live && body) setCount(body.heldBack)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [address, id])

  if (!count && !note) return null
  const sendAgain = async () => {
    setBusy(true)
    try {
      const answer = await fetch(address, { method: 'POST', credentials: 'same-origin' })
      if (!answer.ok) throw new Error(String(answer.status))
      const body = (await answer.json()) as { sentAgain: number }
      setNote(words.heldBackSent(body.sentAgain))
      setCount(0)
    } catch {
      setNote(words.heldBackFailed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      {count ? (
        <>
          <p>{words.heldBackLead(count)}</p>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy}
            onClick={sendAgain}
          >
            {words.heldBackSend(count)}
          </button>
        </>
      ) : null}
      <p role="status">{note}</p>
    </div>
  )
}
