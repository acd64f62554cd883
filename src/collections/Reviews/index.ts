import type { Access, AccessResult, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'

import { allow } from '@/access'
import { can } from '@/access/permissions'
import { reviewClock, REJECTION_REASON_VALUES, SIGNAL_VALUES } from '@/features/moderation'
import {
  applyStaffDecisions,
  recordStaffDecisions,
  rememberSubmittedReview,
  signalSubmittedReview,
  refreshModerationFiguresAfterChange,
  refreshModerationFiguresAfterDelete,
} from '@/features/moderation/node'
import {
  REVIEW_SUBMISSION_CONTEXT,
  RATING_CATEGORIES,
  RATING_FIELDS,
  RATING_VALUES,
  ratingScore,
  type RatingValue,
} from '@/features/reviews'
import { isReadingOwnReviews } from '@/access/own-reviews'
import {
  deleteReplyBeforeReviewDelete,
  recordInsurerReviewReads,
  refreshResponsivenessAfterReviewChange,
  refreshResponsivenessAfterReviewDelete,
} from '@/features/insurers/node'
import { isInsurersOwn, linkedIssuers } from '@/access/insurer'
import { capabilityOf, replyMailStopHolderWhere } from '@/access/capability'
import {
  deleteHelpfulMarksAfterDelete,
  refreshPlanPagesAfterChange,
  refreshPlanPagesAfterDelete,
  refreshRatingTotalsAfterChange,
  refreshRatingTotalsAfterDelete,
} from '@/features/reviews/node'
import { messagesForAdmin } from '@/messages'

import { languageField } from '../language-field'
import { inEachLanguage } from '../staff-words'

/**
 * Staff who review see every review. A member whose own call reads their reviews sees those,
 * in every state (own-reviews.ts). An insurer sees the published reviews of its own issuers'
 * plans, and no others. Everyone else sees published ones only.
 */
const readReviews: Access = ({ req }): AccessResult => {
  if (can(req.user, 'reviews.read')) return true
  if (isReadingOwnReviews(req) && req.user) return { member: { equals: req.user.id } }
  const stopLink = replyMailStopHolderWhere(req)
  if (stopLink) return stopLink
  if (can(req.user, 'insurer.inbox')) {
    const issuers = linkedIssuers(req.user)
    if (issuers.length === 0) return false
    return { and: [{ status: { equals: 'published' } }, { 'planSnapshot.issuerId': { in: issuers } }] }
  }
  return { status: { equals: 'published' } }
}

type ReviewForInsurer = {
  status?: string
  planSnapshot?: { issuerId?: string | null } | null
  insurerMayContact?: boolean | null
}

/** An insurer reading a published review of its own plans (the note is for the insurer only). */
const insurerOfReview = (req: PayloadRequest, doc: unknown): boolean => {
  const review = doc as ReviewForInsurer | undefined
  return review?.status === 'published' && isInsurersOwn(req.user, review.planSnapshot?.issuerId)
}

/** Where the review came from and the checks are for staff only, on every page and API. */
const staffOnly: FieldAccess = ({ req }) => can(req.user, 'reviews.read')

/** The author, their address and the private note: staff, and the author reading their own. */
const staffOrAuthor: FieldAccess = ({ req }) => can(req.user, 'reviews.read') || isReadingOwnReviews(req)

/** The private note, and whether the reviewer let the insurer contact them: also that insurer. */
const staffAuthorOrInsurer: FieldAccess = ({ req, doc }) => staffOrAuthor({ req }) || insurerOfReview(req, doc)

/**
 * The reviewer's address: to the insurer only when the reviewer ticked that it may contact them;
 * and to the holder of a reply mail's stop link, which stops the mails to that address.
 */
const staffAuthorOrConsentedInsurer: FieldAccess = ({ req, doc }) =>
  staffOrAuthor({ req }) ||
  (insurerOfReview(req, doc) && (doc as ReviewForInsurer).insurerMayContact === true) ||
  holdsStopLinkOf(req, doc)

/**
 * True only when the request holds a stop link and this is the review it names. Payload asks
 * a field's read rule without a document when it checks a query's `where` and `sort` and when
 * it sums up access: then no capability can name it, and the answer is no.
 */
function holdsStopLinkOf(req: PayloadRequest, doc: unknown): boolean {
  const held = capabilityOf(req, 'replyMailStop')
  const id = (doc as { id?: unknown } | undefined)?.id
  return held !== null && id !== undefined && id !== null && String(id) === String(held.reviewId)
}

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

const decisionOptions = ['pass', 'reject']

const rating = (name: string) => ({
  name,
  type: 'select' as const,
  required: true,
  options: [...RATING_VALUES],
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
    group: 'reviews',
  },
  defaultSort: '-createdAt',
  // A plan page reads one page of a plan's published reviews, newest first.
  indexes: [
    { fields: ['plan', 'status', 'publishedAt'] },
    { fields: ['plan', 'status', 'overallScore', 'publishedAt'] },
    { fields: ['plan', 'status', 'helpfulCount', 'publishedAt'] },
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
      refreshResponsivenessAfterReviewChange,
    ],
    afterOperation: [recordInsurerReviewReads],
    beforeDelete: [deleteReplyBeforeReviewDelete],
    afterDelete: [
      refreshRatingTotalsAfterDelete,
      refreshModerationFiguresAfterDelete,
      refreshPlanPagesAfterDelete,
      deleteHelpfulMarksAfterDelete,
      refreshResponsivenessAfterReviewDelete,
    ],
  },
  fields: [
    {
      name: 'plan',
      type: 'number',
      required: true,
      index: true,
      access: { update: authorsOnly },
    },
    {
      name: 'planSnapshot',
      type: 'group',
      access: { update: authorsOnly },
      fields: [
        { name: 'issuerLegalName', type: 'text' },
        { name: 'state', type: 'text', index: true },
        { name: 'reportingUnit', type: 'text' },
        // The plan's HIOS issuer: whose inbox the review's private note reaches.
        { name: 'issuerId', type: 'text', index: true },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      access: { update: authorsOnly },
      admin: { readOnly: true },
      options: ['pending', 'published', 'rejected'],
    },
    { name: 'publishedAt', type: 'date', index: true, access: { update: authorsOnly }, admin: { readOnly: true } },
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
          options: [...SIGNAL_VALUES],
          access: { read: staffOnly, update: authorsOnly },
          admin: { readOnly: true },
        },
        {
          name: 'keepVisible',
          type: 'checkbox',
          access: { read: staffOnly, update: authorsOnly },
          admin: { readOnly: true },
        },
        {
          name: 'reportCount',
          type: 'number',
          defaultValue: 0,
          access: { read: staffOnly, update: authorsOnly },
          admin: { readOnly: true },
        },
      ],
    },
    rating(RATING_FIELDS.overall),
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
    ...RATING_CATEGORIES.filter((category) => category !== 'overall').map((category) =>
      rating(RATING_FIELDS[category]),
    ),
    {
      // How many people marked the review helpful (review_votes): for "Most helpful", never a score.
      name: 'helpfulCount',
      type: 'number',
      defaultValue: 0,
      access: { update: authorsOnly },
      admin: { readOnly: true },
    },
    {
      // The last year the reviewer had the plan, as they said it (optional): shown as "Member in 2025".
      name: 'experienceYear',
      type: 'number',
      min: 2000,
      max: 2100,
      admin: { readOnly: true },
      access: { update: authorsOnly },
    },
    {
      name: 'publicMessage',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 1000,
      access: { update: eitherChecker },
    },
    {
      name: 'privateMessage',
      type: 'textarea',
      maxLength: 500,
      access: { read: staffAuthorOrInsurer, update: eitherChecker },
    },
    {
      // Ticked by the reviewer in step 3: the insurer may see their address and contact them
      // about this review. Off unless ticked.
      name: 'insurerMayContact',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
      access: { read: staffAuthorOrInsurer, update: authorsOnly },
    },
    { name: 'displayName', type: 'text', required: true, maxLength: 120, access: { update: eitherChecker } },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      access: { read: staffAuthorOrConsentedInsurer, update: authorsOnly },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      access: { read: staffOrAuthor, update: authorsOnly },
      admin: { readOnly: true },
    },
    {
      name: 'clientId',
      type: 'text',
      unique: true,
      index: true,
      access: { read: staffOnly },
      admin: { readOnly: true },
    },
    {
      name: 'captchaId',
      type: 'text',
      unique: true,
      access: { read: staffOnly },
      admin: { hidden: true },
    },
    languageField({
      read: staffOnly,
      update: () => false,
    }),
    {
      name: 'clientHash',
      type: 'text',
      index: true,
      access: { read: staffOnly },
      admin: { readOnly: true },
    },
  ],
}
