import { describe, expect, it, vi } from 'vitest'

import {
  entryAfter,
  flushOutbox,
  interpretAnswer,
  nextAttemptAt,
  nextFlushDelay,
  parseRetryAfter,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelayMs,
  sendStoredReview,
  type OutboxDeps,
} from '@/features/reviews/outbox'
import {
  memoryStoredReviews,
  newQueuedEntry,
  parseStoredReviews,
  serializeStoredReviews,
  type ReviewSubmission,
  type StoredReview,
} from '@/features/reviews/stored-reviews'

const NOW = 1_800_000_000_000
const CLIENT_ID = '0f8d3f5e-6c1e-4d7a-9a53-2d3c1b4a5e6f'

function submission(clientId = CLIENT_ID): ReviewSubmission {
  return {
    field_review_overallrating: 'good',
    field_review_accesscarerating: 'okay',
    field_review_custservicerating: 'great',
    field_review_costrating: 'bad',
    field_review_experience_year: '',
    field_review_private_message: 'A note for the insurer.',
    field_review_insurer_may_contact: '1',
    field_review_public_message: 'The plan paid my claims quickly and the nurse line called back the same day.',
    field_user_account_displayname: 'Maria G.',
    field_review_account_email: 'maria@example.com',
    field_review_tos_confirm: '1',
    field_review_issuerid: '199',
    field_review_issuer_legal_name: 'Aetna Health Inc.',
    field_review_issuer_state: 'TX',
    field_review_reportingunit: '58840-HMO',
    challenge: 'first-captcha',
    client_review_id: clientId,
    field_review_website: '',
  }
}

const queued = (overrides: Partial<StoredReview> = {}): StoredReview => ({
  ...newQueuedEntry(submission(overrides.clientId), NOW - 60_000),
  ...overrides,
})

const ACCEPTED = { code: '201', data: { review: { id: 41, status: 'pending', claim_token: 'claim-41' } } }

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error'

/** An outbox whose server answers with `replies`, in order; it records every request. */
function outbox(
  replies: Reply[],
  options: { token?: string | null; captcha?: string | null; entries?: StoredReview[] },
) {
  const requests: { headers: Record<string, string>; body: Record<string, string> }[] = []
  const warnings: string[] = []
  const store = memoryStoredReviews(options.entries ?? [])
  const solveCaptcha = vi.fn(async () => options.captcha ?? null)
  const deps: OutboxDeps = {
    fetch: (async (_url: string, init: RequestInit) => {
      requests.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) })
      const reply = replies.shift()
      if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch')
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: reply.headers,
      })
    }) as typeof fetch,
    store,
    accessToken: () => options.token ?? null,
    solveCaptcha,
    now: () => NOW,
    warn: (message) => warnings.push(message),
  }
  return { deps, store, requests, warnings, solveCaptcha }
}

describe('what each answer of POST /api/reviews means for a stored review', () => {
  it('201 and 200 (a retry of a review already stored) are accepted, with the id and claim token', () => {
    for (const status of [201, 200]) {
      expect(interpretAnswer({ status, body: { ...ACCEPTED, code: String(status) }, retryAfter: null }, NOW)).toEqual({
        kind: 'accepted',
        review: { id: 41, status: 'pending', claim_token: 'claim-41' },
      })
    }
    expect(interpretAnswer({ status: 201, body: null, retryAfter: null }, NOW)).toEqual({
      kind: 'accepted',
      review: null,
    })
  })

  it('a 400 about the captcha alone asks for a fresh captcha; any other 400 refuses the review', () => {
    const captcha = { code: '400', message: 'x', errors: { challenge: 'This captcha has already been used.' } }
    expect(interpretAnswer({ status: 400, body: captcha, retryAfter: null }, NOW)).toEqual({ kind: 'captcha' })
    const other = {
      code: '400',
      message: 'Invalid',
      errors: { field_review_issuerid: 'This plan could not be found.' },
    }
    expect(interpretAnswer({ status: 400, body: other, retryAfter: null }, NOW)).toEqual({
      kind: 'rejected',
      errors: other.errors,
      message: 'Invalid',
    })
    expect(interpretAnswer({ status: 400, body: 'garbage', retryAfter: null }, NOW)).toMatchObject({ kind: 'rejected' })
  })

  it('401 drops the bearer; 429, 5xx and no answer keep it for later, honouring Retry-After', () => {
    expect(interpretAnswer({ status: 401, body: null, retryAfter: null }, NOW)).toEqual({ kind: 'unauthorized' })
    expect(interpretAnswer({ status: 429, body: { message: 'Too many' }, retryAfter: '120' }, NOW)).toEqual({
      kind: 'retry',
      status: 429,
      retryAfterMs: 120_000,
    })
    for (const status of [0, 500, 502, 503, 504]) {
      expect(interpretAnswer({ status, body: null, retryAfter: null }, NOW)).toEqual({
        kind: 'retry',
        status,
        retryAfterMs: null,
      })
    }
  })

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('30', NOW)).toBe(30_000)
    expect(parseRetryAfter(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000)
    expect(parseRetryAfter('soon', NOW)).toBeNull()
    expect(parseRetryAfter(null, NOW)).toBeNull()
  })

  it('keeps an anonymous accepted review for claiming, and drops one the server already tied to an account', () => {
    const outcome = { kind: 'accepted', review: { id: 41, status: 'pending', claim_token: 'claim-41' } } as const
    expect(entryAfter(queued(), outcome, { postedWithBearer: false, now: NOW })).toMatchObject({
      state: 'accepted',
      id: 41,
      claim_token: 'claim-41',
    })
    expect(entryAfter(queued(), outcome, { postedWithBearer: true, now: NOW })).toBeNull()
    expect(entryAfter(queued(), { kind: 'accepted', review: null }, { postedWithBearer: false, now: NOW })).toBeNull()
  })

  it('removes a refused review and keeps one to retry, not before its Retry-After', () => {
    expect(
      entryAfter(queued(), { kind: 'rejected', errors: {}, message: null }, { postedWithBearer: false, now: NOW }),
    ).toBeNull()
    const later = entryAfter(
      queued(),
      { kind: 'retry', status: 429, retryAfterMs: 60_000 },
      { postedWithBearer: false, now: NOW },
    )
    expect(later).toMatchObject({ state: 'queued', notBefore: NOW + 60_000 })
  })
})

describe('when a queued review is sent again', () => {
  it('backs off from 30 s, doubling, to at most 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(50)).toBe(RETRY_MAX_MS)
    expect(retryDelayMs(0)).toBe(RETRY_BASE_MS)
  })

  it('goes at once on a page load or when back online, but never before Retry-After', () => {
    const tried = queued({ attempts: 2, lastAttemptAt: NOW })
    expect(nextAttemptAt(tried, false)).toBe(NOW + 60_000)
    expect(nextAttemptAt(tried, true)).toBe(0)
    expect(nextAttemptAt({ ...tried, notBefore: NOW + 5_000 }, true)).toBe(NOW + 5_000)
  })

  it('plans the next flush for the earliest queued review, and none when nothing is queued', () => {
    const entries = [
      queued({ clientId: 'a', attempts: 1, lastAttemptAt: NOW }),
      queued({ clientId: 'b', attempts: 3, lastAttemptAt: NOW }),
    ]
    expect(nextFlushDelay(entries, NOW)).toBe(30_000)
    expect(nextFlushDelay([{ ...entries[0]!, state: 'accepted', id: 1, claim_token: 't' }], NOW)).toBeNull()
    expect(nextFlushDelay([], NOW)).toBeNull()
  })
})

describe('sending a stored review', () => {
  it('posts the stored fields with the same client id and no bearer, and keeps the claim token', async () => {
    const { deps, store, requests, warnings } = outbox([{ status: 201, body: ACCEPTED }], { entries: [queued()] })
    const result = await sendStoredReview(queued(), deps)
    expect(result).toMatchObject({ kind: 'sent', anonymous: true })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.body).toEqual(submission())
    expect(requests[0]!.headers.authorization).toBeUndefined()
    expect(store.entries).toEqual([
      expect.objectContaining({ clientId: CLIENT_ID, state: 'accepted', id: 41, claim_token: 'claim-41', attempts: 1 }),
    ])
    expect(warnings).toEqual([])
  })

  it('sends the bearer when signed in, and forgets a review the server tied to the account', async () => {
    const { deps, store, requests } = outbox([{ status: 201, body: ACCEPTED }], { token: 'jwt', entries: [queued()] })
    expect(await sendStoredReview(queued(), deps)).toMatchObject({ kind: 'sent', anonymous: false })
    expect(requests[0]!.headers.authorization).toBe('Bearer jwt')
    expect(store.entries).toEqual([])
  })

  it('after a 401 sends it again without the bearer, as an anonymous review to claim later', async () => {
    const { deps, store, requests, warnings } = outbox([{ status: 401 }, { status: 201, body: ACCEPTED }], {
      token: 'expired-on-the-server',
    })
    expect(await sendStoredReview(queued(), deps)).toMatchObject({ kind: 'sent', anonymous: true })
    expect(requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer expired-on-the-server',
      undefined,
    ])
    expect(requests[1]!.body.client_review_id).toBe(CLIENT_ID)
    expect(store.entries[0]).toMatchObject({ state: 'accepted', claim_token: 'claim-41' })
    expect(warnings).toEqual(['HTTP error! Status: 401'])
  })

  it('replaces an expired or used captcha with a freshly solved one and sends again', async () => {
    const captchaError = { code: '400', message: 'x', errors: { challenge: 'This captcha has already been used.' } }
    const { deps, requests, solveCaptcha, store } = outbox(
      [
        { status: 400, body: captchaError },
        { status: 201, body: ACCEPTED },
      ],
      { captcha: 'fresh-captcha' },
    )
    expect(await sendStoredReview(queued(), deps)).toMatchObject({ kind: 'sent' })
    expect(solveCaptcha).toHaveBeenCalledTimes(1)
    expect(requests.map((request) => request.body.challenge)).toEqual(['first-captcha', 'fresh-captcha'])
    expect(store.entries[0]!.review.challenge).toBe('fresh-captcha')
  })

  it('keeps it queued when no fresh captcha can be had, or the fresh one fails too', async () => {
    const captchaError = { code: '400', errors: { challenge: 'expired' } }
    const none = outbox([{ status: 400, body: captchaError }], { captcha: null })
    expect(await sendStoredReview(queued(), none.deps)).toMatchObject({ kind: 'queued' })
    expect(none.store.entries[0]).toMatchObject({ state: 'queued', attempts: 1 })

    const twice = outbox(
      [
        { status: 400, body: captchaError },
        { status: 400, body: captchaError },
      ],
      {
        captcha: 'fresh',
      },
    )
    expect(await sendStoredReview(queued(), twice.deps)).toMatchObject({ kind: 'queued' })
    expect(twice.requests).toHaveLength(2)
    expect(twice.solveCaptcha).toHaveBeenCalledTimes(1)
  })

  it('removes a review the server refuses for good and says why', async () => {
    const refusal = {
      code: '400',
      message: 'Invalid',
      errors: { field_review_issuerid: 'This plan could not be found' },
    }
    const { deps, store } = outbox([{ status: 400, body: refusal }], { entries: [queued()] })
    expect(await sendStoredReview(queued(), deps)).toMatchObject({
      kind: 'rejected',
      reason: 'This plan could not be found.',
    })
    expect(store.entries).toEqual([])
  })

  it('keeps it queued on 429, 5xx and no answer, logging the status as the specification says', async () => {
    const limited = outbox([{ status: 429, body: { message: 'Too many' }, headers: { 'retry-after': '600' } }], {})
    expect(await sendStoredReview(queued(), limited.deps)).toMatchObject({ kind: 'queued', status: 429 })
    expect(limited.store.entries[0]).toMatchObject({ state: 'queued', notBefore: NOW + 600_000 })

    const down = outbox([{ status: 503 }], {})
    expect(await sendStoredReview(queued(), down.deps)).toMatchObject({ kind: 'queued', status: 503 })
    expect(down.warnings).toEqual(['HTTP error! Status: 503'])

    const offline = outbox(['network-error'], {})
    expect(await sendStoredReview(queued(), offline.deps)).toMatchObject({ kind: 'queued', status: 0 })
    expect(offline.store.entries[0]).toMatchObject({ state: 'queued', attempts: 1, lastAttemptAt: NOW })
  })
})

describe('flushing the outbox', () => {
  it('sends queued reviews one at a time, skips accepted ones, and reports each outcome', async () => {
    const accepted: StoredReview = {
      ...queued({ clientId: 'accepted-one' }),
      state: 'accepted',
      id: 7,
      claim_token: 't',
    }
    const refusal = {
      code: '400',
      errors: { field_review_public_message: 'Public message must be at least 50 characters' },
    }
    const first = queued({ clientId: 'first' })
    const second = queued({ clientId: 'second' })
    const { deps, store, requests } = outbox(
      [
        { status: 201, body: ACCEPTED },
        { status: 400, body: refusal },
      ],
      {
        entries: [accepted, first, second],
      },
    )
    const sent = vi.fn()
    const rejected = vi.fn()
    expect(await flushOutbox(deps, { eager: true, onSent: sent, onRejected: rejected })).toBeNull()
    expect(requests.map((request) => request.body.client_review_id)).toEqual(['first', 'second'])
    expect(sent).toHaveBeenCalledTimes(1)
    expect(rejected).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'Public message must be at least 50 characters.' }),
    )
    expect(store.entries.map((entry) => [entry.clientId, entry.state])).toEqual([
      ['accepted-one', 'accepted'],
      ['first', 'accepted'],
    ])
  })

  it('waits out the backoff unless eager, and says when to try next', async () => {
    const recent = queued({ attempts: 1, lastAttemptAt: NOW - 10_000 })
    const waiting = outbox([], { entries: [recent] })
    expect(await flushOutbox(waiting.deps, { eager: false })).toBe(20_000)
    expect(waiting.requests).toHaveLength(0)

    const eager = outbox([{ status: 503 }], { entries: [recent] })
    expect(await flushOutbox(eager.deps, { eager: true })).toBe(60_000)
    expect(eager.requests).toHaveLength(1)
  })
})

describe('storedReviews in browser storage', () => {
  it('reads bad JSON or a non-list as empty, and never throws', () => {
    for (const raw of [null, '', '{', 'null', '{"a":1}', '42']) {
      expect(parseStoredReviews(raw)).toEqual({ entries: [], unreadable: [] })
    }
  })

  it('keeps items it cannot read aside, untouched, and writes them back', () => {
    const good = queued()
    const strange = { clientId: 'x', review: { anything: true } }
    const acceptedWithoutToken = { ...queued({ clientId: 'y' }), state: 'accepted', id: 3 }
    const mismatched = { ...queued(), clientId: 'not-the-review-id' }
    const content = parseStoredReviews(JSON.stringify([good, strange, acceptedWithoutToken, mismatched, good]))
    expect(content.entries).toEqual([good])
    expect(content.unreadable).toEqual([strange, acceptedWithoutToken, mismatched])
    expect(JSON.parse(serializeStoredReviews(content))).toEqual([good, strange, acceptedWithoutToken, mismatched])
  })

  it('keeps fields written by another version of the site', () => {
    const withExtra = { ...queued(), planName: 'Aetna CVS Health HMO', review: { ...submission(), extra: 'kept' } }
    const [entry] = parseStoredReviews(JSON.stringify([withExtra])).entries
    expect(entry).toMatchObject({ planName: 'Aetna CVS Health HMO', review: { extra: 'kept' } })
  })

  it("reads a review stored before the insurer's permission was asked as not allowed, and sends it", () => {
    const { field_review_insurer_may_contact: _asked, ...before } = submission()
    void _asked
    const [entry] = parseStoredReviews(JSON.stringify([{ ...queued(), review: before }])).entries
    expect(entry?.review.field_review_insurer_may_contact).toBe('')
    expect(entry?.review.field_review_public_message).toBe(submission().field_review_public_message)
    const forged = { ...queued(), review: { ...submission(), field_review_insurer_may_contact: 'yes please' } }
    expect(parseStoredReviews(JSON.stringify([forged])).entries[0]?.review.field_review_insurer_may_contact).toBe('')
  })
})
