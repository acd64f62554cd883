'use client'

import type { ComponentProps } from 'react'

import { ReportReview } from '@/features/moderation/components'
import { ReviewBrowser } from '@/features/reviews/components'

/** A plan's published reviews, each with the reader's "Report this review". */
export function PlanReviewBrowser(props: Omit<ComponentProps<typeof ReviewBrowser>, 'ReviewActions'>) {
  return <ReviewBrowser {...props} ReviewActions={ReportReview} />
}
