import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { allow } from '@/access'
import { getEnv } from '@/lib/env'

/** Images for pages and articles, kept on disk beside the database; every one needs its alternative text. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'content', useAsTitle: 'alt' },
  access: {
    read: () => true,
    create: allow('content.edit'),
    update: allow('content.edit'),
    delete: allow('content.edit'),
  },
  upload: {
    staticDir: path.resolve(getEnv().dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 250,
    },
  ],
}
