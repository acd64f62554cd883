import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'

import { can } from '@/access/permissions'
import type { Article, Page } from '@/payload-types'

/**
 * Whether this request may see drafts: draft mode is on (set only by the preview route, for
 * an editor holding the preview secret) and the request is still an editor's (the admin
 * login cookie). A visitor with a copied cookie sees published content only.
 */
export async function isEditorPreview(payload: Payload): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const { user } = await payload.auth({ headers: await headers(), canSetHeaders: false })
  return can(user, 'content.edit')
}

async function findBySlug<Collection extends 'pages' | 'articles'>(
  payload: Payload,
  collection: Collection,
  slug: string,
  draft: boolean,
) {
  const found = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft,
    limit: 1,
    depth: 1,
    // Drafts only for an editor's preview; everyone else through the published-only rule.
    overrideAccess: draft,
    user: null,
  })
  return found.docs[0] ?? null
}

export async function findPage(payload: Payload, slug: string, draft = false): Promise<Page | null> {
  return findBySlug(payload, 'pages', slug, draft)
}

export async function findArticle(payload: Payload, slug: string, draft = false): Promise<Article | null> {
  return findBySlug(payload, 'articles', slug, draft)
}

/** Published articles, the newest first. */
export async function listArticles(payload: Payload): Promise<Article[]> {
  const found = await payload.find({
    collection: 'articles',
    sort: '-publishedAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: null,
  })
  return found.docs
}
