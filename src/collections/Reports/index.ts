import type { CollectionConfig, Where } from 'payload'

import { reportHolderWhere } from '@/access/capability'
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
    // Staff who manage reports; a member their own (call 3); whoever holds a report's id, that
    // report, unless another account owns it (calls 4 and 5, and deleting it).
    read: ({ req }) => {
      if (can(req.user, 'reports.manage')) return true
      const held = reportHolderWhere(req)
      const own: Where | null = req.user?.collection === 'members' ? { owner: { equals: req.user.id } } : null
      if (held && own) return { or: [held, own] }
      return held ?? own ?? false
    },
    create: () => false,
    update: ({ req }) => reportHolderWhere(req) ?? false,
    delete: ({ req }) => can(req.user, 'reports.manage') || (reportHolderWhere(req) ?? false),
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
