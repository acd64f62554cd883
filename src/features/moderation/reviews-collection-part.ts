import type { Field } from 'payload'

import { can } from '@/access/permissions'
import {
  authorsOnly,
  editorialCheckers,
  eitherChecker,
  policyCheckers,
  staffOnly,
  type ReviewsCollectionPart,
} from '@/features/reviews/server'
import { messagesForAdmin } from '@/messages'
import { inEachLanguage } from '@/platform/staff-words'

import { reviewClock } from './business-days'
import { refreshModerationFiguresAfterChange, refreshModerationFiguresAfterDelete } from './figure-totals.server'
import { REJECTION_REASON_VALUES } from './reasons'
import {
  applyStaffDecisions,
  recordStaffDecisions,
  rememberSubmittedReview,
  signalSubmittedReview,
} from './review-hooks'
import { SIGNAL_VALUES } from './signals'

const decisionOptions = ['pass', 'reject']

/** What Candor records of the checks: staff read it, nobody writes it through the API. */
const recordOfCheck = (field: Field): Field =>
  ({ ...field, access: { read: staffOnly, update: authorsOnly }, admin: { readOnly: true } }) as Field

/**
 * Moderation's part of the Reviews collection: how long a review has waited, the two checks,
 * their record and the signals, each written only by the role it belongs to; the hooks that
 * apply and record staff decisions, signal new reviews and keep the figures.
 */
export const moderationOfReviews: ReviewsCollectionPart = {
  hooks: {
    beforeChange: [signalSubmittedReview, applyStaffDecisions],
    afterChange: [recordStaffDecisions, rememberSubmittedReview, refreshModerationFiguresAfterChange],
    afterDelete: [refreshModerationFiguresAfterDelete],
  },
  fields: [
    {
      // How long the review has waited, for the staff's queue: worked out only for staff.
      name: 'waiting',
      type: 'text',
      virtual: true,
      access: { read: staffOnly },
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ req, siblingData }) => {
            const review = siblingData as { createdAt?: string; status?: string; decidedAt?: string | null }
            if (!review.createdAt || !can(req.user, 'reviews.read')) return null
            const clock = reviewClock(new Date(review.createdAt), new Date(review.decidedAt ?? Date.now()))
            const words = messagesForAdmin(req.i18n?.language).staff
            if (review.decidedAt && review.status !== 'pending') return words.decidedAfter(clock.elapsed)
            return words.waitingValue(clock.elapsed, clock.dueDay, clock.isOverdue)
          },
        ],
      },
    },
    {
      type: 'collapsible',
      label: inEachLanguage((words) => words.staffFields.collections.reviews.fields.checks),
      admin: { initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'editorialDecision',
              type: 'select',
              options: decisionOptions,
              access: { read: staffOnly, update: editorialCheckers },
            },
            {
              name: 'policyDecision',
              type: 'select',
              options: decisionOptions,
              access: { read: staffOnly, update: policyCheckers },
            },
          ],
        },
        {
          name: 'rejectionReason',
          type: 'select',
          options: [...REJECTION_REASON_VALUES],
          access: { read: staffOnly, update: eitherChecker },
        },
        {
          name: 'noteToAuthor',
          type: 'textarea',
          maxLength: 1000,
          access: { read: staffOnly, update: eitherChecker },
        },
        {
          type: 'row',
          fields: [
            recordOfCheck({ name: 'editorialBy', type: 'relationship', relationTo: 'users' }),
            recordOfCheck({ name: 'editorialAt', type: 'date' }),
            recordOfCheck({ name: 'policyBy', type: 'relationship', relationTo: 'users' }),
            recordOfCheck({ name: 'policyAt', type: 'date' }),
          ],
        },
        recordOfCheck({ name: 'decidedAt', type: 'date', index: true }),
        recordOfCheck({ name: 'signals', type: 'select', hasMany: true, options: [...SIGNAL_VALUES] }),
        recordOfCheck({ name: 'keepVisible', type: 'checkbox' }),
        recordOfCheck({ name: 'reportCount', type: 'number', defaultValue: 0 }),
      ],
    },
  ],
}
