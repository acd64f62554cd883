import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { announcePurge } from '@/lib/page-cache-purges'
import type { Review } from '@/payload-types'

/**
 * A plan page shows its published reviews, and ZIP results their member scores: drop their
 * cached renderings when one changes. A review that is not published, and was not before the
 * change, is on no shared page: receiving one, or rejecting it, keeps every page stored.
 */
function refreshPagesOf(...docs: unknown[]): void {
  if (!docs.some((doc) => (doc as { status?: unknown } | undefined)?.status === 'published')) return
  announcePurge('reviews')
  const plans = new Set(docs.map((doc) => (doc as { plan?: unknown } | undefined)?.plan))
  for (const nid of plans) if (typeof nid === 'number') announcePurge(`plan:${nid}`)
}

export const refreshPlanPagesAfterChange: CollectionAfterChangeHook<Review> = ({ doc, previousDoc }) => {
  refreshPagesOf(doc, previousDoc)
  return doc
}

export const refreshPlanPagesAfterDelete: CollectionAfterDeleteHook<Review> = ({ doc }) => {
  refreshPagesOf(doc)
  return doc
}
