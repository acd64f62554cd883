'use client'

import { AppLink } from '@/components/ui/app-link'
import { useMessages } from '@/components/ui/locale'
import { StatusPage } from '@/components/ui/status-page'
import { loginHref } from '@/features/accounts'
import { ROUTES } from '@/platform/routes'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'

/** The 404 of a report's address: not found, or an account's; the offer to log in for a visitor. */
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
