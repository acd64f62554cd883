import { ContactForm } from '@/features/contact/components'
import { ContentRoute, contentRouteMetadata } from '@/features/content/components'
import { PAGE_SLUGS } from '@/features/content/node'

export const generateMetadata = () => contentRouteMetadata('page', PAGE_SLUGS.contact)

/** `/contact`: the editors' text (Content → Pages), then the contact form. */
export default function ContactPage() {
  return (
    <ContentRoute kind="page" slug={PAGE_SLUGS.contact}>
      <div className="text-page text-page--follow">
        <ContactForm />
      </div>
    </ContentRoute>
  )
}
