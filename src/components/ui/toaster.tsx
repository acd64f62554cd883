'use client'

import { useEffect, useState } from 'react'

type Sonner = typeof import('sonner')
type Tone = 'info' | 'success' | 'error'
type Options = { description?: string }

/** Toasts: bottom right, four seconds each, three on screen at most. */
const TOAST_DURATION_MS = 4000
const VISIBLE_TOASTS = 3

let sonner: Sonner | null = null
let pending: { tone: Tone; message: string; options?: Options }[] = []
let mountToaster: (() => void) | null = null

function showWith(module: Sonner, tone: Tone, message: string, options?: Options): void {
  if (tone === 'success') module.toast.success(message, options)
  else if (tone === 'error') module.toast.error(message, options)
  else module.toast(message, options)
}

function show(tone: Tone, message: string, options?: Options): void {
  if (sonner) return showWith(sonner, tone, message, options)
  pending.push({ tone, message, options })
  mountToaster?.()
}

/**
 * `toast(…)`, `toast.success(…)`, `toast.error(…)`: sonner's notices, with sonner itself
 * fetched the first time a page has something to say rather than with every page.
 */
export const toast = Object.assign((message: string, options?: Options) => show('info', message, options), {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
})

/** Where the notices appear, once per page (the site frame); empty until the first notice. */
export function Toaster() {
  const [module, setModule] = useState<Sonner | null>(null)

  useEffect(() => {
    mountToaster = () => {
      mountToaster = null
      void import('sonner').then(setModule)
    }
    if (pending.length > 0) mountToaster()
    return () => {
      mountToaster = null
    }
  }, [])

  // Runs after sonner's Toaster has mounted and subscribed, so no waiting notice is lost.
  useEffect(() => {
    if (!module) return
    sonner = module
    const waiting = pending
    pending = []
    for (const { tone, message, options } of waiting) showWith(module, tone, message, options)
  }, [module])

  return module ? (
    <module.Toaster position="bottom-right" duration={TOAST_DURATION_MS} visibleToasts={VISIBLE_TOASTS} />
  ) : null
}
