import { emailReportLink } from '@/features/reports/server'
import { jsonMutation } from '@/server/mutation'

/** Mails the report's link (and nothing of its answers) to the address the quiz was given. */
export const POST = jsonMutation({
  name: 'reports.email',
  rateLimit: 'reports.email',
  auth: 'optional',
  schema: null,
  run: emailReportLink,
})
