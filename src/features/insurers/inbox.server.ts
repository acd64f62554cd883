import type { Payload, PayloadRequest, Where } from 'payload'

import { linkedIssuers } from '@/access/insurer'
import { namePlans } from '@/features/plans/server'
import { tidyName } from '@/features/plans'
import { storedAnswersOf, type StoredAnswers } from '@/features/reviews'

import { recordInsurerEvent } from './events.server'
import { nameIssuers, type IssuerChoice } from './issuer-names.server'
import { READ_IN_RECORDED_ACTION } from './review-reads.server'
import type { ReplyStatus } from './reply-rules'

export const INBOX_FILTERS = ['open', 'handled', 'all'] as const

export type InboxFilter = (typeof INBOX_FILTERS)[number]

export type InboxItem = {
  id: number
  publishedAt: string | null
  plan: number
  issuer: string | null
  state: string | null
  /**
   * The reviewer's answers an insurer may read, under the collection's fields (the table of
   * answers, features/reviews): the four ratings, the year, the name, both notes, and the
   * address only when the reviewer allowed the insurer to contact them.
   */
  answers: StoredAnswers
  /** The mark, when the note is handled. */
  handled: { id: number; at: string } | null
  /** The insurer's public reply, in whatever state it is. */
  reply: { id: number; body: string; status: ReplyStatus; rejectionReason: string | null } | null
}

export type Inbox = {
  items: InboxItem[]
  open: number
  handled: number
  issuers: string[]
  /** The linked issuers Candor's plan data names, by name (an id it does not hold is left out). */
  companies: IssuerChoice[]
  /** The plans and states the insurer's published reviews are about: what the filters offer. */
  planChoices: { nid: number; name: string; state: string | null }[]
  stateChoices: string[]
  /** The page shown (from 1) and how many the filter fills; 1 of 1 when it is empty. */
  page: number
  pages: number
}

/** How many notes an inbox page shows, newest first. */
export const INBOX_PAGE_SIZE = 50

/** Which notes (`show`), which page, and optionally one plan (nid) and one state (two letters). */
export type InboxQuery = { filter: InboxFilter; page: number; plan?: number | null; state?: string | null }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The filter (`show`, "open" unless known) and page (`page`, 1 unless a whole number from 1) asked for. */
export function parseInboxQuery(params: SearchParams): InboxQuery {
  const show = first(params.show) ?? ''
  const filter = (INBOX_FILTERS as readonly string[]).includes(show) ? (show as InboxFilter) : 'open'
  const asked = first(params.page) ?? ''
  const page = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1
  const plan = first(params.plan) ?? ''
  const state = (first(params.state) ?? '').toUpperCase()
  return {
    filter,
    page,
    plan: /^[1-9]\d{0,9}$/.test(plan) ? Number(plan) : null,
    state: /^[A-Z]{2}$/.test(state) ? state : null,
  }
}

/** The inbox address of a filter and page, as its links give it. */
export function inboxHref({ filter, page, plan, state }: InboxQuery): string {
  const params = new URLSearchParams({ show: filter })
  if (plan) params.set('plan', String(plan))
  if (state) params.set('state', state)
  if (page > 1) params.set('page', String(page))
  return `/admin/inbox?${params.toString()}`
}

/**
 * An insurer's inbox: the published reviews of its own issuers' plans, newest first, with their
 * private notes, read with the insurer's own access (the Reviews collection's rules decide
 * what it sees; this adds nothing to them). Opening it is recorded in the insurers' trail.
 */
export async function loadInbox(
  payload: Payload,
  req: PayloadRequest,
  { filter, page, plan, state }: InboxQuery,
): Promise<Inbox> {
  const issuers = linkedIssuers(req.user)
  const none = { items: [], open: 0, handled: 0, companies: [], planChoices: [], stateChoices: [], page: 1, pages: 1 }
  if (issuers.length === 0) return { ...none, issuers }
  // Its reads are in the trail as the inbox opened, not one entry each.
  const asInsurer = {
    overrideAccess: false,
    user: req.user,
    req,
    depth: 0,
    context: { [READ_IN_RECORDED_ACTION]: true },
  } as const
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
  const byMark: Where | undefined =
    filter === 'all'
      ? undefined
      : filter === 'handled'
        ? { id: { in: handledIds.length > 0 ? handledIds : [0] } }
        : handledIds.length > 0
          ? { id: { not_in: handledIds } }
          : undefined
  const narrowed = [
    byMark,
    plan ? { plan: { equals: plan } } : undefined,
    state ? { 'planSnapshot.state': { equals: state } } : undefined,
  ].filter((part): part is Where => part !== undefined)
  const where: Where | undefined = narrowed.length === 0 ? undefined : { and: narrowed }
  // Newest first; the id breaks ties, so that no review is on two pages or on none.
  const sort = ['-publishedAt', '-id']
  let found = await payload.find({ collection: 'reviews', ...asInsurer, where, sort, limit: INBOX_PAGE_SIZE, page })
  // A page past the end (a link kept after notes were handled) shows the last one.
  if (found.docs.length === 0 && found.totalPages > 0 && page > found.totalPages) {
    found = await payload.find({
      collection: 'reviews',
      ...asInsurer,
      where,
      sort,
      limit: INBOX_PAGE_SIZE,
      page: found.totalPages,
    })
  }
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
  // What the filters offer: every plan and state the insurer's published reviews are about.
  const about = await payload.find({
    collection: 'reviews',
    ...asInsurer,
    pagination: false,
    select: { plan: true, planSnapshot: true },
  })
  const stateOfPlan = new Map(about.docs.map((doc) => [doc.plan, doc.planSnapshot?.state ?? null]))
  const names = await namePlans(payload, [...new Set([...stateOfPlan.keys(), ...found.docs.map((doc) => doc.plan)])])
  const planChoices = [...stateOfPlan.entries()]
    .map(([nid, planState]) => ({ nid, name: names.get(nid) ?? String(nid), state: planState }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.state ?? '').localeCompare(b.state ?? '') || a.nid - b.nid)
  const stateChoices = [...new Set([...stateOfPlan.values()].filter((code): code is string => Boolean(code)))].sort()
  const companies = [...(await nameIssuers(payload, issuers)).values()]
  if (req.user) {
    await recordInsurerEvent(req, { action: 'inbox-opened', account: req.user.id as number, note: filter })
  }
  return {
    issuers,
    companies,
    planChoices,
    stateChoices,
    page: found.page ?? 1,
    pages: Math.max(found.totalPages, 1),
    open: total.totalDocs - handledCount,
    handled: handledCount,
    items: found.docs.map((doc) => ({
      id: doc.id,
      publishedAt: doc.publishedAt ?? null,
      plan: doc.plan,
      issuer:
        names.get(doc.plan) ?? (doc.planSnapshot?.issuerLegalName ? tidyName(doc.planSnapshot.issuerLegalName) : null),
      state: doc.planSnapshot?.state ?? null,
      answers: storedAnswersOf(doc),
      handled: handledByReview.get(doc.id) ?? null,
      reply: replyByReview.get(doc.id) ?? null,
    })),
  }
}

/**
 * How many published reviews of the insurer's plans are not marked handled: the count its
 * navigation shows on every admin page. Counts read no review, so the trail records nothing.
 */
export async function countNotesToHandle(payload: Payload, user: PayloadRequest['user']): Promise<number> {
  if (linkedIssuers(user).length === 0) return 0
  const asInsurer = { overrideAccess: false, user, depth: 0 } as const
  const marks = await payload.find({
    collection: 'handled-notes',
    ...asInsurer,
    pagination: false,
    select: { review: true },
  })
  const handled = marks.docs.flatMap((mark) => (typeof mark.review === 'number' ? [mark.review] : []))
  const where: Where | undefined = handled.length > 0 ? { id: { not_in: handled } } : undefined
  return (await payload.count({ collection: 'reviews', ...asInsurer, where })).totalDocs
}
