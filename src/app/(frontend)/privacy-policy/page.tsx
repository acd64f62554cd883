import { ContentRoute, contentRouteMetadata, PAGE_SLUGS } from '@/features/content/server'
import { getPayloadClient } from '@/platform/payload.server'

export const generateMetadata = async () =>
  contentRouteMetadata(await getPayloadClient(), 'page', PAGE_SLUGS.privacyPolicy)

/** `/privacy-policy`: written and published by editors in the admin (Content → Pages). */
export default async function PrivacyPolicyPage() {
  return <ContentRoute payload={await getPayloadClient()} kind="page" slug={PAGE_SLUGS.privacyPolicy} />
}
