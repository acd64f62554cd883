import { failureOf } from '@/lib/api-client'
import { isFilledText, isRecord, isWholeNumber } from '@/lib/json-read'

import { reviewOutbox as reviewOutboxMessages } from '@/messages/en/reviewOutbox'

import { REVIEWS_ENDPOINT, type AcceptedReview } from './contract'
import { withEntry, withoutEntry, type StoredReview, type StoredReviewsStore } from './stored-reviews'

/**
 * The review outbox: sends stored reviews (stored-reviews.ts) to `POST /api/reviews` until
 * the server has them. The wizard uses it for the first attempt; the frame's hook
 * (use-review-outbox.ts) for every later one. The decisions are pure functions, so that
 * each answer's effect on an entry can be tested without a browser.
 */

/** What came back from one post; `status` 0 when no answer arrived (offline, timeout). */
export type PostAnswer = { status: number; body: unknown; retryAfter: string | null }

export type AnswerOutcome =
  /**
   * 200 or 201: stored (now, or before under the same client id). `review` is null when the
   * answer did not say which review it is: stored all the same, but it cannot be claimed.
   */
  | { kind: 'accepted'; review: AcceptedReview | null }
  /** 400 about the captcha alone: expired or already used; a fresh one may succeed. */
  | { kind: 'captcha' }
  /** 401: the bearer was refused; the review may go without it. */
  | { kind: 'unauthorized' }
  /** Any other 400: the server will never take this review as it is. */
  | { kind: 'rejected'; errors: Record<string, string>; message: string | null }
  /** Rate limit, server trouble, no answer: try the same review again later. */
  | { kind: 'retry'; status: number; retryAfterMs: number | null }

const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const

/** `data.review` of a 201 from call 2, or null when the answer does not hold a whole one. */
function acceptedReviewOf(body: unknown) {
  const data = isRecord(body) ? body.data : null
  const review = isRecord(data) ? data.review : null
  if (!isRecord(review) || !isWholeNumber(review.id, 1) || !isFilledText(review.claim_token)) return null
  const status = REVIEW_STATUSES.find((value) => value === review.status)
  return status ? { id: review.id, status, claim_token: review.claim_token } : null
}

/** Seconds or an HTTP date, as milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export function interpretAnswer(answer: PostAnswer, now: number): AnswerOutcome {
  const { status, body } = answer
  if (status === 200 || status === 201) {
    return { kind: 'accepted', review: acceptedReviewOf(body) }
  }
  if (status === 400 || status === 422) {
    const { errors, message } = failureOf(body)
    const fields = Object.keys(errors)
    if (fields.length === 1 && fields[0] === 'challenge') return { kind: 'captcha' }
    return { kind: 'rejected', errors, message }
  }
  if (status === 401) return { kind: 'unauthorized' }
  return { kind: 'retry', status, retryAfterMs: parseRetryAfter(answer.retryAfter, now) }
}

/**
 * The entry after an outcome, or null when it leaves storage: accepted with a valid bearer
 * (the server already knows whose it is) or rejected for good.
 */
export function entryAfter(
  entry: StoredReview,
  outcome: AnswerOutcome,
  { postedWithBearer, now }: { postedWithBearer: boolean; now: number },
): StoredReview | null {
  switch (outcome.kind) {
    case 'accepted':
      if (postedWithBearer || !outcome.review) return null
      return {
        ...entry,
        state: 'accepted',
        id: outcome.review.id,
        claim_token: outcome.review.claim_token,
        notBefore: undefined,
      }
    case 'rejected':
      return null
    case 'retry':
      return {
        ...entry,
        state: 'queued',
        notBefore: outcome.retryAfterMs === null ? undefined : now + outcome.retryAfterMs,
      }
    // Reached only when the remedy (a fresh captcha, no bearer) could not be applied.
    case 'captcha':
    case 'unauthorized':
      return { ...entry, state: 'queued', notBefore: undefined }
  }
}

/** First retry after 30 s, then doubling, never more than 15 minutes apart. */
export const RETRY_BASE_MS = 30_000
export const RETRY_MAX_MS = 15 * 60_000

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * When a queued entry may be posted again. On a page load or when the browser comes back
 * online (`eager`) the backoff is skipped; the server's Retry-After never is.
 */
export function nextAttemptAt(entry: StoredReview, eager: boolean): number {
  const backoff = eager || entry.lastAttemptAt === undefined ? 0 : entry.lastAttemptAt + retryDelayMs(entry.attempts)
  return Math.max(backoff, entry.notBefore ?? 0)
}

/** Milliseconds until the next queued entry is due, or null when nothing is queued. */
export function nextFlushDelay(entries: StoredReview[], now: number): number | null {
  const due = entries.filter((entry) => entry.state === 'queued').map((entry) => nextAttemptAt(entry, false))
  return due.length === 0 ? null : Math.max(0, Math.min(...due) - now)
}

/** The server's reasons for refusing a review, as one sentence for the person. */
export function rejectionReason(outcome: Extract<AnswerOutcome, { kind: 'rejected' }>): string {
  const reasons = [...new Set(Object.values(outcome.errors))]
  if (reasons.length > 0) return reasons.map((reason) => (/[.!?]$/.test(reason) ? reason : `${reason}.`)).join(' ')
  return outcome.message ?? reviewOutboxMessages.rejectedFallback
}

export type OutboxDeps = {
  fetch: typeof fetch
  store: StoredReviewsStore
  /** The bearer to send, or null for an anonymous review. */
  accessToken(): string | null
  /** A fresh captcha payload, solved here, or null when none could be had. */
  solveCaptcha(): Promise<string | null>
  now(): number
  warn(message: string): void
}

export type SendResult =
  | { kind: 'sent'; entry: StoredReview; anonymous: boolean }
  | { kind: 'queued'; entry: StoredReview; status: number }
  | { kind: 'rejected'; entry: StoredReview; errors: Record<string, string>; reason: string }

/** How long one post may take before the review is treated as unsent. */
const POST_TIMEOUT_MS = 20_000

async function postReview(deps: OutboxDeps, entry: StoredReview, token: string | null): Promise<PostAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  let answer: PostAnswer
  try {
    const response = await deps.fetch(REVIEWS_ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify(entry.review),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(POST_TIMEOUT_MS) : undefined,
    })
    const body: unknown = await response.json().catch(() => null)
    answer = { status: response.status, body, retryAfter: response.headers.get('retry-after') }
  } catch {
    answer = { status: 0, body: null, retryAfter: null }
  }
  // The specification's log line (§8); a status says nothing about the review itself.
  if (answer.status < 200 || answer.status > 299) deps.warn(`HTTP error! Status: ${answer.status}`)
  return answer
}

/** Client ids being posted from this page right now, so a flush never doubles the wizard's post. */
const sending = new Set<string>()

export function isSending(clientId: string): boolean {
  return sending.has(clientId)
}

/**
 * Posts one stored review and records the outcome in the store. A refused bearer is dropped
 * and the review posted again without it; an expired or used captcha is replaced by a
 * fresh one, solved here, and the review posted again. Never throws.
 */
export async function sendStoredReview(entry: StoredReview, deps: OutboxDeps): Promise<SendResult> {
  sending.add(entry.clientId)
  try {
    let current: StoredReview = {
      ...entry,
      attempts: entry.attempts + 1,
      lastAttemptAt: deps.now(),
      notBefore: undefined,
    }
    deps.store.update((entries) => withEntry(entries, current))

    let token = deps.accessToken()
    let triedWithoutBearer = false
    let triedFreshCaptcha = false
    let outcome: AnswerOutcome
    for (;;) {
      outcome = interpretAnswer(await postReview(deps, current, token), deps.now())
      if (outcome.kind === 'unauthorized' && token && !triedWithoutBearer) {
        token = null
        triedWithoutBearer = true
        continue
      }
      if (outcome.kind === 'captcha' && !triedFreshCaptcha) {
        triedFreshCaptcha = true
        const challenge = await deps.solveCaptcha()
        if (challenge) {
          current = { ...current, review: { ...current.review, challenge } }
          deps.store.update((entries) => withEntry(entries, current))
          continue
        }
      }
      break
    }

    const next = entryAfter(current, outcome, { postedWithBearer: token !== null, now: deps.now() })
    deps.store.update((entries) => (next ? withEntry(entries, next) : withoutEntry(entries, current.clientId)))
    if (outcome.kind === 'accepted') return { kind: 'sent', entry: next ?? current, anonymous: token === null }
    if (outcome.kind === 'rejected') {
      return { kind: 'rejected', entry: current, errors: outcome.errors, reason: rejectionReason(outcome) }
    }
    return { kind: 'queued', entry: next ?? current, status: outcome.kind === 'retry' ? outcome.status : 400 }
  } finally {
    sending.delete(entry.clientId)
  }
}

export type FlushListener = {
  onSent?(result: Extract<SendResult, { kind: 'sent' }>): void
  onRejected?(result: Extract<SendResult, { kind: 'rejected' }>): void
}

/**
 * Posts every queued review that is due, one at a time. Returns how long to wait before
 * the next one is due (null when none is queued any more).
 */
export async function flushOutbox(
  deps: OutboxDeps,
  { eager, ...listener }: { eager: boolean } & FlushListener,
): Promise<number | null> {
  for (const entry of deps.store.load()) {
    if (entry.state !== 'queued' || isSending(entry.clientId)) continue
    if (nextAttemptAt(entry, eager) > deps.now()) continue
    const result = await sendStoredReview(entry, deps)
    if (result.kind === 'sent') listener.onSent?.(result)
    if (result.kind === 'rejected') listener.onRejected?.(result)
  }
  return nextFlushDelay(deps.store.load(), deps.now())
}
