'use client'

import { useState } from 'react'

import { useTranslatedText } from '@/components/ui/locale'
import { useLoadedModule } from '@/components/ui/use-loaded-module'

const loadForm = () => import('./report-review-form')

/**
 * "Report this review" under a published review. The form, with its reasons, loads when a
 * reader opens it: most readers never do, and the plan page stays light. The answer (thanks,
 * or already reported) replaces the form. `label`: "Report this review" in the page's
 * language, from the server.
 */
export function ReportReview({ reviewId, label }: { reviewId: number | string; label: string }) {
  const translate = useTranslatedText()
  const [isOpen, setOpen] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const loaded = useLoadedModule(loadForm, isOpen)

  if (done !== null) {
    return (
      <p className="report-review__done" role="status">
        {translate(done)}
      </p>
    )
  }
  if (isOpen && loaded) {
    return <loaded.ReportReviewForm reviewId={reviewId} onDone={setDone} onCancel={() => setOpen(false)} />
  }
  return (
    <button
      type="button"
      className="link-button report-review__open"
      aria-busy={isOpen || undefined}
      onClick={() => setOpen(true)}
    >
      {label}
    </button>
  )
}
