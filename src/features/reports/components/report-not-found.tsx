'use client'

import { usePathname } from 'next/navigation'

import { useAuth } from '@/features/accounts'

import { ReportNotFoundContent } from './report-not-found-content'
import { ReportView } from './report-view'

/** The report id in a report page's address (`/report/{id}`, or `/es/report/{id}`). */
function reportIdOf(pathname: string | null): string {
  const last = pathname?.split('/').filter(Boolean).pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/**
 * What a report's address shows when no report open to anyone has its id: an unknown id and an
 * account's report read the same (a 404 either way), and offer to log in. A signed-in member's
 * own report then opens here, read with their token.
 */
export function ReportNotFound() {
  const reportId = reportIdOf(usePathname())
  const { isLoaded, loggedIn } = useAuth()
  if (isLoaded && loggedIn && reportId) return <ReportView reportId={reportId} />
  return <ReportNotFoundContent reportId={reportId} offerLogin={!loggedIn} />
}
