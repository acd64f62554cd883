import type { CollectionConfig } from 'payload'

import { allow, allowField, allowOrSelf } from '@/access'
import { can } from '@/access/permissions'
import { STAFF_ROLES } from '@/access/roles'
import { recordIssuerLinks, stampIssuerLinks } from '@/features/insurers/server'

import { makeFirstUserAdmin } from './hooks'
import { currentPasswordField, guardOwnAccountChanges, mailOwnEmailChange } from './own-account'

/** Staff accounts for the admin area. Members have their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'staff',
  },
  auth: {
    // Wrong passwords never lock an account, so no stranger can lock its owner out: they are
    // counted per connection and account instead (platform/login-attempts.server.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production',
    },
  },
  access: {
    admin: ({ req }) => can(req.user, 'admin.enter'),
    create: allow('staff.manage'),
    read: allowOrSelf('staff.manage'),
    update: allowOrSelf('staff.manage'),
    delete: allow('staff.manage'),
    unlock: allow('staff.manage'),
  },
  hooks: {
    beforeChange: [makeFirstUserAdmin, stampIssuerLinks, guardOwnAccountChanges],
    afterChange: [recordIssuerLinks, mailOwnEmailChange],
  },
  fields: [
    currentPasswordField,
    {
      name: 'name',
      type: 'text',
      maxLength: 120,
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      // Offered on the first-user screen (nobody signed in yet) as admin, which it will be.
      defaultValue: ({ user }) => (user ? 'editor' : 'admin'),
      saveToJWT: true,
      options: [...STAFF_ROLES],
      access: {
        create: allowField('staff.manage'),
        update: allowField('staff.manage'),
      },
    },
    {
      // The HIOS issuers an insurer account answers for, each linked by an admin who checked who
      // the person is. Who linked it and when are stamped by the hooks; the audit trail keeps
      // every link made and ended.
      name: 'issuerLinks',
      type: 'array',
      saveToJWT: false,
      admin: {
        condition: (data) => can({ collection: 'users', role: data?.role }, 'insurer.inbox'),
        initCollapsed: false,
      },
      access: {
        create: allowField('staff.manage'),
        update: allowField('staff.manage'),
      },
      fields: [
        // Picked by name and state from the issuers of the plan data; checked in the hook: five
        // digits, an issuer of the plan data, once per account.
        {
          name: 'issuerId',
          type: 'text',
          required: true,
          admin: { components: { Field: '/features/insurers/components/issuer-link-fields#IssuerPickerField' } },
        },
        // Set by the hooks, never by the form: shown as one sentence (who, when) that nobody edits.
        // The admin who linked it is named by id only, not with their account: the signed-in
        // insurer's own record travels with every admin page.
        { name: 'linkedBy', type: 'relationship', relationTo: 'users', maxDepth: 0, admin: { hidden: true } },
        { name: 'linkedAt', type: 'date', admin: { hidden: true } },
        {
          name: 'linkRecord',
          type: 'ui',
          admin: { components: { Field: '/features/insurers/components/issuer-link-fields#IssuerLinkRecordField' } },
        },
        { name: 'evidence', type: 'textarea', required: true, maxLength: 1000 },
      ],
    },
    {
      // Where the last daily digest of new private notes ended (insurers only).
      name: 'digestSentAt',
      type: 'date',
      admin: { hidden: true },
      access: { create: () => false, update: () => false },
    },
  ],
}
