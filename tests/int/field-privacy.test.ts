import { createLocalReq, type FlattenedField, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * The field-privacy sweep: for every collection and every field a role may not read, nothing
 * the CMS API lets that role ask tells the field's value. A query's `where` (every comparison,
 * alone, inside `or` and `and`, and through every relationship that leads to the field), its
 * `sort`, and the access summary must answer the same whether the value asked about is the
 * stored one or not. Which fields are hidden is worked out from the collections' own rules,
 * asked with every stored document and with none, so a rule added tomorrow is swept too.
 */
type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Role = 'visitor' | 'member' | 'insurer'
type Account = { id: number; collection: 'users' | 'members'; email: string; role?: string }
type Doc = Record<string, unknown> & { id: number | string }

const PASSWORD = 'a long passphrase for the sweep'
const ROLES: Role[] = ['visitor', 'member', 'insurer']

let context: TestPayload
let payload: Payload
let GET: RestHandler
const accounts = {} as Record<'admin' | 'moderator' | 'policy' | 'insurer' | 'member', Account>
const tokens = {} as Partial<Record<Role, string>>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty, listPlans } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  const { REST_GET } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const { guardCmsApi } = await import('@/server/cms-api-guard')
  GET = guardCmsApi(REST_GET(config))
  const { POST: postReview } = await import('@/app/(frontend)/api/reviews/route')
  const { GET: getChallenge } = await import('@/app/(frontend)/api/reviews/challenge/route')

  const plans = await listPlans(payload)
  const planA = plans.find((plan) => plan.state === 'FL')!
  const planB = plans.find((plan) => plan.state === 'FL' && plan.issuerId !== planA.issuerId)!

  for (const [key, role] of [
    ['admin', 'admin'],
    ['moderator', 'moderator'],
    ['policy', 'policy-reviewer'],
    ['insurer', 'insurer'],
  ] as const) {
    const doc = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `sweep-${key}@candor.test`, password: PASSWORD, role },
    })
    accounts[key] = { id: doc.id, collection: 'users', email: doc.email, role }
  }
  await payload.update({
    collection: 'users',
    id: accounts.insurer.id,
    overrideAccess: false,
    user: accounts.admin,
    data: { issuerLinks: [{ issuerId: planA.issuerId, evidence: 'Called the published number back.' }] },
  })
  const member = await payload.create({
    collection: 'members',
    overrideAccess: true,
    data: {
      email: 'sweep-member@example.com',
      password: PASSWORD,
      firstName: 'Rosa',
      lastName: 'Member',
      _verified: true,
      pendingEmail: 'sweep-member-new@example.com',
    } as never,
  })
  accounts.member = { id: member.id, collection: 'members', email: member.email }
  tokens.member = (
    await payload.login({ collection: 'members', data: { email: member.email, password: PASSWORD } })
  ).token!
  tokens.insurer = (
    await payload.login({ collection: 'users', data: { email: accounts.insurer.email, password: PASSWORD } })
  ).token!

  // Published reviews of the insurer's plan (one letting it make contact, one not), one of
  // another insurer's, one waiting and one rejected: every kind a visitor, member or insurer
  // might ask about.
  let counter = 1
  const submit = async (nid: number, overrides: Record<string, unknown> = {}) => {
    const address = `198.51.100.${counter}`
    const challenge = await callRoute(getChallenge, { method: 'GET', address })
    const body = reviewBody(nid, await solveCaptcha(challenge.body as never), {
      field_review_account_email: `sweep-reviewer-${counter++}@example.com`,
      ...overrides,
    })
    const answer = await callRoute(postReview, { body, address })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body.data.review.id as number
  }
  const decide = (who: Account, id: number, data: Record<string, unknown>) =>
    payload.update({ collection: 'reviews', id, data, user: who, overrideAccess: false, depth: 0 })
  const published = [
    await submit(planA.nid, { field_review_insurer_may_contact: '1' }),
    await submit(planA.nid),
    await submit(planB.nid, { field_review_insurer_may_contact: '1' }),
  ]
  await submit(planA.nid)
  const rejected = await submit(planA.nid)
  for (const id of published) {
    await decide(accounts.moderator, id, { editorialDecision: 'pass' })
    await decide(accounts.policy, id, { policyDecision: 'pass' })
  }
  await decide(accounts.moderator, rejected, { editorialDecision: 'reject', rejectionReason: 'not-about-experience' })
  // The insurer's reply, passed and live; a note marked handled; a subscriber.
  const insurer = {
    ...(await payload.findByID({ collection: 'users', id: accounts.insurer.id, overrideAccess: true, depth: 0 })),
    collection: 'users',
  }
  const reply = await payload.create({
    collection: 'review-replies',
    user: insurer as never,
    overrideAccess: false,
    data: { review: published[0]!, body: 'Thank you for telling us. Please call us so we can help.' } as never,
  })
  await payload.update({
    collection: 'review-replies',
    id: reply.id,
    user: accounts.policy as never,
    overrideAccess: false,
    data: { policyDecision: 'pass' } as never,
  })
  await payload.create({
    collection: 'handled-notes',
    user: insurer as never,
    overrideAccess: false,
    data: { review: published[0]! } as never,
  })
  await payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: { email: 'sweep-subscriber@example.com', status: 'confirmed' } as never,
  })
}, 240_000)

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

/** One GET to `/api/cms/…` as the role, reduced to what it tells: its status and the documents it names, in order. */
async function ask(role: Role, path: string): Promise<string> {
  const url = new URL(path, 'http://localhost')
  const headers: Record<string, string> = { 'x-candor-client-address': '192.0.2.77' }
  const token = tokens[role]
  if (token) headers.authorization = `JWT ${token}`
  const response = await GET(new Request(url, { headers }), {
    params: Promise.resolve({ slug: url.pathname.slice('/api/cms/'.length).split('/') }),
  })
  const text = await response.text()
  expect(response.status, `${role} ${path}: ${text.slice(0, 300)}`).toBeLessThan(500)
  if (response.status !== 200) return `${response.status}`
  const body = JSON.parse(text) as { docs?: Doc[]; totalDocs?: number }
  return `200 ${body.totalDocs} ${(body.docs ?? []).map((doc) => doc.id).join(',')}`
}

async function requestAs(role: Role): Promise<PayloadRequest> {
  if (role === 'visitor') return createLocalReq({}, payload)
  const account = role === 'member' ? accounts.member : accounts.insurer
  const user = await payload.findByID({
    collection: account.collection,
    id: account.id,
    overrideAccess: true,
    depth: 0,
  })
  return createLocalReq({ user: { ...user, collection: account.collection } as never }, payload)
}

type Hidden = { path: string; field: FlattenedField; samples: unknown[] }

/** What is stored at a dotted path in a document (the first entry of an array on the way). */
function valueAt(doc: unknown, path: string): unknown {
  let value: unknown = doc
  for (const part of path.split('.')) {
    if (Array.isArray(value)) value = value[0]
    if (!value || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return Array.isArray(value) ? value[0] : value
}

/**
 * The fields of a collection the role may not read, with the stored values of documents the
 * role does read. A field is hidden when its rule says no without a document (as Payload asks
 * for queries), or says no for any stored document; a field inside a hidden one is hidden too.
 */
async function hiddenFields(slug: string, role: Role): Promise<Hidden[]> {
  const req = await requestAs(role)
  const stored = (
    await payload.find({ collection: slug as never, overrideAccess: true, depth: 0, limit: 0, pagination: false })
  ).docs as Doc[]
  const readable = new Set(
    (
      await payload
        .find({ collection: slug as never, overrideAccess: false, req, depth: 0, limit: 0, pagination: false })
        .catch(() => ({ docs: [] }))
    ).docs.map((doc) => String((doc as Doc).id)),
  )
  const found: Hidden[] = []
  const walk = async (fields: FlattenedField[], prefix: string, parentHidden: boolean) => {
    for (const field of fields) {
      if (!('name' in field) || field.type === 'join' || ('virtual' in field && field.virtual)) continue
      const path = `${prefix}${field.name}`
      let hidden = parentHidden || ('hidden' in field && field.hidden === true)
      const read = field.access?.read
      if (!hidden && read) {
        const answers = [await read({ req })]
        for (const doc of stored) answers.push(await read({ req, doc, data: doc, siblingData: doc, id: doc.id }))
        hidden = answers.some((answer) => answer !== true)
      }
      if (hidden) {
        const samples = stored
          .filter((doc) => readable.has(String(doc.id)))
          .map((doc) => valueAt(doc, path))
          .filter((value) => value !== undefined && value !== null && value !== '')
        found.push({ path, field, samples })
      }
      if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
        await walk(field.flattenedFields, `${path}.`, hidden)
      }
    }
  }
  await walk(collectionConfig(slug).flattenedFields, '', false)
  return found
}

const collectionConfig = (slug: string) =>
  (payload.collections as Record<string, { config: { flattenedFields: FlattenedField[] } }>)[slug]!.config

const NOTHING = 'zq-nothing-stored-9'

/** Pairs of conditions on one path: the first names a stored value, the second one that is not stored. */
function conditionPairs(path: string, field: FlattenedField, sample: unknown): [string, string][] {
  const key = (operator: string) => `where[${path}][${operator}]`
  const pairs: [string, string][] = [[`${key('exists')}=true`, `${key('exists')}=false`]]
  if (sample === undefined || typeof sample === 'object') return pairs
  const value = encodeURIComponent(String(sample))
  if (typeof sample === 'boolean') {
    pairs.push([`${key('equals')}=${sample}`, `${key('equals')}=${!sample}`])
    return pairs
  }
  const other =
    typeof sample === 'number' || field.type === 'relationship' || field.type === 'upload'
      ? '987654321'
      : field.type === 'date'
        ? '1901-01-01T00:00:00.000Z'
        : NOTHING
  pairs.push([`${key('equals')}=${value}`, `${key('equals')}=${other}`])
  pairs.push([`${key('in')}=${value}`, `${key('in')}=${other}`])
  pairs.push([`${key('not_equals')}=${value}`, `${key('not_equals')}=${other}`])
  if (typeof sample === 'string' && field.type !== 'date' && field.type !== 'relationship') {
    const part = encodeURIComponent(String(sample).slice(0, 3))
    pairs.push([`${key('like')}=${part}`, `${key('like')}=${NOTHING}`])
    pairs.push([`${key('contains')}=${part}`, `${key('contains')}=${NOTHING}`])
  }
  // The same inside `or` (beside a condition no document meets) and `and` (beside one every document meets).
  const [stored, notStored] = pairs[1] ?? pairs[0]!
  const wrap = (condition: string, joiner: 'or' | 'and') =>
    `where[${joiner}][0][id][${joiner === 'or' ? 'equals]=0' : 'exists]=true'}&${condition.replace(/^where/, `where[${joiner}][1]`)}`
  pairs.push([wrap(stored, 'or'), wrap(notStored, 'or')])
  pairs.push([wrap(stored, 'and'), wrap(notStored, 'and')])
  return pairs
}

const slugsOf = () =>
  payload.config.collections
    .map((collection) => collection.slug)
    // Payload's own records of the admin (preferences, migrations) answer only their owner or nobody.
    .filter((slug) => slug !== 'payload-migrations')

describe.each(ROLES)('for a %s, a hidden field answers no question', (role) => {
  it('in a where, alone and inside or/and, with every comparison', async () => {
    const leaks: string[] = []
    let asked = 0
    for (const slug of slugsOf()) {
      for (const hidden of await hiddenFields(slug, role)) {
        for (const sample of hidden.samples.length > 0 ? hidden.samples.slice(0, 2) : [undefined]) {
          for (const [stored, notStored] of conditionPairs(hidden.path, hidden.field, sample)) {
            asked += 1
            const [a, b] = [
              await ask(role, `/api/cms/${slug}?${stored}`),
              await ask(role, `/api/cms/${slug}?${notStored}`),
            ]
            if (a !== b) leaks.push(`${slug} ${stored} → ${a}; ${notStored} → ${b}`)
          }
        }
      }
    }
    expect(leaks).toEqual([])
    expect(asked).toBeGreaterThan(100)
  }, 600_000)

  it('through every relationship that leads to it', async () => {
    const leaks: string[] = []
    let asked = 0
    for (const slug of slugsOf()) {
      const relationships = collectionConfig(slug).flattenedFields.filter(
        (field) => (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string',
      ) as (FlattenedField & { relationTo: string })[]
      for (const relationship of relationships) {
        for (const hidden of await hiddenFields(relationship.relationTo, role)) {
          const stored = await payload.find({
            collection: relationship.relationTo as never,
            overrideAccess: true,
            depth: 0,
            pagination: false,
          })
          const samples = stored.docs
            .map((doc) => valueAt(doc, hidden.path))
            .filter((value) => value !== undefined && value !== null && value !== '')
            .slice(0, 2)
          for (const sample of samples.length > 0 ? samples : [undefined]) {
            for (const [a, b] of conditionPairs(`${relationship.name}.${hidden.path}`, hidden.field, sample)) {
              asked += 1
              const [first, second] = [
                await ask(role, `/api/cms/${slug}?${a}`),
                await ask(role, `/api/cms/${slug}?${b}`),
              ]
              if (first !== second) leaks.push(`${slug} ${a} → ${first}; ${b} → ${second}`)
            }
          }
        }
      }
    }
    expect(leaks).toEqual([])
    expect(asked).toBeGreaterThan(20)
  }, 600_000)

  it('in a sort, and in the access summary', async () => {
    const leaks: string[] = []
    const summary = JSON.parse(
      await (async () => {
        const url = new URL('/api/cms/access', 'http://localhost')
        const headers: Record<string, string> = { 'x-candor-client-address': '192.0.2.77' }
        if (tokens[role]) headers.authorization = `JWT ${tokens[role]}`
        const response = await GET(new Request(url, { headers }), { params: Promise.resolve({ slug: ['access'] }) })
        expect(response.status).toBe(200)
        return response.text()
      })(),
    ) as { collections?: Record<string, { fields?: Record<string, unknown> }> }
    for (const slug of slugsOf()) {
      for (const hidden of await hiddenFields(slug, role)) {
        const [up, down] = [
          await ask(role, `/api/cms/${slug}?sort=${hidden.path}`),
          await ask(role, `/api/cms/${slug}?sort=-${hidden.path}`),
        ]
        if (up !== down) leaks.push(`${slug} sort=${hidden.path} → ${up}; sort=-${hidden.path} → ${down}`)
        let permission: unknown = summary.collections?.[slug]
        for (const part of hidden.path.split('.')) {
          const fields = (permission as { fields?: Record<string, unknown> } | undefined)?.fields
          permission = fields?.[part]
        }
        if ((permission as { read?: { permission?: unknown } } | undefined)?.read?.permission === true) {
          leaks.push(`/access says ${slug}.${hidden.path} is readable`)
        }
      }
    }
    expect(leaks).toEqual([])
  }, 600_000)
})

it('the sweep sees the reviewer’s address as hidden from visitors, members and insurers', async () => {
  for (const role of ROLES) {
    const paths = (await hiddenFields('reviews', role)).map((hidden) => hidden.path)
    expect(paths, role).toEqual(expect.arrayContaining(['email', 'member', 'clientHash']))
  }
  // And a visitor's question about a stored address is refused, not answered.
  const [review] = (
    await payload.find({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      where: { status: { equals: 'published' } },
    })
  ).docs
  expect(await ask('visitor', `/api/cms/reviews?where[email][equals]=${encodeURIComponent(review!.email)}`)).toBe('400')
  expect(await ask('visitor', `/api/cms/review-replies?where[review.email][like]=sweep`)).toBe('400')
})
