import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { purgeCachedPages } from '@/lib/page-cache'

/** A plan page shows its published reviews: drop its cached rendering when one changes. */
function refreshPagesOf(...docs: unknown[]): void {
  for (const doc of docs) {
    const nid = (doc as { plan?: unknown } | undefined)?.plan
    if (typeof nid === 'number') purgeCachedPages(`plan:${nid}`)
  }
}

export const refreshPlanPagesAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  refreshPagesOf(doc, previousDoc)
  return doc
}

export const refreshPlanPagesAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  refreshPagesOf(doc)
  return doc
}
