/**
 * Reports' React components: the quiz and the report.
 */
export { Quiz } from './components/quiz'
export { ReportNotFound } from './components/report-not-found'
export { ReportView } from './components/report-view'
