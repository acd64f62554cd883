import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { AppLink } from '@/components/ui/app-link'
import { getEnv } from '@/lib/env'
import { localizeHref } from '@/lib/i18n'
import { getLocale, getMessages } from '@/lib/locale.server'
import { getPayloadClient } from '@/lib/payload'

import { articleJsonLd, contentMetadata } from '../content-metadata'
import { articlePath, pagePath } from '../content-paths'
import { findArticle, findPage, isEditorPreview } from '../content.server'
import { ContentPage } from './content-page'
import { PreviewBanner } from './preview-banner'

type Kind = 'page' | 'article'

async function load(kind: Kind, slug: string) {
  const payload = await getPayloadClient()
  const draft = await isEditorPreview(payload)
  const doc = kind === 'page' ? await findPage(payload, slug, draft) : await findArticle(payload, slug, draft)
  return { doc, draft }
}

const pathOf = (kind: Kind, slug: string) => (kind === 'page' ? pagePath(slug) : articlePath(slug))

/** The metadata of a page or article route; nothing is indexed of a page not yet published. */
export async function contentRouteMetadata(kind: Kind, slug: string): Promise<Metadata> {
  const { doc } = await load(kind, slug)
  if (!doc) return { robots: { index: false } }
  const path = pathOf(kind, slug)
  const metadata = contentMetadata(doc, path, kind === 'article')
  // Editors write these pages in English: the Spanish address shows the English text, whose
  // own address is the canonical one.
  if ((await getLocale()) !== 'en') return { ...metadata, alternates: { canonical: localizeHref(path, 'en') } }
  return metadata
}

/**
 * A page or article route: the published document, or for an editor in preview its newest
 * draft (refreshed as it is saved). Not published yet: the 404 page.
 */
export async function ContentRoute({ kind, slug, children }: { kind: Kind; slug: string; children?: React.ReactNode }) {
  const { doc, draft } = await load(kind, slug)
  if (!doc) notFound()
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const untranslated = (await getLocale()) !== 'en'
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
          dangerouslySetInnerHTML={{ __html: articleJsonLd(doc, `${getEnv().siteUrl}${pathOf(kind, slug)}`) }}
        />
      ) : null}
      <div {...english}>
        <ContentPage doc={doc} isArticle={kind === 'article'} />
      </div>
      {children}
    </>
  )
}
