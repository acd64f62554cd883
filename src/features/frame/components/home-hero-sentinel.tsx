'use client'

import { useEffect, useRef } from 'react'

import { useMenuState } from '../menu-state'

/**
 * Placed at the bottom of the home hero: tells the header when the hero has scrolled
 * out from under it, so the header can take on its solid look.
 */
export function HomeHeroSentinel() {
  const ref = useRef<HTMLDivElement>(null)
  const { setHasScrolledPastHomeHero } = useMenuState()

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setHasScrolledPastHomeHero(!entry.isIntersecting && entry.boundingClientRect.top < 0)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      setHasScrolledPastHomeHero(false)
    }
  }, [setHasScrolledPastHomeHero])

  return <div ref={ref} aria-hidden="true" className="home-hero__sentinel" />
}
