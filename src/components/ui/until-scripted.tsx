'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

const unchanging = () => () => {}

/**
 * What a page says only to a reader whose browser runs no script: rendered by the server, and
 * gone once the page's script runs. Unlike `<noscript>`, it is in the page for a browser that
 * merely blocks the site's scripts, and a test browser without JavaScript reads it too.
 */
export function UntilScripted({ children }: { children: ReactNode }) {
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  return scripted ? null : children
}
