import { isFilledText, isNonNegative, isRecord, isText, isWholeNumber } from '@/lib/json-read'

import { readStorage, STORAGE_KEYS, writeStorage } from '@/platform/browser-storage'

import { CLIENT_ID_FIELD, HONEYPOT_FIELD } from './contract'
import { REVIEW_FIELD_NAMES } from './review-field-keys'
import { REVIEW_FIELDS, type ReviewFieldName } from './review-fields'
import type { ReviewPayload } from './schema'

/**
 * The body of `POST /api/reviews` exactly as the browser sends it: every field of the
 * server's schema (schema.ts), present, with the terms box as '1' (seed-spec §3), plus the
 * honeypot. `challenge` is the ALTCHA payload, replaced by a fresh one when the server finds
 * it expired or used.
 */
export type ReviewSubmission = Required<
  Omit<ReviewPayload, 'field_review_tos_confirm' | 'field_review_insurer_may_contact'>
> & {
  field_review_tos_confirm: '1'
  field_review_insurer_may_contact: '' | '1'
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

/**
 * What call 2 carries about the plan: text, as the browser sent it. The answers read through
 * the table of answers (review-fields.ts), which needs no zod: the browser's frame does not load
 * it.
 */
const PLAN_FIELDS = [
  'field_review_issuerid',
  'field_review_issuer_legal_name',
  'field_review_issuer_state',
  'field_review_reportingunit',
] as const satisfies readonly Exclude<keyof ReviewSubmission, ReviewFieldName>[]

/**
 * Every key of a submission is an answer of `REVIEW_FIELDS`, the plan's (above) or the form's own
 * marks: a key added to the payload without a place here fails the typecheck (`never` otherwise).
 */
type Unread = Exclude<
  keyof ReviewSubmission,
  ReviewFieldName | (typeof PLAN_FIELDS)[number] | typeof CLIENT_ID_FIELD | typeof HONEYPOT_FIELD
>
const EVERY_KEY_READ: [Unread] extends [never] ? true : Unread = true
void EVERY_KEY_READ

/**
 * A stored submission, or null when an answer or the plan does not read. An answer added after
 * the review was queued reads as not given. Fields a later version adds are kept as they are.
 */
function readSubmission(value: unknown, clientId: string): ReviewSubmission | null {
  if (!isRecord(value)) return null
  if (value[CLIENT_ID_FIELD] !== clientId) return null
  if (!PLAN_FIELDS.every((field) => isText(value[field]))) return null
  const answers: Record<string, string> = {}
  for (const name of REVIEW_FIELD_NAMES) {
    const read = REVIEW_FIELDS[name].readQueued(value[name])
    if (read === null) return null
    answers[name] = read
  }
  const honeypot = value[HONEYPOT_FIELD]
  return { ...value, ...answers, [HONEYPOT_FIELD]: isText(honeypot) ? honeypot : '' } as ReviewSubmission
}

/**
 * One stored entry, or null when it is not a valid one. A queued entry needs its review; an
 * accepted one also its id and claim token. Counters and times that do not read fall back
 * (0, or absent); fields a later version adds are kept.
 */
function readStoredReview(item: unknown): StoredReview | null {
  if (!isRecord(item) || !isFilledText(item.clientId)) return null
  const review = readSubmission(item.review, item.clientId)
  if (!review || (item.state !== 'queued' && item.state !== 'accepted')) return null
  if (item.id !== undefined && !isWholeNumber(item.id, 1)) return null
  if (item.claim_token !== undefined && !isFilledText(item.claim_token)) return null
  if (item.state === 'accepted' && (item.id === undefined || item.claim_token === undefined)) return null
  return {
    ...item,
    clientId: item.clientId,
    review,
    state: item.state,
    queuedAt: isNonNegative(item.queuedAt) ? item.queuedAt : 0,
    attempts: isWholeNumber(item.attempts) ? item.attempts : 0,
    lastAttemptAt: isNonNegative(item.lastAttemptAt) ? item.lastAttemptAt : undefined,
    notBefore: isNonNegative(item.notBefore) ? item.notBefore : undefined,
    planName: isText(item.planName) ? item.planName : undefined,
  } as StoredReview
}

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
    const entry = readStoredReview(item)
    if (!entry) unreadable.push(item)
    else if (!seen.has(entry.clientId)) {
      seen.add(entry.clientId)
      entries.push(entry)
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
