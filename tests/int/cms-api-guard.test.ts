import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * Candor's rules in front of Payload's REST API (src/lib/cms-api-guard.ts), through the real
 * route handlers on a real database: the admin's login form counted as a JSON login is, and
 * queries the databases cannot answer refused with a 4xx instead of failing as a 500.
 */
let context: TestPayload
let payload: Payload
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const handlers = {} as Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>

const PASSWORD = 'correct horse battery staple'
const ADMIN = 'guard-admin@candor.test'
const EDITOR = 'guard-editor@candor.test'

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { REST_DELETE, REST_GET, REST_PATCH, REST_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const { guardCmsApi } = await import('@/server/cms-api-guard')
  handlers.GET = guardCmsApi(REST_GET(config))
  handlers.POST = guardCmsApi(REST_POST(config))
  handlers.DELETE = guardCmsApi(REST_DELETE(config))
  handlers.PATCH = guardCmsApi(REST_PATCH(config))
  for (const [email, role] of [
    [ADMIN, 'admin'],
    [EDITOR, 'editor'],
  ] as const) {
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, overrideAccess: true })
  }
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

/** A request to `/api/cms/…` from one connection, as the server hands it to the route. */
async function cms(
  method: keyof typeof handlers,
  path: string,
  {
    address = '192.0.2.20',
    headers = {},
    body,
  }: { address?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.slice('/api/cms/'.length).split('/')
  const started = performance.now()
  const response = await handlers[method](
    new Request(url, { method, body, headers: { 'x-candor-client-address': address, ...headers } }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  return { status: response.status, text, ms: performance.now() - started, headers: response.headers }
}

/** The admin's login form: multipart, with the fields as JSON in `_payload`. */
function loginForm(email: string, password: string): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ email, password }))
  return form
}

describe('the admin’s login form (multipart) is counted as a JSON login is', () => {
  it('holds back a connection after 5 wrong passwords for one account, not the owner, each no sooner than 600 ms', async () => {
    const tries = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      tries.push(await cms('POST', '/api/cms/users/login', { body: loginForm(ADMIN, 'not the passphrase at all') }))
    }
    expect(tries.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429])
    // The audit saw these answered in ~3 ms: the floor hides whether the account exists.
    for (const answer of tries.slice(0, 5)) expect(answer.ms).toBeGreaterThanOrEqual(595)
    expect(tries[5]!.headers.get('retry-after')).toMatch(/^\d+$/)
    // The connection waits even with the right passphrase, while the owner signs in from theirs.
    expect((await cms('POST', '/api/cms/users/login', { body: loginForm(ADMIN, PASSWORD) })).status).toBe(429)
    const owner = await cms('POST', '/api/cms/users/login', { address: '192.0.2.99', body: loginForm(ADMIN, PASSWORD) })
    expect(owner.status, owner.text).toBe(200)
  })

  it('answers an unknown account like a known one, no sooner than the floor', async () => {
    const unknown = await cms('POST', '/api/cms/users/login', { body: loginForm('nobody@candor.test', 'a guess here') })
    const known = await cms('POST', '/api/cms/users/login', { body: loginForm(EDITOR, 'a guess here') })
    expect(unknown.status).toBe(401)
    expect(known.status).toBe(401)
    expect(JSON.parse(unknown.text)).toEqual(JSON.parse(known.text))
    expect(unknown.ms).toBeGreaterThanOrEqual(595)
    expect(known.ms).toBeGreaterThanOrEqual(595)
  })

  it('tells the admins when a staff account meets 20 wrong passwords through the form', async () => {
    const subject = 'Candor: many failed logins for a staff account'
    // Four connections, five tries each: none of them alone is held back.
    await Promise.all(
      [1, 2, 3, 4].map(async (connection) => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const answer = await cms('POST', '/api/cms/users/login', {
            address: `192.0.2.${40 + connection}`,
            body: loginForm(EDITOR, 'a wrong passphrase'),
          })
          expect(answer.status).toBe(401)
        }
      }),
    )
    const alerts = await payload.find({
      collection: 'outbox',
      where: { subject: { equals: subject } },
      overrideAccess: true,
    })
    expect(alerts.docs.map((mail) => mail.to)).toEqual([ADMIN])
    expect(alerts.docs[0]!.text).toContain(EDITOR)
  })

  it('refuses a multipart login it cannot read instead of letting it through uncounted', async () => {
    const answer = await cms('POST', '/api/cms/users/login', {
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"email":"x"}',
    })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text)).toMatchObject({ code: '400' })
  })
})

describe('queries the databases cannot answer are a 400, never a 500', () => {
  const envelope = (answer: { status: number; text: string }) => JSON.parse(answer.text) as Record<string, unknown>

  it('refuses near, within, intersects and all, anywhere in a where', async () => {
    for (const query of [
      'where[plan][near]=1,2',
      'where[plan][within]=1',
      'where[plan][intersects]=1',
      'where[plan][all]=1',
      'where[id][near]=1',
      'where[or][0][plan][near]=1,2',
      'where[and][0][or][1][status][all][0]=published',
    ]) {
      const answer = await cms('GET', `/api/cms/reviews?${query}`)
      expect(answer.status, query).toBe(400)
      expect(envelope(answer), query).toMatchObject({
        code: '400',
        message:
          'This query uses a comparison the site cannot make (near, within, intersects or all). Use another comparison.',
        errors: {},
      })
    }
    // In Spanish when asked.
    const spanish = await cms('GET', '/api/cms/reviews?where[plan][near]=1,2', { headers: { 'accept-language': 'es' } })
    expect(envelope(spanish).message).toContain('no puede hacer')
  })

  it('refuses them, and a body that is not JSON, in a POST that Payload reads as a GET', async () => {
    const answer = await cms('POST', '/api/cms/reviews', {
      headers: { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'where[plan][near]=1,2',
    })
    expect(answer.status).toBe(400)
    expect(envelope(answer).code).toBe('400')
    // Payload reads a JSON body of such a POST before its own error handling: not JSON was a 500.
    const notJson = await cms('POST', '/api/cms/reviews', {
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect(envelope(notJson)).toMatchObject({ code: '400', message: 'The request body must be a JSON object.' })
    const json = await cms('POST', '/api/cms/reviews', {
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(200)
  })

  it('refuses a page, limit or depth that is not one whole number, a nested list, and a date or number that is not one', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: ADMIN, password: PASSWORD } })
    const headers = { authorization: `JWT ${token}` }
    const cases: [string, string][] = [
      ['page=-5', "The query's page must be a whole number (page from 1)."],
      ['page=1.5', "The query's page must be a whole number (page from 1)."],
      ['limit=1&limit=2', 'The query gives limit more than once. Give it once.'],
      ['where[status][in][0][1]=x', 'The request is not valid.'],
      [
        'where[publishedAt][greater_than]=notadate',
        'This query compares a date with something that is not one. Use a date such as 2026-11-28.',
      ],
      [
        'where[or][0][createdAt][less_than]=2020-99-99',
        'This query compares a date with something that is not one. Use a date such as 2026-11-28.',
      ],
      ['where[overallScore][greater_than]=abc', 'This query compares a number with something that is not one.'],
    ]
    for (const [query, message] of cases) {
      for (const who of [{}, headers]) {
        const answer = await cms('GET', `/api/cms/reviews?${query}`, { headers: who })
        expect(answer.status, query).toBe(400)
        expect(envelope(answer), query).toMatchObject({ code: '400', message, errors: {} })
      }
    }
    // In Spanish when asked, figures and all.
    const spanish = await cms('GET', '/api/cms/reviews?limit=1&limit=2', { headers: { 'accept-language': 'es' } })
    expect(envelope(spanish).message).toBe('La consulta da limit más de una vez. Délo una sola vez.')
    // Through a relationship too, and a date that is one still answers.
    expect((await cms('GET', '/api/cms/review-replies?where[review.publishedAt][greater_than]=x')).status).toBe(400)
    expect(
      (await cms('GET', '/api/cms/reviews?where[publishedAt][greater_than]=2026-01-01&page=2&limit=5')).status,
    ).toBe(200)
  })

  it('answers 404 for what Payload does not serve: no such collection, no kept history, no such version id', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: ADMIN, password: PASSWORD } })
    const headers = { authorization: `JWT ${token}` }
    for (const path of [
      '/api/cms/__proto__',
      '/api/cms/constructor',
      '/api/cms/toString',
      '/api/cms/globals/home/versions',
      '/api/cms/globals/footer/versions',
      '/api/cms/reviews/versions',
      '/api/cms/pages/versions/1e309',
      '/api/cms/pages/versions/1.5',
      '/api/cms/globals/home/versions/1e309',
    ]) {
      const answer = await cms('GET', path, { headers })
      expect(answer.status, path).toBe(404)
      expect(envelope(answer), path).toMatchObject({ code: '404', message: 'Not found: nothing has this id.' })
    }
    expect((await cms('GET', '/api/cms/pages/versions', { headers })).status).toBe(200)
    expect((await cms('GET', '/api/cms/globals/home', { headers })).status).toBe(200)
  })

  it('refuses to change or delete more than 100 documents in one request, and changes none of them', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: ADMIN, password: PASSWORD } })
    const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    for (let n = 0; n < 101; n += 1) {
      await payload.create({
        collection: 'subscribers',
        data: { email: `bulk-${n}@example.com`, status: 'pending' },
        overrideAccess: true,
      })
    }
    const every = 'where[email][like]=bulk-'
    const patched = await cms('PATCH', `/api/cms/subscribers?${every}`, {
      headers,
      body: JSON.stringify({ status: 'unsubscribed' }),
    })
    expect(patched.status).toBe(413)
    expect(envelope(patched)).toMatchObject({
      code: '413',
      message:
        'This would change 101 documents at once; one change may touch at most 100. Narrow the selection and do it in parts.',
    })
    expect((await cms('DELETE', `/api/cms/subscribers?${every}`, { headers })).status).toBe(413)
    const still = await payload.count({
      collection: 'subscribers',
      where: { and: [{ email: { like: 'bulk-' } }, { status: { equals: 'pending' } }] },
      overrideAccess: true,
    })
    expect(still.totalDocs).toBe(101)
    // A hundred at a time passes the guard: what answers is Payload's own rule (no one changes
    // subscribers through the CMS API), not the limit.
    const hundred = await cms(
      'PATCH',
      '/api/cms/subscribers?where[and][0][email][like]=bulk-&where[and][1][email][not_equals]=bulk-0@example.com',
      { headers, body: JSON.stringify({ status: 'unsubscribed' }) },
    )
    expect(hundred.status, hundred.text).toBe(403)
    const one = await cms('DELETE', '/api/cms/subscribers?where[email][equals]=bulk-0@example.com', { headers })
    expect(one.status, one.text).toBe(200)
    expect(
      (await payload.count({ collection: 'subscribers', where: { email: { like: 'bulk-' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(100)
  })

  it('still answers the comparisons the databases make', async () => {
    for (const query of ['where[plan][equals]=1', 'where[id][in]=1,2', 'where[status][in]=published,pending']) {
      expect((await cms('GET', `/api/cms/reviews?${query}`)).status, query).toBe(200)
    }
  })

  it('answers the deletion of a preference the staff member does not have as not found, and deletes one they have', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: ADMIN, password: PASSWORD } })
    const headers = { authorization: `JWT ${token}` }
    const missing = await cms('DELETE', '/api/cms/payload-preferences/999999', { headers })
    expect(missing.status).toBe(404)
    expect(envelope(missing)).toMatchObject({ code: '404', message: 'Not found: nothing has this id.' })
    const saved = await cms('POST', '/api/cms/payload-preferences/nav', {
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ value: { open: true } }),
    })
    expect(saved.status).toBe(200)
    expect((await cms('DELETE', '/api/cms/payload-preferences/nav', { headers })).status).toBe(200)
    expect((await cms('DELETE', '/api/cms/payload-preferences/nav', { headers })).status).toBe(404)
    // Not signed in: Payload's own answer.
    expect((await cms('DELETE', '/api/cms/payload-preferences/nav')).status).toBe(401)
  })
})
