'use client'

import { useReviewOutbox } from '../use-review-outbox'

/** Keeps the review outbox running on every page of the site; renders nothing. */
export function ReviewOutbox() {
  useReviewOutbox()
  return null
}
