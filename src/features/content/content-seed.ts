import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n'

import { FEATURED_ARTICLE_SLUG, PAGE_SLUGS } from './content-paths'
import { asSystem } from '@/lib/as-system'

/**
 * Where the first content of the site is kept, as Markdown with a title and a summary. A
 * file of the same name under `es/` holds a page's Spanish words.
 */
export const CONTENT_SEED_DIR = path.resolve(process.cwd(), 'seed/content')

type SeedEntry =
  | { collection: 'pages'; slug: string; file: string }
  | { collection: 'articles'; slug: string; file: string; label: string; author: string }

export const CONTENT_SEED: readonly SeedEntry[] = [
  {
    collection: 'articles',
    slug: FEATURED_ARTICLE_SLUG,
    file: 'top-3-mistakes.md',
    label: "Let's Be Honest",
    author: 'Candor',
  },
  { collection: 'pages', slug: PAGE_SLUGS.termsOfService, file: 'terms-of-service.md' },
  { collection: 'pages', slug: PAGE_SLUGS.privacyPolicy, file: 'privacy-policy.md' },
  { collection: 'pages', slug: PAGE_SLUGS.contact, file: 'contact.md' },
]

export type SeedText = { title: string; summary: string; label?: string; markdown: string }

/** A seed file: `---`, `title:` and `summary:` lines (and an article's `label:`), `---`, then the Markdown body. */
export function readSeedText(text: string, file = 'seed'): SeedText {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'))
  if (!match) throw new Error(`${file}: the file must start with a --- block holding its title and summary`)
  const fields = Object.fromEntries(
    match[1]!.split('\n').flatMap((line) => {
      const pair = /^(\w+):\s*(.*)$/.exec(line)
      return pair ? [[pair[1]!, pair[2]!.trim()]] : []
    }),
  )
  if (!fields.title || !fields.summary) throw new Error(`${file}: title and summary are both needed`)
  return {
    title: fields.title,
    summary: fields.summary,
    ...(fields.label ? { label: fields.label } : {}),
    markdown: match[2]!.trim(),
  }
}

/**
 * Gives a fresh install its pages and its article, published, from the Markdown in
 * seed/content. A page or article that exists (published or draft) is left exactly as the
 * editors made it: a later start never overwrites their work. Answers the slugs created.
 */
export async function loadContentSeedIfMissing(payload: Payload, dir = CONTENT_SEED_DIR): Promise<string[]> {
  // The rich-text converter is large: it loads when there is something to seed, not with this module.
  const { convertMarkdownToLexical, editorConfigFactory } = await import('@payloadcms/richtext-lexical')
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const created: string[] = []
  for (const entry of CONTENT_SEED) {
    const existing = await payload.count({
      collection: entry.collection,
      where: { slug: { equals: entry.slug } },
      ...asSystem('seed'),
    })
    if (existing.totalDocs > 0) continue
    const file = path.join(dir, entry.file)
    const seed = readSeedText(fs.readFileSync(file, 'utf8'), file)
    const words = (text: SeedText) => ({
      title: text.title,
      summary: text.summary,
      body: convertMarkdownToLexical({ editorConfig, markdown: text.markdown }),
    })
    const common = {
      ...words(seed),
      slug: entry.slug,
      _status: 'published' as const,
      publishedAt: new Date().toISOString(),
    }
    const doc =
      entry.collection === 'articles'
        ? await payload.create({
            collection: 'articles',
            ...asSystem('seed'),
            data: { ...common, label: entry.label, author: entry.author },
          })
        : await payload.create({ collection: 'pages', ...asSystem('seed'), data: common })
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      const translated = path.join(dir, locale, entry.file)
      if (!fs.existsSync(translated)) continue
      const text = readSeedText(fs.readFileSync(translated, 'utf8'), translated)
      await payload.update({
        collection: entry.collection,
        id: doc.id,
        locale,
        ...asSystem('seed'),
        data: { ...words(text), ...(text.label ? { label: text.label } : {}), _status: 'published' },
      })
    }
    created.push(entry.slug)
  }
  return created
}
