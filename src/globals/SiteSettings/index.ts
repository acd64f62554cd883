import type { GlobalConfig } from 'payload'

import { allow } from '@/access'

/** Settings admins change without a deploy: where contact messages go, and the postal address mail carries. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'staff' },
  access: { read: allow('settings.edit'), update: allow('settings.edit') },
  fields: [
    {
      name: 'contactEmail',
      type: 'email',
    },
    {
      name: 'postalAddress',
      type: 'textarea',
      maxLength: 300,
    },
  ],
}
