import type { CollectionConfig } from 'payload'

import { REJECTION_REASON_VALUES, READER_REPORT_REASON_VALUES } from '@/features/moderation'

import { fixedTrail } from '../audit-trail'

export const MODERATION_ACTIONS = [
  'editorial-pass',
  'editorial-reject',
  'policy-pass',
  'policy-reject',
  'redact',
  'published',
  'rejected',
  'reported',
  // Taken off the site by readers' reports of illegal or harmful content, and put back by staff.
  'hidden',
  'restored',
  'reply-published',
  'reply-rejected',
] as const

export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/**
 * The audit trail of moderation: who did what to which review, when, and why. Entries are
 * written by Candor's own hooks and can be neither changed nor deleted, by anyone, through
 * any route.
 */
export const ModerationEvents: CollectionConfig = {
  slug: 'moderation-events',
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'review', 'actor', 'reason'],
    group: 'reviews',
  },
  defaultSort: '-createdAt',
  ...fixedTrail('moderation.audit', (words) => words.auditTrailFixed),
  fields: [
    // The trail outlives the review: when a review is deleted (an author deleting their account),
    // the link empties and the id stays.
    { name: 'review', type: 'relationship', relationTo: 'reviews', index: true },
    { name: 'reviewRef', type: 'number', required: true, index: true },
    { name: 'action', type: 'select', required: true, index: true, options: [...MODERATION_ACTIONS] },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'actorRole', type: 'text' },
    {
      name: 'reason',
      type: 'select',
      options: [...new Set([...REJECTION_REASON_VALUES, ...READER_REPORT_REASON_VALUES])],
    },
    { name: 'note', type: 'textarea' },
    { name: 'overallRating', type: 'text' },
  ],
}
