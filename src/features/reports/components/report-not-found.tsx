'use client'

import { usePathname } from 'next/navigation'

import { AppLink } from '@/components/ui/app-link'
import { useMessages } from '@/components/ui/locale'
import { StatusPage } from '@/components/ui/status-page'
import { useAuth } from '@/features/accounts/components'
import { loginHref } from '@/features/accounts'
import { ROUTES } from '@/lib/routes'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'

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

export function ReportNotFoundContent({ reportId, offerLogin }: { reportId: string; offerLogin: boolean }) {
  const m = useMessages(reportEn, reportEs)
  const back = `/report/${encodeURIComponent(reportId)}`
  return (
    <StatusPage
      code="404"
      heading={m.notFoundHeading}
      text={m.notFoundText}
      actions={[
        ...(offerLogin
          ? [
              <AppLink key="login" href={loginHref(back)} className="button button--primary">
                {m.notFoundLogin}
              </AppLink>,
            ]
          : []),
        <AppLink key="quiz" href={ROUTES.quiz} className="button button--secondary">
          {m.notFoundQuiz}
        </AppLink>,
      ]}
    />
  )
}
