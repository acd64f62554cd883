'use client'

import { useMessages } from '@/components/ui/locale'
import { useEffect } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { StatusPage } from '@/components/ui/status-page'
import { ROUTES } from '@/lib/routes'
import { error as errorEn } from '@/messages/en/error'
import { error as errorEs } from '@/messages/es/error'
import { site as siteEn } from '@/messages/en/site'
import { site as siteEs } from '@/messages/es/site'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const siteMessages = useMessages(siteEn, siteEs)
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
