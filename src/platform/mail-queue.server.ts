import { and, eq, inArray, isNotNull, isNull, lte, ne, or, type SQL } from '@payloadcms/db-sqlite/drizzle'

import type { Payload, Where } from 'payload'

import { deleteInBatches } from '@/lib/delete-in-batches'
import { getEnv } from '@/lib/env'
import { getLogger } from '@/lib/logger'
import { databaseAdapterOf, rawTable, type RawDb, type RawTableColumns } from '@/lib/raw-tables'
import { asSystem } from '@/lib/as-system'
import { sendOverSmtp } from '@/lib/smtp-delivery'

/**
 * Candor's one mail queue. Every message (accounts, moderation decisions, reports, contact,
 * the newsletter) is first written to the `outbox` collection, then delivered from there:
 * a person's own mail at once when it can be, newsletter copies and anything that waits by
 * the maintenance job every minute. A mail server
 * that is down delays mail and loses none; each message shows its state to admins.
 */

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
  /** A newsletter issue and the subscriber it goes to: at most one message per pair. */
  newsletterIssue?: number
  subscriber?: number
}

export type MailStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'kept'

/** The waits between attempts grow from one minute to two hours. */
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 2 * 3600_000
/** A message not delivered within three days is given up, and stays visible as failed. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000
/** How many due messages one run reads at a time, and how many it hands over at once. */
const DELIVERY_BATCH = 50
const DELIVERY_CONCURRENCY = 4
/** One run delivers batch after batch for up to this long, then leaves the rest to the next minute's. */
const DELIVERY_RUN_MS = 50_000

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS)
}

// The claim is one UPDATE … WHERE … RETURNING, so two servers never send the same message.
function outboxTable(payload: Payload): { db: RawDb; table: RawTableColumns } {
  return { db: databaseAdapterOf(payload).drizzle, table: rawTable(payload, 'outbox') }
}

export function senderOf(emailFrom: string): { name: string; address: string } {
  const [, name = 'Candor', address = emailFrom] = /^\s*([^<]*?)\s*<([^>]+)>\s*$/.exec(emailFrom) ?? []
  return { name, address }
}

/**
 * Puts a message in the outbox. With an SMTP server configured it waits there to be
 * delivered (and a delivery starts at once, without holding up the caller); without one it
 * is kept for admins to read. Answers the message's id, or null for a newsletter issue
 * the subscriber already has.
 */
export async function enqueueMail(
  payload: Payload,
  mail: OutgoingMail,
  smtpUrl: string | undefined = getEnv().smtpUrl,
): Promise<number | null> {
  const now = new Date().toISOString()
  let id: number
  try {
    const created = await payload.create({
      collection: 'outbox',
      ...asSystem('job'),
      depth: 0,
      data: {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers ?? null,
        newsletterIssue: mail.newsletterIssue ?? null,
        subscriber: mail.subscriber ?? null,
        status: smtpUrl ? 'queued' : 'kept',
        attempts: 0,
        nextAttemptAt: now,
      },
    })
    id = created.id
  } catch (error) {
    // The unique (issue, subscriber) pair: this subscriber already has this issue.
    if (mail.newsletterIssue !== undefined && (await hasIssue(payload, mail.newsletterIssue, mail.subscriber)))
      return null
    throw error
  }
  // A person's own mail leaves at once; a newsletter's thousands of copies leave with the next
  // delivery run, a few at a time, never as thousands of connections to the mail server at once.
  if (!smtpUrl) logKept(payload, id, mail)
  else if (mail.newsletterIssue === undefined) {
    setImmediate(() => void deliverMail(payload, id, smtpUrl).catch(logDeliveryError(id)))
  }
  return id
}

async function hasIssue(payload: Payload, issue: number, subscriber: number | undefined): Promise<boolean> {
  const found = await payload.count({
    collection: 'outbox',
    ...asSystem('job'),
    where: { and: [{ newsletterIssue: { equals: issue } }, { subscriber: { equals: subscriber ?? null } }] },
  })
  return found.totalDocs > 0
}

function logKept(payload: Payload, id: number, mail: OutgoingMail): void {
  // Links carry secrets: a production log never holds a message's text.
  if (getEnv().isProduction) payload.logger.info({ outboxId: id }, 'email kept in the outbox (no SMTP_URL)')
  else payload.logger.info({ outboxId: id, text: mail.text }, 'email kept in the outbox (no SMTP_URL)')
}

const logDeliveryError = (id: number) => (error: unknown) =>
  getLogger().error({ err: error, outboxId: id }, 'delivering a message failed unexpectedly')

/**
 * Delivers one message if it is due and no one else is sending it. Answers its new status,
 * or null when it was not this call's to send.
 */
export async function deliverMail(
  payload: Payload,
  id: number,
  smtpUrl: string | undefined = getEnv().smtpUrl,
): Promise<MailStatus | null> {
  if (!smtpUrl) return null
  const { db, table } = outboxTable(payload)
  const now = new Date().toISOString()
  const claimed = await db
    .update(table)
    .set({ status: 'sending', claimedAt: now, handoverAt: null, updatedAt: now })
    .where(and(eq(table.id!, id), inArray(table.status!, ['queued', 'retrying']), lte(table.nextAttemptAt!, now)))
    .returning<{ id: number }>({ id: table.id! })
  if (claimed.length === 0) return null
  const message = await payload.findByID({ collection: 'outbox', id, depth: 0, ...asSystem('job') })
  const attempts = (message.attempts ?? 0) + 1
  try {
    await sendOverSmtp(
      smtpUrl,
      {
        from: senderOf(getEnv().emailFrom),
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: (message.headers as Record<string, string> | null) ?? undefined,
      },
      // The mail server has asked for the message: from here it may have it, and a newsletter
      // copy interrupted now is not sent again without the editor's word.
      async () => {
        await db
          .update(table)
          .set({ handoverAt: new Date().toISOString() })
          .where(eq(table.id!, id))
          .returning<{ id: number }>({ id: table.id! })
      },
    )
    await payload.update({
      collection: 'outbox',
      id,
      ...asSystem('job'),
      depth: 0,
      data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
    })
    return 'sent'
  } catch (error) {
    const givenUp = Date.now() - Date.parse(message.createdAt) + retryDelayMs(attempts) > GIVE_UP_AFTER_MS
    const status: MailStatus = givenUp ? 'failed' : 'retrying'
    await payload.update({
      collection: 'outbox',
      id,
      ...asSystem('job'),
      depth: 0,
      data: {
        status,
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
      },
    })
    getLogger().warn({ outboxId: id, attempts, status }, 'a message could not be delivered')
    return status
  }
}

/**
 * The maintenance job's share: delivers the messages that are due, oldest first, batch after
 * batch as fast as the mail server takes them (a backlog after a restart drains in one run),
 * and settles those a stopped server left half-sent. A transactional message is tried again;
 * so is a newsletter copy whose handover to the mail server never began. Only a copy that may
 * have been handed over is held back, so that no one ever gets an issue twice.
 */
export async function deliverDueMail(
  payload: Payload,
  smtpUrl: string | undefined = getEnv().smtpUrl,
): Promise<{ sent: number; failed: number }> {
  if (!smtpUrl) return { sent: 0, failed: 0 }
  await settleStaleSending(payload)
  const deadline = Date.now() + DELIVERY_RUN_MS
  let sent = 0
  let failed = 0
  // Messages that failed in this run wait for their retry time, so a batch never repeats them.
  while (Date.now() < deadline) {
    const due = await payload.find({
      collection: 'outbox',
      ...asSystem('job'),
      depth: 0,
      limit: DELIVERY_BATCH,
      sort: 'nextAttemptAt',
      select: {},
      where: {
        and: [
          { status: { in: ['queued', 'retrying'] } },
          { nextAttemptAt: { less_than_equal: new Date().toISOString() } },
        ],
      },
    })
    if (due.docs.length === 0) break
    const ids = due.docs.map(({ id }) => id)
    let delivered = 0
    await Promise.all(
      Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
        for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
          const status = await deliverMail(payload, id, smtpUrl)
          if (status === 'sent') sent += 1
          else if (status) failed += 1
          if (status) delivered += 1
        }
      }),
    )
    // Every message of the batch was someone else's (another server's run): leave them to it.
    if (delivered === 0) break
  }
  return { sent, failed }
}

/** Why a newsletter copy a restart interrupted during its handover is not sent again. */
export const HELD_BACK =
  'Interrupted while handing over to the mail server: it may have been delivered, so it is not sent again.'

/**
 * The editor's word on the copies of an issue a restart held back: send them again (a reader
 * may then get the issue twice, which the editor weighs against a reader missing it). Answers
 * how many go out again.
 */
export async function sendHeldBackAgain(payload: Payload, issueId: number): Promise<number> {
  const { db, table } = outboxTable(payload)
  const now = new Date().toISOString()
  const requeued = await db
    .update(table)
    .set({ status: 'retrying', handoverAt: null, lastError: null, nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(table.newsletterIssue!, issueId),
        eq(table.status!, 'failed'),
        isNotNull(table.handoverAt!),
        eq(table.lastError!, HELD_BACK),
      ),
    )
    .returning<{ id: number }>({ id: table.id! })
  if (requeued.length > 0) deliverSoon(payload)
  return requeued.length
}

/** Whether this process is delivering the due mail now, and whether more arrived meanwhile. */
let draining: Promise<void> | null = null
let drainAgain = false

/**
 * Starts delivering the due mail now (newsletter copies just written), a few at a time, in the
 * background: one run in this process at a time, run again if more arrives meanwhile. Other
 * servers' runs take other messages (each is claimed before it is sent).
 */
export function deliverSoon(payload: Payload): void {
  if (draining) {
    drainAgain = true
    return
  }
  draining = (async () => {
    do {
      drainAgain = false
      await deliverDueMail(payload).catch((error: unknown) =>
        getLogger().error({ err: error }, 'delivering the due mail failed unexpectedly'),
      )
    } while (drainAgain)
  })().finally(() => {
    draining = null
  })
}

async function settleStaleSending(payload: Payload): Promise<void> {
  const { db, table } = outboxTable(payload)
  const now = new Date().toISOString()
  const stale = and(
    eq(table.status!, 'sending'),
    // Claimed this long ago without an outcome (10 minutes unless MAIL_STALE_AFTER_SECONDS says
    // otherwise): it was being sent when a server stopped.
    lte(table.claimedAt!, new Date(Date.now() - getEnv().mailStaleAfterMs).toISOString()),
  )
  // Never handed over (or not a newsletter copy): sending it again gives no one a copy twice.
  await db
    .update(table)
    .set({ status: 'retrying', nextAttemptAt: now, updatedAt: now })
    .where(and(stale, or(isNull(table.newsletterIssue!), isNull(table.handoverAt!))))
    .returning<{ id: number }>({ id: table.id! })
  await db
    .update(table)
    .set({ status: 'failed', lastError: HELD_BACK, updatedAt: now })
    .where(and(stale, isNotNull(table.handoverAt!)))
    .returning<{ id: number }>({ id: table.id! })
}

/** Sent and kept messages hold links with secrets: they are deleted after 30 days. */
export const KEEP_MAIL_DAYS = 30

export async function deleteOldMail(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - KEEP_MAIL_DAYS * 24 * 3600_000).toISOString()
  const where: Where = { and: [{ status: { in: ['sent', 'kept'] } }, { createdAt: { less_than: before } }] }
  return deleteInBatches(payload, 'outbox', where)
}

/**
 * A delivered message's text and headers hold links with secrets (confirmation, reset, stop and
 * unsubscribe tokens) and what it said to its reader, who has it now. After this many days they
 * are replaced; the recipient, subject, state and dates stay as the admins' record until the
 * message itself is deleted.
 */
export const KEEP_DELIVERED_BODY_DAYS = 7

/** A delivered message's text once it has been removed. */
export const REMOVED_BODY = '(removed after delivery)'

/**
 * Replaces the text and headers of the delivered messages that also meet `condition`; answers
 * how many. Only a message the mail server has taken is touched: one still waiting, retrying,
 * given up or kept for the admins keeps every word, so nothing accepted is lost.
 */
async function removeDeliveredBodies(payload: Payload, condition: SQL | undefined): Promise<number> {
  const { db, table } = outboxTable(payload)
  const removed = await db
    .update(table)
    .set({ text: REMOVED_BODY, headers: null, updatedAt: new Date().toISOString() })
    .where(and(eq(table.status!, 'sent'), ne(table.text!, REMOVED_BODY), condition))
    .returning<{ id: number }>({ id: table.id! })
  return removed.length
}

/** The daily upkeep's share: the bodies of messages delivered more than `KEEP_DELIVERED_BODY_DAYS` ago. */
export async function expireDeliveredMailBodies(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - KEEP_DELIVERED_BODY_DAYS * 24 * 3600_000).toISOString()
  return removeDeliveredBodies(payload, lte(outboxTable(payload).table.sentAt!, before))
}

/**
 * The bodies of every message delivered to an address, at once: for a deleted account, whose
 * confirmation and reset links and whose mails' words are nobody's to keep.
 */
export async function removeDeliveredMailTo(payload: Payload, address: string): Promise<number> {
  return removeDeliveredBodies(payload, eq(outboxTable(payload).table.to!, address.trim().toLowerCase()))
}
