import { permanentRedirect } from 'next/navigation'

import { ContentRoute, contentRouteMetadata, FEATURED_ARTICLE_SLUG } from '@/features/content/server'
import { getPayloadClient } from '@/platform/payload.server'
import { ROUTES } from '@/platform/routes'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  return contentRouteMetadata(await getPayloadClient(), 'article', (await params).slug)
}

/** `/articles/{slug}`: an article (Content → Articles). The featured one lives at its own address. */
export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  if (slug === FEATURED_ARTICLE_SLUG) permanentRedirect(ROUTES.article)
  return <ContentRoute payload={await getPayloadClient()} kind="article" slug={slug} />
}
