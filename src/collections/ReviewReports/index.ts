import type { CollectionConfig } from 'payload'

import { allow } from '@/access'
import { READER_REPORT_REASON_VALUES } from '@/features/moderation'

/**
 * Readers' reports of published reviews ("Report this review"): one per person per review,
 * made only through `POST /api/reviews/{id}/report`.
 */
export const ReviewReports: CollectionConfig = {
  slug: 'review-reports',
  admin: { useAsTitle: 'reason', defaultColumns: ['createdAt', 'review', 'reason'], group: 'reviews' },
  defaultSort: '-createdAt',
  access: {
    read: allow('reviews.read'),
    create: () => false,
    update: () => false,
    delete: allow('reviews.delete'),
  },
  fields: [
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true, index: true },
    { name: 'reason', type: 'select', required: true, options: [...READER_REPORT_REASON_VALUES] },
    {
      name: 'reporterKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
  ],
}
