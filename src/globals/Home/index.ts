import type { GlobalConfig } from 'payload'

import { allow } from '@/access'

const linkHref = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && /^(\/|https:\/\/)/.test(value))
    ? true
    : 'Start with / for a page of the site, or https:// for another site.'

/**
 * The words of the home page: the hero, what Candor does, the health data promise, the
 * newsletter section and where the figures come from. The ZIP search, the quiz and review
 * buttons and the sign-up form stay where they are; editors change the text around them.
 */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  admin: { group: 'Content' },
  access: { read: () => true, update: allow('content.edit') },
  fields: [
    {
      type: 'collapsible',
      label: 'Hero',
      fields: [
        { name: 'heroHeading', type: 'text', required: true, localized: true, maxLength: 120 },
        { name: 'heroLead', type: 'textarea', required: true, localized: true, maxLength: 400 },
      ],
    },
    {
      type: 'collapsible',
      label: 'What Candor does',
      fields: [
        { name: 'jobsHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        {
          name: 'jobs',
          type: 'array',
          // Each language has its own list.
          localized: true,
          minRows: 1,
          maxRows: 6,
          fields: [
            { name: 'title', type: 'text', required: true, localized: true, maxLength: 60 },
            { name: 'text', type: 'textarea', required: true, localized: true, maxLength: 400 },
            { name: 'linkLabel', type: 'text', maxLength: 60 },
            {
              name: 'linkHref',
              type: 'text',
              validate: linkHref,
              admin: { description: 'A path such as /plans, or https://…' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Health data',
      fields: [
        { name: 'healthDataHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'healthDataText', type: 'textarea', required: true, localized: true, maxLength: 600 },
        {
          name: 'healthDataLinkLabel',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 80,
          admin: { description: 'Links to the consumer health data policy in the privacy policy.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Stay in the loop',
      fields: [
        { name: 'loopHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'loopText', type: 'textarea', required: true, localized: true, maxLength: 400 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Sources',
      fields: [
        { name: 'sourcesHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'sourcesText', type: 'textarea', required: true, localized: true, maxLength: 1500 },
      ],
    },
  ],
}
