import type { Payload, Where } from 'payload'

import { getEnv } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale, LOCALES, localizeHref, type Locale } from '@/lib/i18n'
import { getLogger } from '@/lib/logger'
import { deliverSoon, enqueueMail } from '@/platform/mail-queue.server'
import { messagesFor } from '@/messages'

import { unsubscribeHeaders } from './mails'
import { unsubscribeToken } from './tokens'
import { asSystem } from '@/lib/as-system'

/** Subscribers written to the outbox per step; progress is saved after each. */
export const SEND_BATCH = 100

export async function postalAddressOf(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...asSystem('job') })
  return settings.postalAddress?.trim() || null
}

type IssueText = { subject: string; body: string }

/** An issue's words in each language an editor wrote it in; English is always there. */
export type IssueTexts = { en: IssueText } & Partial<Record<Locale, IssueText>>

type Recipient = { id: number; email: string; language?: Locale | null }

/**
 * One subscriber's copy of an issue: the editor's text in the language the subscriber
 * signed up in (English when the issue was not written in it), then why it came and how to
 * stop it, in the same language.
 */
export function issueMail(issue: IssueTexts, subscriber: Recipient, postalAddress: string) {
  const wanted = isLocale(subscriber.language) ? subscriber.language : DEFAULT_LOCALE
  const locale = issue[wanted] ? wanted : DEFAULT_LOCALE
  const text = issue[locale] ?? issue.en
  const token = unsubscribeToken(subscriber.id)
  const unsubscribe = `${getEnv().siteUrl}${localizeHref('/newsletter/unsubscribe', locale)}?token=${encodeURIComponent(token)}`
  const footer = messagesFor(locale).siteMail.issueFooter(subscriber.email, unsubscribe)
  return {
    to: subscriber.email,
    subject: text.subject,
    text: `${text.body.trim()}\n\n--\n${footer}\n\nCandor\n${postalAddress}\n`,
    headers: unsubscribeHeaders(token),
  }
}

/** The issue's subject and body in each language it was written in. */
async function issueTexts(payload: Payload, issueId: number): Promise<IssueTexts | null> {
  const texts: Partial<Record<Locale, IssueText>> = {}
  for (const locale of LOCALES) {
    const doc = await payload.findByID({
      collection: 'newsletter-issues',
      id: issueId,
      depth: 0,
      locale,
      fallbackLocale: false,
      ...asSystem('job'),
    })
    if (doc.subject && doc.body) texts[locale] = { subject: doc.subject, body: doc.body }
  }
  return texts.en ? (texts as IssueTexts) : null
}

/**
 * Carries on sending an issue that is being sent, batch by batch, in subscriber order.
 * Each confirmed subscriber's copy is written to the outbox once: the outbox keeps one row
 * per issue and subscriber (a unique index), so a send interrupted anywhere and resumed, or
 * run by two servers at once, never writes a copy twice. Answers whether the issue is done.
 */
export async function continueSending(
  payload: Payload,
  issueId: number,
  { maxBatches = Infinity, batchSize = SEND_BATCH } = {},
): Promise<boolean> {
  let issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 0, ...asSystem('job') })
  if (issue.status !== 'sending') return issue.status === 'sent'
  const postalAddress = await postalAddressOf(payload)
  const texts = await issueTexts(payload, issueId)
  if (!texts) {
    getLogger().error({ issueId }, 'a newsletter issue waits: it has no English subject and text')
    return false
  }
  if (!postalAddress) {
    getLogger().error({ issueId }, 'a newsletter issue waits: no postal address is set')
    return false
  }
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const cursor = issue.cursor ?? 0
    const next = await payload.find({
      collection: 'subscribers',
      ...asSystem('job'),
      depth: 0,
      limit: batchSize,
      sort: 'id',
      where: { and: [{ status: { equals: 'confirmed' } }, { id: { greater_than: cursor } }] },
    })
    if (next.docs.length === 0) {
      await payload.update({
        collection: 'newsletter-issues',
        id: issueId,
        ...asSystem('job'),
        context: { newsletterSend: true },
        data: { status: 'sent', sentAt: new Date().toISOString() },
      })
      return true
    }
    for (const subscriber of next.docs) {
      await enqueueMail(payload, {
        ...issueMail(texts, subscriber, postalAddress),
        newsletterIssue: issueId,
        subscriber: subscriber.id,
      })
    }
    // The batch's copies leave now, a few at a time, while the next batch is written.
    deliverSoon(payload)
    issue = await payload.update({
      collection: 'newsletter-issues',
      id: issueId,
      ...asSystem('job'),
      depth: 0,
      context: { newsletterSend: true },
      data: { cursor: next.docs.at(-1)!.id },
    })
  }
  return false
}

/** The maintenance job's share: carries on every issue being sent. Answers how many finished. */
export async function continueAllSending(payload: Payload): Promise<number> {
  const sending = await payload.find({
    collection: 'newsletter-issues',
    ...asSystem('job'),
    depth: 0,
    limit: 10,
    select: {},
    where: { status: { equals: 'sending' } },
  })
  let finished = 0
  for (const { id } of sending.docs) if (await continueSending(payload, id)) finished += 1
  return finished
}

/** The subscribers an issue goes to, counted when an editor sends it. */
export async function countConfirmed(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'subscribers',
    ...asSystem('job'),
    where: { status: { equals: 'confirmed' } },
  })
  return totalDocs
}

/**
 * How far an issue has gone: copies written to the outbox, how many were delivered, how many
 * failed, and of those how many were held back after a restart (they may have been delivered).
 */
export async function issueProgress(
  payload: Payload,
  issueId: number,
): Promise<{ written: number; delivered: number; failed: number; heldBack: number }> {
  const count = async (...where: Where[]) =>
    (
      await payload.count({
        collection: 'outbox',
        ...asSystem('job'),
        where: { and: [{ newsletterIssue: { equals: issueId } }, ...where] },
      })
    ).totalDocs
  const [written, delivered, failed, heldBack] = await Promise.all([
    count(),
    count({ status: { equals: 'sent' } }),
    count({ status: { equals: 'failed' } }),
    count({ status: { equals: 'failed' } }, { handoverAt: { exists: true } }),
  ])
  return { written, delivered, failed, heldBack }
}
