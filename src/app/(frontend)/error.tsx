'use client'

import { useEffect } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/lib/routes'
import { messages } from '@/messages'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const m = messages.error
  useEffect(() => {
    document.title = `${m.heading} · ${messages.site.name}`
  }, [m.heading])
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <p className="status-page__code" aria-hidden="true">
        500
      </p>
      <h1 id="status-heading">{m.heading}</h1>
      <p>{m.text}</p>
      {error.digest ? <p className="status-page__reference">{m.reference(error.digest)}</p> : null}
      <ul className="status-page__links">
        <li>
          <button type="button" className="button button--primary" onClick={reset}>
            {m.retry}
          </button>
        </li>
        <li>
          <AppLink href={ROUTES.home} className="button button--secondary">
            {m.home}
          </AppLink>
        </li>
      </ul>
    </section>
  )
}
