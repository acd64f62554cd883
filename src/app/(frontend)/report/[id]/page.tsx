import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ReportView } from '@/features/reports/components'
import { openReportExists } from '@/features/reports/server'
import { getPayloadClient } from '@/lib/payload'
import { getMessages } from '@/lib/locale.server'
import '@/features/reports/components/reports.css'
import '@/features/costs/components/costs.css'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return {
    title: messages.report.metaTitle,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

type Props = { params: Promise<{ id: string }> }

/**
 * `/report/{id}`: a person's report. An id no report has, and an account's report, answer the
 * same 404 page offering to log in (`not-found.tsx`), where the owner's browser then reads it with
 * the member's token. The answers are read in the browser, never rendered on the server, and the
 * page is never cached.
 */
export default async function ReportPage({ params }: Props) {
  const { id } = await params
  if (!(await openReportExists(await getPayloadClient(), id))) notFound()
  return (
    <div className="content-page">
      <ReportView reportId={id} />
    </div>
  )
}
