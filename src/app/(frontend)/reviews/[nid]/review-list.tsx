'use client'

import type { ComponentProps } from 'react'

import { ReportReview } from '@/features/moderation/components'
import { ReviewBrowser } from '@/features/reviews/components'

/** The plan's reviews in the order asked for, each with the reader's "Report this review". */
export function PlanReviewList(props: Omit<ComponentProps<typeof ReviewBrowser>, 'ReviewActions'>) {
  return <ReviewBrowser {...props} ReviewActions={ReportReview} />
}
