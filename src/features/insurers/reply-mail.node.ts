import { createHmac, timingSafeEqual } from 'node:crypto'

// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { namePlans } from '@/features/plans/node'
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

/** The stop link's token for a review: its id and a signature only Candor can make. */
export function replyMailStopToken(reviewId: number): string {
  return `${reviewId}.${sign(`candor reply mails stop ${reviewId}`)}`
}

/** The review a stop token names, or null when it is forged or malformed. */
export function reviewOfStopToken(token: string): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(sign(`candor reply mails stop ${id}`))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

/** The one-click stop of RFC 8058, which mail programs offer as a button. */
export function replyMailStopLink(reviewId: number): string {
  return `${getEnv().siteUrl}/v1/reviews/reply-mails/stop?token=${encodeURIComponent(replyMailStopToken(reviewId))}`
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
export async function stopReplyMails(payload: Payload, token: string): Promise<boolean> {
  const reviewId = reviewOfStopToken(token)
  if (reviewId === null) return false
  const review = await payload
    .findByID({
      collection: 'reviews',
      id: reviewId,
      depth: 0,
      select: { email: true },
      ...holding({ kind: 'replyMailStop', reviewId }),
    })
    .catch(() => null)
  if (!review?.email) return false
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
      select: { email: true, plan: true, language: true, planSnapshot: true },
      ...asSystem('hook'),
    })
    if (!review.email || review.email.endsWith('.invalid') || (await isStopped(payload, review.email, req))) return
    const locale = isLocale(review.language) ? review.language : DEFAULT_LOCALE
    const m = messagesFor(locale).siteMail
    const site = getEnv().siteUrl
    const snapshot = review.planSnapshot?.issuerLegalName ? tidyName(review.planSnapshot.issuerLegalName) : null
    const plan = (await namePlans(payload, [review.plan])).get(review.plan) ?? snapshot ?? m.reviewYourPlan
    const planLink = `${site}${localizeHref(`/plans/${review.plan}`, locale)}#reviews`
    const stopPage = `${site}${localizeHref('/reviews/reply-mails/stop', locale)}?token=${encodeURIComponent(replyMailStopToken(reviewId))}`
    await payload.sendEmail({
      to: review.email,
      subject: m.replyPublishedSubject,
      text: `${[m.hello, m.replyPublishedText(plan, planLink), m.replyStopText(stopPage), m.signOff].join('\n\n')}\n`,
      headers: {
        'List-Unsubscribe': `<${replyMailStopLink(reviewId)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  } catch (error) {
    getLogger().error({ err: error, reviewId }, 'the reply mail could not be sent')
  }
}
