'use client'

import { deferredPart } from '@/components/ui/deferred-part'

type Browser = typeof import('./plan-review-browser')

/** The plan's review list, its code fetched when a reader comes near it (`deferredPart`). */
export const DeferredPlanReviewBrowser = deferredPart(
  () => import('./plan-review-browser').then((module) => module.PlanReviewBrowser),
  // The server's copy, loaded at once so the part renders in full; dropped from the browser's code.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./plan-review-browser') as Browser).PlanReviewBrowser : undefined,
)
