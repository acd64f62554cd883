'use client'

import { messages } from '@/messages'

import './(frontend)/globals.css'

/** Shown only when the site's own layout fails; it stands alone, without header and footer. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const m = messages.error
  return (
    <html lang="en">
      <body>
        <main id="main-content" className="site-main">
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
                {/* A plain anchor and a full page load: the app's router may be what failed. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
                <a href="/" className="button button--secondary">
                  {m.home}
                </a>
              </li>
            </ul>
          </section>
        </main>
      </body>
    </html>
  )
}
