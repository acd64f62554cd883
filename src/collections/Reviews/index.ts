import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { allow } from '@/access'
import { can } from '@/access/permissions'
import { RATING_VALUES } from '@/features/reviews/ratings'

import { refreshPlanPagesAfterChange, refreshPlanPagesAfterDelete } from './hooks'

/** Staff who review see every review; everyone else sees published ones only. */
const readReviews: Access = ({ req }) => can(req.user, 'reviews.read') || { status: { equals: 'published' } }

/** The private note and the author's email are for staff only, on every page and API. */
const staffOnly: FieldAccess = ({ req }) => can(req.user, 'reviews.read')

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
    create: allow('reviews.checkEditorial'),
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
  ],
}
