import { randomBytes } from 'node:crypto'
import net from 'node:net'

import type { APIRequestContext } from '@playwright/test'

import { reviewBody, solveCaptcha } from '../support/reviews'

import { expect, test } from './fixtures'
import { confirmedMember, deleteMember, type Member } from './members'
import { createStaff, decide, firstPlanIn, staffHeaders, submitReviewByApi, type StaffAccount } from './support'

/**
 * What an audit, a crash test and a fuzzer of the running site found, each turned into the
 * answer it must give: through the CMS API, at the server's edge and in the account calls.
 */

const ADMIN: StaffAccount = {
  email: 'e2e-hardening-admin@candor.test',
  password: 'a long passphrase for hardening',
  role: 'admin',
}
const EDITOR: StaffAccount = {
  email: 'e2e-hardening-editor@candor.test',
  password: 'a long passphrase for the editor',
  role: 'editor',
}

const INSURER: StaffAccount = {
  email: 'e2e-hardening-insurer@candor.test',
  password: 'a long passphrase for the insurer',
  role: 'insurer',
}

const PASSWORD = 'a member passphrase 4 hardening'
/** Wrong passwords one connection may give in 15 minutes, whatever the accounts (`accounts.loginFailures`, docs/limits.md). */
const FAILED_LOGINS_PER_CONNECTION = 30

async function memberToken(request: APIRequestContext, member: Member): Promise<string> {
  const login = await request.post('/v1/account/login', { data: member })
  expect(login.status(), await login.text()).toBe(200)
  return (await login.json()).data.access_token as string
}

/** Call 7: the account as the site's own call reads it. */
async function accountOf(request: APIRequestContext, token: string) {
  const answer = await request.post('/v1/data/account/details', { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  return (await answer.json()).data.account as { uid: number; email: string; first_name: string }
}

/** The envelope of every refusal: the status as `code`, a sentence, field errors. */
async function expectEnvelope(answer: { status(): number; json(): Promise<unknown> }, status: number) {
  expect(answer.status()).toBe(status)
  const body = (await answer.json()) as { code: string; message: string }
  expect(body.code).toBe(String(status))
  expect(body.message.length).toBeGreaterThan(10)
  return body
}

/** Sends a request's head alone over a socket and reads the status line the server answers with. */
function statusOfHead(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.setTimeout(10_000, () => reject(new Error('the server never answered')))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) {
        socket.destroy()
        resolve(answer.slice(0, answer.indexOf('\r\n')))
      }
    })
    socket.on('error', reject)
  })
}

test.describe('the CMS API keeps to Candor’s rules', () => {
  let member: Member
  let token: string

  test.beforeAll(async ({ request }) => {
    // Three runs of the staff script, each a Node process that loads Payload.
    test.setTimeout(180_000)
    createStaff(ADMIN)
    createStaff(EDITOR)
    createStaff(INSURER)
    member = await confirmedMember(request, 'hardening', PASSWORD)
  })
  test.afterAll(async ({ request }) => {
    await deleteMember(request, member)
  })
  test.beforeEach(async ({ request }) => {
    token = await memberToken(request, member)
  })

  test('only staff who edit touch document locks, each only their own; insurers none', async ({ request }) => {
    const asMember = { Authorization: `JWT ${token}` }
    const admin = await staffHeaders(request, ADMIN)
    const editor = await staffHeaders(request, EDITOR)
    const insurer = await staffHeaders(request, INSURER)
    const me = async (headers: Record<string, string>) =>
      ((await (await request.get('/api/cms/users/me', { headers })).json()) as { user: { id: number } }).user.id
    const [adminId, editorId, insurerId] = [await me(admin), await me(editor), await me(insurer)]
    const article = (await (await request.get('/api/cms/articles?limit=1', { headers: admin })).json()).docs[0].id
    const lockBy = (id: number, relationTo = 'users') => ({
      document: { relationTo: 'articles', value: article },
      user: { relationTo, value: id },
    })

    // The audit's reproduction: a member locks an article in the editor's name.
    expect(
      (await request.post('/api/cms/payload-locked-documents', { headers: asMember, data: lockBy(editorId) })).status(),
    ).toBe(403)
    expect((await request.get('/api/cms/payload-locked-documents', { headers: asMember })).status()).toBe(403)
    // An insurer enters the admin, but locks nothing, in its own name or anyone's, and reads no lock.
    for (const id of [insurerId, editorId]) {
      expect(
        (await request.post('/api/cms/payload-locked-documents', { headers: insurer, data: lockBy(id) })).status(),
      ).toBe(403)
    }
    expect((await request.get('/api/cms/payload-locked-documents', { headers: insurer })).status()).toBe(403)
    // A staff member locks in their own name only.
    expect(
      (await request.post('/api/cms/payload-locked-documents', { headers: editor, data: lockBy(adminId) })).status(),
    ).toBe(403)
    const taken = await request.post('/api/cms/payload-locked-documents', { headers: editor, data: lockBy(editorId) })
    expect(taken.status(), await taken.text()).toBe(201)
    const lock = (await taken.json()).doc.id as number
    try {
      // Another staff member sees who holds it, and cannot release it for them.
      const seen = await request.get(`/api/cms/payload-locked-documents/${lock}`, { headers: admin })
      expect(seen.status()).toBe(200)
      expect([403, 404]).toContain(
        (await request.delete(`/api/cms/payload-locked-documents/${lock}`, { headers: admin })).status(),
      )
      expect((await request.get(`/api/cms/payload-locked-documents/${lock}`, { headers: admin })).status()).toBe(200)
      // Nor can a member or an insurer change, take over or delete it.
      for (const [headers, id] of [
        [asMember, editorId],
        [insurer, insurerId],
      ] as const) {
        expect(
          (await request.patch(`/api/cms/payload-locked-documents/${lock}`, { headers, data: lockBy(id) })).status(),
        ).toBe(403)
      }
      expect((await request.get(`/api/cms/payload-locked-documents/${lock}`, { headers: insurer })).status()).toBe(403)
      expect((await request.delete(`/api/cms/payload-locked-documents/${lock}`, { headers: insurer })).status()).toBe(
        403,
      )
      expect((await request.delete(`/api/cms/payload-locked-documents/${lock}`, { headers: asMember })).status()).toBe(
        403,
      )
    } finally {
      expect((await request.delete(`/api/cms/payload-locked-documents/${lock}`, { headers: editor })).status()).toBe(
        200,
      )
    }
  })

  test('one request carries one moderation decision', async ({ request }) => {
    const admin = await staffHeaders(request, ADMIN)
    const id = await submitReviewByApi(request, await firstPlanIn(request, '33101'))
    const both = await request.patch(`/api/cms/reviews/${id}`, {
      headers: admin,
      data: { editorialDecision: 'pass', policyDecision: 'pass' },
    })
    expect(both.status()).toBe(400)
    // Staff read Candor's sentence, not the name of the field refused.
    expect(await both.text()).toContain('Make one check at a time')
    const review = await (await request.get(`/api/cms/reviews/${id}`, { headers: admin })).json()
    expect(review.status).toBe('pending')
    expect(review.editorialDecision ?? null).toBeNull()
    await request.delete(`/api/cms/reviews/${id}`, { headers: admin })
  })

  test('another site cannot make its visitors’ browsers mark a review helpful or report it', async ({
    request,
    baseURL,
    playwright,
  }) => {
    const moderator = createStaff({
      email: 'e2e-hardening-moderator@candor.test',
      password: 'a long passphrase for checks',
      role: 'moderator',
    })
    const policy = createStaff({
      email: 'e2e-hardening-policy@candor.test',
      password: 'a long passphrase for policy',
      role: 'policy-reviewer',
    })
    const nid = await firstPlanIn(request, '33101')
    const id = await submitReviewByApi(request, nid)
    await decide(request, await staffHeaders(request, moderator), id, { editorialDecision: 'pass' })
    await decide(request, await staffHeaders(request, policy), id, { policyDecision: 'pass' })
    const crossSite = 'This request came from another site. Candor takes it only from its own pages.'
    const notJson = 'The request body must be sent as JSON (Content-Type: application/json).'
    for (const [path, body] of [
      [`/api/reviews/${id}/helpful`, '{}'],
      [`/api/reviews/${id}/report`, JSON.stringify({ reason: 'illegal-or-harmful' })],
    ] as const) {
      // A form or a text/plain post from another site's page needs no permission from the browser.
      const fromElsewhere = await request.post(path, {
        headers: { origin: 'https://elsewhere.example', 'content-type': 'text/plain' },
        data: body,
      })
      expect(fromElsewhere.status(), path).toBe(403)
      expect((await fromElsewhere.json()).message).toBe(crossSite)
      const saysCrossSite = await request.post(path, {
        headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        data: body,
      })
      expect(saysCrossSite.status(), path).toBe(403)
      const asText = await request.post(path, { headers: { 'content-type': 'text/plain' }, data: body })
      expect(asText.status(), path).toBe(415)
      expect((await asText.json()).message).toBe(notJson)
    }
    // Nothing was counted, nothing hidden: the review is on its plan's page with no marks.
    const listed = await (await request.get(`/v1/data/plans/${nid}/reviews`)).json()
    const shown = (listed.data.reviews as { id: number; helpful: number }[]).find((review) => review.id === id)
    expect(shown).toMatchObject({ helpful: 0 })
    // The site's own page, as JSON from its origin, is heard (a visitor's context: the staff
    // sign-ins above left their session cookie in this one, and staff cannot mark).
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.9' },
    })
    const own = await visitor.post(`/api/reviews/${id}/helpful`, {
      headers: { origin: new URL(baseURL!).origin },
      data: {},
    })
    expect(own.status(), await own.text()).toBe(200)
    expect((await own.json()).data).toMatchObject({ helpful: 1, counted: true })
    await visitor.dispose()
  })

  test('a member changes their account only through the account calls', async ({ request }) => {
    const asMember = { Authorization: `JWT ${token}` }
    const account = await accountOf(request, token)
    for (const data of [
      { email: 'someone-else@example.com' },
      { pendingEmail: 'squatted@example.com' },
      { password: 'a new password without the old one' },
      { firstName: 'Changed' },
    ]) {
      const answer = await request.patch(`/api/cms/members/${account.uid}`, { headers: asMember, data })
      expect(answer.status(), JSON.stringify(data)).toBe(403)
    }
    const after = await accountOf(request, token)
    expect(after).toEqual(account)
    // The password is the one it was.
    expect((await request.post('/v1/account/login', { data: member })).status()).toBe(200)
    // Reading one's own account through the CMS API stays possible, and never cached.
    const read = await request.get(`/api/cms/members/${account.uid}`, { headers: asMember })
    expect(read.status()).toBe(200)
    expect(read.headers()['cache-control']).toBe('no-store')
  })

  test('the CMS API’s member account endpoints are closed', async ({ request }) => {
    for (const path of ['login', 'forgot-password', 'reset-password', 'verify/abc', 'unlock', 'refresh-token']) {
      const answer = await request.post(`/api/cms/members/${path}`, {
        data: { email: member.email, password: PASSWORD },
      })
      await expectEnvelope(answer, 404)
    }
  })

  test('strangers cannot lock a staff account: wrong passwords hold back their own connection, not the owner', async ({
    request,
  }) => {
    const wrong = { email: ADMIN.email, password: 'not the passphrase at all' }
    const right = { email: ADMIN.email, password: ADMIN.password }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await request.post('/api/cms/users/login', { data: wrong })).status())
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // This connection now waits, even with the right passphrase…
    const held = await request.post('/api/cms/users/login', { data: right })
    expect(held.status()).toBe(429)
    expect(Number(held.headers()['retry-after'])).toBeGreaterThan(0)
    // …while the owner, from their own connection, signs in at once.
    const [a, b] = randomBytes(2)
    const owner = await request.post('/api/cms/users/login', {
      headers: { 'x-forwarded-for': `10.251.${a}.${b}` },
      data: right,
    })
    expect(owner.status()).toBe(200)
  })

  test('the admin’s login form (multipart, `_payload`) is counted and slowed as a JSON login is', async ({
    request,
  }) => {
    // A connection of its own: the JSON test above has used this account's tries from the test's.
    const [a, b] = randomBytes(2)
    const headers = { 'x-forwarded-for': `10.253.${a}.${b}` }
    const form = (password: string) => ({ _payload: JSON.stringify({ email: ADMIN.email, password }) })
    const tries: { status: number; ms: number }[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const started = Date.now()
      const answer = await request.post('/api/cms/users/login', { headers, multipart: form('not the passphrase') })
      tries.push({ status: answer.status(), ms: Date.now() - started })
    }
    // The audit saw seven of these answered 401 in ~3 ms each.
    expect(tries.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401, 401, 429])
    for (const attempt of tries.slice(0, 5)) expect(attempt.ms).toBeGreaterThanOrEqual(600)
    const held = await request.post('/api/cms/users/login', { headers, multipart: form(ADMIN.password) })
    expect(held.status()).toBe(429)
    // The owner, from their own connection, signs in through the form at once.
    const [c, d] = randomBytes(2)
    const owner = await request.post('/api/cms/users/login', {
      headers: { 'x-forwarded-for': `10.254.${c}.${d}` },
      multipart: form(ADMIN.password),
    })
    expect(owner.status(), await owner.text()).toBe(200)
  })

  test('a wrong password reads and takes the same for an account that exists and one that does not', async ({
    request,
  }) => {
    const timed = async (email: string) => {
      const started = Date.now()
      const answer = await request.post('/v1/account/login', { data: { email, password: 'a wrong passphrase' } })
      return { status: answer.status(), message: (await answer.json()).message as string, ms: Date.now() - started }
    }
    const known = await timed(member.email)
    const unknown = await timed(`nobody-${Date.now()}@example.com`)
    expect(known.status).toBe(401)
    expect(unknown).toMatchObject({ status: 401, message: known.message })
    // Both wait out the same floor: the hash check of a real account hides inside it.
    expect(known.ms).toBeGreaterThanOrEqual(600)
    expect(unknown.ms).toBeGreaterThanOrEqual(600)
  })

  test('one connection cannot try many staff accounts', async ({ request }) => {
    test.setTimeout(120_000)
    // A connection of its own: this file's member has already logged in from the test's.
    const [a, b] = randomBytes(2)
    const headers = { 'x-forwarded-for': `10.252.${a}.${b}` }
    const statuses: number[] = []
    for (let attempt = 0; attempt <= FAILED_LOGINS_PER_CONNECTION; attempt += 1) {
      const data = { email: `nobody-${attempt}@candor.test`, password: 'a guess at a passphrase' }
      statuses.push((await request.post('/api/cms/users/login', { headers, data })).status())
    }
    expect(statuses.slice(0, FAILED_LOGINS_PER_CONNECTION)).toEqual(Array(FAILED_LOGINS_PER_CONNECTION).fill(401))
    expect(statuses[FAILED_LOGINS_PER_CONNECTION]).toBe(429)
  })

  test('one connection cannot try many staff accounts through the admin’s login form either', async ({ request }) => {
    test.setTimeout(120_000)
    const [a, b] = randomBytes(2)
    const headers = { 'x-forwarded-for': `10.255.${a}.${b}` }
    const statuses: number[] = []
    for (let attempt = 0; attempt <= FAILED_LOGINS_PER_CONNECTION; attempt += 1) {
      const data = { email: `nobody-form-${attempt}@candor.test`, password: 'a guess at a passphrase' }
      const started = Date.now()
      const answer = await request.post('/api/cms/users/login', {
        headers,
        multipart: { _payload: JSON.stringify(data) },
      })
      statuses.push(answer.status())
      if (attempt < FAILED_LOGINS_PER_CONNECTION) expect(Date.now() - started).toBeGreaterThanOrEqual(600)
    }
    expect(statuses.slice(0, FAILED_LOGINS_PER_CONNECTION)).toEqual(Array(FAILED_LOGINS_PER_CONNECTION).fill(401))
    expect(statuses[FAILED_LOGINS_PER_CONNECTION]).toBe(429)
  })

  test('wrong passwords at the site’s login count against the connection at the CMS API’s login too', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const [a, b] = randomBytes(2)
    const headers = { 'x-forwarded-for': `10.253.${a}.${b}` }
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_CONNECTION; attempt += 1) {
      const data = { email: `nobody-site-${attempt}@candor.test`, password: 'wrong passphrase here' }
      expect((await request.post('/v1/account/login', { headers, data })).status()).toBe(401)
    }
    expect((await request.post('/v1/account/login', { headers, data: member })).status()).toBe(429)
    const admin = { email: ADMIN.email, password: ADMIN.password }
    expect((await request.post('/api/cms/users/login', { headers, data: admin })).status()).toBe(429)
  })

  test('one account’s wrong passwords lock that account from the connection, not the people beside it', async ({
    request,
  }) => {
    const [a, b] = randomBytes(2)
    const headers = { 'x-forwarded-for': `10.254.${a}.${b}` }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const data = { email: member.email, password: 'wrong passphrase here' }
      expect((await request.post('/v1/account/login', { headers, data })).status()).toBe(401)
    }
    expect((await request.post('/v1/account/login', { headers, data: member })).status()).toBe(429)
    const admin = { email: ADMIN.email, password: ADMIN.password }
    expect((await request.post('/api/cms/users/login', { headers, data: admin })).status()).toBe(200)
  })

  test('authenticated CMS answers are never kept by a cache', async ({ request }) => {
    const admin = await staffHeaders(request, ADMIN)
    for (const path of ['/api/cms/users/me', '/api/cms/outbox?limit=1', '/api/cms/reviews?limit=1']) {
      const answer = await request.get(path, { headers: admin })
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['cache-control'], path).toBe('no-store')
    }
  })
})

test('a captcha solution is spent on its first use, whichever form uses it', async ({ request }) => {
  const challenge = await (await request.get('/api/reviews/challenge')).json()
  const solution = await solveCaptcha(challenge)
  const contact = await request.post('/v1/contact', {
    data: {
      name: 'Maria Garcia',
      email: 'maria@example.com',
      topic: 'question',
      message: 'A question about how Candor counts the claim denial figures it shows on plan pages.',
      challenge: solution,
    },
  })
  expect(contact.status(), await contact.text()).toBe(201)
  const review = await request.post('/api/reviews', { data: reviewBody(await firstPlanIn(request, '33101'), solution) })
  const body = await expectEnvelope(review, 400)
  expect(body.message).toBe('This captcha has already been used. Please solve it again.')
})

test.describe('malformed requests get a 4xx with the envelope, never a 500', () => {
  test('addresses with a broken percent-escape', async ({ request }) => {
    for (const [method, path] of [
      ['POST', '/api/reviews/%zz/report'],
      ['GET', '/find/%ff%fe'],
      ['POST', '/v1/data/report/%zz'],
      ['GET', '/articles/%zz'],
      ['GET', '/api/cms/pages/%zz'],
    ] as const) {
      const answer = await request.fetch(path, { method })
      const body = await expectEnvelope(answer, 400)
      expect(body.message, path).toBe('This address is not valid: it holds a broken percent-escape.')
    }
    // In the language the request prefers.
    const spanish = await request.get('/find/%zz', { headers: { 'accept-language': 'es' } })
    expect((await expectEnvelope(spanish, 400)).message).toContain('no es válida')
  })

  test('the CMS API asked for what cannot be an id, or with a query it cannot read', async ({ request }) => {
    for (const path of ['/api/cms/pages/abc', '/api/cms/reviews/1.5', '/api/cms/articles/%00']) {
      await expectEnvelope(await request.get(path), 404)
    }
    for (const path of [
      '/api/cms/articles?where=notjson',
      '/api/cms/articles?where[id][in]=abc',
      '/api/cms/reviews?where[or][0][id][equals]=x',
    ]) {
      await expectEnvelope(await request.get(path), 400)
    }
    // Comparisons neither database can make (Candor has no point fields; no adapter has `all`).
    for (const path of [
      '/api/cms/reviews?where[plan][near]=1,2',
      '/api/cms/reviews?where[plan][within]=1',
      '/api/cms/reviews?where[plan][intersects]=1',
      '/api/cms/reviews?where[plan][all]=1',
      '/api/cms/reviews?where[id][near]=1',
      '/api/cms/articles?where[or][0][title][near]=1',
    ]) {
      const body = await expectEnvelope(await request.get(path), 400)
      expect(body.message, path).toBe(
        'This query uses a comparison the site cannot make (near, within, intersects or all). Use another comparison.',
      )
    }
    // A whole number that is no document is simply not found.
    expect((await request.get('/api/cms/articles/999999')).status()).toBe(404)
  })

  test('the deletion of an admin preference that does not exist is not found', async ({ request }) => {
    createStaff(ADMIN)
    const answer = await request.delete('/api/cms/payload-preferences/999999', {
      headers: await staffHeaders(request, ADMIN),
    })
    await expectEnvelope(answer, 404)
  })

  test('a server action id that no build could have made', async ({ request }) => {
    const answer = await request.post('/', {
      headers: { 'next-action': 'abc', 'content-type': 'text/plain' },
      data: '[]',
    })
    await expectEnvelope(answer, 400)
  })

  test('a method no route answers', async ({ request }) => {
    for (const path of ['/', '/v1/data/estimate', '/api/cms/pages']) {
      const answer = await request.fetch(path, { method: 'TRACE' })
      await expectEnvelope(answer, 405)
      expect(answer.headers().allow).toContain('GET')
    }
  })

  test('a multipart content type over a body that is not multipart', async ({ request }) => {
    for (const path of ['/', '/api/cms/globals/footer', '/find/77002']) {
      const answer = await request.post(path, {
        headers: { 'content-type': 'multipart/form-data; boundary=----candor' },
        data: '{"not":"multipart"}',
      })
      const body = await expectEnvelope(answer, 400)
      expect(body.message).toBe('The request body is not valid multipart form data.')
    }
    const noBoundary = await request.post('/', { headers: { 'content-type': 'multipart/form-data' }, data: 'x=1' })
    await expectEnvelope(noBoundary, 400)
    // No boundary and no body, to a page with server actions: still refused, never a 500.
    const empty = await request.post('/costs?page=abc', { headers: { 'content-type': 'multipart/form-data' } })
    await expectEnvelope(empty, 400)
  })

  test('a multipart content type over a body that is not multipart, to an address no route answers', async ({
    request,
  }) => {
    for (const path of ['/api/nothing-here', '/v1/nothing-here', '/api/reviews/1/nothing']) {
      const answer = await request.post(path, {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        data: '{}',
      })
      const body = await expectEnvelope(answer, 400)
      expect(body.message, path).toBe('The request body is not valid multipart form data.')
    }
  })

  test('a page’s router state that cannot be read', async ({ request }) => {
    for (const path of ['/no-such-page', '/costs', '/v1/nothing-here']) {
      for (const state of ['%zz', 'not json', '%5B%5D']) {
        const answer = await request.get(path, { headers: { rsc: '1', 'next-router-state-tree': state } })
        const body = await expectEnvelope(answer, 400)
        expect(body.message, `${path} ${state}`).toBe('The request is not valid.')
      }
    }
    // A prefetch passes by the page checks, and is refused all the same.
    const prefetch = await request.get('/no-such-page', {
      headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%zz' },
    })
    await expectEnvelope(prefetch, 400)
  })

  test('a server action posted from another site, or one no build made', async ({ request }) => {
    const action = '0123456789abcdef0123456789abcdef0123456789'
    const crossSite = 'This request came from another site. Candor takes it only from its own pages.'
    for (const origin of ['https://elsewhere.example', 'null']) {
      const named = await request.post('/costs', {
        headers: { 'next-action': action, origin, 'content-type': 'text/plain;charset=UTF-8' },
        data: '[]',
      })
      expect((await expectEnvelope(named, 403)).message).toBe(crossSite)
      // A form sent without JavaScript is read as an action too.
      const form = await request.post('/costs', { headers: { origin }, multipart: { name: 'x' } })
      expect((await expectEnvelope(form, 403)).message).toBe(crossSite)
    }
    // From no other site, an action that does not exist is Next.js's to refuse, as a 4xx.
    const unknown = await request.post('/costs', {
      headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8' },
      data: '[]',
    })
    expect(unknown.status()).toBeGreaterThanOrEqual(400)
    expect(unknown.status()).toBeLessThan(500)
  })

  test('a stored image that is not on the disk is not found', async ({ request }) => {
    const answer = await request.get('/api/cms/media/file/abc.png')
    expect((await expectEnvelope(answer, 404)).message).toBe('Not found: no file has this name.')
  })

  test('a password of spaces is asked for again, not tried', async ({ request }) => {
    const member = await confirmedMember(request, 'spaces', PASSWORD)
    try {
      const login = await request.post('/v1/account/login', { data: { email: member.email, password: '     ' } })
      expect((await expectEnvelope(login, 400)).message).toBe('Password is required')
      const token = await memberToken(request, member)
      const headers = { Authorization: `Bearer ${token}` }
      const change = await request.post('/v1/account/password/change', {
        headers,
        data: { current_password: '   ', password: 'a brand new passphrase 7' },
      })
      await expectEnvelope(change, 400)
      const remove = await request.post('/v1/account/delete', {
        headers,
        data: { password: '    ', published_reviews: 'delete' },
      })
      await expectEnvelope(remove, 400)
      // Nothing changed: the account and its password are as they were.
      expect((await request.post('/v1/account/login', { data: member })).status()).toBe(200)
    } finally {
      await deleteMember(request, member)
    }
  })

  test('a body larger than its address accepts is refused on its declared length, unread', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port)
    for (const [path, length] of [
      ['/api/reviews', 1024 * 1024],
      ['/v1/account/register', 5 * 1024 * 1024],
      ['/api/cms/globals/footer', 3 * 1024 * 1024],
    ] as const) {
      const status = await statusOfHead(
        port,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      )
      expect(status, path).toBe('HTTP/1.1 413 Payload Too Large')
    }
    // A body of unstated length is asked to state it.
    const chunked = await statusOfHead(
      port,
      'POST /api/reviews HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    expect(chunked).toBe('HTTP/1.1 411 Length Required')
  })
})
