import { ContentRoute, contentRouteMetadata } from '@/features/content/components'
import { FEATURED_ARTICLE_SLUG } from '@/features/content/node'

export const generateMetadata = () => contentRouteMetadata('article', FEATURED_ARTICLE_SLUG)

/** The article the header calls "Let's Be Honest", at its exact address (Content → Articles). */
export default function FeaturedArticlePage() {
  return <ContentRoute kind="article" slug={FEATURED_ARTICLE_SLUG} />
}
