import type { CollectionConfig } from 'payload'

import { contentFields } from '@/features/content/content-fields'
import { articlePath, livePreviewUrl } from '@/features/content/content-paths'

import { editorialCollection } from '../editorial'

/** Explanatory articles, such as "Let's Be Honest": the same editing as pages, plus an author and a label. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'label', '_status', 'publishedAt'],
    group: 'Content',
    livePreview: { url: ({ data }) => livePreviewUrl(articlePath(String(data?.slug ?? ''))) },
    preview: (data) => livePreviewUrl(articlePath(String(data?.slug ?? ''))),
  },
  defaultSort: '-publishedAt',
  ...editorialCollection,
  fields: [
    ...contentFields,
    {
      name: 'label',
      type: 'text',
      maxLength: 40,
      admin: { position: 'sidebar', description: 'A short label shown above the title, such as "Let\'s Be Honest".' },
    },
    { name: 'author', type: 'text', maxLength: 80, admin: { position: 'sidebar' } },
  ],
}
