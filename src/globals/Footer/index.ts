import type { GlobalConfig } from 'payload'

import { allow } from '@/access'

import { SITE_OR_HTTPS_LINK, validationWords, type LinkValidation } from '@/platform/admin-validation'

/**
 * The footer of every public page: the residency notice, the link groups and the social
 * links. Editors change it here; its first content is the site's own (features/frame).
 */
export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'content' },
  access: { read: () => true, update: allow('content.edit') },
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
              options: ['link', 'stay-in-the-loop', 'write-review'],
            },
            {
              name: 'href',
              type: 'text',
              admin: { condition: (_, sibling) => sibling?.kind === 'link' },
              validate: (value: unknown, { req, siblingData }: LinkValidation) =>
                siblingData.kind !== 'link' || (typeof value === 'string' && SITE_OR_HTTPS_LINK.test(value))
                  ? true
                  : validationWords(req).linkHref,
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
          options: ['facebook', 'instagram', 'linkedin'],
        },
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        {
          name: 'href',
          type: 'text',
          required: true,
          validate: (value: unknown, { req }: LinkValidation) =>
            typeof value === 'string' && /^https:\/\//.test(value) ? true : validationWords(req).httpsOnly,
        },
      ],
    },
  ],
}
