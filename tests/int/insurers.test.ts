import { createLocalReq, getLocalI18n, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * Insurer accounts (product brief §13) through Payload's REST API as the admin calls it, on a
 * real database: an admin links an insurer to its HIOS issuers; the insurer reads the private
 * notes of its own published reviews, the reviewer's address only with their permission, and
 * marks notes handled; every other request of its is refused; the audit trail keeps it all.
 */
type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
type Staff = { id: number; collection: 'users'; role: string; email: string }
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

const PASSWORD = 'a long staff passphrase'

let context: TestPayload
let payload: Payload
const rest = {} as Record<Method, RestHandler>
let postReview: RouteHandler
let getChallenge: RouteHandler
const staff = {} as Record<'admin' | 'moderator' | 'policy' | 'insurerA' | 'insurerB' | 'unlinked', Staff>
const tokens = {} as Record<keyof typeof staff, string>
/** Two plans of two different issuers, in one state. */
const plans = {} as Record<'a' | 'b', { nid: number; issuerId: string }>
const reviews = {} as Record<'consented' | 'private' | 'pending' | 'rejected' | 'otherInsurer', number>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty, listPlans } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  const { REST_DELETE, REST_GET, REST_PATCH, REST_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const { guardCmsApi } = await import('@/server/cms-api-guard')
  rest.GET = guardCmsApi(REST_GET(config))
  rest.POST = guardCmsApi(REST_POST(config))
  rest.PATCH = guardCmsApi(REST_PATCH(config))
  rest.DELETE = guardCmsApi(REST_DELETE(config))
  ;({ POST: postReview } = await import('@/app/(frontend)/api/reviews/route'))
  ;({ GET: getChallenge } = await import('@/app/(frontend)/api/reviews/challenge/route'))

  const all = await listPlans(payload)
  const first = all.find((plan) => plan.state === 'FL')!
  const second = all.find((plan) => plan.state === 'FL' && plan.issuerId !== first.issuerId)!
  plans.a = { nid: first.nid, issuerId: first.issuerId }
  plans.b = { nid: second.nid, issuerId: second.issuerId }

  // The first account becomes an admin; make it first.
  for (const [key, role] of [
    ['admin', 'admin'],
    ['moderator', 'moderator'],
    ['policy', 'policy-reviewer'],
    ['insurerA', 'insurer'],
    ['insurerB', 'insurer'],
    ['unlinked', 'insurer'],
  ] as const) {
    const doc = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key.toLowerCase()}@candor.test`, password: PASSWORD, role },
    })
    staff[key] = { id: doc.id, collection: 'users', role, email: doc.email }
  }
  await link(staff.insurerA, [plans.a.issuerId])
  await link(staff.insurerB, [plans.b.issuerId])
  for (const key of Object.keys(staff) as (keyof typeof staff)[]) {
    const login = await payload.login({ collection: 'users', data: { email: staff[key].email, password: PASSWORD } })
    tokens[key] = login.token!
  }

  reviews.consented = await submit(plans.a.nid, { field_review_insurer_may_contact: '1' })
  reviews.private = await submit(plans.a.nid)
  reviews.pending = await submit(plans.a.nid, { field_review_insurer_may_contact: '1' })
  reviews.rejected = await submit(plans.a.nid, { field_review_insurer_may_contact: '1' })
  reviews.otherInsurer = await submit(plans.b.nid, { field_review_insurer_may_contact: '1' })
  for (const id of [reviews.consented, reviews.private, reviews.otherInsurer]) {
    await decide(staff.moderator, id, { editorialDecision: 'pass' })
    await decide(staff.policy, id, { policyDecision: 'pass' })
  }
  await decide(staff.moderator, reviews.rejected, {
    editorialDecision: 'reject',
    rejectionReason: 'not-about-experience',
  })
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

/** An admin links the account to these issuers, noting how the person was checked. */
async function link(account: Staff, issuerIds: string[], language?: 'en' | 'es') {
  const i18n = language ? await getLocalI18n({ config: payload.config, language }) : undefined
  const req = i18n ? await createLocalReq({ req: { i18n } }, payload) : undefined
  return payload.update({
    collection: 'users',
    id: account.id,
    overrideAccess: false,
    user: staff.admin,
    req,
    data: {
      issuerLinks: issuerIds.map((issuerId) => ({ issuerId, evidence: `Called ${issuerId}'s published number back.` })),
    },
  })
}

let counter = 1
async function submit(nid: number, overrides: Record<string, unknown> = {}) {
  const address = `198.51.100.${counter}`
  const challenge = await callRoute(getChallenge, { method: 'GET', address })
  const body = reviewBody(nid, await solveCaptcha(challenge.body as never), {
    field_review_account_email: `reviewer-${counter++}@example.com`,
    ...overrides,
  })
  const answer = await callRoute(postReview, { body, address })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data.review.id as number
}

function decide(who: Staff, id: number, data: Record<string, unknown>) {
  return payload.update({ collection: 'reviews', id, data, user: who, overrideAccess: false, depth: 0 })
}

/** A request to `/api/cms/…` signed in as one account, as the admin's screens make it. */
async function cms(method: Method, path: string, who: keyof typeof staff | null, body?: unknown) {
  const url = new URL(path, 'http://localhost')
  const headers: Record<string, string> = { 'x-candor-client-address': '192.0.2.30' }
  if (who) headers.authorization = `JWT ${tokens[who]}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await rest[method](
    new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve({ slug: url.pathname.slice('/api/cms/'.length).split('/') }) },
  )
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

const stored = (id: number) => payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })

async function insurerEvents(where: Where = {}) {
  const found = await payload.find({
    collection: 'insurer-events',
    where,
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return found.docs
}

describe('linking an insurer account to its issuers', () => {
  it('stamps who linked each issuer and when, keeps the evidence, and records it in the audit trail', async () => {
    const account = await payload.findByID({ collection: 'users', id: staff.insurerA.id, overrideAccess: true })
    expect(account.issuerLinks).toEqual([
      expect.objectContaining({
        issuerId: plans.a.issuerId,
        evidence: `Called ${plans.a.issuerId}'s published number back.`,
        linkedBy: staff.admin.id,
        linkedAt: expect.any(String),
      }),
    ])
    const [linked] = await insurerEvents({ account: { equals: staff.insurerA.id } })
    expect(linked).toMatchObject({
      action: 'linked',
      issuerId: plans.a.issuerId,
      actor: staff.admin.id,
      actorRole: 'admin',
      note: `Called ${plans.a.issuerId}'s published number back.`,
    })
  })

  it('names the linking admin by id only in the insurer’s own record, as every admin page carries it', async () => {
    const headers = new Headers({ authorization: `JWT ${tokens.insurerA}` })
    const { user } = await payload.auth({ headers })
    const links = (user as { issuerLinks?: { linkedBy?: unknown }[] } | null)?.issuerLinks
    expect(links?.map((entry) => entry.linkedBy)).toEqual([staff.admin.id])
    expect(JSON.stringify(user)).not.toContain(staff.admin.email)
    for (const path of ['/api/cms/users/me?depth=3', `/api/cms/users/${staff.insurerA.id}?depth=3`]) {
      const answer = await cms('GET', path, 'insurerA')
      expect(answer.status, path).toBe(200)
      expect(JSON.stringify(answer.json), path).not.toContain(staff.admin.email)
    }
  })

  it('refuses an issuer id that is not five digits, unknown to the plan data, or linked twice, in the admin’s language', async () => {
    await expect(link(staff.unlinked, ['1234'])).rejects.toThrow('A HIOS issuer id is five digits, such as 38344.')
    await expect(link(staff.unlinked, ['00000'])).rejects.toThrow(
      'No plan in Candor’s data has this issuer id. Check it against the CMS plan files.',
    )
    await expect(link(staff.unlinked, [plans.a.issuerId, plans.a.issuerId])).rejects.toThrow(
      'This issuer is already linked to this account.',
    )
    await expect(link(staff.unlinked, ['1234'], 'es')).rejects.toThrow(
      'Un id. de emisor HIOS tiene cinco dígitos, como 38344.',
    )
    const account = await payload.findByID({ collection: 'users', id: staff.unlinked.id, overrideAccess: true })
    expect(account.issuerLinks).toEqual([])
  })

  it('lets no insurer link itself to an issuer, through the admin or the API', async () => {
    const answer = await cms('PATCH', `/api/cms/users/${staff.unlinked.id}`, 'unlinked', {
      issuerLinks: [{ issuerId: plans.a.issuerId, evidence: 'Trust me.' }],
    })
    expect(answer.status).toBeLessThan(500)
    const account = await payload.findByID({ collection: 'users', id: staff.unlinked.id, overrideAccess: true })
    expect(account.issuerLinks).toEqual([])
    // Not linked to any issuer yet: no review reaches its inbox.
    expect((await cms('GET', '/api/cms/reviews?limit=100', 'unlinked')).status).toBe(403)
  })

  it('keeps a link’s first record when the admin saves again, and drops the links of a role that is no insurer', async () => {
    const temporary = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'temporary@candor.test', password: PASSWORD, role: 'insurer' },
    })
    const account = { id: temporary.id, collection: 'users' as const, role: 'insurer', email: temporary.email }
    const first = await link(account, [plans.a.issuerId])
    const again = await payload.update({
      collection: 'users',
      id: account.id,
      overrideAccess: false,
      user: staff.admin,
      data: {
        issuerLinks: [
          { issuerId: plans.a.issuerId, evidence: 'Rewritten later.', linkedAt: '2000-01-01T00:00:00.000Z' },
          { issuerId: plans.b.issuerId, evidence: 'A second issuer, checked by letter.' },
        ],
      },
    })
    expect(again.issuerLinks?.[0]).toMatchObject({
      evidence: first.issuerLinks?.[0]?.evidence,
      linkedAt: first.issuerLinks?.[0]?.linkedAt,
    })
    const editor = await payload.update({
      collection: 'users',
      id: account.id,
      overrideAccess: false,
      user: staff.admin,
      data: { role: 'editor' },
    })
    expect(editor.issuerLinks).toEqual([])
    const trail = await insurerEvents({ account: { equals: account.id } })
    expect(trail.map((event) => [event.action, event.issuerId])).toEqual([
      ['linked', plans.a.issuerId],
      ['linked', plans.b.issuerId],
      ['unlinked', plans.a.issuerId],
      ['unlinked', plans.b.issuerId],
    ])
  })
})

describe('the reviewer’s permission, stored with the review (call 2)', () => {
  it('stores the box as ticked or not, and the plan’s issuer', async () => {
    expect(await stored(reviews.consented)).toMatchObject({
      insurerMayContact: true,
      planSnapshot: { issuerId: plans.a.issuerId },
    })
    expect(await stored(reviews.private)).toMatchObject({ insurerMayContact: false })
  })

  it('refuses a value the box cannot have, in the reviewer’s language, and stores nothing', async () => {
    const before = await payload.count({ collection: 'reviews', overrideAccess: true })
    for (const [language, message] of [
      ['en', 'Tick the box to let the insurer contact you, or leave it empty.'],
      ['es', 'Marque la casilla para que la aseguradora pueda contactarle, o déjela vacía.'],
    ] as const) {
      const address = `198.51.100.${counter++}`
      const challenge = await callRoute(getChallenge, { method: 'GET', address })
      const body = reviewBody(plans.a.nid, await solveCaptcha(challenge.body as never), {
        field_review_insurer_may_contact: 'yes',
      })
      const answer = await callRoute(postReview, { body, address, language })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(message)
    }
    expect(await payload.count({ collection: 'reviews', overrideAccess: true })).toEqual(before)
  })
})

describe('the insurer’s inbox', () => {
  it('lists only the published reviews of its own issuers, with the private note, and the address only when allowed', async () => {
    const { json } = await cms('GET', '/api/cms/reviews?limit=100&sort=id&depth=0', 'insurerA')
    expect(json.docs.map((doc: { id: number }) => doc.id)).toEqual([reviews.consented, reviews.private])
    const [consented, unconsented] = json.docs
    expect(consented).toMatchObject({
      privateMessage: 'Please look at claim 4471, it was denied twice.',
      insurerMayContact: true,
      email: expect.stringMatching(/@example\.com$/),
    })
    expect(unconsented.privateMessage).toBe('Please look at claim 4471, it was denied twice.')
    expect(unconsented).not.toHaveProperty('email')
    for (const doc of json.docs) {
      for (const staffOnly of ['member', 'clientHash', 'clientId', 'editorialDecision', 'signals', 'language']) {
        expect(doc).not.toHaveProperty(staffOnly)
      }
    }
    const other = await cms('GET', '/api/cms/reviews?limit=100&depth=0', 'insurerB')
    expect(other.json.docs.map((doc: { id: number }) => doc.id)).toEqual([reviews.otherInsurer])
  })

  it('answers 404 for a pending, a rejected or another insurer’s review, even by id or by query', async () => {
    for (const id of [reviews.pending, reviews.rejected, reviews.otherInsurer]) {
      expect((await cms('GET', `/api/cms/reviews/${id}?depth=0`, 'insurerA')).status).toBe(404)
    }
    const byQuery = await cms(
      'GET',
      `/api/cms/reviews?depth=0&where[planSnapshot.issuerId][equals]=${plans.b.issuerId}`,
      'insurerA',
    )
    expect(byQuery.json.docs).toEqual([])
    const byStatus = await cms('GET', '/api/cms/reviews?depth=0&where[status][equals]=pending', 'insurerA')
    expect(byStatus.json.docs).toEqual([])
  })

  it('refuses any change to a review, its creation and its deletion, and the review stays as it was', async () => {
    const before = await stored(reviews.consented)
    const changed = await cms('PATCH', `/api/cms/reviews/${reviews.consented}`, 'insurerA', {
      publicMessage: 'An insurer would rather this review said something else entirely, at length.',
      privateMessage: 'Handled.',
    })
    expect(changed.status).toBe(403)
    expect((await cms('DELETE', `/api/cms/reviews/${reviews.consented}`, 'insurerA')).status).toBe(403)
    expect((await cms('POST', '/api/cms/reviews', 'insurerA', { plan: plans.a.nid })).status).toBe(403)
    const after = await stored(reviews.consented)
    expect(after.publicMessage).toBe(before.publicMessage)
    expect(after.privateMessage).toBe(before.privateMessage)
  })

  it('receives a note as moderation redacted it', async () => {
    await decide(staff.moderator, reviews.private, {
      privateMessage: 'Please look at claim [personal information removed], it was denied twice.',
    })
    const { json } = await cms('GET', `/api/cms/reviews/${reviews.private}?depth=0`, 'insurerA')
    expect(json.privateMessage).toBe('Please look at claim [personal information removed], it was denied twice.')
  })

  it('reads no audit trail, staff accounts, moderation events or members', async () => {
    for (const collection of ['insurer-events', 'moderation-events', 'members', 'outbox', 'reports']) {
      expect((await cms('GET', `/api/cms/${collection}`, 'insurerA')).status, collection).toBe(403)
    }
    const users = await cms('GET', '/api/cms/users?depth=0', 'insurerA')
    expect(users.json.docs.map((doc: { id: number }) => doc.id)).toEqual([staff.insurerA.id])
  })
})

describe('marking a note handled', () => {
  it('marks its own note handled once, records it, and reopens it', async () => {
    const marked = await cms('POST', '/api/cms/handled-notes', 'insurerA', { review: reviews.consented })
    expect(marked.status, JSON.stringify(marked.json)).toBe(201)
    expect(marked.json.doc).toMatchObject({ issuerId: plans.a.issuerId })
    const twice = await cms('POST', '/api/cms/handled-notes', 'insurerA', { review: reviews.consented })
    expect(twice.status).toBe(400)
    const list = await cms('GET', '/api/cms/handled-notes?depth=0', 'insurerA')
    expect(list.json.docs.map((doc: { review: number }) => doc.review)).toEqual([reviews.consented])

    // Another insurer neither sees the mark nor removes it.
    expect((await cms('GET', '/api/cms/handled-notes?depth=0', 'insurerB')).json.docs).toEqual([])
    expect((await cms('DELETE', `/api/cms/handled-notes/${marked.json.doc.id}`, 'insurerB')).status).toBe(403)

    const reopened = await cms('DELETE', `/api/cms/handled-notes/${marked.json.doc.id}`, 'insurerA')
    expect(reopened.status).toBe(200)
    const trail = await insurerEvents({ review: { equals: reviews.consented } })
    expect(trail.map((event) => [event.action, event.actor, event.account])).toEqual([
      ['note-handled', staff.insurerA.id, staff.insurerA.id],
      ['note-reopened', staff.insurerA.id, staff.insurerA.id],
    ])
  })

  it('refuses to mark a pending, a rejected or another insurer’s review, and staff who are not insurers', async () => {
    for (const id of [reviews.pending, reviews.rejected, reviews.otherInsurer, 999_999]) {
      const answer = await cms('POST', '/api/cms/handled-notes', 'insurerA', { review: id })
      expect(answer.status, String(id)).toBe(404)
      expect(answer.json.errors[0].message).toBe('This review is not in your inbox.')
    }
    for (const who of ['moderator', 'unlinked'] as const) {
      expect((await cms('POST', '/api/cms/handled-notes', who, { review: reviews.consented })).status).toBe(403)
    }
    expect(await payload.count({ collection: 'handled-notes', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })
})

describe('the insurers’ audit trail', () => {
  it('is read by admins only and changed by nobody', async () => {
    const read = await cms('GET', '/api/cms/insurer-events?depth=0&limit=100', 'admin')
    expect(read.status).toBe(200)
    expect(read.json.totalDocs).toBeGreaterThan(0)
    const id = read.json.docs[0].id
    expect((await cms('PATCH', `/api/cms/insurer-events/${id}`, 'admin', { note: 'changed' })).status).toBe(403)
    expect((await cms('DELETE', `/api/cms/insurer-events/${id}`, 'admin')).status).toBe(403)
    expect((await cms('POST', '/api/cms/insurer-events', 'admin', { action: 'linked' })).status).toBe(403)
    expect((await cms('GET', '/api/cms/insurer-events', 'moderator')).status).toBe(403)
  })

  it('records which reviews an insurer read, list or one, and no read by staff or by its own inbox', async () => {
    const readsBefore = await insurerEvents({ action: { equals: 'reviews-read' } })
    await cms('GET', '/api/cms/reviews?limit=100&sort=id&depth=0', 'insurerA')
    await cms('GET', `/api/cms/reviews/${reviews.private}?depth=0`, 'insurerA')
    // Refused reads, staff reads and a read that found nothing add nothing.
    await cms('GET', `/api/cms/reviews/${reviews.otherInsurer}?depth=0`, 'insurerA')
    await cms('GET', '/api/cms/reviews?limit=100&depth=0', 'moderator')
    await cms('GET', '/api/cms/reviews?limit=100&depth=0&where[id][equals]=0', 'insurerA')
    const reads = (await insurerEvents({ action: { equals: 'reviews-read' } })).slice(readsBefore.length)
    expect(reads.map((event) => [event.account, event.actor, event.reviewRef ?? null, event.note])).toEqual([
      [staff.insurerA.id, staff.insurerA.id, null, `${reviews.consented}, ${reviews.private}`],
      [staff.insurerA.id, staff.insurerA.id, reviews.private, String(reviews.private)],
    ])

    // The inbox is one entry, "opened", however many reviews it shows.
    const { loadInbox, parseInboxQuery } = await import('@/features/insurers/server')
    const user = {
      ...(await payload.findByID({ collection: 'users', id: staff.insurerA.id, overrideAccess: true })),
      collection: 'users' as const,
    }
    const before = (await insurerEvents()).length
    await loadInbox(payload, await createLocalReq({ user }, payload), parseInboxQuery({ show: 'all' }))
    expect((await insurerEvents()).slice(before).map((event) => event.action)).toEqual(['inbox-opened'])
  })
})

describe('public replies', () => {
  const replyOf = async (reviewId: number) =>
    (
      await payload.find({
        collection: 'review-replies',
        where: { review: { equals: reviewId } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]
  const onPlanPage = async (reviewId: number) => {
    const { getPlanReviewPage } = await import('@/features/reviews/server')
    const page = await getPlanReviewPage(payload, plans.a.nid, { limit: 100 })
    return page.find((review) => review.id === reviewId)?.reply ?? null
  }
  /** The mails telling this reviewer that an insurer answered (not those about their own review). */
  const mailsTo = async (address: string) =>
    (
      await payload.find({
        collection: 'outbox',
        where: {
          and: [{ to: { equals: address } }, { subject: { equals: 'The insurer answered your review on Candor' } }],
        },
        overrideAccess: true,
      })
    ).docs

  it('refuses an empty reply, one over 1,000 characters, and one to a review not in the inbox, saying why', async () => {
    const empty = await cms('POST', '/api/cms/review-replies', 'insurerA', { review: reviews.consented, body: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.json.errors[0].message).toBe('Write your reply.')
    const long = await cms('POST', '/api/cms/review-replies', 'insurerA', {
      review: reviews.consented,
      body: 'x'.repeat(1001),
    })
    expect(long.status).toBe(400)
    expect(long.json.errors[0].message).toBe('A reply can be at most 1,000 characters; this one has 1001.')
    // Counted as people count them: an emoji is one character, not two.
    const emoji = await cms('POST', '/api/cms/review-replies', 'insurerA', {
      review: reviews.consented,
      body: '👍'.repeat(1001),
    })
    expect(emoji.json.errors[0].message).toBe('A reply can be at most 1,000 characters; this one has 1001.')
    for (const id of [reviews.pending, reviews.rejected, reviews.otherInsurer]) {
      const refused = await cms('POST', '/api/cms/review-replies', 'insurerA', { review: id, body: 'We are sorry.' })
      expect(refused.status, String(id)).toBe(404)
    }
    for (const who of ['moderator', 'policy', 'unlinked'] as const) {
      const refused = await cms('POST', '/api/cms/review-replies', who, { review: reviews.consented, body: 'Hello.' })
      expect(refused.status, who).toBe(403)
    }
    // In the admin's language, for an insurer reading it in Spanish.
    const i18n = await getLocalI18n({ config: payload.config, language: 'es' })
    const req = await createLocalReq({ req: { i18n } }, payload)
    await expect(
      payload.create({
        collection: 'review-replies',
        data: { review: reviews.consented, body: '' },
        overrideAccess: false,
        user: { ...(await payload.findByID({ collection: 'users', id: staff.insurerA.id })), collection: 'users' },
        req,
      }),
    ).rejects.toThrow('Escriba su respuesta.')
    expect(await payload.count({ collection: 'review-replies', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('goes live only after the policy check, under the review, and tells the reviewer once', async () => {
    const text = 'We are sorry about claim 4471. Our member services team has reopened it and will call you this week.'
    const written = await cms('POST', '/api/cms/review-replies', 'insurerA', { review: reviews.consented, body: text })
    expect(written.status, JSON.stringify(written.json)).toBe(201)
    const id = written.json.doc.id
    expect(written.json.doc).toMatchObject({ status: 'pending', issuerId: plans.a.issuerId, plan: plans.a.nid })
    expect(await onPlanPage(reviews.consented)).toBeNull()

    const second = await cms('POST', '/api/cms/review-replies', 'insurerA', {
      review: reviews.consented,
      body: 'Again.',
    })
    expect(second.status).toBe(400)
    expect(second.json.errors[0].message).toBe('This review already has your reply. Open that reply to edit it.')

    // The insurer cannot pass its own reply, nor can a moderator; another insurer cannot see it.
    const selfPassed = await cms('PATCH', `/api/cms/review-replies/${id}`, 'insurerA', {
      status: 'published',
      policyDecision: 'pass',
    })
    expect(selfPassed.status).toBe(200)
    expect((await replyOf(reviews.consented))!.status).toBe('pending')
    expect((await cms('PATCH', `/api/cms/review-replies/${id}`, 'moderator', { policyDecision: 'pass' })).status).toBe(
      403,
    )
    expect((await cms('GET', `/api/cms/review-replies/${id}`, 'insurerB')).status).toBe(404)
    expect((await cms('PATCH', `/api/cms/review-replies/${id}`, 'insurerB', { body: 'Mine now.' })).status).toBe(403)

    // A rejection needs one of the listed reasons; the insurer sees it, edits, and sends it again.
    const noReason = await cms('PATCH', `/api/cms/review-replies/${id}`, 'policy', { policyDecision: 'reject' })
    expect(noReason.status).toBe(400)
    const rejected = await cms('PATCH', `/api/cms/review-replies/${id}`, 'policy', {
      policyDecision: 'reject',
      rejectionReason: 'personal-information',
    })
    expect(rejected.json.doc).toMatchObject({ status: 'rejected', rejectionReason: 'personal-information' })
    const seen = await cms('GET', `/api/cms/review-replies/${id}?depth=0`, 'insurerA')
    expect(seen.json).toMatchObject({ status: 'rejected', rejectionReason: 'personal-information' })
    const edited = await cms('PATCH', `/api/cms/review-replies/${id}`, 'insurerA', { body: text })
    expect(edited.json.doc).toMatchObject({ status: 'pending', policyDecision: null, rejectionReason: null })

    const reviewer = (await stored(reviews.consented)).email
    expect(await mailsTo(reviewer)).toEqual([])
    const passed = await cms('PATCH', `/api/cms/review-replies/${id}`, 'policy', { policyDecision: 'pass' })
    expect(passed.json.doc).toMatchObject({
      status: 'published',
      decidedBy: expect.objectContaining({ id: staff.policy.id }),
    })
    expect(await onPlanPage(reviews.consented)).toEqual({ text, publishedAt: expect.any(String) })

    const [mail] = await mailsTo(reviewer)
    expect(mail!.subject).toBe('The insurer answered your review on Candor')
    expect(mail!.text).toContain(`/plans/${plans.a.nid}#reviews`)
    expect(mail!.text).toContain('/reviews/reply-mails/stop?token=')
    expect(mail!.text).not.toContain('claim 4471')

    const trail = await payload.find({
      collection: 'moderation-events',
      where: {
        and: [{ review: { equals: reviews.consented } }, { action: { in: ['reply-published', 'reply-rejected'] } }],
      },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
    expect(trail.docs.map((event) => [event.action, event.actor, event.reason ?? null])).toEqual([
      ['reply-rejected', staff.policy.id, 'personal-information'],
      ['reply-published', staff.policy.id, null],
    ])
    const insurerTrail = await insurerEvents({ action: { in: ['reply-submitted', 'reply-edited', 'reply-withdrawn'] } })
    // Written, then sent again unchanged after the rejection.
    expect(insurerTrail.map((event) => event.action)).toEqual(['reply-submitted', 'reply-submitted'])

    // Edited once live, it leaves the page until checked again, and the reviewer is not told twice.
    await cms('PATCH', `/api/cms/review-replies/${id}`, 'insurerA', { body: `${text} Thank you for telling us.` })
    expect(await onPlanPage(reviews.consented)).toBeNull()
    await cms('PATCH', `/api/cms/review-replies/${id}`, 'policy', { policyDecision: 'pass' })
    expect((await onPlanPage(reviews.consented))?.text).toBe(`${text} Thank you for telling us.`)
    expect(await mailsTo(reviewer)).toHaveLength(1)

    // Withdrawn, it is gone from the page.
    const withdrawn = await cms('PATCH', `/api/cms/review-replies/${id}`, 'insurerA', { withdrawn: true })
    expect(withdrawn.json.doc.status).toBe('withdrawn')
    expect(await onPlanPage(reviews.consented)).toBeNull()
  })

  it('stops the mails about replies for an address with the mail’s link, and refuses a forged one', async () => {
    const { replyMailStopToken } = await import('@/features/insurers/server')
    const { POST: stop } = await import('@/app/(frontend)/v1/reviews/reply-mails/stop/route')
    const forged = await callRoute(stop, { body: { token: `${reviews.private}.${'A'.repeat(43)}` } })
    expect(forged.status).toBe(400)
    const review = await stored(reviews.private)
    const named = { id: review.id, createdAt: review.createdAt }
    // A link names its review by the moment it was written too: not another review under the same id.
    const otherReview = { id: review.id, createdAt: new Date(Date.parse(review.createdAt) + 1000).toISOString() }
    expect((await callRoute(stop, { body: { token: replyMailStopToken(otherReview) } })).status).toBe(400)
    // A link expires a year after its mail.
    const yearAgo = Date.now() - 366 * 24 * 60 * 60 * 1000
    expect((await callRoute(stop, { body: { token: replyMailStopToken(named, yearAgo) } })).status).toBe(400)
    const answer = await callRoute(stop, { body: { token: replyMailStopToken(named) } })
    expect(answer.status).toBe(200)
    // The one-click post of a mail program, or the page's form: answered with the page, in its language.
    const token = encodeURIComponent(replyMailStopToken(named))
    const form = await stop(
      new Request(`http://localhost/v1/reviews/reply-mails/stop?token=${token}&lang=es`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-candor-client-address': '192.0.2.60' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/es/reviews/reply-mails/stop?done=1')

    const reply = await cms('POST', '/api/cms/review-replies', 'insurerA', {
      review: reviews.private,
      body: 'Thank you for your review. We have passed it on to our network team.',
    })
    await cms('PATCH', `/api/cms/review-replies/${reply.json.doc.id}`, 'policy', { policyDecision: 'pass' })
    expect((await replyOf(reviews.private))!.status).toBe('published')
    expect(await mailsTo((await stored(reviews.private)).email)).toEqual([])
  })

  it('shows each insurer’s reply rate from its stored row: replies, none yet, or not on Candor', async () => {
    const { readResponsiveness } = await import('@/features/insurers/server')
    const a = await readResponsiveness(payload, plans.a.issuerId)
    // Both replies were sent within seconds of their review's publication.
    expect(a).toEqual({ kind: 'replies', reviews: 2, replied: 1, medianMinutes: 0 })
    expect(await readResponsiveness(payload, plans.b.issuerId)).toEqual({ kind: 'no-replies', reviews: 1 })
    // A review of the insurer published later counts at once, not at the next nightly pass.
    const later = await submit(plans.b.nid, { field_review_private_message: '' })
    await decide(staff.moderator, later, { editorialDecision: 'pass' })
    await decide(staff.policy, later, { policyDecision: 'pass' })
    expect(await readResponsiveness(payload, plans.b.issuerId)).toEqual({ kind: 'no-replies', reviews: 2 })
    const { listPlans } = await import('@/features/plans/server')
    const stranger = (await listPlans(payload)).find(
      (plan) => plan.issuerId !== plans.a.issuerId && plan.issuerId !== plans.b.issuerId,
    )!
    expect(await readResponsiveness(payload, stranger.issuerId)).toEqual({ kind: 'not-on-candor' })
  })
})

describe('the daily digest', () => {
  it('mails each insurer how many new private notes wait, with a link and never their text, once', async () => {
    const { sendInsurerDigests } = await import('@/features/insurers/server')
    expect(await sendInsurerDigests(payload)).toBe(2)
    const mails = async (who: Staff) =>
      (await payload.find({ collection: 'outbox', where: { to: { equals: who.email } }, overrideAccess: true })).docs
    const [toA] = await mails(staff.insurerA)
    expect(toA!.subject).toBe('Candor: 2 new private notes for your plans')
    expect(toA!.text).toContain('/admin/inbox')
    expect(toA!.text).toMatch(/Los miembros dejaron 2 notas privadas/)
    expect(toA!.text).not.toContain('claim')
    expect((await mails(staff.insurerB))[0]!.subject).toBe('Candor: 1 new private note for your plans')
    expect(await mails(staff.unlinked)).toEqual([])
    // The next day's digest starts where this one ended: nothing new, no mail.
    expect(await sendInsurerDigests(payload)).toBe(0)
  })
})

describe('helpful marks', () => {
  let mark: RouteHandler
  beforeAll(async () => {
    ;({ POST: mark } = await import('@/app/(frontend)/api/reviews/[id]/helpful/route'))
  })
  const helpful = (id: number, options: { body?: unknown; token?: string; address?: string } = {}) =>
    callRoute(mark, {
      params: { id: String(id) },
      body: options.body ?? {},
      token: options.token,
      address: options.address,
    })
  const count = async (id: number) => (await stored(id)).helpfulCount

  it('counts one mark per device, keeps its signed token, and refuses a forged one', async () => {
    const first = await helpful(reviews.private)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      helpful: 1,
      counted: true,
      voter: expect.stringMatching(/^[0-9a-f-]{36}\./),
    })
    const again = await helpful(reviews.private, { body: { voter: first.body.data.voter } })
    expect(again.body.data).toMatchObject({ helpful: 1, counted: false })
    const other = await helpful(reviews.private, { address: '192.0.2.77' })
    expect(other.body.data).toMatchObject({ helpful: 2, counted: true })
    expect(await count(reviews.private)).toBe(2)

    const forged = await helpful(reviews.private, {
      body: { voter: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.forged` },
    })
    expect(forged.status).toBe(400)
    expect(forged.body.errors.voter).toBe(
      'This device’s helpful marks could not be read. Reload the page and try again.',
    )
    expect(await count(reviews.private)).toBe(2)
  })

  it('counts a member once by account, on any device', async () => {
    const { POST: register } = await import('@/app/(frontend)/v1/account/register/route')
    const { POST: verify } = await import('@/app/(frontend)/v1/account/verify-email/route')
    const { POST: login } = await import('@/app/(frontend)/v1/account/login/route')
    const email = 'voter@example.com'
    await callRoute(register, { body: { first_name: 'Vera', last_name: 'Voss', email, password: PASSWORD } })
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true }))
      .docs[0]
    const verifyToken = decodeURIComponent(/\/verify-email\?token=(\S+)/.exec(mail!.text)![1]!)
    await callRoute(verify, { body: { token: verifyToken } })
    const session = await callRoute(login, { body: { email, password: PASSWORD } })
    const token = session.body.data.access_token as string
    const first = await helpful(reviews.otherInsurer, { token })
    expect(first.body.data).toMatchObject({ helpful: 1, counted: true, voter: null })
    const elsewhere = await helpful(reviews.otherInsurer, { token, address: '192.0.2.88' })
    expect(elsewhere.body.data).toMatchObject({ helpful: 1, counted: false })

    // The mark is part of the member's data: exported, and forgotten with the account.
    const { GET: exportData } = await import('@/app/(frontend)/v1/account/export/route')
    const { POST: deleteAccount } = await import('@/app/(frontend)/v1/account/delete/route')
    const exported = await callRoute(exportData, { method: 'GET', token })
    expect(exported.body.data.helpful_marks).toEqual([{ review: reviews.otherInsurer, marked_at: expect.any(String) }])
    const deleted = await callRoute(deleteAccount, { token, body: { password: PASSWORD, published_reviews: 'delete' } })
    expect(deleted.status).toBe(200)
    expect(await count(reviews.otherInsurer)).toBe(0)
  })

  it('answers 404 for a pending, rejected or unknown review, and 401/403 to staff and insurers', async () => {
    for (const id of [reviews.pending, reviews.rejected, 999_999]) {
      const answer = await helpful(id)
      expect(answer.status, String(id)).toBe(404)
      expect(answer.body.message).toBe('This review could not be found.')
    }
    // An insurer signed in to the admin (its session cookie) is refused; its token is no member's.
    const { POST: markRoute } = await import('@/app/(frontend)/api/reviews/[id]/helpful/route')
    const withCookie = await markRoute(
      new Request('http://localhost/route', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-candor-client-address': '192.0.2.99',
          cookie: `payload-token=${tokens.insurerA}`,
          // What a browser sends with a call from a page of the site.
          'sec-fetch-site': 'same-origin',
        },
        body: '{}',
      }),
      { params: Promise.resolve({ id: String(reviews.consented) }) },
    )
    expect(withCookie.status).toBe(403)
    expect((await helpful(reviews.consented, { token: tokens.insurerA })).status).toBe(401)
    expect(await count(reviews.consented)).toBe(0)
  })

  it('limits marks per connection, and sorts a plan’s reviews by them without touching its scores', async () => {
    const { getPlanReviews, getPlanReviewPage } = await import('@/features/reviews/server')
    const before = (await getPlanReviews(payload, plans.a.nid)).ratings
    const page = await getPlanReviewPage(payload, plans.a.nid, { sort: 'helpful' })
    expect(page.map((review) => [review.id, review.helpful])).toEqual([
      [reviews.private, 2],
      [reviews.consented, 0],
    ])
    expect((await getPlanReviews(payload, plans.a.nid)).ratings).toEqual(before)
    const { GET: list } = await import('@/app/(frontend)/v1/data/plans/[nid]/reviews/route')
    const answer = await list(new Request(`http://localhost/v1/data/plans/${plans.a.nid}/reviews?sort=helpful`), {
      params: Promise.resolve({ nid: String(plans.a.nid) }),
    })
    const body = (await answer.json()) as { data: { reviews: { id: number; helpful: number }[] } }
    expect(body.data.reviews.map((review) => review.id)).toEqual([reviews.private, reviews.consented])

    let limited = 0
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const answer = await helpful(reviews.consented, { address: '192.0.2.150' })
      if (answer.status === 429) limited += 1
    }
    expect(limited).toBe(1)
  })

  it('counts one new device per review and connection a day, an IPv6 connection being its /64', async () => {
    const before = (await count(reviews.private)) ?? 0
    // Twelve marks from one address, each without a token (so each with a new one): one counts.
    const answers = []
    for (let attempt = 0; attempt < 12; attempt += 1)
      answers.push(await helpful(reviews.private, { address: '192.0.2.201' }))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(answers.filter((answer) => answer.body.data.counted)).toHaveLength(1)
    // A token made on another review and brought here counts no more than a fresh one.
    const borrowed = await helpful(reviews.consented, { address: '192.0.2.201' })
    expect(
      (await helpful(reviews.private, { address: '192.0.2.201', body: { voter: borrowed.body.data.voter } })).body.data
        .counted,
    ).toBe(false)
    // Addresses of one /64 are one connection; another /64 is another.
    const sameSubnet = ['2001:db8:5:7::1', '2001:db8:5:7:ffff::2', '2001:0db8:0005:0007:1234:5678:9abc:def0']
    const marks = []
    for (const address of sameSubnet) marks.push((await helpful(reviews.private, { address })).body.data.counted)
    expect(marks).toEqual([true, false, false])
    expect((await helpful(reviews.private, { address: '2001:db8:5:8::1' })).body.data.counted).toBe(true)
    expect(await count(reviews.private)).toBe(before + 3)
  })

  it('refuses a mark posted from another site, or not as JSON, and counts nothing', async () => {
    const before = await count(reviews.private)
    const post = (headers: Record<string, string>, body = '{}') =>
      mark(
        new Request('http://localhost/route', {
          method: 'POST',
          headers: { 'x-candor-client-address': '192.0.2.222', ...headers },
          body,
        }),
        { params: Promise.resolve({ id: String(reviews.private) }) },
      )
    const refusals = [
      [
        { 'content-type': 'text/plain' },
        415,
        'The request body must be sent as JSON (Content-Type: application/json).',
      ],
      [
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
        'The request body must be sent as JSON (Content-Type: application/json).',
      ],
      [{}, 415, 'The request body must be sent as JSON (Content-Type: application/json).'],
      [
        { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
        403,
        'This request came from another site. Candor takes it only from its own pages.',
      ],
      [
        { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        403,
        'This request came from another site. Candor takes it only from its own pages.',
      ],
      [
        { 'content-type': 'text/plain', origin: 'null' },
        403,
        'This request came from another site. Candor takes it only from its own pages.',
      ],
    ] as const
    for (const [headers, status, message] of refusals) {
      const answer = await post(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(status)
      expect(((await answer.json()) as { message: string }).message).toBe(message)
    }
    expect(await count(reviews.private)).toBe(before)
    // The site's own page: same origin, as JSON.
    const own = await post({
      'content-type': 'application/json',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    })
    expect(((await own.json()) as { data: { counted: boolean } }).data.counted).toBe(true)
  })
})

describe('the inbox’s pages', () => {
  it('shows 50 notes a page, newest first, each on one page only, and the last page for one past the end', async () => {
    const { listPlans } = await import('@/features/plans/server')
    const { INBOX_PAGE_SIZE, loadInbox, parseInboxQuery } = await import('@/features/insurers/server')
    const used = new Set([plans.a.issuerId, plans.b.issuerId])
    const plan = (await listPlans(payload)).find((candidate) => !used.has(candidate.issuerId))!
    const account = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'insurerc@candor.test', password: PASSWORD, role: 'insurer' },
    })
    await link({ id: account.id, collection: 'users', role: 'insurer', email: account.email }, [plan.issuerId])
    const start = Date.parse('2026-03-01T12:00:00.000Z')
    const made: number[] = []
    for (let index = 0; index < INBOX_PAGE_SIZE + 5; index += 1) {
      const at = new Date(start + index * 3_600_000).toISOString()
      const review = await payload.create({
        collection: 'reviews',
        overrideAccess: true,
        data: {
          plan: plan.nid,
          planSnapshot: { issuerId: plan.issuerId, state: plan.state, reportingUnit: plan.reportingUnitId },
          status: 'published',
          createdAt: at,
          decidedAt: at,
          publishedAt: at,
          overallRating: 'okay',
          accessToCareRating: 'okay',
          customerServiceRating: 'okay',
          priceTransparencyRating: 'okay',
          publicMessage: `Review number ${index} of a plan whose insurer reads its notes a page at a time.`,
          privateMessage: `Note ${index}`,
          displayName: 'Pat',
          email: `page-${index}@example.com`,
        },
      })
      made.push(review.id)
    }
    const user = {
      ...(await payload.findByID({ collection: 'users', id: account.id, overrideAccess: true })),
      collection: 'users' as const,
    }
    const req = await createLocalReq({ user }, payload)

    const one = await loadInbox(payload, req, parseInboxQuery({ show: 'all' }))
    const two = await loadInbox(payload, req, parseInboxQuery({ show: 'all', page: '2' }))
    expect([one.page, one.pages, two.page, two.pages]).toEqual([1, 2, 2, 2])
    expect(one.items).toHaveLength(INBOX_PAGE_SIZE)
    expect(one.items[0]!.answers.privateMessage).toBe(`Note ${INBOX_PAGE_SIZE + 4}`)
    // Every review once, newest first, across the two pages.
    expect([...one.items, ...two.items].map((item) => item.id)).toEqual([...made].reverse())
    expect(one.open).toBe(INBOX_PAGE_SIZE + 5)

    const past = await loadInbox(payload, req, parseInboxQuery({ show: 'all', page: '9' }))
    expect(past.page).toBe(2)
    expect(past.items.map((item) => item.id)).toEqual(two.items.map((item) => item.id))
    for (const page of ['0', '-1', 'two', '1.5']) expect(parseInboxQuery({ page }).page).toBe(1)
    expect(parseInboxQuery({ show: 'nonsense' }).filter).toBe('open')
  })
})

describe('the inbox names its companies and narrows by plan and state', () => {
  it('names each linked issuer, shows every rating and the year, and counts the notes to handle', async () => {
    const { listPlans } = await import('@/features/plans/server')
    const { countNotesToHandle, loadInbox, parseInboxQuery } = await import('@/features/insurers/server')
    const all = await listPlans(payload)
    const texas = all.find((plan) => plan.state === 'TX')!
    const account = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'insurerd@candor.test', password: PASSWORD, role: 'insurer' },
    })
    await link({ id: account.id, collection: 'users', role: 'insurer', email: account.email }, [
      plans.a.issuerId,
      texas.issuerId,
    ])
    const texasReview = await submit(texas.nid, { field_review_experience_year: 2025 })
    await decide(staff.moderator, texasReview, { editorialDecision: 'pass' })
    await decide(staff.policy, texasReview, { policyDecision: 'pass' })
    const user = {
      ...(await payload.findByID({ collection: 'users', id: account.id, overrideAccess: true })),
      collection: 'users' as const,
    }
    const req = await createLocalReq({ user }, payload)

    const inbox = await loadInbox(payload, req, parseInboxQuery({ show: 'all' }))
    const florida = all.find((plan) => plan.issuerId === plans.a.issuerId)!
    expect(inbox.companies).toEqual(
      expect.arrayContaining([
        { issuerId: plans.a.issuerId, state: 'FL', name: expect.stringContaining(florida.issuerMarketingName.trim()) },
        { issuerId: texas.issuerId, state: 'TX', name: expect.any(String) },
      ]),
    )
    expect(inbox.stateChoices).toEqual(['FL', 'TX'])
    expect(inbox.planChoices.map((plan) => plan.nid).sort()).toEqual([plans.a.nid, texas.nid].sort())
    const fromTexas = inbox.items.find((item) => item.id === texasReview)!
    expect(fromTexas.answers).toMatchObject({
      overallRating: 'good',
      accessToCareRating: 'great',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'bad',
      experienceYear: 2025,
    })

    const onlyTexas = await loadInbox(payload, req, parseInboxQuery({ show: 'all', state: 'tx' }))
    expect(onlyTexas.items.map((item) => item.id)).toEqual([texasReview])
    const onlyFlorida = await loadInbox(payload, req, parseInboxQuery({ show: 'all', plan: String(plans.a.nid) }))
    expect(onlyFlorida.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([reviews.consented, reviews.private]),
    )
    expect(onlyFlorida.items.every((item) => item.plan === plans.a.nid)).toBe(true)
    // A state and a plan that do not go together narrow to nothing, rather than to everything.
    const neither = await loadInbox(
      payload,
      req,
      parseInboxQuery({ show: 'all', plan: String(texas.nid), state: 'FL' }),
    )
    expect(neither.items).toEqual([])

    const open = await countNotesToHandle(payload, user)
    expect(open).toBe(inbox.open)
    expect(open).toBeGreaterThanOrEqual(3)
    const mark = await payload.create({
      collection: 'handled-notes',
      data: { review: texasReview },
      overrideAccess: false,
      user,
    })
    expect(await countNotesToHandle(payload, user)).toBe(open - 1)
    await payload.delete({ collection: 'handled-notes', id: mark.id, overrideAccess: false, user })
  })
})

describe('a review its author leaves behind, or that is deleted', () => {
  /** A member (registered, confirmed, signed in) with a published review of plan A that has a live reply. */
  async function memberWithAnsweredReview(email: string) {
    const { POST: register } = await import('@/app/(frontend)/v1/account/register/route')
    const { POST: verify } = await import('@/app/(frontend)/v1/account/verify-email/route')
    const { POST: login } = await import('@/app/(frontend)/v1/account/login/route')
    await callRoute(register, { body: { first_name: 'Nora', last_name: 'Quint', email, password: PASSWORD } })
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true }))
      .docs[0]
    await callRoute(verify, {
      body: { token: decodeURIComponent(/\/verify-email\?token=(\S+)/.exec(mail!.text)![1]!) },
    })
    const session = await callRoute(login, { body: { email, password: PASSWORD } })
    const id = await submit(plans.a.nid, {
      field_review_account_email: email,
      field_review_insurer_may_contact: '1',
    })
    await payload.update({
      collection: 'reviews',
      id,
      overrideAccess: true,
      data: { member: session.body.data.account.uid },
    })
    await decide(staff.moderator, id, { editorialDecision: 'pass' })
    await decide(staff.policy, id, { policyDecision: 'pass' })
    const reply = await cms('POST', '/api/cms/review-replies', 'insurerA', {
      review: id,
      body: 'Thank you. We have looked into your claim and written to you about it.',
    })
    expect(reply.status, JSON.stringify(reply.json)).toBe(201)
    await cms('PATCH', `/api/cms/review-replies/${reply.json.doc.id}`, 'policy', { policyDecision: 'pass' })
    return { review: id, reply: reply.json.doc.id as number, token: session.body.data.access_token as string }
  }
  const replyExists = async (id: number) =>
    (await payload.count({ collection: 'review-replies', where: { id: { equals: id } }, overrideAccess: true }))
      .totalDocs === 1
  const replyOnPlanPage = async (reviewId: number) => {
    const { getPlanReviewPage } = await import('@/features/reviews/server')
    const page = await getPlanReviewPage(payload, plans.a.nid, { limit: 100 })
    return page.find((review) => review.id === reviewId)?.reply ?? null
  }
  const deleteAccount = async (token: string, choice: 'keep' | 'delete') => {
    const { POST } = await import('@/app/(frontend)/v1/account/delete/route')
    const answer = await callRoute(POST, { token, body: { password: PASSWORD, published_reviews: choice } })
    expect(answer.status).toBe(200)
  }

  it('reaches the insurer without the private note, the permission or the address once its author leaves it', async () => {
    const { review, reply, token } = await memberWithAnsweredReview('nora@example.com')
    const before = await cms('GET', `/api/cms/reviews/${review}?depth=0`, 'insurerA')
    expect(before.json).toMatchObject({
      privateMessage: 'Please look at claim 4471, it was denied twice.',
      insurerMayContact: true,
      email: 'nora@example.com',
    })

    await deleteAccount(token, 'keep')
    const after = await cms('GET', `/api/cms/reviews/${review}?depth=0`, 'insurerA')
    expect(after.status).toBe(200)
    expect(after.json.privateMessage ?? null).toBeNull()
    expect(after.json.insurerMayContact).toBe(false)
    expect(after.json).not.toHaveProperty('email')
    expect(JSON.stringify(after.json)).not.toMatch(/4471|nora/i)
    expect(after.json.displayName).toBe('Former member')
    // Nor does its inbox show the note.
    const { loadInbox, parseInboxQuery } = await import('@/features/insurers/server')
    const user = {
      ...(await payload.findByID({ collection: 'users', id: staff.insurerA.id, overrideAccess: true })),
      collection: 'users' as const,
    }
    const inbox = await loadInbox(payload, await createLocalReq({ user }, payload), parseInboxQuery({ show: 'all' }))
    const listed = inbox.items.find((item) => item.id === review)
    expect(listed).toBeDefined()
    expect(listed!.answers.privateMessage).toBeNull()
    // The review is still on the plan page, and so is the answer to it.
    expect(await replyExists(reply)).toBe(true)
    expect((await replyOnPlanPage(review))?.text).toMatch(/^Thank you\./)
  })

  it('takes its reply with it, whether an admin deletes it or its author with their account', async () => {
    const { readResponsiveness } = await import('@/features/insurers/server')
    const byAdmin = await memberWithAnsweredReview('olga@example.com')
    const byAuthor = await memberWithAnsweredReview('pia@example.com')
    const rate = await readResponsiveness(payload, plans.a.issuerId)
    expect(rate.kind).toBe('replies')
    const { reviews: count, replied } = rate as { reviews: number; replied: number }

    expect((await cms('DELETE', `/api/cms/reviews/${byAdmin.review}`, 'admin')).status).toBe(200)
    expect(await replyExists(byAdmin.reply)).toBe(false)
    expect(await replyOnPlanPage(byAdmin.review)).toBeNull()
    // The reply rate counts neither the review nor its reply any more, at once.
    expect(await readResponsiveness(payload, plans.a.issuerId)).toMatchObject({
      reviews: count - 1,
      replied: replied - 1,
    })

    await deleteAccount(byAuthor.token, 'delete')
    expect(await replyExists(byAuthor.reply)).toBe(false)
    expect(await readResponsiveness(payload, plans.a.issuerId)).toMatchObject({
      reviews: count - 2,
      replied: replied - 2,
    })
    expect(
      (
        await payload.count({
          collection: 'review-replies',
          where: { review: { exists: false } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})
