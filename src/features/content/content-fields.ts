import type { Field } from 'payload'

/** A slug as it appears in an address: letters, digits and hyphens (case is kept). */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/

export const SLUG_MESSAGE = 'Use letters, digits and single hyphens only, such as terms-of-service.'

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
    admin: { position: 'sidebar', description: 'The address: /{slug} for pages, /articles/{slug} for articles.' },
    validate: (value: unknown) => (typeof value === 'string' && SLUG_PATTERN.test(value) ? true : SLUG_MESSAGE),
  },
  {
    name: 'summary',
    type: 'textarea',
    required: true,
    localized: true,
    maxLength: 300,
    admin: { description: 'One or two sentences: shown in lists and, unless set below, to search engines.' },
  },
  { name: 'body', type: 'richText', required: true, localized: true },
  {
    name: 'publishedAt',
    type: 'date',
    admin: { position: 'sidebar', description: 'Shown as the publication date. Set when first published.' },
  },
  {
    name: 'meta',
    type: 'group',
    label: 'Search and sharing',
    fields: [
      { name: 'title', type: 'text', localized: true, maxLength: 70, admin: { description: 'Defaults to the title.' } },
      {
        name: 'description',
        type: 'textarea',
        localized: true,
        maxLength: META_DESCRIPTION_MAX,
        admin: { description: `Defaults to the summary. At most ${META_DESCRIPTION_MAX} characters.` },
      },
    ],
  },
]
