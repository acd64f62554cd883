import type { CollectionConfig } from 'payload'

import { allow } from '@/access'
import { readPublishedOrEdit } from '@/access/content'
import { stampPublicationDate } from '@/features/content/server'

/**
 * What pages and articles share: editors write, visitors read only what is published;
 * drafts with autosave, versions and scheduled publishing; a publication date on first
 * publish; cached renderings dropped on each change.
 */
export const editorialCollection = {
  access: {
    read: readPublishedOrEdit,
    readVersions: allow('content.edit'),
    create: allow('content.edit'),
    update: allow('content.edit'),
    delete: allow('content.edit'),
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  hooks: { beforeChange: [stampPublicationDate] },
} satisfies Partial<CollectionConfig>
