'use client'

import { useEffect } from 'react'

import { holdsQueuedReviews, onQueuedReview } from './outbox-signal'

/**
 * Keeps the review outbox (outbox-runner.ts) running on every page where it has work: it
 * sends the reviews queued on this device on every page load, whenever the browser comes back
 * online, and with a growing pause while the page stays open. Its code is fetched only when
 * this device holds a queued review, or once the review wizard queues one on this page;
 * a device with nothing to send never downloads it. Mounted once, in the site frame.
 */
export function useReviewOutbox(): void {
  useEffect(() => {
    let stop: (() => void) | null = null
    let unmounted = false
    let starting = false
    // On a page load a queued review is sent at once; one the wizard has just queued waits its pause.
    const start = (eager: boolean) => {
      if (starting) return
      starting = true
      import('./outbox-runner').then(
        (runner) => {
          if (!unmounted) stop = runner.startOutbox({ eager })
        },
        // Offline before the code arrived: the next queued review or page load tries again.
        () => {
          starting = false
        },
      )
    }
    if (holdsQueuedReviews()) start(true)
    const stopListening = onQueuedReview(() => start(false))
    return () => {
      unmounted = true
      stopListening()
      stop?.()
    }
  }, [])
}
