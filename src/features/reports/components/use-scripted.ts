'use client'

import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * Whether the page runs script: false on the server and while the page hydrates, true after.
 * Forms that post without script show their buttons until then.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
