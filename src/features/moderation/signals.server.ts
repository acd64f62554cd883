import 'server-only'

import type { Payload } from 'payload'

import { NEAR_DUPLICATE_SIMILARITY, similarity, textSignals, type Signal } from './signals'

const DAY_MS = 24 * 60 * 60 * 1000
/** Reviews compared for near-duplicates: those of the last 180 days, the newest 1,000 at most. */
const DUPLICATE_WINDOW_MS = 180 * DAY_MS
const DUPLICATE_SAMPLE = 1_000
/** From the third review in a day from one connection or one address. */
const BURST_AFTER = 2
const NEW_ACCOUNT_MS = 7 * DAY_MS
const MANY_PLANS = 3

export type IncomingReview = {
  publicMessage: string
  displayName: string
  email: string
  clientHash: string
  memberId: number | null
  plan: number
}

/** Every signal a new review raises, from its text and from what came before it. */
export async function signalsForNewReview(
  payload: Payload,
  review: IncomingReview,
  now = Date.now(),
): Promise<Signal[]> {
  const found = new Set<Signal>(textSignals(`${review.displayName} ${review.publicMessage}`))
  const sinceDay = new Date(now - DAY_MS).toISOString()
  const asServer = { overrideAccess: true, depth: 0 } as const

  const [recent, fromClient, fromEmail] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { createdAt: { greater_than_equal: new Date(now - DUPLICATE_WINDOW_MS).toISOString() } },
      select: { publicMessage: true },
      sort: '-createdAt',
      limit: DUPLICATE_SAMPLE,
      ...asServer,
    }),
    payload.count({
      collection: 'reviews',
      where: { and: [{ clientHash: { equals: review.clientHash } }, { createdAt: { greater_than_equal: sinceDay } }] },
      ...asServer,
    }),
    payload.count({
      collection: 'reviews',
      where: { and: [{ email: { equals: review.email } }, { createdAt: { greater_than_equal: sinceDay } }] },
      ...asServer,
    }),
  ])
  if (
    recent.docs.some((doc) => similarity(doc.publicMessage ?? '', review.publicMessage) >= NEAR_DUPLICATE_SIMILARITY)
  ) {
    found.add('near-duplicate')
  }
  if (fromClient.totalDocs >= BURST_AFTER) found.add('burst-client')
  if (fromEmail.totalDocs >= BURST_AFTER) found.add('burst-email')

  if (review.memberId !== null) {
    const member = await payload.findByID({ collection: 'members', id: review.memberId, ...asServer })
    if (now - Date.parse(member.createdAt) < NEW_ACCOUNT_MS) {
      const theirs = await payload.find({
        collection: 'reviews',
        where: { member: { equals: review.memberId } },
        select: { plan: true },
        pagination: false,
        ...asServer,
      })
      const plans = new Set([review.plan, ...theirs.docs.map((doc) => doc.plan)])
      if (plans.size >= MANY_PLANS) found.add('new-account-many-plans')
    }
  }
  return [...found]
}
