import type { Payload, Where } from 'payload'

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
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'reports',
      where,
      limit: 500,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) return deleted
    // One statement a batch: reports have no hooks, and Payload's bulk delete would send its
    // rows' queries at once on one PostgreSQL connection.
    await payload.db.deleteMany({ collection: 'reports', where: { id: { in: docs.map((doc) => doc.id) } } })
    deleted += docs.length
  }
}
