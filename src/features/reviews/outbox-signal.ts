/**
 * How the pages of one tab tell the review outbox that a review was queued (the wizard, after
 * a send that did not reach the server), and whether this device holds queued reviews at all:
 * small enough for every page, so the outbox's own code loads only when there is work for it.
 */
import { readStorage, STORAGE_KEYS } from '@/platform/browser-storage'

const QUEUED_EVENT = 'candor:review-queued'

export function announceQueuedReview(): void {
  window.dispatchEvent(new Event(QUEUED_EVENT))
}

export function onQueuedReview(listener: () => void): () => void {
  window.addEventListener(QUEUED_EVENT, listener)
  return () => window.removeEventListener(QUEUED_EVENT, listener)
}

/**
 * True when this device keeps a review the server has not confirmed. The stored list is
 * JSON whose entries say `"state":"queued"`; a false positive (the word in a review's text)
 * only loads the outbox for nothing.
 */
export function holdsQueuedReviews(): boolean {
  return readStorage(STORAGE_KEYS.storedReviews)?.includes('"queued"') ?? false
}
