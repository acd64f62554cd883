import type { Access, AccessResult, FieldAccess, PayloadRequest } from 'payload'

import { capabilityOf, replyMailStopHolderWhere } from '@/access/capability'
import { isInsurersOwn, linkedIssuers } from '@/access/insurer'
import { isReadingOwnReviews } from '@/access/own-reviews'
import { can } from '@/access/permissions'

import { REVIEW_SUBMISSION_CONTEXT } from '../contract'
import type { AnswerEditors, AnswerReaders } from '../review-fields'

/**
 * Who may do what with a review: the collection's rules, and each field's, by the kinds the
 * table of answers names (review-fields.ts) and those the collection's parts use.
 */

/**
 * Staff who review see every review. A member whose own call reads their reviews sees those,
 * in every state (own-reviews.ts). An insurer sees the published reviews of its own issuers'
 * plans, and no others. Everyone else sees published ones only.
 */
export const readReviews: Access = ({ req }): AccessResult => {
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

/**
 * Reviews are created only through `POST /api/reviews`, which checks the captcha, the
 * honeypot and the rate limit first and marks its request; Payload's own REST route never
 * carries that mark, so not even staff can add a review, let alone a published one.
 */
export const createReviews: Access = ({ req }) => req.context?.[REVIEW_SUBMISSION_CONTEXT] === true

export const updateReviews: Access = ({ req }) =>
  can(req.user, 'reviews.checkEditorial') || can(req.user, 'reviews.checkPolicy')

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
export const staffOnly: FieldAccess = ({ req }) => can(req.user, 'reviews.read')

/** The author, their address and the private note: staff, and the author reading their own. */
export const staffOrAuthor: FieldAccess = ({ req }) => can(req.user, 'reviews.read') || isReadingOwnReviews(req)

/** The private note, and whether the reviewer let the insurer contact them: also that insurer. */
const staffAuthorOrInsurer: FieldAccess = ({ req, doc }) => staffOrAuthor({ req }) || insurerOfReview(req, doc)

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
 * The reviewer's address: to the insurer only when the reviewer ticked that it may contact them;
 * and to the holder of a reply mail's stop link, which stops the mails to that address.
 */
const staffAuthorOrConsentedInsurer: FieldAccess = ({ req, doc }) =>
  staffOrAuthor({ req }) ||
  (insurerOfReview(req, doc) && (doc as ReviewForInsurer).insurerMayContact === true) ||
  holdsStopLinkOf(req, doc)

/** Text and ratings are the author's: nobody changes them through the API (redaction excepted, in the hooks). */
export const authorsOnly: FieldAccess = () => false
export const editorialCheckers: FieldAccess = ({ req }) => can(req.user, 'reviews.checkEditorial')
export const policyCheckers: FieldAccess = ({ req }) => can(req.user, 'reviews.checkPolicy')
export const eitherChecker: FieldAccess = ({ req }) =>
  can(req.user, 'reviews.checkEditorial') || can(req.user, 'reviews.checkPolicy')

/** The read rule of each kind the table of answers names; `public` has none (the review's own applies). */
export const ANSWER_READERS: Record<AnswerReaders, FieldAccess | undefined> = {
  public: undefined,
  staffAuthorOrInsurer,
  staffAuthorOrConsentedInsurer,
}

export const ANSWER_EDITORS: Record<AnswerEditors, FieldAccess> = { authorsOnly, eitherChecker }
