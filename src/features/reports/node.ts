/**
 * Reports' server code that also runs in plain Node, outside Next (the Payload jobs load
 * it), so nothing here imports server-only: retention.
 */
export { deleteExpiredReports, UNATTACHED_REPORT_DAYS } from './retention'
