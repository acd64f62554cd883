'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { pathnameOf } from '@/platform/routes'

type NavigationProgress = {
  isNavigating: boolean
  /** Called when a client-side navigation begins; only a change of path shows the wait cursor. */
  startNavigation: (href: string) => void
}

const NavigationProgressContext = createContext<NavigationProgress | null>(null)

/** The longest a wait cursor may show if a navigation never completes. */
const NAVIGATION_TIMEOUT_MS = 15_000

/**
 * Tracks whether a navigation to another path is under way and shows the wait cursor
 * meanwhile (`html[data-navigating]`). A change of query alone does not count.
 */
export function NavigationProgressProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const routeKey = `${pathname}?${searchParams.toString()}`
  // The route on screen when a navigation began; once the route changes, it has completed.
  const [startedOn, setStartedOn] = useState<string | null>(null)
  const isNavigating = startedOn === routeKey
  const current = useRef({ pathname, routeKey })

  useEffect(() => {
    current.current = { pathname, routeKey }
  }, [pathname, routeKey])

  const startNavigation = useCallback((href: string) => {
    const target = new URL(href, window.location.href)
    if (target.origin === window.location.origin && pathnameOf(target.pathname) !== current.current.pathname) {
      setStartedOn(current.current.routeKey)
    }
  }, [])

  // Back and forward navigate too: the wait cursor shows until the new path renders.
  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname !== current.current.pathname) setStartedOn(current.current.routeKey)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    document.documentElement.toggleAttribute('data-navigating', isNavigating)
    if (!isNavigating) return
    // A navigation that fails never changes the route: give the cursor back all the same.
    const timer = window.setTimeout(() => setStartedOn(null), NAVIGATION_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [isNavigating])

  const value = useMemo(() => ({ isNavigating, startNavigation }), [isNavigating, startNavigation])
  return <NavigationProgressContext.Provider value={value}>{children}</NavigationProgressContext.Provider>
}

export function useNavigationProgress(): NavigationProgress {
  const value = useContext(NavigationProgressContext)
  if (!value) throw new Error('useNavigationProgress must be used within a NavigationProgressProvider')
  return value
}
