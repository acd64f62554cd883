import type { CollectionConfig } from 'payload'

import { contentFields, livePreviewUrl, pagePath } from '@/features/content/server'

import { editorialCollection } from '../editorial'

/**
 * The site's standing pages (terms of service, privacy policy, contact): written by editors,
 * with drafts, versions, scheduled publishing and live preview. Visitors read only what is
 * published.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'content',
    // The preview opens the page in the language being edited.
    livePreview: { url: ({ data, locale }) => livePreviewUrl(pagePath(String(data?.slug ?? '')), locale.code) },
    preview: (data, { locale }) => livePreviewUrl(pagePath(String(data?.slug ?? '')), locale),
  },
  ...editorialCollection,
  fields: contentFields,
}
