'use client'

import { useActionState, useState, useSyncExternalStore, type FormEvent } from 'react'

import { callApi } from '@/lib/api-client'
import {
  readStorageText,
  readValidAccessToken,
  STORAGE_KEYS,
  subscribeToStorage,
  writeStorage,
} from '@/platform/browser-storage'
import { fillBlanks } from '@/lib/blanks'

import { markHelpfulAction } from '../helpful-action'
import { HELPFUL_FORM, IDLE_HELPFUL } from '../helpful-form'

export type HelpfulWords = { mark: string; marked: string; one: string; many: string; failed: string }

/** The reviews this device marked helpful, as kept in its storage. */
function markedHere(): number[] {
  try {
    const value: unknown = JSON.parse(readStorageText(STORAGE_KEYS.helpfulReviews) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

const unchanging = () => () => {}

/**
 * "Helpful" under a review, with how many found it so: one mark per person (a member's account,
 * or this device's signed token, kept in its storage and sent with each mark). The page is
 * cached alike for everyone, so this device's marks are known only once the list runs: until
 * then the button stays hidden (its place kept), and then shows at once as this device left
 * it. Without script it is a form, posted and answered with the new count.
 */
export function HelpfulButton({ reviewId, count, words }: { reviewId: number; count: number; words: HelpfulWords }) {
  const [helpful, setHelpful] = useState(count)
  const [markedNow, setMarked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const [posted, formAction] = useActionState(markHelpfulAction, IDLE_HELPFUL)
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  // Read from this device's storage once the page runs in the browser (the page is cached alike for all).
  const markedBefore = useSyncExternalStore(
    subscribeToStorage,
    () => markedHere().includes(reviewId),
    () => false,
  )
  // Without script, the form's answer belongs to the one review it was posted for.
  const postedHere = posted.status !== 'idle' && posted.reviewId === reviewId ? posted : null
  const marked = markedNow || markedBefore || postedHere?.status === 'marked'
  const shownCount = postedHere?.status === 'marked' ? postedHere.helpful : helpful
  const shownFailure = failed ?? (postedHere?.status === 'failed' ? postedHere.message : null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!busy && !marked) void mark()
  }

  async function mark() {
    setBusy(true)
    setFailed(null)
    const voter = readStorageText(STORAGE_KEYS.helpfulVoter)
    const answer = await callApi(`/api/reviews/${reviewId}/helpful`, {
      body: voter ? { voter } : {},
      token: readValidAccessToken(),
    })
    setBusy(false)
    if (!answer.ok) {
      setFailed(answer.message ?? words.failed)
      return
    }
    const data = answer.data as { helpful?: number; voter?: string | null }
    if (typeof data.voter === 'string') writeStorage(STORAGE_KEYS.helpfulVoter, data.voter)
    writeStorage(STORAGE_KEYS.helpfulReviews, JSON.stringify([...new Set([...markedHere(), reviewId])].slice(-500)))
    setHelpful(Number(data.helpful ?? helpful))
    setMarked(true)
  }

  return (
    <form
      action={formAction}
      onSubmit={submit}
      className="review-card__helpful"
      data-waiting={scripted ? undefined : true}
    >
      <input type="hidden" name={HELPFUL_FORM.review} value={reviewId} />
      <button type="submit" className="link-button" aria-pressed={marked} disabled={busy || marked}>
        {marked ? words.marked : words.mark}
      </button>
      {shownCount > 0 ? (
        <span className="review-card__helpful-count">
          {shownCount === 1 ? words.one : fillBlanks(words.many, { count: shownCount })}
        </span>
      ) : null}
      {shownFailure ? (
        <span role="alert" className="review-card__helpful-error">
          {shownFailure}
        </span>
      ) : null}
    </form>
  )
}
