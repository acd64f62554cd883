import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { allow } from '@/access'
import { can } from '@/access/permissions'
import { reviewClock } from '@/features/moderation/business-days'
import { REJECTION_REASONS } from '@/features/moderation/reasons'
import {
  applyStaffDecisions,
  recordStaffDecisions,
  rememberSubmittedReview,
  signalSubmittedReview,
} from '@/features/moderation/review-hooks'
import {
  refreshModerationFiguresAfterChange,
  refreshModerationFiguresAfterDelete,
} from '@/features/moderation/figure-totals.server'
import { SIGNALS } from '@/features/moderation/signals'
import { REVIEW_SUBMISSION_CONTEXT } from '@/features/reviews/contract'
import { refreshPlanPagesAfterChange, refreshPlanPagesAfterDelete } from '@/features/reviews/page-refresh-hooks'
import { refreshRatingTotalsAfterChange, refreshRatingTotalsAfterDelete } from '@/features/reviews/rating-totals.server'
import { RATING_VALUES, ratingScore, type RatingValue } from '@/features/reviews/ratings'

import { languageField } from '../language-field'

/** Staff who review see every review; everyone else sees published ones only. */
const readReviews: Access = ({ req }) => can(req.user, 'reviews.read') || { status: { equals: 'published' } }

/** The private note, the author and where the review came from are for staff only, on every page and API. */
const staffOnly: FieldAccess = ({ req }) => can(req.user, 'reviews.read')

/**
 * Reviews are created only through `POST /api/reviews`, which checks the captcha, the
 * honeypot and the rate limit first and marks its request; Payload's own REST route never
 * carries that mark, so not even staff can add a review, let alone a published one.
 */
const createReviews: Access = ({ req }) => req.context?.[REVIEW_SUBMISSION_CONTEXT] === true

/** Text and ratings are the author's: nobody changes them through the API (redaction excepted, in the hooks). */
const authorsOnly: FieldAccess = () => false
const editorialCheckers: FieldAccess = ({ req }) => can(req.user, 'reviews.checkEditorial')
const policyCheckers: FieldAccess = ({ req }) => can(req.user, 'reviews.checkPolicy')
const eitherChecker: FieldAccess = ({ req }) =>
  can(req.user, 'reviews.checkEditorial') || can(req.user, 'reviews.checkPolicy')

const decisionOptions = [
  { label: 'Pass', value: 'pass' },
  { label: 'Reject', value: 'reject' },
]

const ratingOptions = RATING_VALUES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))

const rating = (name: string, label: string) => ({
  name,
  label,
  type: 'select' as const,
  required: true,
  options: ratingOptions,
  access: { update: authorsOnly },
})

/**
 * Reviews of a plan by its members. Nothing is public until editorial and policy review
 * have published it; the private note goes to the insurer only.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'plan', 'overallRating', 'status', 'waiting', 'signals', 'createdAt'],
    group: 'Reviews',
    description:
      'A review is published when both the editorial check (moderator) and the policy check (policy reviewer) have passed it, made by two different people. The queue: /admin/moderation.',
  },
  defaultSort: '-createdAt',
  // A plan page reads one page of a plan's published reviews, newest first.
  indexes: [
    { fields: ['plan', 'status', 'publishedAt'] },
    { fields: ['plan', 'status', 'overallScore', 'publishedAt'] },
  ],
  // The two checks write different fields, each only by its own role, so a moderator and a
  // policy reviewer may have the same review open at once without overwriting each other.
  lockDocuments: false,
  access: {
    read: readReviews,
    create: createReviews,
    update: ({ req }) => can(req.user, 'reviews.checkEditorial') || can(req.user, 'reviews.checkPolicy'),
    delete: allow('reviews.delete'),
  },
  hooks: {
    beforeChange: [signalSubmittedReview, applyStaffDecisions],
    afterChange: [
      recordStaffDecisions,
      rememberSubmittedReview,
      refreshRatingTotalsAfterChange,
      refreshModerationFiguresAfterChange,
      refreshPlanPagesAfterChange,
    ],
    afterDelete: [refreshRatingTotalsAfterDelete, refreshModerationFiguresAfterDelete, refreshPlanPagesAfterDelete],
  },
  fields: [
    {
      name: 'plan',
      label: 'Plan (nid)',
      type: 'number',
      required: true,
      index: true,
      access: { update: authorsOnly },
    },
    {
      name: 'planSnapshot',
      label: 'Plan as it was when reviewed',
      type: 'group',
      access: { update: authorsOnly },
      fields: [
        { name: 'issuerLegalName', type: 'text' },
        { name: 'state', type: 'text', index: true },
        { name: 'reportingUnit', type: 'text' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      access: { update: authorsOnly },
      admin: { readOnly: true, description: 'Follows from the two checks.' },
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Published', value: 'published' },
        { label: 'Rejected', value: 'rejected' },
      ],
    },
    { name: 'publishedAt', type: 'date', index: true, access: { update: authorsOnly }, admin: { readOnly: true } },
    {
      name: 'waiting',
      label: 'Waiting',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, description: 'Business days since it was received, against the promise of two.' },
      hooks: {
        afterRead: [
          ({ siblingData }) => {
            const review = siblingData as { createdAt?: string; status?: string; decidedAt?: string | null }
            if (!review.createdAt) return null
            const clock = reviewClock(new Date(review.createdAt), new Date(review.decidedAt ?? Date.now()))
            const days = `${clock.elapsed} business ${clock.elapsed === 1 ? 'day' : 'days'}`
            if (review.decidedAt && review.status !== 'pending') return `decided after ${days}`
            return `${days}, due ${clock.dueDay}${clock.isOverdue ? ', OVERDUE' : ''}`
          },
        ],
      },
    },
    {
      type: 'collapsible',
      label: 'Checks',
      admin: { initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'editorialDecision',
              label: 'Editorial check (moderator)',
              type: 'select',
              options: decisionOptions,
              access: { read: staffOnly, update: editorialCheckers },
            },
            {
              name: 'policyDecision',
              label: 'Policy check (policy reviewer)',
              type: 'select',
              options: decisionOptions,
              access: { read: staffOnly, update: policyCheckers },
            },
          ],
        },
        {
          name: 'rejectionReason',
          type: 'select',
          options: Object.entries(REJECTION_REASONS).map(([value, label]) => ({ value, label })),
          access: { read: staffOnly, update: eitherChecker },
          admin: { description: 'Required to reject. The author is told this reason.' },
        },
        {
          name: 'noteToAuthor',
          type: 'textarea',
          maxLength: 1000,
          access: { read: staffOnly, update: eitherChecker },
          admin: { description: 'Optional, sent to the author with a rejection.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'editorialBy',
              type: 'relationship',
              relationTo: 'users',
              access: { read: staffOnly, update: authorsOnly },
              admin: { readOnly: true },
            },
            {
              name: 'editorialAt',
              type: 'date',
              access: { read: staffOnly, update: authorsOnly },
              admin: { readOnly: true },
            },
            {
              name: 'policyBy',
              type: 'relationship',
              relationTo: 'users',
              access: { read: staffOnly, update: authorsOnly },
              admin: { readOnly: true },
            },
            {
              name: 'policyAt',
              type: 'date',
              access: { read: staffOnly, update: authorsOnly },
              admin: { readOnly: true },
            },
          ],
        },
        {
          name: 'decidedAt',
          type: 'date',
          index: true,
          access: { read: staffOnly, update: authorsOnly },
          admin: { readOnly: true },
        },
        {
          name: 'signals',
          type: 'select',
          hasMany: true,
          options: Object.entries(SIGNALS).map(([value, label]) => ({ value, label })),
          access: { read: staffOnly, update: authorsOnly },
          admin: { readOnly: true, description: 'Hints for the people who check; never a decision on their own.' },
        },
        {
          name: 'keepVisible',
          type: 'checkbox',
          access: { read: staffOnly, update: authorsOnly },
          admin: {
            readOnly: true,
            description: 'A published review that readers reported stays visible while it is checked again.',
          },
        },
        {
          name: 'reportCount',
          label: 'Reader reports',
          type: 'number',
          defaultValue: 0,
          access: { read: staffOnly, update: authorsOnly },
          admin: { readOnly: true },
        },
      ],
    },
    rating('overallRating', 'Overall'),
    {
      // The overall rating as 1–5, so a plan's reviews sort by score through an index.
      name: 'overallScore',
      type: 'number',
      min: 1,
      max: 5,
      access: { update: authorsOnly },
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ operation, siblingData, value }) =>
            operation === 'create' && RATING_VALUES.includes(siblingData.overallRating)
              ? ratingScore(siblingData.overallRating as RatingValue)
              : value,
        ],
      },
    },
    rating('accessToCareRating', 'Timely access to care'),
    rating('customerServiceRating', 'Customer service'),
    rating('priceTransparencyRating', 'Price transparency'),
    {
      name: 'publicMessage',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 1000,
      access: { update: eitherChecker },
      admin: { description: 'Staff may only replace personal information with [personal information removed].' },
    },
    {
      name: 'privateMessage',
      label: 'Private note to the insurer',
      type: 'textarea',
      maxLength: 500,
      access: { read: staffOnly, update: eitherChecker },
    },
    { name: 'displayName', type: 'text', required: true, maxLength: 120, access: { update: eitherChecker } },
    { name: 'email', type: 'email', required: true, index: true, access: { read: staffOnly, update: authorsOnly } },
    {
      name: 'member',
      label: 'Member account',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      access: { read: staffOnly, update: authorsOnly },
      admin: { readOnly: true, description: 'Set when the review was written while signed in, or claimed later.' },
    },
    {
      name: 'clientId',
      label: 'Submission id',
      type: 'text',
      unique: true,
      index: true,
      access: { read: staffOnly },
      admin: {
        readOnly: true,
        description: 'Made by the browser for this review, so that a resent review is never stored twice.',
      },
    },
    {
      name: 'captchaId',
      type: 'text',
      unique: true,
      access: { read: staffOnly },
      admin: { hidden: true },
    },
    languageField('The language of the page it was written on: the mail about the decision is in it.', {
      read: staffOnly,
      update: () => false,
    }),
    {
      name: 'clientHash',
      label: 'Client (keyed hash)',
      type: 'text',
      index: true,
      access: { read: staffOnly },
      admin: { readOnly: true, description: 'A keyed hash of the address it came from; the address is not kept.' },
    },
  ],
}
