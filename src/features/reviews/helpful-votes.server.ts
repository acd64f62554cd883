import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { ok, type JsonAnswer } from '@/lib/api-response'
import { getEnv } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { rawDb, rawTable } from '@/lib/raw-tables'
import { z, type Infer } from '@/lib/zod'
import { helpfulVotes } from '@/messages/en/helpfulVotes'
import type { MutationContext } from '@/platform/mutation-context'
import { isWithinLimit } from '@/platform/rate-limit'
import type { MemberDataPart } from '@/features/accounts/server'

import { forgetMarksOf, marksOf, memberVoter, recountHelpful } from './helpful-marks.server'
import { findPublishedReview } from './published-review.server'

export const HELPFUL_MESSAGES = helpfulVotes

export const helpfulVoteSchema = z.object({
  voter: z.string({ error: HELPFUL_MESSAGES.voterInvalid }).max(200, HELPFUL_MESSAGES.voterInvalid).optional(),
})

const signature = (id: string) =>
  createHmac('sha256', getEnv().payloadSecret).update(`candor helpful voter ${id}`).digest('base64url')

/** A device's voter token: a random id and a signature only Candor can make. No cookie holds it. */
export function newVoterToken(): string {
  const id = randomUUID()
  return `${id}.${signature(id)}`
}

/** The id a voter token carries, or null when it is forged or malformed. */
export function voterOfToken(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const expected = Buffer.from(signature(match[1]!))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null
}

/** Whether these request headers carry a staff (or insurer) session: they may not vote. */
export async function isStaffSession(payload: Payload, headers: Headers): Promise<boolean> {
  const cookie = headers.get('cookie') ?? ''
  const authorization = headers.get('authorization') ?? ''
  if (!cookie.includes('payload-token') && !authorization.startsWith('JWT ')) return false
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  return user?.collection === 'users'
}

/**
 * "Helpful" on a published review: once per person, a member by their account, a visitor by
 * their device's signed token (made on their first mark and kept in the browser); the
 * connection is rate-limited, and of the devices new to a review one connection (an IPv6
 * caller's /64) counts one a day: a fresh or borrowed token per mark adds nothing more. A
 * second mark changes nothing. The count is kept on the review
 * for "Most helpful" and never enters a plan's scores. Staff and insurers cannot mark.
 */
export async function markHelpful(context: MutationContext<Infer<typeof helpfulVoteSchema>>): Promise<JsonAnswer> {
  const { payload, input, member, params, clientHash, request } = context
  if (await isStaffSession(payload, request.headers)) {
    throw new AppError('forbidden', HELPFUL_MESSAGES.staffCannotVote)
  }
  return ok(await recordHelpfulMark(payload, { reviewId: params.id, member, voterToken: input.voter, clientHash }))
}

/** A mark as it was asked for: the review, and who marks it (a member, a device's token, or a new device). */
export type HelpfulMarkRequest = {
  reviewId: string | undefined
  member: { id: number | string } | null
  voterToken: string | undefined
  clientHash: string
}

/**
 * Records one mark (the rules above; the caller has refused staff): the review's count after
 * it, whether it counted, and the device's token when the mark made or used one.
 */
export async function recordHelpfulMark(
  payload: Payload,
  { reviewId, member, voterToken, clientHash }: HelpfulMarkRequest,
): Promise<{ helpful: number; counted: boolean; voter: string | null }> {
  const review = await findPublishedReview(payload, reviewId)
  if (!review) throw new AppError('notFound', HELPFUL_MESSAGES.notFound)

  let token: string | null = null
  let voter: string
  if (member) {
    voter = memberVoter(member.id)
  } else if (voterToken) {
    const device = voterOfToken(voterToken)
    if (!device) throw AppError.invalid({ voter: HELPFUL_MESSAGES.voterInvalid })
    token = voterToken
    voter = `device:${device}`
  } else {
    token = newVoterToken()
    voter = `device:${voterOfToken(token)}`
  }

  const db = await rawDb(payload)
  const votes = rawTable(payload, 'review_votes')
  const mine = and(eq(votes.review!, review.id), eq(votes.voter!, voter))
  const [earlier] = await db.select({ id: votes.id! }).from(votes).where(mine).limit(1)
  let counted = false
  const isNewDevice = !earlier && !member
  if (isNewDevice && !(await isWithinLimit('reviews.helpfulDevice', `${clientHash}:${review.id}`))) {
    return { helpful: Number(review.helpfulCount ?? 0), counted: false, voter: token }
  }
  if (!earlier) {
    try {
      await db.insert(votes).values([{ review: review.id, voter, createdAt: new Date().toISOString() }])
      counted = true
    } catch {
      // The unique index refused a mark sent twice at once: the first one counts.
      const [raced] = await db.select({ id: votes.id! }).from(votes).where(mine).limit(1)
      if (!raced) throw new AppError('unavailable', HELPFUL_MESSAGES.failed)
    }
  }
  // A new mark is counted from the rows, so a race between two marks never loses one; a mark
  // made before changes nothing, and the review's kept count answers it.
  const helpful = counted ? await recountHelpful(payload, review.id) : Number(review.helpfulCount ?? 0)
  return { helpful, counted, voter: token }
}

/** Reviews' second part of a member's data: the reviews they marked helpful; forgotten with the account. */
export const memberHelpfulMarksData: MemberDataPart = {
  key: 'helpful_marks',
  async exportFor(payload, member) {
    return (await marksOf(payload, memberVoter(member.id))).map((mark) => ({
      review: mark.review,
      marked_at: mark.markedAt,
    }))
  },
  async forget(payload, member) {
    await forgetMarksOf(payload, memberVoter(member.id))
  },
}
