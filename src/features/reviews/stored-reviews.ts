import { z } from '@/lib/zod'

import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/browser-storage'

import { CLIENT_ID_FIELD, HONEYPOT_FIELD } from './contract'
import { RATING_VALUES, type RatingValue } from './ratings'

/** The body of `POST /api/reviews` exactly as the browser sends it (seed-spec §3 plus the client id and honeypot). */
export type ReviewSubmission = {
  field_review_overallrating: RatingValue
  field_review_accesscarerating: RatingValue
  field_review_custservicerating: RatingValue
  field_review_costrating: RatingValue
  field_review_private_message: string
  field_review_public_message: string
  field_user_account_displayname: string
  field_review_account_email: string
  field_review_tos_confirm: '1'
  field_review_issuerid: string
  field_review_issuer_legal_name: string
  field_review_issuer_state: string
  field_review_reportingunit: string
  /** The ALTCHA payload; replaced by a fresh one when the server finds it expired or used. */
  challenge: string
  [CLIENT_ID_FIELD]: string
  [HONEYPOT_FIELD]: string
}

/**
 * One entry of `storedReviews` in localStorage: every review this browser has written that
 * still needs something from it.
 *
 * - `queued`: the server has not confirmed it yet. The outbox (outbox.ts) sends it again,
 *   always with the same `clientId`, so the server never stores it twice.
 * - `accepted`: stored on the server without an account. `id` and `claim_token` are what
 *   the accounts feature sends with call 6 (`POST /v1/data/review/{id}/update`, together
 *   with the `review` fields) to attach it to the member after sign-in; it then removes
 *   the entry. A review accepted with a valid bearer is removed at once instead.
 */
export type StoredReview = {
  /** The review's `client_review_id`, made once in the browser. */
  clientId: string
  review: ReviewSubmission
  state: 'queued' | 'accepted'
  /** Server id, once accepted. */
  id?: number
  /** Proof of authorship for call 6, once accepted. */
  claim_token?: string
  /** When it was first queued (ms since the epoch). */
  queuedAt: number
  /** How many times it has been posted. */
  attempts: number
  /** When it was last posted (ms since the epoch). */
  lastAttemptAt?: number
  /** Not to be posted before this time (ms since the epoch): the server's Retry-After. */
  notBefore?: number
  /** The plan's name as the site shows it, for messages about this review; never sent. */
  planName?: string
}

const rating = z.enum(RATING_VALUES)

// Loose objects: fields a later version adds survive a read-modify-write by this one.
const submissionSchema = z.looseObject({
  field_review_overallrating: rating,
  field_review_accesscarerating: rating,
  field_review_custservicerating: rating,
  field_review_costrating: rating,
  field_review_private_message: z.string(),
  field_review_public_message: z.string(),
  field_user_account_displayname: z.string(),
  field_review_account_email: z.string(),
  field_review_tos_confirm: z.literal('1'),
  field_review_issuerid: z.string(),
  field_review_issuer_legal_name: z.string(),
  field_review_issuer_state: z.string(),
  field_review_reportingunit: z.string(),
  challenge: z.string(),
  [CLIENT_ID_FIELD]: z.string().min(1),
  [HONEYPOT_FIELD]: z.string().catch(''),
})

const timestamp = z.number().finite().nonnegative()

const storedReviewSchema = z
  .looseObject({
    clientId: z.string().min(1),
    review: submissionSchema,
    state: z.enum(['queued', 'accepted']),
    id: z.number().int().positive().optional(),
    claim_token: z.string().min(1).optional(),
    queuedAt: timestamp.catch(0),
    attempts: z.number().int().nonnegative().catch(0),
    lastAttemptAt: timestamp.optional().catch(undefined),
    notBefore: timestamp.optional().catch(undefined),
    planName: z.string().optional().catch(undefined),
  })
  .refine((entry) => entry.review[CLIENT_ID_FIELD] === entry.clientId)
  .refine((entry) => entry.state === 'queued' || (entry.id !== undefined && entry.claim_token !== undefined))

/**
 * What `storedReviews` holds, read defensively: bad JSON or a value that is not a list
 * reads as empty; items that are not valid entries are kept aside untouched (never sent,
 * never dropped), so that nothing written by another version is lost.
 */
export type StoredReviewsContent = { entries: StoredReview[]; unreadable: unknown[] }

export function parseStoredReviews(raw: string | null): StoredReviewsContent {
  if (!raw) return { entries: [], unreadable: [] }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { entries: [], unreadable: [] }
  }
  if (!Array.isArray(value)) return { entries: [], unreadable: [] }
  const entries: StoredReview[] = []
  const unreadable: unknown[] = []
  const seen = new Set<string>()
  for (const item of value) {
    const parsed = storedReviewSchema.safeParse(item)
    if (!parsed.success) unreadable.push(item)
    else if (!seen.has(parsed.data.clientId)) {
      seen.add(parsed.data.clientId)
      entries.push(parsed.data as StoredReview)
    }
  }
  return { entries, unreadable }
}

export function serializeStoredReviews({ entries, unreadable }: StoredReviewsContent): string {
  return JSON.stringify([...entries, ...unreadable])
}

/** Replaces the entry with the same client id, or appends it. */
export function withEntry(entries: StoredReview[], entry: StoredReview): StoredReview[] {
  const index = entries.findIndex((existing) => existing.clientId === entry.clientId)
  if (index === -1) return [...entries, entry]
  return entries.map((existing, at) => (at === index ? entry : existing))
}

export function withoutEntry(entries: StoredReview[], clientId: string): StoredReview[] {
  return entries.filter((entry) => entry.clientId !== clientId)
}

export function newQueuedEntry(review: ReviewSubmission, now: number, planName?: string): StoredReview {
  return { clientId: review[CLIENT_ID_FIELD], review, state: 'queued', queuedAt: now, attempts: 0, planName }
}

/** Where stored reviews live: localStorage in the browser, memory in tests. */
export type StoredReviewsStore = {
  load(): StoredReview[]
  /** Applies `change` to the entries as stored now; false when the result could not be kept. */
  update(change: (entries: StoredReview[]) => StoredReview[]): boolean
}

/** The `storedReviews` key of localStorage. Each update re-reads it, so other entries are never overwritten. */
export const localStoredReviews: StoredReviewsStore = {
  load: () => parseStoredReviews(readStorage(STORAGE_KEYS.storedReviews)).entries,
  update(change) {
    const content = parseStoredReviews(readStorage(STORAGE_KEYS.storedReviews))
    return writeStorage(
      STORAGE_KEYS.storedReviews,
      serializeStoredReviews({ entries: change(content.entries), unreadable: content.unreadable }),
    )
  },
}

export function memoryStoredReviews(initial: StoredReview[] = []): StoredReviewsStore & { entries: StoredReview[] } {
  const store = {
    entries: initial,
    load: () => store.entries,
    update(change: (entries: StoredReview[]) => StoredReview[]) {
      store.entries = change(store.entries)
      return true
    },
  }
  return store
}
