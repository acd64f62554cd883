/**
 * Reports' React components: the quiz and the report.
 */
export { Quiz } from './components/quiz'
export { ReportView } from './components/report-view'
