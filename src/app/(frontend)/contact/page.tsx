import { ContactForm } from '@/features/contact/components/contact-form'
import { ContentRoute, contentRouteMetadata } from '@/features/content/components/content-route'
import { PAGE_SLUGS } from '@/features/content/content-paths'

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
