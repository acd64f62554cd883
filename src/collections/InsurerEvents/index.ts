import type { CollectionConfig } from 'payload'

import { INSURER_EVENT_ACTIONS } from '@/features/insurers'

import { fixedTrail } from '../audit-trail'

/**
 * The insurers' audit trail: each issuer link an admin made or ended (with the evidence noted),
 * and everything an insurer did. Written by Candor's own hooks; nobody changes or deletes an
 * entry, through any route.
 */
export const InsurerEvents: CollectionConfig = {
  slug: 'insurer-events',
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'account', 'issuerId', 'review', 'actor'],
    group: 'staff',
  },
  defaultSort: '-createdAt',
  ...fixedTrail('insurers.audit', (words) => words.insurerTrailFixed),
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: [...INSURER_EVENT_ACTIONS] },
    // The account stays named after it is deleted: the link empties, the trail does not.
    { name: 'account', type: 'relationship', relationTo: 'users', index: true },
    { name: 'issuerId', type: 'text', index: true },
    { name: 'review', type: 'relationship', relationTo: 'reviews', index: true },
    { name: 'reviewRef', type: 'number', index: true },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'actorRole', type: 'text' },
    { name: 'note', type: 'textarea' },
  ],
}
