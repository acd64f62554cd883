import type { CollectionSlug, Payload, Where } from 'payload'
import { asSystem } from './as-system'

const BATCH = 500

/**
 * Deletes every document of a collection without hooks that matches `where`, 500 at a time,
 * one statement a batch; answers how many went. Payload's own bulk delete would send each
 * row's queries at once on one PostgreSQL connection, which its driver forbids.
 */
export async function deleteInBatches(payload: Payload, collection: CollectionSlug, where: Where): Promise<number> {
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where,
      limit: BATCH,
      pagination: false,
      depth: 0,
      select: {},
      ...asSystem('job'),
    })
    if (docs.length === 0) return deleted
    await payload.db.deleteMany({ collection, where: { id: { in: docs.map((doc) => doc.id) } } })
    deleted += docs.length
  }
}
