import type { GlobalConfig } from 'payload'

import { allow } from '@/access'
import { refreshEveryPage } from '@/features/content/content-hooks'

/**
 * The footer of every public page: the residency notice, the link groups and the social
 * links. Editors change it here; its first content is the site's own (features/frame).
 */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Content' },
  access: { read: () => true, update: allow('content.edit') },
  hooks: { afterChange: [refreshEveryPage] },
  fields: [
    { name: 'notice', type: 'text', required: true, localized: true, maxLength: 200 },
    {
      name: 'groups',
      type: 'array',
      // Each language has its own groups and links.
      localized: true,
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 60 },
        {
          name: 'links',
          type: 'array',
          minRows: 1,
          maxRows: 8,
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60 },
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'link',
              options: [
                { label: 'A link', value: 'link' },
                { label: 'Stay in the loop (the home page sign-up)', value: 'stay-in-the-loop' },
                { label: 'Write a review (opens the review dialog)', value: 'write-review' },
              ],
            },
            {
              name: 'href',
              type: 'text',
              admin: {
                condition: (_, sibling) => sibling?.kind === 'link',
                description: 'A path such as /contact, or https://…',
              },
              validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
                siblingData.kind !== 'link' || (typeof value === 'string' && /^(\/|https:\/\/)/.test(value))
                  ? true
                  : 'Start with / for a page of the site, or https:// for another site.',
            },
          ],
        },
      ],
    },
    { name: 'socialHeading', type: 'text', required: true, localized: true, maxLength: 60 },
    {
      name: 'social',
      type: 'array',
      localized: true,
      maxRows: 6,
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: [
            { label: 'Facebook', value: 'facebook' },
            { label: 'Instagram', value: 'instagram' },
            { label: 'LinkedIn', value: 'linkedin' },
          ],
        },
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        {
          name: 'href',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^https:\/\//.test(value) ? true : 'Use an https:// address.',
        },
      ],
    },
  ],
}
