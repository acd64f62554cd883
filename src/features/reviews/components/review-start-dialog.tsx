'use client'

import { useAppRouter } from '@/components/ui/locale'
import { useSearchParams } from 'next/navigation'
import { useId, useRef } from 'react'

import { useLoadedModule } from '@/components/ui/use-loaded-module'
import { keepFocusAfterDialog } from '@/lib/focus'

import { useDialogFollowingAddress, useRemoveQueryParam } from '../review-dialog'
import { REVIEW_QUERY_PARAM, reviewWizardHref } from '../review-links'

const loadContent = () => import('./review-start-content')

/**
 * The review-start dialog (seed-spec §2): open on any page whose address has a `review`
 * parameter. It finds the person's plan from their ZIP code and sends them to that plan's
 * review wizard. Closing it (Esc, Close) takes the parameter off the address.
 */
export function ReviewStartDialog() {
  const searchParams = useSearchParams()
  const isWanted = searchParams.has(REVIEW_QUERY_PARAM)
  const router = useAppRouter()
  const removeParam = useRemoveQueryParam()
  const dialogRef = useDialogFollowingAddress(isWanted, (dialog) =>
    dialog.querySelector<HTMLInputElement>('input[name="zipcode"]')?.focus(),
  )
  // Set when the dialog closes because the person is going on to the wizard.
  const isLeavingRef = useRef(false)
  const headingId = useId()
  const content = useLoadedModule(loadContent, isWanted)

  const onClose = () => {
    if (isLeavingRef.current) {
      isLeavingRef.current = false
      return
    }
    removeParam(REVIEW_QUERY_PARAM)
    // Opened from the mobile menu, whose item is hidden once the menu closes.
    keepFocusAfterDialog(['.site-header__toggle', '#main-content'])
  }

  const startReview = (nid: number) => {
    isLeavingRef.current = true
    router.push(reviewWizardHref(nid), { scroll: false })
    dialogRef.current?.close()
  }

  return (
    <dialog ref={dialogRef} className="modal review-start" aria-labelledby={headingId} onClose={onClose}>
      {/* Mounted only while open: results reset each time it opens. */}
      {isWanted && content ? (
        <content.ReviewStartContent
          headingId={headingId}
          onStart={startReview}
          onClose={() => dialogRef.current?.close()}
        />
      ) : null}
    </dialog>
  )
}
