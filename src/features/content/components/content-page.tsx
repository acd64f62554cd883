import { INTL_LOCALE, localizeHref, type Locale } from '@/lib/i18n'

import { articlePath, pagePath } from '../content-paths'
import { getLocale, getMessages } from '@/platform/locale.server'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

type TextNode = { text?: unknown; children?: TextNode[] }

/** The plain text of a node and its children. */
function textOf(node: TextNode): string {
  return (typeof node.text === 'string' ? node.text : '') + (node.children ?? []).map(textOf).join('')
}

/**
 * "Consumer health data policy" → "consumer-health-data-policy", "Política de privacidad" →
 * "politica-de-privacidad": an anchor others can link to.
 */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A link an editor made to a page or an article of the site. */
function internalHref(doc: unknown): string {
  const { relationTo, value } = (doc ?? {}) as { relationTo?: string; value?: { slug?: unknown } | number | string }
  const slug = typeof value === 'object' && typeof value.slug === 'string' ? value.slug : null
  if (!slug) return '#'
  return relationTo === 'articles' ? articlePath(slug) : pagePath(slug)
}

/**
 * Headings carry an id made from their text, so a section can be linked to; the page's own
 * title is its only h1, so a heading the editor made h1 is shown as h2. A link to a page of
 * the site leads to that page in the language being read.
 */
const convertersIn =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const Tag = (['h2', 'h3', 'h4', 'h5', 'h6'] as const).find((tag) => tag === node.tag) ?? 'h2'
      return <Tag id={headingId(textOf(node as TextNode))}>{children}</Tag>
    },
    link: ({ node, nodesToJSX }) => {
      const url = node.fields.linkType === 'internal' ? internalHref(node.fields.doc) : (node.fields.url ?? '')
      const newTab = node.fields.newTab
      return (
        <a
          href={localizeHref(url, locale)}
          rel={newTab ? 'noopener noreferrer' : undefined}
          target={newTab ? '_blank' : undefined}
        >
          {nodesToJSX({ nodes: node.children })}
        </a>
      )
    },
  })

const formatDayIn = (locale: Locale) => (iso: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(iso))

type ContentDoc = {
  title: string
  summary: string
  body: unknown
  publishedAt?: string | null
  updatedAt: string
  label?: string | null
  author?: string | null
}

/**
 * A page or an article as visitors read it: server-rendered HTML that needs no script. The
 * body is the editors' rich text (headings, lists, links, images with their alternative text).
 */
export async function ContentPage({ doc, isArticle = false }: { doc: ContentDoc; isArticle?: boolean }) {
  const messages = await getMessages()
  const m = messages.content
  const locale = await getLocale()
  const formatDay = formatDayIn(locale)
  const published = doc.publishedAt ?? null
  const updated = doc.updatedAt
  const showUpdated = published !== null && updated.slice(0, 10) > published.slice(0, 10)
  return (
    <article className="text-page content-article">
      {doc.label ? <p className="content-article__label">{doc.label}</p> : null}
      <h1>{doc.title}</h1>
      <p className="text-page__lead">{doc.summary}</p>
      {isArticle ? (
        <p className="content-article__dates">
          {doc.author ? `${m.by(doc.author)} · ` : null}
          {published ? (
            <>
              {m.published} <time dateTime={published}>{formatDay(published)}</time>
            </>
          ) : null}
          {showUpdated ? (
            <>
              {' · '}
              {m.updated} <time dateTime={updated}>{formatDay(updated)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      <RichText
        data={doc.body as SerializedEditorState}
        converters={convertersIn(locale)}
        className="content-article__body"
      />
    </article>
  )
}
