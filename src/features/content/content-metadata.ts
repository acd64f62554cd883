import type { Metadata } from 'next'

import { site as siteMessages } from '@/messages/en/site'

type Described = {
  title: string
  summary: string
  publishedAt?: string | null
  updatedAt: string
  author?: string | null
  meta?: { title?: string | null; description?: string | null } | null
}

/** Title, description, canonical address and Open Graph of a page or an article. */
export function contentMetadata(doc: Described, path: string, isArticle = false): Metadata {
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || doc.summary
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      type: isArticle ? 'article' : 'website',
      ...(isArticle && doc.publishedAt ? { publishedTime: doc.publishedAt, modifiedTime: doc.updatedAt } : {}),
    },
  }
}

/** Schema.org `Article` data for an article, for search engines. */
export function articleJsonLd(doc: Described, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: doc.title,
    description: doc.summary,
    url,
    datePublished: doc.publishedAt ?? undefined,
    dateModified: doc.updatedAt,
    author: { '@type': doc.author ? 'Person' : 'Organization', name: doc.author || siteMessages.name },
    publisher: { '@type': 'Organization', name: siteMessages.name },
  }
  // Inside a <script> element: "<" is escaped so the text can never close it.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
