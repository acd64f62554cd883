'use client'

import { StatusPage } from '@/components/ui/status-page'
import { error as errorEn } from '@/messages/en/error'
import { error as errorEs } from '@/messages/es/error'

import './(frontend)/globals.css'

/**
 * Shown only when the site's own layout fails; it stands alone, without header, footer or the
 * layout's language context, so it reads the language from the address (`/es/…`). It is only
 * ever drawn in the browser.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const spanish = typeof window !== 'undefined' && /^\/es(?:\/|$)/.test(window.location.pathname)
  const m = spanish ? errorEs : errorEn
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <body>
        <main id="main-content" className="site-main">
          <StatusPage
            code="500"
            heading={m.heading}
            text={m.text}
            reference={error.digest ? m.reference(error.digest) : undefined}
            actions={[
              <button key="retry" type="button" className="button button--primary" onClick={reset}>
                {m.retry}
              </button>,
              // A plain anchor and a full page load: the app's router may be what failed.
              // eslint-disable-next-line @next/next/no-html-link-for-pages
              <a key="home" href="/" className="button button--secondary">
                {m.home}
              </a>,
            ]}
          />
        </main>
      </body>
    </html>
  )
}
