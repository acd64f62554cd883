'use client'

import { useState, useSyncExternalStore } from 'react'

import { callApi } from '@/lib/api-client'
import {
  readStorageText,
  readValidAccessToken,
  STORAGE_KEYS,
  subscribeToStorage,
  writeStorage,
} from '@/lib/browser-storage'
import { fillBlanks } from '@/lib/blanks'

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

/**
 * "Helpful" under a review, with how many found it so: one mark per person (a member's account,
 * or this device's signed token, kept in its storage and sent with each mark).
 */
export function HelpfulButton({ reviewId, count, words }: { reviewId: number; count: number; words: HelpfulWords }) {
  const [helpful, setHelpful] = useState(count)
  const [markedNow, setMarked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  // Read from this device's storage once the page runs in the browser (the page is cached alike for all).
  const markedBefore = useSyncExternalStore(
    subscribeToStorage,
    () => markedHere().includes(reviewId),
    () => false,
  )
  const marked = markedNow || markedBefore

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
    <div className="review-card__helpful">
      <button type="button" className="link-button" aria-pressed={marked} disabled={busy || marked} onClick={mark}>
        {marked ? words.marked : words.mark}
      </button>
      {helpful > 0 ? (
        <span className="review-card__helpful-count">
          {helpful === 1 ? words.one : fillBlanks(words.many, { count: helpful })}
        </span>
      ) : null}
      {failed ? (
        <span role="alert" className="review-card__helpful-error">
          {failed}
        </span>
      ) : null}
    </div>
  )
}
