import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { linkedIssuers } from '@/access/insurer'
import { namePlans } from '@/features/plans/node'
import { tidyName } from '@/features/plans'

import { recordInsurerEvent } from './events.node'
import type { ReplyStatus } from './reply-rules'

export const INBOX_FILTERS = ['open', 'handled', 'all'] as const

export type InboxFilter = (typeof INBOX_FILTERS)[number]

export type InboxItem = {
  id: number
  publishedAt: string | null
  plan: number
  issuer: string | null
  state: string | null
  overallRating: string
  displayName: string
  publicMessage: string
  privateMessage: string | null
  /** The reviewer's address, only when they allowed the insurer to contact them. */
  email: string | null
  /** The mark, when the note is handled. */
  handled: { id: number; at: string } | null
  /** The insurer's public reply, in whatever state it is. */
  reply: { id: number; body: string; status: ReplyStatus; rejectionReason: string | null } | null
}

export type Inbox = { items: InboxItem[]; open: number; handled: number; issuers: string[] }

/** How many notes an inbox page shows at most, newest first. */
const PAGE = 200

export function parseInboxFilter(params: Record<string, string | string[] | undefined>): InboxFilter {
  const value = params.show
  const one = Array.isArray(value) ? value[0] : value
  return (INBOX_FILTERS as readonly string[]).includes(one ?? '') ? (one as InboxFilter) : 'open'
}

/**
 * An insurer's inbox: the published reviews of its own issuers' plans, newest first, with their
 * private notes, read with the insurer's own access (the Reviews collection's rules decide
 * what it sees; this adds nothing to them). Opening it is recorded in the insurers' trail.
 */
export async function loadInbox(payload: Payload, req: PayloadRequest, filter: InboxFilter): Promise<Inbox> {
  const issuers = linkedIssuers(req.user)
  if (issuers.length === 0) return { items: [], open: 0, handled: 0, issuers }
  const asInsurer = { overrideAccess: false, user: req.user, req, depth: 0 } as const
  const marks = await payload.find({
    collection: 'handled-notes',
    ...asInsurer,
    pagination: false,
    select: { review: true, createdAt: true },
  })
  const handledByReview = new Map(
    marks.docs.flatMap((mark) =>
      typeof mark.review === 'number' ? [[mark.review, { id: mark.id, at: mark.createdAt }] as const] : [],
    ),
  )
  const handledIds = [...handledByReview.keys()]
  const total = await payload.count({ collection: 'reviews', ...asInsurer })
  const handledCount =
    handledIds.length === 0
      ? 0
      : (await payload.count({ collection: 'reviews', ...asInsurer, where: { id: { in: handledIds } } })).totalDocs
  const where: Where | undefined =
    filter === 'all'
      ? undefined
      : filter === 'handled'
        ? { id: { in: handledIds.length > 0 ? handledIds : [0] } }
        : handledIds.length > 0
          ? { id: { not_in: handledIds } }
          : undefined
  const found = await payload.find({ collection: 'reviews', ...asInsurer, where, sort: '-publishedAt', limit: PAGE })
  const replies = await payload.find({
    collection: 'review-replies',
    ...asInsurer,
    where: { review: { in: found.docs.map((doc) => doc.id) } },
    pagination: false,
    select: { review: true, body: true, status: true, rejectionReason: true },
  })
  const replyByReview = new Map(
    replies.docs.map((reply) => [
      typeof reply.review === 'number' ? reply.review : reply.review?.id,
      {
        id: reply.id,
        body: reply.body ?? '',
        status: (reply.status ?? 'pending') as ReplyStatus,
        rejectionReason: reply.rejectionReason ?? null,
      },
    ]),
  )
  const names = await namePlans(
    payload,
    found.docs.map((doc) => doc.plan),
  )
  if (req.user) {
    await recordInsurerEvent(req, { action: 'inbox-opened', account: req.user.id as number, note: filter })
  }
  return {
    issuers,
    open: total.totalDocs - handledCount,
    handled: handledCount,
    items: found.docs.map((doc) => ({
      id: doc.id,
      publishedAt: doc.publishedAt ?? null,
      plan: doc.plan,
      issuer:
        names.get(doc.plan) ?? (doc.planSnapshot?.issuerLegalName ? tidyName(doc.planSnapshot.issuerLegalName) : null),
      state: doc.planSnapshot?.state ?? null,
      overallRating: doc.overallRating,
      displayName: doc.displayName,
      publicMessage: doc.publicMessage,
      privateMessage: doc.privateMessage ?? null,
      email: doc.email ?? null,
      handled: handledByReview.get(doc.id) ?? null,
      reply: replyByReview.get(doc.id) ?? null,
    })),
  }
}
