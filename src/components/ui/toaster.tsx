'use client'

import { useSyncExternalStore } from 'react'

type Tone = 'info' | 'success' | 'error'
type Toast = { id: number; tone: Tone; message: string; description?: string }
type Options = { description?: string }

/** How long a notice stays; an error stays twice as long. Paused while the pointer or focus is on the notices. */
const DURATION_MS = 4000
const VISIBLE_TOASTS = 3

let toasts: Toast[] = []
let nextId = 1
let paused = false
const listeners = new Set<() => void>()
const EMPTY: Toast[] = []

function emit(): void {
  for (const listener of listeners) listener()
}

function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

function expire(id: number, after: number): void {
  setTimeout(() => (paused ? expire(id, DURATION_MS) : dismiss(id)), after)
}

function show(tone: Tone, message: string, options?: Options): number {
  const id = nextId++
  toasts = [...toasts, { id, tone, message, description: options?.description }].slice(-VISIBLE_TOASTS)
  emit()
  expire(id, tone === 'error' ? DURATION_MS * 2 : DURATION_MS)
  return id
}

/** A short notice at the bottom of the screen: `toast(…)`, `toast.success(…)`, `toast.error(…)`. */
export const toast = Object.assign((message: string, options?: Options) => show('info', message, options), {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
})

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Where the notices appear, once per page (the site frame). The list is a polite live
 * region, so screen readers read each new notice; an error is an alert.
 */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  )
  const hold = (value: boolean) => () => {
    paused = value
  }
  return (
    <section aria-label="Notifications" className="toaster">
      <ol
        aria-live="polite"
        onPointerEnter={hold(true)}
        onPointerLeave={hold(false)}
        onFocus={hold(true)}
        onBlur={hold(false)}
      >
        {list.map((item) => (
          <li key={item.id} className={`toast toast--${item.tone}`} role={item.tone === 'error' ? 'alert' : undefined}>
            <div>
              <p className="toast__message">{item.message}</p>
              {item.description ? <p className="toast__description">{item.description}</p> : null}
            </div>
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismiss(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
