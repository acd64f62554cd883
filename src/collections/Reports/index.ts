import type { CollectionConfig } from 'payload'

import { allow } from '@/access'
import { can } from '@/access/permissions'

/**
 * Issuer reports: a person's quiz answers and the ranking made from them. Read and written
 * only through Candor's report calls (4 and 5) and the owner's account (call 3): an owned
 * report is visible to its owner alone, and the answers about health never leave in an API
 * answer to anyone else. Admins may delete one on request.
 */
export const Reports: CollectionConfig = {
  slug: 'reports',
  admin: { useAsTitle: 'reportId', defaultColumns: ['reportId', 'owner', 'updatedAt'], group: 'members' },
  access: {
    // Staff who manage reports, and a member their own (calls 3 and 4 read with the caller's access).
    read: ({ req }) => {
      if (can(req.user, 'reports.manage')) return true
      if (req.user?.collection === 'members') return { owner: { equals: req.user.id } }
      return false
    },
    create: () => false,
    update: () => false,
    delete: allow('reports.manage'),
  },
  fields: [
    { name: 'reportId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'owner', type: 'relationship', relationTo: 'members', index: true, admin: { readOnly: true } },
    // The key the browser chose for a new report, so that a creation sent twice makes one report.
    { name: 'clientId', type: 'text', unique: true, index: true, admin: { readOnly: true, hidden: true } },
    {
      name: 'answers',
      type: 'json',
      admin: { readOnly: true },
    },
  ],
}
