import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { can } from '@/access/permissions'
import { statusOf } from '@/features/moderation/decisions'
import { messagesForAdmin } from '@/messages'
import { sendDecisionMail } from '@/features/moderation/mail.server'
import { isRedactionOf, REJECTION_REASONS } from '@/features/moderation/reasons'
import { textSignals, type Signal } from '@/features/moderation/signals'
import { REDACTABLE_ANSWER_FIELDS, REVIEW_SUBMISSION_CONTEXT } from '@/features/reviews'
import { staffRefusal, type StaffFieldError } from '@/lib/staff-refusal'
import type { ModerationEvent, Review } from '@/payload-types'

import { rememberReviewText, signalsForNewReview } from './signals.server'
import { asSystem } from '@/lib/as-system'

/** A review as a hook sees it: the stored fields (payload-types), some of them in a change. */
type ReviewData = Partial<Review>

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : (value ?? null)

/** The texts the member wrote, which staff may change only to redact (the table of answers says which). */
const REDACTABLE = REDACTABLE_ANSWER_FIELDS as (keyof Review)[]
const TEXT_SIGNALS: Signal[] = ['personal-info', 'profanity', 'link']

/**
 * A staff member's change to a review: each check by the role that may make it, made once,
 * one per request, by two different people; a rejection needs a listed reason; text may only lose passages
 * to the redaction mark. The status follows from the checks. Candor's own code (no staff
 * member on the request) is trusted to set what it sets.
 */
export const applyStaffDecisions: CollectionBeforeChangeHook<Review> = ({ data, originalDoc, req, operation }) => {
  const user = req.user
  if (operation !== 'update' || !user || user.collection !== 'users') return data
  const before: ReviewData = originalDoc ?? {}
  const next: ReviewData = data
  const now = new Date().toISOString()
  const errors: StaffFieldError[] = []
  // Answered in the language the staff member reads the admin in, in Candor's own words.
  const words = messagesForAdmin(req.i18n?.language).decisionValidation

  // Both checks in one request would let one person pass both: each is its own decision.
  const changes = (key: 'editorialDecision' | 'policyDecision') => key in next && next[key] !== before[key]
  if (changes('editorialDecision') && changes('policyDecision')) {
    throw staffRefusal('reviews', [{ path: 'editorialDecision', message: words.oneAtATime }])
  }

  for (const [check, permission, other] of [
    ['editorial', 'reviews.checkEditorial', 'policy'],
    ['policy', 'reviews.checkPolicy', 'editorial'],
  ] as const) {
    const key = `${check}Decision` as const
    if (!(key in next) || next[key] === before[key]) continue
    if (!can(user, permission)) {
      next[key] = before[key]
      continue
    }
    if (before[key] || !next[key]) errors.push({ path: key, message: words.final })
    else if (before.status === 'rejected') errors.push({ path: key, message: words.notPending })
    else if (idOf(before[`${other}By`]) === user.id && before[`${other}Decision`]) {
      errors.push({ path: key, message: words.twoPeople })
    } else {
      next[`${check}By`] = user.id as number
      next[`${check}At`] = now
    }
  }

  const rejecting =
    (next.editorialDecision === 'reject' && before.editorialDecision !== 'reject') ||
    (next.policyDecision === 'reject' && before.policyDecision !== 'reject')
  if (rejecting && !(next.rejectionReason && next.rejectionReason in REJECTION_REASONS)) {
    errors.push({ path: 'rejectionReason', message: words.reasonRequired })
  }

  let redacted = false
  for (const field of REDACTABLE) {
    if (!(field in next) || next[field] === before[field]) continue
    if (!isRedactionOf(String(before[field] ?? ''), String(next[field] ?? ''))) {
      errors.push({ path: field, message: words.redactOnly })
    } else redacted = true
  }
  if (errors.length > 0) throw staffRefusal('reviews', errors)

  if (redacted) {
    const contextual = (before.signals ?? []).filter((signal) => !TEXT_SIGNALS.includes(signal))
    next.signals = [
      ...new Set([...contextual, ...textSignals(`${next.displayName ?? ''} ${next.publicMessage ?? ''}`)]),
    ]
  }
  const decided = next.editorialDecision !== before.editorialDecision || next.policyDecision !== before.policyDecision
  if (!decided) {
    next.status = before.status
  } else {
    const merged = { ...before, ...next }
    next.status = statusOf(merged)
    if (merged.editorialDecision === 'pass' && merged.policyDecision === 'pass') next.keepVisible = false
  }
  if (next.status !== before.status && next.status !== 'pending') {
    next.decidedAt = now
    if (next.status === 'published' && !before.publishedAt) next.publishedAt = now
  }
  req.context.moderationActor = { id: user.id, role: (user as { role?: string }).role ?? null, redacted }
  return next
}

/** Writes each decision into the audit trail and tells the author when their review is decided. */
export const recordStaffDecisions: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, req, operation }) => {
  const actor = req.context.moderationActor as { id: number; role: string | null; redacted: boolean } | undefined
  if (operation !== 'update' || !actor) return doc
  const review = doc
  const before: Partial<Review> = previousDoc ?? {}
  const events: Pick<ModerationEvent, 'action' | 'reason' | 'note'>[] = []
  for (const check of ['editorial', 'policy'] as const) {
    const decision = review[`${check}Decision`]
    if (decision && decision !== before[`${check}Decision`]) {
      events.push({
        action: `${check}-${decision}`,
        reason: decision === 'reject' ? review.rejectionReason : null,
        note: decision === 'reject' ? review.noteToAuthor : null,
      })
    }
  }
  if (actor.redacted) events.push({ action: 'redact' })
  if (review.status !== before.status && (review.status === 'published' || review.status === 'rejected')) {
    // Published again after readers' reports took it off the site: the trail says it was put back.
    const action = review.status === 'published' && before.publishedAt ? 'restored' : review.status
    events.push({ action, reason: review.status === 'rejected' ? review.rejectionReason : null })
  }
  for (const event of events) {
    await req.payload.create({
      collection: 'moderation-events',
      req,
      ...asSystem('hook'),
      data: {
        review: review.id,
        reviewRef: review.id,
        action: event.action,
        actor: actor.id,
        actorRole: actor.role,
        reason: event.reason ?? null,
        note: event.note ?? null,
        overallRating: review.overallRating ?? null,
      },
    })
  }
  const { status } = review
  if (status !== before.status && (status === 'published' || status === 'rejected')) {
    await sendDecisionMail(req.payload, { ...review, status })
  }
  return doc
}

/**
 * A review submitted through the site (POST /api/reviews marks its request) gets the
 * moderation signals it raises before it is stored: from its text, and from the reviews
 * that came before it from the same connection, address or new account.
 */
export const signalSubmittedReview: CollectionBeforeChangeHook<Review> = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.context?.[REVIEW_SUBMISSION_CONTEXT] !== true) return data
  const review: ReviewData = data
  review.signals = await signalsForNewReview(
    req.payload,
    {
      publicMessage: review.publicMessage ?? '',
      displayName: review.displayName ?? '',
      email: review.email ?? '',
      clientHash: review.clientHash ?? '',
      memberId: idOf(review.member ?? null),
      plan: review.plan!,
    },
    Date.now(),
    req,
  )
  return data
}

/** Once stored, a submitted review's text joins those later reviews are compared against. */
export const rememberSubmittedReview: CollectionAfterChangeHook<Review> = ({ doc, operation, req }) => {
  const review: ReviewData = doc
  if (operation === 'create' && req.context?.[REVIEW_SUBMISSION_CONTEXT] === true && review.id !== undefined) {
    rememberReviewText(review.id, review.publicMessage ?? '')
  }
  return doc
}
