import 'server-only'

/**
 * Reports' server-only code: the report use cases.
 */
export {
  createReport,
  deleteReport,
  emailReportLink,
  listMemberReports,
  newReportId,
  readReport,
  REPORT_NO_EMAIL,
  REPORT_NOT_FOUND,
  reportExists,
  reportMarket,
  toReportEntity,
  updateReport,
} from './reports.server'
