import { toast } from '@/components/ui/toaster'
import { reviewOutbox as reviewOutboxMessages } from '@/messages/en/reviewOutbox'

import { flushOutbox } from './outbox'
import { browserOutboxDeps } from './outbox-browser'
import { onQueuedReview } from './outbox-signal'

/** Never sooner than this after a flush, whatever the entries say. */
const MIN_RETRY_GAP_MS = 1_000

/**
 * Sends the reviews queued on this device: at once (when `eager`, as on a page load), whenever
 * the browser comes back online, and with a growing pause while the page stays open. Started
 * because the wizard has just queued a review, it is not eager: that review waits its pause.
 * Returns what stops it.
 */
export function startOutbox({ eager = true }: { eager?: boolean } = {}): () => void {
  const m = reviewOutboxMessages
  const deps = browserOutboxDeps()
  let timer: number | undefined
  let stopped = false
  let running = false
  let pending: boolean | null = null

  const run = async (eager: boolean): Promise<void> => {
    if (running) {
      // One flush at a time; whatever asked meanwhile runs right after.
      pending = (pending ?? false) || eager
      return
    }
    running = true
    window.clearTimeout(timer)
    try {
      // Offline, every post would fail: the `online` event starts the next flush.
      if (navigator.onLine === false) return
      const delay = await flushOutbox(deps, {
        eager,
        onSent: () => toast.success(m.sentToast),
        onRejected: ({ entry, reason }) =>
          toast.error(m.rejectedToast(entry.planName ?? entry.review.field_review_issuer_legal_name, reason)),
      })
      if (!stopped && delay !== null) {
        timer = window.setTimeout(() => void run(false), Math.max(MIN_RETRY_GAP_MS, delay))
      }
    } finally {
      running = false
      if (pending !== null && !stopped) {
        const next = pending
        pending = null
        void run(next)
      }
    }
  }

  void run(eager)
  const onOnline = () => void run(true)
  window.addEventListener('online', onOnline)
  const stopListening = onQueuedReview(() => void run(false))
  return () => {
    stopped = true
    window.clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    stopListening()
  }
}
