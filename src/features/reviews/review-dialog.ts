'use client'

import { useAppRouter } from '@/components/ui/locale'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { hrefWithoutParam, REVIEW_QUERY_PARAM } from './review-links'

export { REVIEW_QUERY_PARAM }

/** Opens the review-start dialog over the current page by adding `?review=true`. */
export function useOpenReviewDialog(): () => void {
  const router = useAppRouter()
  const searchParams = useSearchParams()
  return useCallback(() => {
    const params = new URLSearchParams(searchParams.toString())
    params.set(REVIEW_QUERY_PARAM, 'true')
    // The browser's own path, with its language prefix.
    router.push(`${window.location.pathname}?${params.toString()}`, { scroll: false })
  }, [router, searchParams])
}

/**
 * Removes a query parameter from the current address without a new history entry or a
 * scroll: how a dialog opened by the address closes.
 */
export function useRemoveQueryParam(): (param: string) => void {
  const router = useAppRouter()
  return useCallback(
    (param: string) => {
      // Read at call time: the address may have changed since the last render.
      const { pathname, search } = window.location
      if (!new URLSearchParams(search).has(param)) return
      router.replace(hrefWithoutParam(pathname, search, param), { scroll: false })
    },
    [router],
  )
}

/**
 * A modal `<dialog>` that is open exactly while the address asks for it (`isWanted`): it
 * opens with `showModal` when the parameter arrives, `onOpen` then puts the focus where the
 * dialog wants it, and it closes when the parameter leaves the address (back, or a link).
 * Closing it from inside (Esc, Close) is the dialog's `onClose`, which takes the parameter
 * off the address. Returns the ref for the `<dialog>`.
 */
export function useDialogFollowingAddress(isWanted: boolean, onOpen: (dialog: HTMLDialogElement) => void) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (isWanted && !dialog.open) {
      dialog.showModal()
      onOpen(dialog)
    } else if (!isWanted && dialog.open) {
      dialog.close()
    }
    // Only the address opens or closes it; `onOpen` is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isWanted])
  return dialogRef
}
