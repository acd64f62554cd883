import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { getEnv } from '@/lib/env'
import { localizeHref } from '@/lib/i18n'
import { getLocale, getMessages, localeAlternates } from '@/platform/locale.server'

import { articleJsonLd, contentMetadata } from '../content-metadata'
import { articlePath, pagePath } from '../content-paths'
import { findArticle, findPage, isEditorPreview } from '../content.server'
import { ContentPage } from './content-page'
import { PreviewBanner } from './preview-banner'

type Kind = 'page' | 'article'

/**
 * The document of a route, read once per request: the metadata and the page share it. The
 * page gives the app's Payload instance (src/platform/payload.server.ts): a feature does not open it.
 */
const load = cache(async (payload: Payload, kind: Kind, slug: string) => {
  const draft = await isEditorPreview(payload)
  const locale = await getLocale()
  const found =
    kind === 'page' ? await findPage(payload, slug, draft, locale) : await findArticle(payload, slug, draft, locale)
  // A Spanish address whose document has no Spanish words yet shows the English ones.
  return {
    doc: found?.doc ?? null,
    shownIn: found?.locale ?? locale,
    untranslated: !!found && found.locale !== locale,
    draft,
  }
})

const pathOf = (kind: Kind, slug: string) => (kind === 'page' ? pagePath(slug) : articlePath(slug))

/** The metadata of a page or article route; nothing is indexed of a page not yet published. */
export async function contentRouteMetadata(payload: Payload, kind: Kind, slug: string): Promise<Metadata> {
  const { doc, untranslated } = await load(payload, kind, slug)
  if (!doc) return { robots: { index: false } }
  const path = pathOf(kind, slug)
  const metadata = contentMetadata(doc, path, kind === 'article')
  // Not written in Spanish yet: the Spanish address shows the English words, whose own
  // address is the canonical one.
  if (untranslated) return { ...metadata, alternates: { canonical: localizeHref(path, 'en') } }
  const alternates = await localeAlternates(path)
  return { ...metadata, alternates, openGraph: { ...metadata.openGraph, url: alternates.canonical } }
}

/**
 * A page or article route: the published document, or for an editor in preview its newest
 * draft (refreshed as it is saved). Not published yet: the 404 page.
 */
export async function ContentRoute({
  payload,
  kind,
  slug,
  children,
}: {
  payload: Payload
  kind: Kind
  slug: string
  children?: React.ReactNode
}) {
  const { doc, draft, untranslated, shownIn } = await load(payload, kind, slug)
  if (!doc) notFound()
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const m = (await getMessages()).language
  const english = untranslated ? { lang: 'en' } : {}
  return (
    <>
      {draft ? <PreviewBanner /> : null}
      {untranslated ? (
        <p className="content-untranslated">
          {m.untranslated}{' '}
          <AppLink href={pathOf(kind, slug)} hrefLocale="en">
            {m.readInEnglish}
          </AppLink>
        </p>
      ) : null}
      {kind === 'article' ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          // The JSON is escaped for a script element (content-metadata.ts).
          dangerouslySetInnerHTML={{
            __html: articleJsonLd(doc, `${getEnv().siteUrl}${localizeHref(pathOf(kind, slug), shownIn)}`),
          }}
        />
      ) : null}
      <div {...english}>
        <ContentPage doc={doc} isArticle={kind === 'article'} />
      </div>
      {children}
    </>
  )
}
