import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/lib/routes'
import { messages } from '@/messages'

export default function NotFound() {
  const m = messages.notFound
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-heading">{m.heading}</h1>
      <p>{m.text}</p>
      <ul className="status-page__links">
        <li>
          <AppLink href={ROUTES.home} className="button button--primary">
            {m.home}
          </AppLink>
        </li>
        <li>
          <AppLink href={ROUTES.quiz} className="button button--secondary">
            {m.quiz}
          </AppLink>
        </li>
        <li>
          <AppLink href="/?review=true" className="button button--secondary">
            {m.review}
          </AppLink>
        </li>
      </ul>
    </section>
  )
}
