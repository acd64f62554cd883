import { createHmac, timingSafeEqual } from 'node:crypto'

// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { namePlans } from '@/features/plans/server'
import { tidyName } from '@/features/plans'
import { holding } from '@/access/capability'
import { asSystem } from '@/lib/as-system'
import { getEnv } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale, localizeHref } from '@/lib/i18n'
import { getLogger } from '@/lib/logger'
import { rawDb, rawTable } from '@/lib/raw-tables'
import { messagesFor } from '@/messages'

const sign = (text: string) => createHmac('sha256', getEnv().payloadSecret).update(text).digest('base64url')

/** An address as the stop list keeps it: a keyed hash, never the address itself. */
const addressHash = (email: string) => sign(`candor reply mails address ${email.trim().toLowerCase()}`)

const DAY_MS = 24 * 60 * 60 * 1000

/** A stop link works this long after its mail was written. */
export const STOP_LINK_LIFETIME_DAYS = 365

/**
 * Links written before links named their review's moment of writing, and the day they are
 * taken as written: they name a review by its id alone, so they stop only for a review
 * written before then (an id a later review took over is not theirs).
 */
const UNDATED_LINKS_BEFORE = Date.parse('2026-11-29T00:00:00Z')

type StopReview = { id: number; createdAt: string }

const stopSignature = (review: StopReview, issuedDay: number) =>
  sign(`candor reply mails stop ${review.id} ${Date.parse(review.createdAt)} ${issuedDay}`)

/**
 * The stop link's token for a review: its id, the day the mail was written, and a signature
 * of both and of the moment the review was written, so that the link names this review
 * alone, even should its id ever be another review's.
 */
export function replyMailStopToken(review: StopReview, now = Date.now()): string {
  const issuedDay = Math.floor(now / DAY_MS)
  return `${review.id}.${issuedDay}.${stopSignature(review, issuedDay)}`
}

type ReadToken = { reviewId: number; issuedDay: number | null; signature: string }

function readStopToken(token: string): ReadToken | null {
  const match = /^(\d{1,12})(?:\.(\d{1,8}))?\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  return { reviewId: Number(match[1]), issuedDay: match[2] ? Number(match[2]) : null, signature: match[3]! }
}

const isExpired = (issuedDay: number | null, now: number) =>
  (issuedDay === null ? UNDATED_LINKS_BEFORE : issuedDay * DAY_MS) + STOP_LINK_LIFETIME_DAYS * DAY_MS < now

/** Whether a token is Candor's for this review, and not expired. */
function isStopTokenOf(read: ReadToken, review: StopReview, now: number): boolean {
  if (isExpired(read.issuedDay, now)) return false
  const expected = Buffer.from(
    read.issuedDay === null
      ? Date.parse(review.createdAt) < UNDATED_LINKS_BEFORE
        ? sign(`candor reply mails stop ${review.id}`)
        : ''
      : stopSignature(review, read.issuedDay),
  )
  const given = Buffer.from(read.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The review a stop token names, or null when it is malformed or expired (its signature is checked with the review). */
export function reviewOfStopToken(token: string, now = Date.now()): number | null {
  const read = readStopToken(token)
  return read && !isExpired(read.issuedDay, now) ? read.reviewId : null
}

/** The one-click stop of RFC 8058, which mail programs offer as a button. */
export function replyMailStopLink(review: StopReview): string {
  return `${getEnv().siteUrl}/v1/reviews/reply-mails/stop?token=${encodeURIComponent(replyMailStopToken(review))}`
}

async function isStopped(payload: Payload, email: string, req?: Partial<PayloadRequest>): Promise<boolean> {
  const db = await rawDb(payload, req)
  const stops = rawTable(payload, 'reply_mail_stops')
  const [row] = await db
    .select({ hash: stops.addressHash! })
    .from(stops)
    .where(eq(stops.addressHash!, addressHash(email)))
    .limit(1)
  return Boolean(row)
}

/**
 * Stops the mails about replies for the address of the review a token names: every review of
 * that address, from now on. False for a token Candor did not make, or a review now gone.
 */
export async function stopReplyMails(payload: Payload, token: string, now = Date.now()): Promise<boolean> {
  const read = readStopToken(token)
  if (read === null) return false
  const { reviewId } = read
  const review = await payload
    .findByID({
      collection: 'reviews',
      id: reviewId,
      depth: 0,
      select: { email: true, createdAt: true },
      ...holding({ kind: 'replyMailStop', reviewId }),
    })
    .catch(() => null)
  if (!review?.email || !isStopTokenOf(read, { id: reviewId, createdAt: review.createdAt }, now)) return false
  const db = await rawDb(payload)
  const stops = rawTable(payload, 'reply_mail_stops')
  const row = { addressHash: addressHash(review.email), stoppedAt: new Date().toISOString() }
  await db
    .insert(stops)
    .values([row])
    .onConflictDoUpdate({ target: [stops.addressHash!], set: { stoppedAt: row.stoppedAt } })
  return true
}

/**
 * Tells the reviewer, once, in the language they wrote in, that the insurer's reply to their
 * review is live: a link to the plan page, never the reply's text, and a one-click stop. An
 * address that stopped these mails gets none; a mail that fails is logged and undoes nothing.
 */
export async function sendReplyMail(req: PayloadRequest, reviewId: number): Promise<void> {
  const { payload } = req
  try {
    const review = await payload.findByID({
      collection: 'reviews',
      id: reviewId,
      depth: 0,
      req,
      select: { email: true, plan: true, language: true, planSnapshot: true, createdAt: true },
      ...asSystem('hook'),
    })
    if (!review.email || review.email.endsWith('.invalid') || (await isStopped(payload, review.email, req))) return
    const locale = isLocale(review.language) ? review.language : DEFAULT_LOCALE
    const m = messagesFor(locale).siteMail
    const site = getEnv().siteUrl
    const snapshot = review.planSnapshot?.issuerLegalName ? tidyName(review.planSnapshot.issuerLegalName) : null
    const plan = (await namePlans(payload, [review.plan])).get(review.plan) ?? snapshot ?? m.reviewYourPlan
    const planLink = `${site}${localizeHref(`/plans/${review.plan}`, locale)}#reviews`
    const named = { id: reviewId, createdAt: review.createdAt }
    const stopPage = `${site}${localizeHref('/reviews/reply-mails/stop', locale)}?token=${encodeURIComponent(replyMailStopToken(named))}`
    await payload.sendEmail({
      to: review.email,
      subject: m.replyPublishedSubject,
      text: `${[m.hello, m.replyPublishedText(plan, planLink), m.replyStopText(stopPage), m.signOff].join('\n\n')}\n`,
      headers: {
        'List-Unsubscribe': `<${replyMailStopLink(named)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  } catch (error) {
    getLogger().error({ err: error, reviewId }, 'the reply mail could not be sent')
  }
}
