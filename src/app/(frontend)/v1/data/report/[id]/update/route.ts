import { updateReport } from '@/features/reports/server'
import { reportFieldsSchema } from '@/features/reports'
import { jsonMutation } from '@/server/mutation'

/** Call 5: update report fields. */
export const POST = jsonMutation({
  name: 'reports.update',
  rateLimit: 'reports.access',
  auth: 'optional',
  schema: reportFieldsSchema,
  run: updateReport,
})
