import { ContentRoute, contentRouteMetadata } from '@/features/content/components/content-route'
import { PAGE_SLUGS } from '@/features/content/content-paths'

export const generateMetadata = () => contentRouteMetadata('page', PAGE_SLUGS.privacyPolicy)

/** `/privacy-policy`: written and published by editors in the admin (Content → Pages). */
export default function PrivacyPolicyPage() {
  return <ContentRoute kind="page" slug={PAGE_SLUGS.privacyPolicy} />
}
