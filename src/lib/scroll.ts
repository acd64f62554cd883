/** Pixels left above a section when the page scrolls to it, so the sticky header does not cover it. */
export const SECTION_SCROLL_OFFSET = 100

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Scrolls so that the element with `id` sits `offset` pixels below the top of the window.
 * Returns false when there is no such element on the page.
 */
export function scrollToSection(id: string, offset = SECTION_SCROLL_OFFSET): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const top = target.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  return true
}
