'use client'

import { useEffect, useRef, type ReactNode } from 'react'

const FOLD_ID = 'estimate'

/**
 * The form under a disclosure where the page folds it: a `details` element, which opens without
 * script and opens itself when the address names `#estimate`; open whenever there is an answer
 * or an error to show.
 */
export function EstimateFold({
  folded,
  isOpen,
  summary,
  children,
}: {
  folded: boolean
  isOpen: boolean
  summary: ReactNode
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  // An address naming the estimate (#estimate) opens it, also when it changes on this page.
  useEffect(() => {
    const openIfNamed = () => {
      if (window.location.hash === `#${FOLD_ID}` && ref.current) ref.current.open = true
    }
    openIfNamed()
    window.addEventListener('hashchange', openIfNamed)
    return () => window.removeEventListener('hashchange', openIfNamed)
  }, [])
  if (!folded) return <>{children}</>
  return (
    <details ref={ref} id={FOLD_ID} className="estimate__fold" open={isOpen || undefined}>
      <summary className="estimate__fold-summary">{summary}</summary>
      {children}
    </details>
  )
}
