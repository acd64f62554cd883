'use client'

import { useEffect } from 'react'

/**
 * Keeps the review outbox (outbox-runner.ts) running on every page: it sends the reviews
 * queued on this device on every page load, whenever the browser comes back online, and
 * with a growing pause while the page stays open. Its code is fetched once the page is
 * running, not with the page's first download. Mounted once, in the site frame.
 */
export function useReviewOutbox(): void {
  useEffect(() => {
    let stop: (() => void) | null = null
    let unmounted = false
    import('./outbox-runner').then(
      (runner) => {
        if (!unmounted) stop = runner.startOutbox()
      },
      // Offline before the code arrived: the next page load tries again.
      () => undefined,
    )
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
}
