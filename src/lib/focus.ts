/** True when an element is on the page and shown, so that focus can rest on it. */
export function isFocusable(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true })
  return element.offsetParent !== null
}

/** Long enough for a closing menu to finish hiding its items (its slide takes 0.3 s). */
const SETTLE_MS = 400

/**
 * After a dialog closes the browser returns focus to the control that opened it. When that
 * control has gone or is hidden, now or once a closing menu has slid away, focus would fall
 * to the page itself: it goes to the first of `fallbacks` that can take it instead.
 */
export function keepFocusAfterDialog(fallbacks: readonly string[]): void {
  const settle = () => {
    const active = document.activeElement
    if (active && active !== document.body && isFocusable(active)) return
    for (const selector of fallbacks) {
      const target = document.querySelector(selector)
      if (isFocusable(target)) {
        target.focus()
        return
      }
    }
  }
  requestAnimationFrame(settle)
  window.setTimeout(settle, SETTLE_MS)
}
