import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import { getMessages } from '@/platform/locale.server'
import '@/features/reports/components/reports.css'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return { title: messages.report.metaTitle, robots: { index: false, follow: false } }
}

/**
 * Where "Delete this report", posted without script, lands once the report is gone. The
 * address names no report, so nothing of it is left in the browser's history.
 */
export default async function ReportDeletedPage() {
  const messages = await getMessages()
  return (
    <div className="content-page">
      <div className="report-page">
        <h1>{messages.report.heading}</h1>
        <p role="status">{messages.report.deleted}</p>
        <p>
          <AppLink href={ROUTES.quiz}>{messages.quiz.startOver}</AppLink>
        </p>
      </div>
    </div>
  )
}
