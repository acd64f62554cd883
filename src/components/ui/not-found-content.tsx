import { AppLink } from '@/components/ui/app-link'
import { StatusPage } from '@/components/ui/status-page'
import { getMessages } from '@/platform/locale.server'
import { ROUTES } from '@/platform/routes'

/**
 * What a person reads on any 404: the page is not here, and where to go instead. Rendered
 * on the server in the page's language, so no catalogue reaches the browser for it.
 */
export async function NotFoundContent() {
  const m = (await getMessages()).notFound
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
