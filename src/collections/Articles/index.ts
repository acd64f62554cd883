import type { CollectionConfig } from 'payload'

import { contentFields, articlePath, livePreviewUrl } from '@/features/content/server'

import { editorialCollection } from '../editorial'

/** Explanatory articles, such as "Let's Be Honest": the same editing as pages, plus an author and a label. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'label', '_status', 'publishedAt'],
    group: 'content',
    // The preview opens the page in the language being edited.
    livePreview: { url: ({ data, locale }) => livePreviewUrl(articlePath(String(data?.slug ?? '')), locale.code) },
    preview: (data, { locale }) => livePreviewUrl(articlePath(String(data?.slug ?? '')), locale),
  },
  defaultSort: '-publishedAt',
  ...editorialCollection,
  fields: [
    ...contentFields,
    {
      name: 'label',
      type: 'text',
      localized: true,
      maxLength: 40,
      admin: { position: 'sidebar' },
    },
    { name: 'author', type: 'text', maxLength: 80, admin: { position: 'sidebar' } },
  ],
}
