'use client'

import type { ComponentProps } from 'react'

import { ReportReview } from '@/features/moderation/components/report-review'
import { ReviewBrowser } from '@/features/reviews/components/review-browser'

/** A plan's published reviews, each with the reader's "Report this review". */
export function PlanReviewBrowser(props: Omit<ComponentProps<typeof ReviewBrowser>, 'ReviewActions'>) {
  return <ReviewBrowser {...props} ReviewActions={ReportReview} />
}
