import type { Payload, Where } from 'payload'

import { deleteInBatches } from '@/lib/delete-in-batches'

/** A visitor's report that no account holds is deleted this many days after its last change. */
export const UNATTACHED_REPORT_DAYS = 90

const DAY_MS = 24 * 3600 * 1000

/**
 * Retention (product brief §8): deletes every report no account holds that has not changed
 * for UNATTACHED_REPORT_DAYS days. Answers how many went. Run daily by the maintenance
 * queue (src/jobs).
 */
export async function deleteExpiredReports(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_REPORT_DAYS * DAY_MS)
  const where: Where = { and: [{ owner: { exists: false } }, { updatedAt: { less_than: cutoff.toISOString() } }] }
  return deleteInBatches(payload, 'reports', where)
}
