import type { ReactNode } from 'react'

/** The layout of the 404 and error pages: a large code, a heading, a line, and next steps. */
export function StatusPage({
  code,
  heading,
  text,
  reference,
  actions,
}: {
  code: string
  heading: string
  text: string
  reference?: string
  actions: ReactNode[]
}) {
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="status-heading">{heading}</h1>
      <p>{text}</p>
      {reference ? <p className="status-page__reference">{reference}</p> : null}
      <ul className="status-page__links">
        {actions.map((action, index) => (
          <li key={index}>{action}</li>
        ))}
      </ul>
    </section>
  )
}
