'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { scrollToSection } from '@/lib/scroll'

const SCROLL_STORE_KEY = 'candor:scroll-positions'
/** After back/forward, scroll is restored once the new page has faded in, then once more. */
const RESTORE_DELAY_MS = 300
const RESTORE_SETTLE_MS = 100

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

function savePosition(path: string, y: number): void {
  try {
    sessionStorage.setItem(SCROLL_STORE_KEY, JSON.stringify({ ...readPositions(), [path]: y }))
  } catch {
    // Storage may be full or disabled; scroll restoration is a comfort, not a need.
  }
}

/**
 * The main area: fades in whenever the path changes (a change of query alone does not
 * count), keeps each path's scroll position, and restores it on back/forward.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  // The first page a visit opens shows at once (a fade would hold back its first paint, and
  // with it the Largest Contentful Paint); later pages fade in.
  const [shown, setShown] = useState({ path: pathname, navigated: false })
  if (shown.path !== pathname) setShown({ path: pathname, navigated: true })
  const isHistoryNavigation = useRef(false)
  // While a position is being restored, scroll events describe the old page: ignore them.
  const isRestoring = useRef(false)
  const previousPath = useRef<string | null>(null)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const onPopState = () => {
      isHistoryNavigation.current = true
      isRestoring.current = true
    }
    // The path is read when the scroll happens: by the next frame the URL may already be
    // another page's.
    let pending: { path: string; y: number } | null = null
    let frame = 0
    const flush = () => {
      if (pending && !isRestoring.current) savePosition(pending.path, pending.y)
      pending = null
    }
    const onScroll = () => {
      pending = { path: window.location.pathname, y: window.scrollY }
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(flush)
    }
    // A click may start a navigation: keep this page's position before the URL changes.
    const onClick = () => {
      pending = { path: window.location.pathname, y: window.scrollY }
      flush()
    }
    window.addEventListener('popstate', onPopState)
    window.addEventListener('scroll', onScroll, { passive: true })
    document.addEventListener('click', onClick, { capture: true })
    return () => {
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('click', onClick, { capture: true })
      cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    const isFirstRender = previousPath.current === null
    previousPath.current = pathname
    const hash = decodeURIComponent(window.location.hash.slice(1))

    if (isHistoryNavigation.current) {
      isHistoryNavigation.current = false
      const saved = readPositions()[pathname] ?? 0
      const timers = [
        window.setTimeout(() => window.scrollTo(0, saved), RESTORE_DELAY_MS),
        window.setTimeout(() => {
          window.scrollTo(0, saved)
          isRestoring.current = false
        }, RESTORE_DELAY_MS + RESTORE_SETTLE_MS),
      ]
      return () => {
        timers.forEach((timer) => window.clearTimeout(timer))
        isRestoring.current = false
      }
    }
    if (hash) {
      // Let the new page lay out before measuring where the section is.
      const timer = window.setTimeout(() => scrollToSection(hash), isFirstRender ? 50 : 0)
      return () => window.clearTimeout(timer)
    }
    if (!isFirstRender) window.scrollTo(0, 0)
  }, [pathname])

  return (
    <div key={pathname} className="page-transition" data-navigated={shown.navigated || undefined}>
      {children}
    </div>
  )
}
