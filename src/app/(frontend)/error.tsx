'use client'

import { useEffect } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { StatusPage } from '@/components/ui/status-page'
import { ROUTES } from '@/lib/routes'
import { messages } from '@/messages'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const m = messages.error
  useEffect(() => {
    document.title = `${m.heading} · ${messages.site.name}`
  }, [m.heading])
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
