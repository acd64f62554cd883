import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { announcePurge } from '@/lib/page-cache-purges'
import type { Review } from '@/payload-types'

/**
 * A plan page shows its published reviews, and ZIP results their member scores: drop their
 * cached renderings when one changes.
 */
function refreshPagesOf(...docs: unknown[]): void {
  if (docs.some((doc) => (doc as { status?: unknown } | undefined)?.status === 'published')) {
    announcePurge('reviews')
  }
  for (const doc of docs) {
    const nid = (doc as { plan?: unknown } | undefined)?.plan
    if (typeof nid === 'number') announcePurge(`plan:${nid}`)
  }
}

export const refreshPlanPagesAfterChange: CollectionAfterChangeHook<Review> = ({ doc, previousDoc }) => {
  refreshPagesOf(doc, previousDoc)
  return doc
}

export const refreshPlanPagesAfterDelete: CollectionAfterDeleteHook<Review> = ({ doc }) => {
  refreshPagesOf(doc)
  return doc
}
