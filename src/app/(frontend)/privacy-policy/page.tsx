import { ContentRoute, contentRouteMetadata } from '@/features/content/components'
import { PAGE_SLUGS } from '@/features/content/node'

export const generateMetadata = () => contentRouteMetadata('page', PAGE_SLUGS.privacyPolicy)

/** `/privacy-policy`: written and published by editors in the admin (Content → Pages). */
export default function PrivacyPolicyPage() {
  return <ContentRoute kind="page" slug={PAGE_SLUGS.privacyPolicy} />
}
