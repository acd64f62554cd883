import { readReport } from '@/features/reports/server'
import { jsonMutation } from '@/server/mutation'

/** Call 4: a report, for its owner or (when unowned) for whoever holds its id. */
export const POST = jsonMutation({
  name: 'reports.read',
  rateLimit: 'reports.access',
  auth: 'optional',
  schema: null,
  run: readReport,
})
