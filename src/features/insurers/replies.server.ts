import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { can } from '@/access/permissions'
import { REJECTION_REASONS } from '@/features/moderation'
import { staffRefusal } from '@/lib/staff-refusal'
import { asSystem } from '@/lib/as-system'
import { messagesForAdmin } from '@/messages'
import { validationWords } from '@/platform/admin-validation'
import type { ReviewReply } from '@/payload-types'

import { recordInsurerEvent } from './events.server'
import { idOf, reviewInInbox } from './inbox-review.server'
import { charactersIn, REPLY_MAX } from './reply-rules'
import { sendReplyMail } from './reply-mail.server'
import { refreshResponsiveness } from './responsiveness.server'

type ReplyData = Partial<ReviewReply>

/** What the change was, for the trails after it is stored. */
type ReplyChange = {
  insurerAction?: 'reply-submitted' | 'reply-edited' | 'reply-withdrawn'
  decision?: 'reply-published' | 'reply-rejected'
  tellReviewer?: boolean
}
const CHANGE = 'candorReplyChange'

/** The reply's text, trimmed, or the sentence refusing it, in the admin's language. */
function checkedBody(req: PayloadRequest, body: unknown): string {
  const words = validationWords(req)
  const text = typeof body === 'string' ? body.trim() : ''
  if (text.length === 0) throw staffRefusal('review-replies', [{ path: 'body', message: words.replyEmpty }])
  const characters = charactersIn(text)
  if (characters > REPLY_MAX) {
    throw staffRefusal('review-replies', [{ path: 'body', message: words.replyTooLong(characters) }])
  }
  return text
}

/**
 * The life of a public reply. An insurer writes one reply per review of its own plans, which
 * waits for Candor's policy check; editing it sends it back to the check; withdrawing takes it
 * off the plan page. A policy reviewer passes it (it goes live) or rejects it with one of the
 * listed reasons. The status and every stamp follow from these, never from the request.
 */
export const applyReplyChange: CollectionBeforeChangeHook<ReviewReply> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const user = req.user
  const now = new Date().toISOString()
  const words = validationWords(req)
  const change: ReplyChange = {}
  req.context[CHANGE] = change

  if (operation === 'create') {
    const review = await reviewInInbox(req, data.review)
    const existing = await req.payload.count({
      collection: 'review-replies',
      where: { review: { equals: review.id } },
      req,
      ...asSystem('hook'),
    })
    if (existing.totalDocs > 0) throw staffRefusal('review-replies', [{ path: 'review', message: words.replyExists }])
    change.insurerAction = 'reply-submitted'
    return {
      review: review.id,
      plan: review.plan,
      issuerId: review.issuerId,
      body: checkedBody(req, data.body),
      status: 'pending',
      withdrawn: false,
      author: user?.id as number,
      submittedAt: now,
      firstSubmittedAt: now,
    }
  }

  const before: ReplyData = originalDoc ?? {}
  const next: ReplyData = { ...data }
  if (can(user, 'insurer.inbox')) {
    if (next.withdrawn === true && !before.withdrawn) {
      change.insurerAction = 'reply-withdrawn'
      return { ...next, body: before.body, status: 'withdrawn', publishedAt: null }
    }
    const body = 'body' in next ? checkedBody(req, next.body) : before.body
    // Saved again after a rejection or a withdrawal, or changed: it goes back to the check.
    const sendsAgain =
      ('body' in next && (before.status === 'rejected' || before.status === 'withdrawn')) ||
      (next.withdrawn === false && before.withdrawn === true)
    if (body !== before.body || sendsAgain) {
      change.insurerAction = body !== before.body ? 'reply-edited' : 'reply-submitted'
      return {
        ...next,
        body,
        status: 'pending',
        withdrawn: false,
        policyDecision: null,
        rejectionReason: null,
        publishedAt: null,
        submittedAt: now,
      }
    }
    return { ...next, status: before.status, withdrawn: before.withdrawn }
  }

  if (can(user, 'reviews.checkPolicy') && 'policyDecision' in next && next.policyDecision !== before.policyDecision) {
    const decisionWords = messagesForAdmin(req.i18n?.language).decisionValidation
    if (before.status !== 'pending' || !next.policyDecision) {
      throw staffRefusal('review-replies', [{ path: 'policyDecision', message: words.replyNotPending }])
    }
    if (next.policyDecision === 'reject' && !(next.rejectionReason && next.rejectionReason in REJECTION_REASONS)) {
      throw staffRefusal('review-replies', [{ path: 'rejectionReason', message: decisionWords.reasonRequired }])
    }
    const publishing = next.policyDecision === 'pass'
    change.decision = publishing ? 'reply-published' : 'reply-rejected'
    change.tellReviewer = publishing && !before.reviewerToldAt
    return {
      ...next,
      status: publishing ? 'published' : 'rejected',
      rejectionReason: publishing ? null : next.rejectionReason,
      publishedAt: publishing ? now : null,
      firstPublishedAt: publishing ? (before.firstPublishedAt ?? now) : before.firstPublishedAt,
      decidedBy: user?.id as number,
      decidedAt: now,
      reviewerToldAt: change.tellReviewer ? now : before.reviewerToldAt,
    }
  }
  return { ...next, status: before.status }
}

/**
 * After a reply is stored: what the insurer did goes into the insurers' trail, a policy
 * decision into the moderation trail; the insurer's reply rate worked out again, and the reviewer told once when the first reply to their review goes live.
 */
export const afterReplyChange: CollectionAfterChangeHook<ReviewReply> = async ({ doc, req }) => {
  const change = (req.context[CHANGE] ?? {}) as ReplyChange
  req.context[CHANGE] = undefined
  const reviewId = idOf(doc.review)
  if (change.insurerAction && req.user) {
    await recordInsurerEvent(req, {
      action: change.insurerAction,
      account: req.user.id as number,
      issuerId: doc.issuerId,
      review: reviewId,
    })
  }
  if (change.decision && req.user && reviewId !== null) {
    await req.payload.create({
      collection: 'moderation-events',
      req,
      ...asSystem('hook'),
      data: {
        review: reviewId,
        reviewRef: reviewId,
        action: change.decision,
        actor: req.user.id as number,
        actorRole: String((req.user as { role?: unknown }).role ?? ''),
        reason: change.decision === 'reply-rejected' ? doc.rejectionReason : null,
      },
    })
  }
  if (doc.issuerId) await refreshResponsiveness(req.payload, doc.issuerId, req)
  if (change.tellReviewer && reviewId !== null) await sendReplyMail(req, reviewId)
  return doc
}

export const afterReplyDelete: CollectionAfterDeleteHook<ReviewReply> = async ({ doc, req }) => {
  if (doc.issuerId) await refreshResponsiveness(req.payload, doc.issuerId, req)
  return doc
}

/**
 * A review deleted (by its author, with their account, or by an admin) takes its reply with
 * it: an answer to a review no one can read any more has nothing left to answer. Done before
 * the review goes, while the reply still names it; the reply's own hooks work out the reply
 * rate again, and the review's work it out once more without the review.
 */
export const deleteReplyBeforeReviewDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const found = await req.payload.find({
    collection: 'review-replies',
    where: { review: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    req,
    ...asSystem('hook'),
  })
  for (const reply of found.docs) {
    await req.payload.delete({ collection: 'review-replies', id: reply.id, depth: 0, req, ...asSystem('hook') })
  }
}
