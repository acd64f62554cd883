import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ReportView } from '@/features/reports/components'
import { reportExists } from '@/features/reports/server'
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
 * `/report/{id}`: a person's report. An id no report has is the 404 page. Whether the
 * caller may see it (an owned report is its owner's alone) is decided when the browser reads
 * it with the member's token, so the page is never cached and its answers never rendered
 * on the server.
 */
export default async function ReportPage({ params }: Props) {
  const { id } = await params
  if (!(await reportExists(await getPayloadClient(), id))) notFound()
  return (
    <div className="content-page">
      <ReportView reportId={id} />
    </div>
  )
}
