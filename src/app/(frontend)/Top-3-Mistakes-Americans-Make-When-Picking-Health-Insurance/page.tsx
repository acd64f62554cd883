import { ContentRoute, contentRouteMetadata, FEATURED_ARTICLE_SLUG } from '@/features/content/server'
import { getPayloadClient } from '@/platform/payload.server'

export const generateMetadata = async () =>
  contentRouteMetadata(await getPayloadClient(), 'article', FEATURED_ARTICLE_SLUG)

/** The article the header calls "Let's Be Honest", at its exact address (Content → Articles). */
export default async function FeaturedArticlePage() {
  return <ContentRoute payload={await getPayloadClient()} kind="article" slug={FEATURED_ARTICLE_SLUG} />
}
