import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { allow } from '@/access'
import { can } from '@/access/permissions'
import { RATING_VALUES } from '@/features/reviews/ratings'

import { refreshPlanPagesAfterChange, refreshPlanPagesAfterDelete } from './hooks'

/** Staff who review see every review; everyone else sees published ones only. */
const readReviews: Access = ({ req }) => can(req.user, 'reviews.read') || { status: { equals: 'published' } }

/** The private note, the author and where the review came from are for staff only, on every page and API. */
const staffOnly: FieldAccess = ({ req }) => can(req.user, 'reviews.read')

/**
 * Visitors and members create reviews only through `POST /api/reviews`, which checks the
 * captcha, the honeypot and the rate limit first and marks its request; Payload's own REST
 * route never carries that mark.
 */
const createReviews: Access = ({ req }) =>
  can(req.user, 'reviews.checkEditorial') || req.context?.[REVIEW_SUBMISSION_CONTEXT] === true

/** Set on the request context by the review submission use case. */
export const REVIEW_SUBMISSION_CONTEXT = 'candorReviewSubmission'

const ratingOptions = RATING_VALUES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))

const rating = (name: string, label: string) => ({
  name,
  label,
  type: 'select' as const,
  required: true,
  options: ratingOptions,
})

/**
 * Reviews of a plan by its members. Nothing is public until editorial and policy review
 * have published it; the private note goes to the insurer only.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'plan', 'overallRating', 'status', 'createdAt'],
    group: 'Reviews',
  },
  defaultSort: '-createdAt',
  access: {
    read: readReviews,
    create: createReviews,
    update: ({ req }) => can(req.user, 'reviews.checkEditorial') || can(req.user, 'reviews.checkPolicy'),
    delete: allow('reviews.delete'),
  },
  hooks: {
    afterChange: [refreshPlanPagesAfterChange],
    afterDelete: [refreshPlanPagesAfterDelete],
  },
  fields: [
    {
      name: 'plan',
      label: 'Plan (nid)',
      type: 'number',
      required: true,
      index: true,
    },
    {
      name: 'planSnapshot',
      label: 'Plan as it was when reviewed',
      type: 'group',
      fields: [
        { name: 'issuerLegalName', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'reportingUnit', type: 'text' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Published', value: 'published' },
        { label: 'Rejected', value: 'rejected' },
      ],
    },
    { name: 'publishedAt', type: 'date', index: true },
    rating('overallRating', 'Overall'),
    rating('accessToCareRating', 'Timely access to care'),
    rating('customerServiceRating', 'Customer service'),
    rating('priceTransparencyRating', 'Price transparency'),
    { name: 'publicMessage', type: 'textarea', required: true, minLength: 50, maxLength: 1000 },
    {
      name: 'privateMessage',
      label: 'Private note to the insurer',
      type: 'textarea',
      maxLength: 500,
      access: { read: staffOnly },
    },
    { name: 'displayName', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true, access: { read: staffOnly } },
    {
      name: 'member',
      label: 'Member account',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      access: { read: staffOnly },
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
