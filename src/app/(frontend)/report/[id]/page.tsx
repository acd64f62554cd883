import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { REPORT_DELETE_ASK, REPORT_FORM, ReportView } from '@/features/reports'
import { openReportData } from '@/features/reports/server'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { getPayloadClient } from '@/platform/payload.server'
import { getLocale, getMessages } from '@/platform/locale.server'
import { consumeRateLimit } from '@/platform/rate-limit'
import '@/features/reports/components/reports.css'
import '@/features/costs/components/costs.css'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return {
    title: messages.report.metaTitle,
    robots: { index: false, follow: false },
    // The report's id never leaves Candor as a referrer; its own forms still say where they come
    // from (with no referrer at all a browser posts them from "null", and they are refused).
    referrer: 'same-origin',
  }
}

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * `/report/{id}`: a person's report. A report no account owns is rendered here with call 4's
 * data, so it reads without script; an id no report has, and an account's report, answer the
 * same 404 page offering to log in (`not-found.tsx`), where the owner's browser then reads it
 * with the member's token. Reading counts against call 4's limit; past it, the browser asks
 * and shows the limit's answer. The page is never cached. `?delete=ask` opens the question
 * "Delete this report?" (the first step of deleting without script).
 */
export default async function ReportPage({ params, searchParams }: Props) {
  const { id } = await params
  // "Delete this report" without script asks for the page with its question open.
  const askDelete = (await searchParams)[REPORT_FORM.deleteStep] === REPORT_DELETE_ASK
  const limited = await consumeRateLimit('reports.access', clientHashOf(await headers())).then(
    () => false,
    (error: unknown) => {
      if (error instanceof AppError) return true
      throw error
    },
  )
  const data = limited ? undefined : await openReportData(await getPayloadClient(), id, await getLocale())
  if (data === null) notFound()
  return (
    <div className="content-page">
      <ReportView reportId={id} initial={data} askDelete={askDelete} />
    </div>
  )
}
