import { createReport } from '@/features/reports/server'
import { reportFieldsSchema } from '@/features/reports'
import { jsonMutation } from '@/lib/mutation'

/** Creates a report: the server chooses its unguessable id; a signed-in member owns it at once. */
export const POST = jsonMutation({
  name: 'reports.create',
  rateLimit: 'reports.create',
  auth: 'optional',
  schema: reportFieldsSchema,
  run: createReport,
})
