import type { GlobalConfig } from 'payload'

import { allow } from '@/access'

/** Settings admins change without a deploy: where contact messages go, and the postal address mail carries. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Staff' },
  access: { read: allow('settings.edit'), update: allow('settings.edit') },
  fields: [
    {
      name: 'contactEmail',
      type: 'email',
      admin: {
        description: 'Where contact messages are mailed. Empty: the sender address of Candor’s mail (EMAIL_FROM).',
      },
    },
    {
      name: 'postalAddress',
      type: 'textarea',
      maxLength: 300,
      admin: {
        description:
          'Candor’s postal address, printed at the foot of the newsletter as the law on commercial mail asks.',
      },
    },
  ],
}
