import { deleteReport } from '@/features/reports/server'
import { jsonMutation } from '@/server/mutation'

/** Deletes a report, for its owner or (when unowned) whoever holds its id. */
export const POST = jsonMutation({
  name: 'reports.delete',
  rateLimit: 'reports.access',
  auth: 'optional',
  schema: null,
  run: deleteReport,
})
