/**
 * Reports' server code, for Next's server and plain Node alike (the Payload config and the scripts
 * load it): the report use cases; retention.
 */
export { deleteExpiredReports, UNATTACHED_REPORT_DAYS } from './retention'
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
