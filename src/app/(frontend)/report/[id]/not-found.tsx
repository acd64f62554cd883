import { ReportNotFound } from '@/features/reports'
import '@/features/reports/components/reports.css'
import '@/features/costs/components/costs.css'

/** A report address with no report open to anyone: the same 404 for an unknown id and an account's report. */
export default function ReportNotFoundPage() {
  return (
    <div className="content-page">
      <ReportNotFound />
    </div>
  )
}
