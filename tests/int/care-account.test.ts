import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * The shopper's doctors and drugs kept in their account (`/v1/account/care_list`): only after
 * consent, read by the member alone (never by another member or by staff, through the account
 * calls or the CMS API), handed over by "Export my data" and gone with the account.
 */
let context: TestPayload
let payload: Payload
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
type CmsHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const routes = {} as Record<'careList' | 'login' | 'export' | 'delete', Record<string, RouteHandler>>
const cms = {} as Record<'GET' | 'DELETE' | 'PATCH' | 'POST', CmsHandler>

const PASSWORD = 'correct horse battery staple'
const METFORMIN = { id: '861007', name: 'metformin hydrochloride 500 MG' }
const LISINOPRIL = { id: '314076', name: 'lisinopril 10 MG' }
const DOCTOR = { id: '1999000001', name: 'Ana Morales, MD' }

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  routes.careList = await import('@/app/(frontend)/v1/account/care_list/route')
  routes.login = await import('@/app/(frontend)/v1/account/login/route')
  routes.export = await import('@/app/(frontend)/v1/account/export/route')
  routes.delete = await import('@/app/(frontend)/v1/account/delete/route')
  const { REST_DELETE, REST_GET, REST_PATCH, REST_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const { guardCmsApi } = await import('@/server/cms-api-guard')
  cms.GET = guardCmsApi(REST_GET(config))
  cms.DELETE = guardCmsApi(REST_DELETE(config))
  cms.PATCH = guardCmsApi(REST_PATCH(config))
  cms.POST = guardCmsApi(REST_POST(config))
}, 120_000)

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

/** A confirmed member, signed in through the login call: their id and bearer token. */
async function member(email: string) {
  await payload.create({
    collection: 'members',
    overrideAccess: true,
    data: { email, password: PASSWORD, firstName: 'Rosa', lastName: 'Diaz', _verified: true } as never,
  })
  const login = await callRoute(routes.login.POST!, { body: { email, password: PASSWORD } })
  expect(login.status).toBe(200)
  return { id: login.body.data.account.uid as number, token: login.body.data.access_token as string }
}

/** A staff account of the role, signed in to the CMS API: its token. */
async function staff(role: string): Promise<string> {
  const email = `care-${role}@candor.test`
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: PASSWORD, role } as never,
  })
  return (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token!
}

/** A request to `/api/cms/…` with a token, as the server hands it to Payload's REST API. */
async function cmsCall(method: keyof typeof cms, path: string, token: string | null, body?: unknown) {
  const url = new URL(path, 'http://localhost')
  const headers: Record<string, string> = { 'x-candor-client-address': '192.0.2.31' }
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await cms[method](
    new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve({ slug: url.pathname.slice('/api/cms/'.length).split('/') }) },
  )
  const text = await response.text()
  return { status: response.status, text }
}

const stored = async (memberId: number) =>
  (
    await payload.find({
      collection: 'care-lists',
      where: { member: { equals: memberId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const keep = (token: string | undefined, body: unknown, language?: string) =>
  callRoute(routes.careList.POST!, { token, body, language })
const read = (token?: string) => callRoute(routes.careList.GET!, { method: 'GET', token })
const remove = (token?: string) => callRoute(routes.careList.DELETE!, { method: 'DELETE', token })

describe('the doctors and drugs kept in the account', () => {
  it('asks for a signed-in member', async () => {
    expect((await read()).status).toBe(401)
    expect((await keep(undefined, { consent: true, drugs: [METFORMIN], providers: [] })).status).toBe(401)
    expect((await remove()).status).toBe(401)
  })

  it('keeps nothing without consent, or with a list it cannot read, and says why in the reader’s language', async () => {
    const rosa = await member('care-consent@example.com')
    const unconsented = await keep(rosa.token, { drugs: [METFORMIN], providers: [DOCTOR] })
    expect(unconsented.status).toBe(400)
    expect(unconsented.body.errors.consent).toBe('Tick the box to keep your doctors and drugs in your account.')
    const spanish = await keep(rosa.token, { consent: false, drugs: [METFORMIN], providers: [] }, 'es')
    expect(spanish.status).toBe(400)
    expect(spanish.body.errors.consent).toBe('Marque la casilla para guardar sus médicos y medicamentos en su cuenta.')

    const tooMany = Array.from({ length: 11 }, (_, index) => ({ id: String(100 + index), name: `drug ${index}` }))
    for (const [body, field] of [
      [{ consent: true, drugs: [{ id: 'abc', name: 'x' }], providers: [] }, 'drugs'],
      [{ consent: true, drugs: tooMany, providers: [] }, 'drugs'],
      [{ consent: true, drugs: [METFORMIN, METFORMIN], providers: [] }, 'drugs'],
      [{ consent: true, drugs: [{ id: '861007', name: ' ' }], providers: [] }, 'drugs'],
      [{ consent: true, drugs: [], providers: [{ id: '123', name: 'Dr. Short' }] }, 'providers'],
      [{ consent: true, drugs: [], providers: [{ id: DOCTOR.id, name: 'x'.repeat(201) }] }, 'providers'],
      [{ consent: true, drugs: [] }, 'providers'],
    ] as const) {
      const refused = await keep(rosa.token, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.errors[field], JSON.stringify(body)).toEqual(expect.any(String))
    }
    expect(await stored(rosa.id)).toEqual([])
    expect((await read(rosa.token)).body.data).toEqual({ care_list: null })
  })

  it('keeps the list after consent, replaces it, keeps the first consent’s time, and removes it', async () => {
    const rosa = await member('care-keep@example.com')
    const first = await keep(rosa.token, { consent: true, drugs: [METFORMIN], providers: [DOCTOR] })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const consentedAt = first.body.data.care_list.consented_at as string
    expect(Date.parse(consentedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect((await read(rosa.token)).body.data).toEqual({
      care_list: { consented_at: consentedAt, drugs: [METFORMIN], providers: [DOCTOR] },
    })

    await new Promise((resolve) => setTimeout(resolve, 20))
    const replaced = await keep(rosa.token, { consent: true, drugs: [LISINOPRIL, METFORMIN], providers: [] })
    expect(replaced.body.data.care_list).toEqual({
      consented_at: consentedAt,
      drugs: [LISINOPRIL, METFORMIN],
      providers: [],
    })
    expect(await stored(rosa.id)).toHaveLength(1)

    const removed = await remove(rosa.token)
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ care_list: null })
    expect(await stored(rosa.id)).toEqual([])
    expect((await read(rosa.token)).body.data).toEqual({ care_list: null })
  })

  it('is read by its member alone: not another member, not a visitor, not staff, through the calls or the CMS API', async () => {
    const owner = await member('care-owner@example.com')
    const other = await member('care-other@example.com')
    await keep(owner.token, { consent: true, drugs: [METFORMIN], providers: [DOCTOR] })
    const [row] = await stored(owner.id)

    // The other member's own calls answer their own (empty) list and change nothing of the owner's.
    expect((await read(other.token)).body.data).toEqual({ care_list: null })
    expect((await remove(other.token)).status).toBe(200)
    expect(await stored(owner.id)).toHaveLength(1)

    // Through the CMS API: the owner reads their own; nobody else reads or changes it.
    const mine = await cmsCall('GET', '/api/cms/care-lists?depth=0', owner.token)
    expect(mine.status).toBe(200)
    expect(JSON.parse(mine.text).docs.map((doc: { id: number }) => doc.id)).toEqual([row!.id])
    const theirs = await cmsCall('GET', '/api/cms/care-lists?depth=0', other.token)
    expect(JSON.parse(theirs.text).docs).toEqual([])
    expect((await cmsCall('GET', `/api/cms/care-lists/${row!.id}`, other.token)).status).toBe(404)
    expect((await cmsCall('GET', '/api/cms/care-lists', null)).status).toBe(403)
    expect((await cmsCall('GET', `/api/cms/care-lists/${row!.id}`, null)).status).toBe(403)
    for (const role of ['admin', 'editor', 'moderator', 'policy-reviewer', 'insurer']) {
      const token = await staff(role)
      const listed = await cmsCall('GET', '/api/cms/care-lists', token)
      expect(listed.status, role).toBe(403)
      expect(listed.text, role).not.toContain('metformin')
      expect((await cmsCall('GET', `/api/cms/care-lists/${row!.id}`, token)).status, role).toBe(403)
      expect((await cmsCall('DELETE', `/api/cms/care-lists/${row!.id}`, token)).status, role).toBe(403)
      // A member's record, read by an admin, does not carry the list either.
      const account = await cmsCall('GET', `/api/cms/members/${owner.id}?depth=3`, token)
      expect(account.text, role).not.toContain('metformin')
    }
    // Written only through the account calls, which ask for consent: not through the CMS API.
    const changed = await cmsCall('PATCH', `/api/cms/care-lists/${row!.id}`, owner.token, { drugs: [] })
    expect(changed.status).toBe(403)
    const made = await cmsCall('POST', '/api/cms/care-lists', other.token, {
      member: other.id,
      drugs: [],
      providers: [],
      consentedAt: new Date().toISOString(),
    })
    expect(made.status).toBe(403)
    expect(await stored(other.id)).toEqual([])
    expect((await stored(owner.id))[0]!.drugs).toEqual([METFORMIN])
  })

  it('is in "Export my data" and goes with the account', async () => {
    const leaver = await member('care-leaver@example.com')
    const none = await callRoute(routes.export.GET!, { method: 'GET', token: leaver.token })
    expect(none.body.data.doctors_and_drugs).toBeNull()
    await keep(leaver.token, { consent: true, drugs: [METFORMIN], providers: [DOCTOR] })
    const exported = await callRoute(routes.export.GET!, { method: 'GET', token: leaver.token })
    expect(exported.status).toBe(200)
    expect(exported.body.data.doctors_and_drugs).toMatchObject({ drugs: [METFORMIN], providers: [DOCTOR] })

    const deleted = await callRoute(routes.delete.POST!, {
      token: leaver.token,
      body: { password: PASSWORD, published_reviews: 'delete' },
    })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(await stored(leaver.id)).toEqual([])
  })

  it('goes with an account an admin deletes, too', async () => {
    const gone = await member('care-removed@example.com')
    await keep(gone.token, { consent: true, drugs: [LISINOPRIL], providers: [] })
    const admin = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'care-deleting-admin@candor.test', password: PASSWORD, role: 'admin' } as never,
    })
    await payload.delete({
      collection: 'members',
      id: gone.id,
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    expect(await stored(gone.id)).toEqual([])
  })
})
