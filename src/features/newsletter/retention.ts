import type { Payload, Where } from 'payload'

import { deleteInBatches } from '@/lib/delete-in-batches'

/** An address never confirmed is deleted this many days after it signed up. */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 30

/** Retention: deletes addresses never confirmed; answers how many. Run daily by the maintenance queue. */
export async function deleteUnconfirmedSubscribers(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_SUBSCRIBER_DAYS * 24 * 3600 * 1000).toISOString()
  const where: Where = { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] }
  return deleteInBatches(payload, 'subscribers', where)
}
