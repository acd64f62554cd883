import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'

import { can } from '@/access/permissions'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n'
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

/** A page or article in the language it is shown in: Spanish when written, English otherwise. */
export type LocalizedContent<Doc> = { doc: Doc; locale: Locale }

/** Whether a document has its words in the language it was read in (nothing falls back). */
const isWritten = (doc: { title?: string | null } | undefined): boolean => !!doc?.title

async function findBySlug<Collection extends 'pages' | 'articles'>(
  payload: Payload,
  collection: Collection,
  slug: string,
  draft: boolean,
  locale: Locale,
) {
  const found = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft,
    limit: 1,
    depth: 1,
    locale,
    fallbackLocale: false,
    // Drafts only for an editor's preview; everyone else through the published-only rule.
    overrideAccess: draft,
    user: null,
  })
  return found.docs[0] ?? null
}

/**
 * A page or article by its address, in a language. A Spanish address whose document has no
 * Spanish words yet answers the English document, so that the page can say so.
 */
async function findLocalized<Collection extends 'pages' | 'articles'>(
  payload: Payload,
  collection: Collection,
  slug: string,
  draft: boolean,
  locale: Locale,
) {
  if (locale !== DEFAULT_LOCALE) {
    const doc = await findBySlug(payload, collection, slug, draft, locale)
    if (!doc) return null
    if (isWritten(doc)) return { doc, locale }
  }
  const doc = await findBySlug(payload, collection, slug, draft, DEFAULT_LOCALE)
  return doc && isWritten(doc) ? { doc, locale: DEFAULT_LOCALE } : null
}

export async function findPage(
  payload: Payload,
  slug: string,
  draft = false,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedContent<Page> | null> {
  return findLocalized(payload, 'pages', slug, draft, locale)
}

export async function findArticle(
  payload: Payload,
  slug: string,
  draft = false,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedContent<Article> | null> {
  return findLocalized(payload, 'articles', slug, draft, locale)
}

async function publishedArticles(payload: Payload, locale: Locale): Promise<Article[]> {
  const found = await payload.find({
    collection: 'articles',
    sort: '-publishedAt',
    pagination: false,
    depth: 0,
    locale,
    fallbackLocale: false,
    overrideAccess: false,
    user: null,
  })
  return found.docs
}

/** Published articles, the newest first, each in the language asked for when written in it. */
export async function listArticles(
  payload: Payload,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedContent<Article>[]> {
  const english = await publishedArticles(payload, DEFAULT_LOCALE)
  if (locale === DEFAULT_LOCALE) return english.filter(isWritten).map((doc) => ({ doc, locale }))
  const written = new Map(
    (await publishedArticles(payload, locale)).filter(isWritten).map((doc) => [doc.id, doc] as const),
  )
  return english.flatMap((doc) => {
    const translated = written.get(doc.id)
    if (translated) return [{ doc: translated, locale }]
    return isWritten(doc) ? [{ doc, locale: DEFAULT_LOCALE }] : []
  })
}
