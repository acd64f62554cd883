'use client'

import { useEffect, useState } from 'react'

/**
 * A module fetched the first time `wanted` is true, for parts most visitors never open (the
 * review dialogs): null until it has loaded, and always null on the server. Lighter than
 * `next/dynamic`, whose loader would itself join every page's first download. `load` must
 * be the same function on every render (declare it at module level). A failed fetch
 * (offline) leaves null and is tried again the next time `wanted` turns true.
 */
export function useLoadedModule<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let active = true
    load().then(
      (module) => {
        if (active) setLoaded({ module })
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [wanted, loaded, load])
  return loaded ? loaded.module : null
}
