import { ContactForm } from '@/features/contact'
import { ContentRoute, contentRouteMetadata, PAGE_SLUGS } from '@/features/content/server'
import { getPayloadClient } from '@/platform/payload.server'

export const generateMetadata = async () => contentRouteMetadata(await getPayloadClient(), 'page', PAGE_SLUGS.contact)

/** `/contact`: the editors' text (Content → Pages), then the contact form. */
export default async function ContactPage() {
  return (
    <ContentRoute payload={await getPayloadClient()} kind="page" slug={PAGE_SLUGS.contact}>
      <div className="text-page text-page--follow">
        <ContactForm />
      </div>
    </ContentRoute>
  )
}
