import type { Payload, Where } from 'payload'

/** An address never confirmed is deleted this many days after it signed up. */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 30

/** Retention: deletes addresses never confirmed; answers how many. Run daily by the maintenance queue. */
export async function deleteUnconfirmedSubscribers(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_SUBSCRIBER_DAYS * 24 * 3600 * 1000).toISOString()
  const where: Where = { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] }
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where,
      limit: 500,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) return deleted
    // One statement a batch: subscribers have no hooks, and Payload's bulk delete would send
    // its rows' queries at once on one PostgreSQL connection.
    await payload.db.deleteMany({ collection: 'subscribers', where: { id: { in: docs.map((doc) => doc.id) } } })
    deleted += docs.length
  }
}
