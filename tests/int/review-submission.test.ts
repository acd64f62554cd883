import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { expireToken, reviewBody, solveCaptcha } from '../support/reviews'
import { startTestPayload, testDatabaseKind, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
let postReview: (request: Request) => Promise<Response>
let getChallenge: (request: Request) => Promise<Response>
let nid: number
let planState: string
let planUnit: string

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  ;({ POST: postReview } = await import('@/app/(frontend)/api/reviews/route'))
  ;({ GET: getChallenge } = await import('@/app/(frontend)/api/reviews/challenge/route'))
  const { findPlansByZip } = await import('@/features/plans/server')
  const plan = (await findPlansByZip(payload, '77002')).plans[0]!
  nid = plan.nid
  planState = plan.state
  planUnit = plan.reportingUnitId
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  const { resetRateLimits } = await import('@/platform/rate-limit')
  resetRateLimits()
})

type Answer = {
  status: number
  body: {
    code: string
    message?: string
    errors: Record<string, string>
    data: { review: { id: number; status: string; claim_token: string } }
  }
  headers: Headers
}

async function send(
  body: unknown,
  { address = '203.0.113.7', authorization }: { address?: string; authorization?: string } = {},
): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json', 'x-candor-client-address': address })
  if (authorization) headers.set('authorization', authorization)
  const response = await postReview(
    new Request('http://localhost/api/reviews', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, body: await response.json(), headers: response.headers }
}

async function freshCaptcha(address = '203.0.113.7'): Promise<string> {
  const response = await getChallenge(
    new Request('http://localhost/api/reviews/challenge', { headers: { 'x-candor-client-address': address } }),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return solveCaptcha(await response.json())
}

/** Every stored review, as staff see them. */
async function storedReviews() {
  return (await payload.find({ collection: 'reviews', pagination: false, overrideAccess: true, depth: 0 })).docs
}

describe('POST /api/reviews (call 2)', () => {
  it('stores a valid review as pending with a snapshot of the plan, and keeps it off the plan page', async () => {
    const body = reviewBody(nid, await freshCaptcha())
    const answer = await send(body)

    expect(answer.status).toBe(201)
    expect(answer.body.code).toBe('201')
    expect(answer.body.data.review).toMatchObject({ status: 'pending', id: expect.any(Number) })
    expect(answer.body.data.review.claim_token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const stored = (await storedReviews()).find((doc) => doc.id === answer.body.data.review.id)!
    expect(stored).toMatchObject({
      plan: nid,
      status: 'pending',
      overallRating: 'good',
      accessToCareRating: 'great',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'bad',
      publicMessage: body.field_review_public_message,
      privateMessage: body.field_review_private_message,
      displayName: 'Maria G.',
      email: 'maria@example.com',
      clientId: body.client_review_id,
      member: null,
    })
    // The snapshot comes from Candor's plan data, not from what the browser sent.
    expect(stored.planSnapshot).toMatchObject({ state: planState, reportingUnit: planUnit })
    expect(stored.planSnapshot?.issuerLegalName).not.toBe('Sent by the browser')
    // The address is kept only as a keyed hash.
    expect(stored.clientHash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7')

    const { isValidClaimToken } = await import('@/features/reviews/server')
    expect(isValidClaimToken(body.client_review_id, answer.body.data.review.claim_token)).toBe(true)
    expect(isValidClaimToken(randomUUID(), answer.body.data.review.claim_token)).toBe(false)

    const { getPlanReviews } = await import('@/features/reviews/server')
    const { reviews, ratings } = await getPlanReviews(payload, nid)
    expect(reviews).toEqual([])
    expect(ratings.total).toBe(0)
    const asVisitor = await payload.find({ collection: 'reviews', overrideAccess: false, user: null })
    expect(asVisitor.docs).toEqual([])
  })

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'no overall rating',
      { field_review_overallrating: '' },
      'field_review_overallrating',
      'Overall rating is required',
    ],
    [
      'an unknown face',
      { field_review_overallrating: 'superb' },
      'field_review_overallrating',
      'Invalid rating selection',
    ],
    [
      'no access rating',
      { field_review_accesscarerating: undefined },
      'field_review_accesscarerating',
      'Access to care rating is required',
    ],
    [
      'no service rating',
      { field_review_custservicerating: '' },
      'field_review_custservicerating',
      'Customer service rating is required',
    ],
    ['no cost rating', { field_review_costrating: '' }, 'field_review_costrating', 'Cost rating is required'],
    [
      'a long private note',
      { field_review_private_message: 'x'.repeat(501) },
      'field_review_private_message',
      'Private message cannot exceed 500 characters',
    ],
    [
      'a short public review',
      { field_review_public_message: 'Fine plan.' },
      'field_review_public_message',
      'Public message must be at least 50 characters',
    ],
    [
      'a long public review',
      { field_review_public_message: 'x'.repeat(1001) },
      'field_review_public_message',
      'Public message cannot exceed 1000 characters',
    ],
    ['no name', { field_user_account_displayname: '  ' }, 'field_user_account_displayname', 'Name is required'],
    ['no email', { field_review_account_email: '' }, 'field_review_account_email', 'Email is required'],
    [
      'a malformed email',
      { field_review_account_email: 'maria@' },
      'field_review_account_email',
      'Please Enter a valid email',
    ],
    ['no captcha', { challenge: '' }, 'challenge', 'Please solve captcha'],
    [
      'terms not accepted',
      { field_review_tos_confirm: '0' },
      'field_review_tos_confirm',
      'You must accept the Terms of Service to continue',
    ],
    [
      'terms missing',
      { field_review_tos_confirm: undefined },
      'field_review_tos_confirm',
      'Terms of Service acceptance is required at this step',
    ],
    [
      'an unknown plan',
      { field_review_issuerid: '999999' },
      'field_review_issuerid',
      'This plan could not be found. Please choose your plan again.',
    ],
    [
      'a year of experience more than ten years back',
      { field_review_experience_year: String(new Date().getFullYear() - 11) },
      'field_review_experience_year',
      'Choose a year from the last ten years, or leave it empty.',
    ],
    [
      'a year of experience that is not a year',
      { field_review_experience_year: 'last spring' },
      'field_review_experience_year',
      'Choose a year from the last ten years, or leave it empty.',
    ],
    [
      'no client id',
      { client_review_id: 'not-a-uuid' },
      'client_review_id',
      'This review is missing its id. Please reload the page and try again.',
    ],
  ]

  it.each(invalid)('refuses %s with its message and stores nothing', async (_, change, field, message) => {
    const before = (await storedReviews()).length
    const answer = await send(reviewBody(nid, await freshCaptcha(), change))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: '400', message, errors: { [field]: message } })
    expect(Object.keys(answer.body.errors)).toEqual([field])
    expect((await storedReviews()).length).toBe(before)
  })

  it('keeps the year of experience given, and says it in Spanish when it is refused', async () => {
    const year = new Date().getFullYear() - 1
    const answer = await send(reviewBody(nid, await freshCaptcha(), { field_review_experience_year: String(year) }))
    expect(answer.status).toBe(201)
    const stored = (await storedReviews()).find((doc) => doc.id === answer.body.data.review.id)!
    expect(stored.experienceYear).toBe(year)
    const without = await send(reviewBody(nid, await freshCaptcha(), { field_review_experience_year: '' }))
    expect(
      (await storedReviews()).find((doc) => doc.id === without.body.data.review.id)!.experienceYear ?? null,
    ).toBeNull()

    const headers = new Headers({
      'content-type': 'application/json',
      'x-candor-client-address': '203.0.113.7',
      'accept-language': 'es',
    })
    const spanish = await postReview(
      new Request('http://localhost/api/reviews', {
        method: 'POST',
        headers,
        body: JSON.stringify(reviewBody(nid, await freshCaptcha(), { field_review_experience_year: '1990' })),
      }),
    )
    expect(spanish.status).toBe(400)
    expect((await spanish.json()).errors.field_review_experience_year).toBe(
      'Elija un año de los últimos diez, o déjelo vacío.',
    )
  })

  it('never gives a deleted review’s id to another review', async () => {
    const first = await send(reviewBody(nid, await freshCaptcha('203.0.113.41')), { address: '203.0.113.41' })
    expect(first.status).toBe(201)
    const deletedId = first.body.data.review.id as number
    // The newest review goes (its author deleting their account, or an admin).
    await payload.delete({ collection: 'reviews', id: deletedId, overrideAccess: true })
    const next = await send(reviewBody(nid, await freshCaptcha('203.0.113.42')), { address: '203.0.113.42' })
    expect(next.status).toBe(201)
    expect(next.body.data.review.id).toBeGreaterThan(deletedId)
  })

  it('refuses a body that is not a JSON object', async () => {
    const before = (await storedReviews()).length
    for (const body of ['not json', '[1,2]', 'null']) {
      const answer = await send(body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe('The request body must be a JSON object.')
    }
    expect((await storedReviews()).length).toBe(before)
  })

  it('refuses a wrong, forged or expired captcha, and a solution used once already', async () => {
    const before = (await storedReviews()).length
    const failed = 'The captcha could not be verified. Please solve it again.'

    const solved = JSON.parse(Buffer.from(await freshCaptcha(), 'base64').toString('utf8'))
    const key: string = solved.solution.derivedKey
    const wrongKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0')
    const wrong = Buffer.from(
      JSON.stringify({ ...solved, solution: { ...solved.solution, derivedKey: wrongKey } }),
    ).toString('base64')
    expect((await send(reviewBody(nid, wrong))).body.errors).toEqual({ challenge: failed })

    const { createChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/sha')
    const forged = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'a secret that is not the site secret',
    })
    expect((await send(reviewBody(nid, await solveCaptcha(forged)))).body.errors).toEqual({ challenge: failed })

    expect((await send(reviewBody(nid, 'bm90IGEgY2FwdGNoYQ=='))).body.errors).toEqual({ challenge: failed })

    const { createReviewChallenge } = await import('@/features/reviews/server')
    const stale = await solveCaptcha(await createReviewChallenge(Date.now() - 2 * 60 * 60 * 1000))
    expect((await send(reviewBody(nid, stale))).body.errors).toEqual({ challenge: failed })
    expect((await storedReviews()).length).toBe(before)

    const captcha = await freshCaptcha()
    expect((await send(reviewBody(nid, captcha))).status).toBe(201)
    const replay = await send(reviewBody(nid, captcha))
    expect(replay.status).toBe(400)
    expect(replay.body.errors).toEqual({ challenge: 'This captcha has already been used. Please solve it again.' })
    expect((await storedReviews()).length).toBe(before + 1)
  })

  it('stores a review sent twice under one client id once, and answers both with it', async () => {
    const before = (await storedReviews()).length
    const body = reviewBody(nid, await freshCaptcha())
    const first = await send(body)
    const again = await send(body)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.data.review).toEqual(first.body.data.review)

    // Two sends racing each other.
    const racing = reviewBody(nid, await freshCaptcha())
    const answers = await Promise.all([send(racing), send(racing)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers[0]!.body.data.review.id).toBe(answers[1]!.body.data.review.id)
    expect((await storedReviews()).length).toBe(before + 2)
  })

  // Only PostgreSQL commits a review's transaction: Payload's SQLite adapter has none.
  it.runIf(testDatabaseKind === 'postgres')(
    'never answers 201 for a review whose transaction did not commit, and takes it when sent again',
    async () => {
      const { sql } = await import('@payloadcms/db-sqlite/drizzle')
      const db = (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }).drizzle
      // A check PostgreSQL makes only at COMMIT, which then fails: what a connection lost at
      // that moment, or a transaction already aborted, comes to.
      await db.execute(
        sql.raw(`
          CREATE FUNCTION refuse_at_commit() RETURNS trigger AS $$
          BEGIN
            IF NEW.email = 'refused-at-commit@example.com' THEN RAISE EXCEPTION 'refused at commit'; END IF;
            RETURN NULL;
          END $$ LANGUAGE plpgsql;
          CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON reviews
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit();
        `),
      )
      const before = (await storedReviews()).length
      const body = reviewBody(nid, await freshCaptcha(), {
        field_review_account_email: 'refused-at-commit@example.com',
      })
      try {
        const refused = await send(body)
        expect(refused.status).toBe(503)
        expect(refused.body.message).toBe('Your review could not be saved just now. Please send it again in a moment.')
        expect((await storedReviews()).length).toBe(before)
      } finally {
        await db.execute(sql.raw('DROP TRIGGER refuse_at_commit ON reviews; DROP FUNCTION refuse_at_commit();'))
      }
      // Sent again as the browser does (the same client id and captcha): now stored, once.
      const again = await send(body)
      expect(again.status).toBe(201)
      expect((await storedReviews()).length).toBe(before + 1)
    },
  )

  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const before = (await storedReviews()).length
    const answer = await send(reviewBody(nid, await freshCaptcha(), { field_review_website: 'https://spam.example' }))
    expect(answer.status).toBe(201)
    expect((await storedReviews()).length).toBe(before)
  })

  it('limits each client to 10 reviews an hour with a clear 429, and other clients go on', async () => {
    const before = (await storedReviews()).length
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await send({}, { address: '198.51.100.20' })).status).toBe(400)
    }
    const limited = await send(reviewBody(nid, await freshCaptcha()), { address: '198.51.100.20' })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('429')
    expect(limited.body.message).toMatch(
      /^Too many reviews have been sent from this connection\. Please try again in \d+ minutes?\.$/,
    )
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await storedReviews()).length).toBe(before)

    expect((await send(reviewBody(nid, await freshCaptcha()), { address: '198.51.100.21' })).status).toBe(201)
  })

  describe('with a bearer token', () => {
    let token: string

    beforeAll(async () => {
      await payload.create({
        collection: 'members',
        overrideAccess: true,
        data: {
          email: 'ana@example.com',
          password: 'a long member passphrase',
          firstName: 'Ana',
          lastName: 'Lopez',
          _verified: true,
        },
      })
      const login = await payload.login({
        collection: 'members',
        data: { email: 'ana@example.com', password: 'a long member passphrase' },
      })
      token = login.token!
    })

    it('links the review to the member whose token is valid, under the account’s name and address', async () => {
      const answer = await send(
        reviewBody(nid, await freshCaptcha(), {
          field_review_account_email: 'someone-else@example.com',
          field_user_account_displayname: 'Someone Else',
        }),
        { authorization: `Bearer ${token}` },
      )
      expect(answer.status).toBe(201)
      const stored = (await storedReviews()).find((doc) => doc.id === answer.body.data.review.id)!
      expect(stored.member).toBeTypeOf('number')
      expect(stored).toMatchObject({ email: 'ana@example.com', displayName: 'Ana L.' })
    })

    it('refuses an invalid, an expired or a staff token with a 401, storing nothing', async () => {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: 'staff@candor.test', password: 'a long staff passphrase', role: 'admin' },
      })
      const staff = await payload.login({
        collection: 'users',
        data: { email: 'staff@candor.test', password: 'a long staff passphrase' },
      })
      const before = (await storedReviews()).length
      for (const authorization of [
        'Bearer not-a-token',
        `Bearer ${token}x`,
        `Bearer ${expireToken(token, payload.secret)}`,
        `Bearer ${staff.token}`,
        `Basic ${Buffer.from('a:b').toString('base64')}`,
      ]) {
        const answer = await send(reviewBody(nid, await freshCaptcha()), { authorization })
        expect(answer.status, authorization).toBe(401)
        expect(answer.body.message).toBe('Your session has expired or is not valid. Please log in again.')
      }
      expect((await storedReviews()).length).toBe(before)
    })

    it('stores a review without a token as anonymous', async () => {
      const answer = await send(reviewBody(nid, await freshCaptcha()))
      const stored = (await storedReviews()).find((doc) => doc.id === answer.body.data.review.id)!
      expect(stored.member).toBeNull()
    })
  })

  it('lets no visitor or member create a review through Payload itself', async () => {
    await expect(
      payload.create({
        collection: 'reviews',
        overrideAccess: false,
        user: null,
        data: {
          plan: nid,
          status: 'published',
          overallRating: 'great',
          accessToCareRating: 'great',
          customerServiceRating: 'great',
          priceTransparencyRating: 'great',
          publicMessage: 'x'.repeat(60),
          displayName: 'Bot',
          email: 'bot@example.com',
        },
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
