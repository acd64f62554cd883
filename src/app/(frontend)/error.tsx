'use client'

import { useFrameWords, useMessages } from '@/components/ui/locale'
import { useEffect } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { StatusPage } from '@/components/ui/status-page'
import { ROUTES } from '@/platform/routes'
import { error as errorEn } from '@/messages/en/error'
import { error as errorEs } from '@/messages/es/error'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The site's words come with the frame, which this page is drawn inside.
  const siteMessages = useFrameWords().site
  const errorMessages = useMessages(errorEn, errorEs)
  const m = errorMessages
  useEffect(() => {
    document.title = `${m.heading} · ${siteMessages.name}`
  }, [m.heading, siteMessages.name])
  return (
    <StatusPage
      code="500"
      heading={m.heading}
      text={m.text}
      reference={error.digest ? m.reference(error.digest) : undefined}
      actions={[
        <button key="retry" type="button" className="button button--primary" onClick={reset}>
          {m.retry}
        </button>,
        <AppLink key="home" href={ROUTES.home} className="button button--secondary">
          {m.home}
        </AppLink>,
      ]}
    />
  )
}
