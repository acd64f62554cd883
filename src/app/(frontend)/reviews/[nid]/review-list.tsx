'use client'

import type { ComponentProps } from 'react'

import { ReportReview } from '@/features/moderation'
import { ReviewBrowser } from '@/features/reviews'

/** The plan's reviews in the order asked for, each with the reader's "Report this review". */
export function PlanReviewList(props: Omit<ComponentProps<typeof ReviewBrowser>, 'ReviewActions'>) {
  return <ReviewBrowser {...props} ReviewActions={ReportReview} />
}
