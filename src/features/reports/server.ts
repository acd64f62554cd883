import 'server-only'

/**
 * Reports' server-only code: the report use cases.
 */
export {
  changeReport,
  createReport,
  deleteReport,
  emailReportLink,
  listMemberReports,
  makeReport,
  newReportId,
  openReportData,
  readReport,
  REPORT_NO_EMAIL,
  REPORT_NOT_FOUND,
  toReportEntity,
  updateReport,
  visibleReportAnswers,
} from './reports.server'
export { memberReportsData } from './member-reports.server'
export { deleteReportFromForm, saveMetersFromForm } from './report-forms.server'
export type { FormPoster, ReportFormOutcome } from './report-forms.server'
export { reportMarket } from './report-market.server'
