import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { displayNameOf } from '@/features/accounts'
import { getPlanDetails } from '@/features/plans/server'
import { ok, requestLocale, type JsonAnswer } from '@/lib/api-response'
import { getEnv } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import type { MutationContext } from '@/platform/mutation-context'
import type { Review } from '@/payload-types'

import { checkReviewCaptcha, isCaptchaSpent } from './captcha.server'
import { CLIENT_ID_FIELD, HONEYPOT_FIELD, REVIEW_SUBMISSION_CONTEXT, type AcceptedReview } from './contract'
import { keptAnswersOf } from './review-field-keys'
import { REVIEW_MESSAGES, type ReviewPayload } from './schema'
import { asSystem } from '@/lib/as-system'

/**
 * The claim token of an anonymous review: proof, kept in the author's browser, that they
 * wrote it, needed to attach it to an account later (call 6). It is derived from the
 * review's client id with the site's secret, so it is never stored and a resend gets the
 * same one.
 */
export function claimTokenFor(clientId: string): string {
  return createHmac('sha256', getEnv().payloadSecret).update(`claim:${clientId}`).digest('base64url')
}

export function isValidClaimToken(clientId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false
  const expected = Buffer.from(claimTokenFor(clientId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

type StoredReview = { id: number; status: Review['status']; clientId?: string | null }

async function findReviewBy(
  payload: Payload,
  field: 'clientId' | 'captchaId',
  value: string,
): Promise<StoredReview | null> {
  // The server looks up its own bookkeeping fields, which no visitor may read.
  const found = await payload.find({
    collection: 'reviews',
    where: { [field]: { equals: value } },
    select: { status: true, clientId: true },
    limit: 1,
    pagination: false,
    depth: 0,
    ...asSystem('visitorSubmission'),
  })
  return found.docs[0] ?? null
}

function accepted(review: StoredReview, clientId: string, status: 200 | 201): JsonAnswer {
  const data: { review: AcceptedReview } = {
    review: { id: review.id, status: review.status, claim_token: claimTokenFor(clientId) },
  }
  return ok(data, status)
}

/**
 * Call 2, `POST /api/reviews`: stores a review as pending, for editorial and policy review.
 * The body has already passed the review schema; here: the honeypot, a resend of a review
 * already stored (same client id: answered again, never stored twice), the captcha and its
 * single use, the plan (its fields are copied from Candor's data, not from the body), and
 * the member when a valid bearer token came with it.
 */
export async function submitReview({
  payload,
  input,
  body,
  member,
  clientHash,
  request,
}: MutationContext<ReviewPayload>): Promise<JsonAnswer> {
  const log = getLogger()
  const clientId = input[CLIENT_ID_FIELD]

  const honeypot = body[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    log.warn({ clientHash }, 'review discarded: honeypot filled')
    const data: { review: AcceptedReview } = {
      review: { id: randomInt(1, 2 ** 31), status: 'pending', claim_token: randomBytes(32).toString('base64url') },
    }
    return ok(data, 201)
  }

  const earlier = await findReviewBy(payload, 'clientId', clientId)
  if (earlier) return accepted(earlier, clientId, 200)

  const captcha = await checkReviewCaptcha(input.challenge)
  if (!captcha.ok) throw AppError.invalid({ challenge: captcha.message })
  // A contact message already let in by this captcha makes it a reuse. A review holding it
  // (or one stored meanwhile under this client id) is found by the unique indexes on insert,
  // and `settleConflict` below says which: one query less for every review.
  if (await isCaptchaSpent(payload, captcha.id, ['contact-messages'])) {
    throw AppError.invalid({ challenge: REVIEW_MESSAGES.captchaUsed })
  }
  /**
   * After a refused insert: a review stored meanwhile under this client id (two sends of one
   * review racing) is the answer; a review or a contact message holding this captcha makes it
   * a reuse.
   */
  const settleConflict = async (): Promise<JsonAnswer | null> => {
    const raced = await findReviewBy(payload, 'clientId', clientId)
    if (raced) return accepted(raced, clientId, 200)
    if (await isCaptchaSpent(payload, captcha.id)) {
      throw AppError.invalid({ challenge: REVIEW_MESSAGES.captchaUsed })
    }
    return null
  }

  const details = await getPlanDetails(payload, Number(input.field_review_issuerid))
  if (!details) throw AppError.invalid({ field_review_issuerid: REVIEW_MESSAGES.planUnknown })
  const { plan } = details

  let created: StoredReview
  try {
    created = await payload.create({
      collection: 'reviews',
      overrideAccess: false,
      context: { [REVIEW_SUBMISSION_CONTEXT]: true },
      depth: 0,
      // What the answer and the collection's afterChange hooks read of the stored review; the
      // other fields are not read back through their hooks and access rules.
      select: { status: true, plan: true, publicMessage: true, overallRating: true, createdAt: true },
      data: {
        plan: plan.nid,
        planSnapshot: {
          issuerLegalName: plan.issuerLegalName ?? plan.issuerMarketingName,
          state: plan.state,
          reportingUnit: plan.reportingUnitId,
          issuerId: plan.issuerId,
        },
        status: 'pending',
        ...keptAnswersOf(input),
        // A member's review is theirs: shown under their account's name and mailed to its
        // address, whatever name and address the body carries.
        displayName: member
          ? displayNameOf(member.firstName ?? '', member.lastName ?? '') || input.field_user_account_displayname
          : input.field_user_account_displayname,
        email: member ? member.email : input.field_review_account_email,
        member: member?.id ?? null,
        clientId,
        captchaId: captcha.id,
        clientHash,
        language: requestLocale(request),
      },
    })
  } catch (error) {
    // Past the checks above, the unique indexes on client id and captcha decide a race.
    const settled = await settleConflict()
    if (settled) return settled
    throw error
  }

  // Payload's transaction wrapper does not report a COMMIT that failed (nor one PostgreSQL
  // turned into a rollback): the review is read back on a connection of its own, so that a
  // 201 always means stored. Unseen, the answer is a 503 and the browser keeps the review
  // to send again (the same client id, so never stored twice).
  const stored = await findReviewBy(payload, 'clientId', clientId)
  if (!stored || stored.id !== created.id) {
    log.error({ reviewId: created.id, plan: plan.nid }, 'review not stored: its transaction did not commit')
    throw new AppError('unavailable', REVIEW_MESSAGES.notStored)
  }
  log.info({ reviewId: created.id, plan: plan.nid, signedIn: member !== null }, 'review received')
  return accepted({ ...created, status: 'pending' }, clientId, 201)
}
