'use client'

import type { ComponentProps } from 'react'

import { ReportReview } from '@/features/moderation'
import { ReviewBrowser } from '@/features/reviews'

/** A plan's published reviews, each with the reader's "Report this review". */
export function PlanReviewBrowser(props: Omit<ComponentProps<typeof ReviewBrowser>, 'ReviewActions'>) {
  return <ReviewBrowser {...props} ReviewActions={ReportReview} />
}
