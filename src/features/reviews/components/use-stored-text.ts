'use client'

import { useSyncExternalStore } from 'react'

import { readStorageText, subscribeToStorage, type StorageKey } from '@/platform/browser-storage'

/**
 * A text value from browser storage, kept current. Null while rendering on the server and
 * during hydration, so the first browser render matches the server's.
 */
export function useStoredText(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readStorageText(key),
    () => null,
  )
}
