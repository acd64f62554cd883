import type { Access, AccessResult, CollectionConfig, FieldAccess } from 'payload'

import { allow } from '@/access'
import { linkedIssuers } from '@/access/insurer'
import { can } from '@/access/permissions'
import { REJECTION_REASON_VALUES } from '@/features/moderation'
import { REPLY_STATUSES } from '@/features/insurers'
import { afterReplyChange, afterReplyDelete, applyReplyChange, readsInRecordedAction } from '@/features/insurers/server'

const checksReplies = (user: unknown) => can(user as never, 'reviews.checkPolicy') || can(user as never, 'reviews.read')

/**
 * Staff who check see every reply; an insurer, the replies to its own plans' reviews in every
 * state; everyone else the published ones.
 */
const readReplies: Access = ({ req }): AccessResult => {
  if (checksReplies(req.user)) return true
  if (can(req.user, 'insurer.inbox')) {
    const issuers = linkedIssuers(req.user)
    return issuers.length > 0 ? { issuerId: { in: issuers } } : false
  }
  return { status: { equals: 'published' } }
}

/** The insurer's own replies: it writes, edits and withdraws them. */
const ownReplies: Access = ({ req }): AccessResult => {
  const issuers = linkedIssuers(req.user)
  if (issuers.length > 0) return { issuerId: { in: issuers } }
  return can(req.user, 'reviews.checkPolicy')
}

const insurers: FieldAccess = ({ req }) => can(req.user, 'insurer.inbox')
const policyCheckers: FieldAccess = ({ req }) => can(req.user, 'reviews.checkPolicy')
const staffOrInsurer: FieldAccess = ({ req }) => checksReplies(req.user) || can(req.user, 'insurer.inbox')
const nobody: FieldAccess = () => false

/**
 * An insurer's public reply to a published review of its plans: one per review, up to 1,000
 * characters, live on the plan page once a policy reviewer has passed it (decision 021).
 */
export const ReviewReplies: CollectionConfig = {
  slug: 'review-replies',
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['body', 'status', 'review', 'submittedAt', 'policyDecision'],
    group: 'reviews',
  },
  defaultSort: '-submittedAt',
  lockDocuments: false,
  access: {
    read: readReplies,
    create: ({ req }) => linkedIssuers(req.user).length > 0,
    update: ownReplies,
    delete: allow('reviews.delete'),
  },
  hooks: {
    beforeOperation: [readsInRecordedAction],
    beforeChange: [applyReplyChange],
    afterChange: [afterReplyChange],
    afterDelete: [afterReplyDelete],
  },
  fields: [
    {
      // Beside the reply: the review it answers and who wrote it, for the policy reviewer's check.
      name: 'reviewContext',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/features/insurers/components/reply-check-context#ReplyCheckContext' },
      },
    },
    // Optional in the table as first made; a review is never deleted without its reply (Reviews' beforeDelete).
    {
      name: 'review',
      type: 'relationship',
      relationTo: 'reviews',
      unique: true,
      index: true,
      access: { update: nobody },
    },
    { name: 'plan', type: 'number', index: true, access: { update: nobody }, admin: { readOnly: true } },
    {
      name: 'issuerId',
      type: 'text',
      index: true,
      access: { update: nobody },
      admin: { readOnly: true },
    },
    { name: 'body', type: 'textarea', access: { create: insurers, update: insurers } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: [...REPLY_STATUSES],
      access: { create: nobody, update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'withdrawn',
      type: 'checkbox',
      defaultValue: false,
      access: { create: nobody, update: insurers },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'policyDecision',
          type: 'select',
          options: ['pass', 'reject'],
          access: { read: staffOrInsurer, create: nobody, update: policyCheckers },
        },
        {
          name: 'rejectionReason',
          type: 'select',
          options: [...REJECTION_REASON_VALUES],
          access: { read: staffOrInsurer, create: nobody, update: policyCheckers },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // Named in the review context beside the reply: as relationships they read as an id to
        // anyone who may not read staff accounts.
        {
          name: 'author',
          type: 'relationship',
          relationTo: 'users',
          access: { read: staffOrInsurer, create: nobody, update: nobody },
          admin: { readOnly: true, hidden: true },
        },
        {
          name: 'decidedBy',
          type: 'relationship',
          relationTo: 'users',
          access: { read: staffOrInsurer, create: nobody, update: nobody },
          admin: { readOnly: true, hidden: true },
        },
        { name: 'decidedAt', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'submittedAt',
          type: 'date',
          index: true,
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
        {
          name: 'firstSubmittedAt',
          type: 'date',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
        { name: 'publishedAt', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true } },
        {
          name: 'firstPublishedAt',
          type: 'date',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'reviewerToldAt',
      type: 'date',
      access: { read: staffOrInsurer, create: nobody, update: nobody },
      admin: { readOnly: true },
    },
  ],
}
