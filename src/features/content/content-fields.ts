import type { Field } from 'payload'

import { validationWords, type LinkValidation } from '@/platform/admin-validation'

/** A slug as it appears in an address: letters, digits and hyphens (case is kept). */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/

export const META_DESCRIPTION_MAX = 160

/**
 * The fields every page and article has: its title, its address, a summary, the body in the
 * rich-text editor, and what search engines and link previews show. The words are written
 * per language; the address and the publication date are the same in both.
 */
export const contentFields: Field[] = [
  { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
  {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar' },
    validate: (value: unknown, { req }: LinkValidation) =>
      typeof value === 'string' && SLUG_PATTERN.test(value) ? true : validationWords(req).slug,
  },
  {
    name: 'summary',
    type: 'textarea',
    required: true,
    localized: true,
    maxLength: 300,
  },
  { name: 'body', type: 'richText', required: true, localized: true },
  {
    name: 'publishedAt',
    type: 'date',
    admin: { position: 'sidebar' },
  },
  {
    name: 'meta',
    type: 'group',
    fields: [
      { name: 'title', type: 'text', localized: true, maxLength: 70 },
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        maxLength: META_DESCRIPTION_MAX,
      },
    ],
  },
]
