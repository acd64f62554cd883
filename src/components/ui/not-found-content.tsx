'use client'

import { useMessages } from '@/components/ui/locale'
import { AppLink } from '@/components/ui/app-link'
import { StatusPage } from '@/components/ui/status-page'
import { ROUTES } from '@/lib/routes'
import { notFound as notFoundEn } from '@/messages/en/notFound'
import { notFound as notFoundEs } from '@/messages/es/notFound'

/** What a person reads on any 404: the page is not here, and where to go instead. */
export function NotFoundContent() {
  const notFoundMessages = useMessages(notFoundEn, notFoundEs)
  const m = notFoundMessages
  return (
    <StatusPage
      code="404"
      heading={m.heading}
      text={m.text}
      actions={[
        <AppLink key="home" href={ROUTES.home} className="button button--primary">
          {m.home}
        </AppLink>,
        <AppLink key="quiz" href={ROUTES.quiz} className="button button--secondary">
          {m.quiz}
        </AppLink>,
        <AppLink key="review" href={`${ROUTES.home}?review=true`} className="button button--secondary">
          {m.review}
        </AppLink>,
      ]}
    />
  )
}
