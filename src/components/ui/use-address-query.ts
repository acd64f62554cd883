'use client'

import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * The query string of the page's address (`?zip=77002`), read in the browser only: the server
 * and the first (hydrating) render see none, so a page the server caches as the same bytes for
 * everyone stays the same whatever its address carries.
 */
export function useAddressQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}
