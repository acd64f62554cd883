import type { GlobalConfig } from 'payload'

import { allow } from '@/access'
import { inEachLanguage } from '@/platform/staff-words'

import { SITE_OR_HTTPS_LINK, validationWords, type LinkValidation } from '@/platform/admin-validation'

const linkHref = (value: unknown, { req }: LinkValidation) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && SITE_OR_HTTPS_LINK.test(value))
    ? true
    : validationWords(req).linkHref

/**
 * The words of the home page: the hero, what Candor does, the health data promise, the
 * newsletter section and where the figures come from. The ZIP search, the quiz and review
 * buttons and the sign-up form stay where they are; editors change the text around them.
 */
export const Home: GlobalConfig = {
  slug: 'home',
  admin: { group: 'content' },
  access: { read: () => true, update: allow('content.edit') },
  fields: [
    {
      type: 'collapsible',
      label: inEachLanguage((words) => words.staffFields.globals.home.fields.hero),
      fields: [
        { name: 'heroHeading', type: 'text', required: true, localized: true, maxLength: 120 },
        { name: 'heroLead', type: 'textarea', required: true, localized: true, maxLength: 400 },
      ],
    },
    {
      type: 'collapsible',
      label: inEachLanguage((words) => words.staffFields.globals.home.fields.jobsSection),
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
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: inEachLanguage((words) => words.staffFields.globals.home.fields.healthData),
      fields: [
        { name: 'healthDataHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'healthDataText', type: 'textarea', required: true, localized: true, maxLength: 600 },
        {
          name: 'healthDataLinkLabel',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 80,
        },
      ],
    },
    {
      type: 'collapsible',
      label: inEachLanguage((words) => words.staffFields.globals.home.fields.loop),
      fields: [
        { name: 'loopHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'loopText', type: 'textarea', required: true, localized: true, maxLength: 400 },
      ],
    },
    {
      type: 'collapsible',
      label: inEachLanguage((words) => words.staffFields.globals.home.fields.sources),
      fields: [
        { name: 'sourcesHeading', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'sourcesText', type: 'textarea', required: true, localized: true, maxLength: 1500 },
      ],
    },
  ],
}
