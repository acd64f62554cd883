import type { Access, CollectionConfig } from 'payload'

import { can } from '@/access/permissions'
import { linkedIssuers } from '@/access/insurer'
import {
  checkHandledNote,
  readsInRecordedAction,
  recordNoteHandled,
  recordNoteReopened,
} from '@/features/insurers/server'

/** An insurer reaches the marks of its own issuers' reviews; an admin reads them all. */
const ownIssuers: Access = ({ req }) => {
  if (can(req.user, 'insurers.audit')) return true
  const issuers = linkedIssuers(req.user)
  return issuers.length > 0 ? { issuerId: { in: issuers } } : false
}

/**
 * A private note an insurer has dealt with. The mark is its own record, apart from the review,
 * which an insurer can never change: made by marking the note handled, deleted by reopening it.
 */
export const HandledNotes: CollectionConfig = {
  slug: 'handled-notes',
  admin: {
    useAsTitle: 'review',
    defaultColumns: ['review', 'issuerId', 'handledBy', 'createdAt'],
    group: 'reviews',
  },
  access: {
    read: ownIssuers,
    create: ({ req }) => linkedIssuers(req.user).length > 0,
    update: () => false,
    delete: ({ req }) => {
      const issuers = linkedIssuers(req.user)
      return issuers.length > 0 ? { issuerId: { in: issuers } } : false
    },
  },
  hooks: {
    beforeOperation: [readsInRecordedAction],
    beforeChange: [checkHandledNote],
    afterChange: [recordNoteHandled],
    afterDelete: [recordNoteReopened],
  },
  fields: [
    // Not required in the table: when a review is deleted, its mark is left without one.
    { name: 'review', type: 'relationship', relationTo: 'reviews', unique: true, index: true },
    { name: 'issuerId', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'handledBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
