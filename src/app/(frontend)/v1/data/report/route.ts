import { createReport } from '@/features/reports/server'
import { newReportSchema } from '@/features/reports'
import { jsonMutation } from '@/server/mutation'

/**
 * Creates a report: the server chooses its unguessable id; a signed-in member owns it at once.
 * Sent again with the same `client_report_id`, it answers the report the first made.
 */
export const POST = jsonMutation({
  name: 'reports.create',
  rateLimit: 'reports.create',
  auth: 'optional',
  schema: newReportSchema,
  run: createReport,
})
