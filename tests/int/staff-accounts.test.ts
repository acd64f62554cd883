import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
})

afterAll(async () => {
  await context?.stop()
})

const PASSWORD = 'correct horse battery staple'

async function staff(email: string, role: string) {
  return payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, role: role as never },
    overrideAccess: true,
  })
}

describe('staff accounts', () => {
  it('makes the first account of an installation an admin, whatever the form sent', async () => {
    const first = await staff('first@candor.test', 'editor')
    expect(first.role).toBe('admin')
    const second = await staff('second@candor.test', 'editor')
    expect(second.role).toBe('editor')
  })

  it('lets only admins create staff accounts', async () => {
    const editor = await payload.find({ collection: 'users', where: { email: { equals: 'second@candor.test' } } })
    const asEditor = { ...editor.docs[0]!, collection: 'users' as const }
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'sneaky@candor.test', password: PASSWORD, role: 'admin' },
        overrideAccess: false,
        user: asEditor,
      }),
    ).rejects.toThrow(/not allowed/i)

    const admin = await payload.find({ collection: 'users', where: { email: { equals: 'first@candor.test' } } })
    const created = await payload.create({
      collection: 'users',
      data: { email: 'moderator@candor.test', password: PASSWORD, role: 'moderator' },
      overrideAccess: false,
      user: { ...admin.docs[0]!, collection: 'users' as const },
    })
    expect(created.role).toBe('moderator')
  })

  it('does not let a staff member raise their own role or read other accounts', async () => {
    const found = await payload.find({ collection: 'users', where: { email: { equals: 'moderator@candor.test' } } })
    const moderator = { ...found.docs[0]!, collection: 'users' as const }
    const updated = await payload.update({
      collection: 'users',
      id: moderator.id,
      data: { role: 'admin', name: 'Mo' },
      overrideAccess: false,
      user: moderator,
    })
    expect(updated.role).toBe('moderator')
    expect(updated.name).toBe('Mo')

    const visible = await payload.find({ collection: 'users', overrideAccess: false, user: moderator })
    expect(visible.docs.map((doc) => doc.email)).toEqual(['moderator@candor.test'])
  })

  it('tells every admin once when a staff account meets 20 wrong passwords, and keeps it open', async () => {
    const { recordFailedLogin } = await import('@/platform/login-attempts.server')
    await staff('attacked@candor.test', 'editor')
    const subject = 'Candor: many failed logins for a staff account'
    const alerts = async () =>
      (await payload.find({ collection: 'outbox', where: { subject: { equals: subject } }, overrideAccess: true })).docs
    // From seven connections: none of them alone would be held back for long.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await recordFailedLogin(payload, 'staff', `client-${attempt % 7}`, 'attacked@candor.test')
    }
    const admins = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      overrideAccess: true,
    })
    const sent = await alerts()
    expect(sent.map((mail) => mail.to).sort()).toEqual(admins.docs.map((admin) => admin.email).sort())
    expect(sent[0]!.text).toContain('attacked@candor.test')
    expect(sent[0]!.text).toContain('The account is not locked')
    const login = await payload.login({
      collection: 'users',
      data: { email: 'attacked@candor.test', password: PASSWORD },
    })
    expect(login.user?.email).toBe('attacked@candor.test')
    // Tries at an address no one has are nobody's concern.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await recordFailedLogin(payload, 'staff', `client-${attempt % 7}`, 'nobody-here@candor.test')
    }
    expect(await alerts()).toHaveLength(sent.length)
  })

  it('never locks an account, however many wrong passwords are tried', async () => {
    await staff('targeted@candor.test', 'editor')
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await expect(
        payload.login({ collection: 'users', data: { email: 'targeted@candor.test', password: 'wrong password!' } }),
      ).rejects.toThrow()
    }
    const login = await payload.login({
      collection: 'users',
      data: { email: 'targeted@candor.test', password: PASSWORD },
    })
    expect(login.user?.email).toBe('targeted@candor.test')
  })

  it('hides Payload REST routes under /api/cms and has no GraphQL', () => {
    expect(payload.config.routes.api).toBe('/api/cms')
    expect(payload.config.graphQL.disable).toBe(true)
    expect(payload.config.maxDepth).toBeLessThanOrEqual(3)
  })
})

describe('a staff member’s own password and address', () => {
  type Rest = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  let PATCH: Rest
  beforeAll(async () => {
    const { REST_PATCH } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    const { guardCmsApi } = await import('@/server/cms-api-guard')
    PATCH = guardCmsApi(REST_PATCH(config))
  })

  const patchOwn = async (token: string, id: number, body: Record<string, unknown>) => {
    const url = new URL(`/api/cms/users/${id}`, 'http://localhost')
    const response = await PATCH(
      new Request(url, {
        method: 'PATCH',
        headers: {
          authorization: `JWT ${token}`,
          'content-type': 'application/json',
          'x-candor-client-address': '192.0.2.5',
        },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['users', String(id)] }) },
    )
    return { status: response.status, json: (await response.json()) as { errors?: { message: string }[] } }
  }
  const signIn = async (email: string, password: string) =>
    (await payload.login({ collection: 'users', data: { email, password } })).token!

  it('asks for the current password to change one’s own password', async () => {
    const insurer = await staff('own-password@candor.test', 'insurer')
    const token = await signIn(insurer.email, PASSWORD)
    const without = await patchOwn(token, insurer.id, { password: 'a brand new passphrase' })
    expect(without.status).toBe(400)
    expect(without.json.errors?.[0]?.message).toBe(
      'Enter your current password to change your password or email address.',
    )
    const wrong = await patchOwn(token, insurer.id, {
      password: 'a brand new passphrase',
      currentPassword: 'not it at all',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors?.[0]?.message).toBe('This is not your current password.')
    await expect(signIn(insurer.email, 'a brand new passphrase')).rejects.toThrow()
    const right = await patchOwn(token, insurer.id, { password: 'a brand new passphrase', currentPassword: PASSWORD })
    expect(right.status).toBe(200)
    expect(JSON.stringify(right.json)).not.toContain(PASSWORD)
    expect(await signIn(insurer.email, 'a brand new passphrase')).toBeTruthy()
  })

  it('changes one’s own address only once a link mailed to it is followed, once', async () => {
    const editor = await staff('own-address@candor.test', 'editor')
    const token = await signIn(editor.email, PASSWORD)
    expect((await patchOwn(token, editor.id, { email: 'new-address@candor.test' })).status).toBe(400)
    const asked = await patchOwn(token, editor.id, { email: 'New-Address@candor.test', currentPassword: PASSWORD })
    expect(asked.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })
    expect(stored.email).toBe('own-address@candor.test')
    const mail = (
      await payload.find({
        collection: 'outbox',
        where: { to: { equals: 'new-address@candor.test' } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(mail?.subject).toBe('Confirm the new address of your Candor staff account')
    const link = new URL(/https?:\/\/\S+\/v1\/staff\/confirm-email\?token=\S+/.exec(mail!.text)![0])
    const route = await import('@/app/(frontend)/v1/staff/confirm-email/route')
    // Opening the link changes nothing; its button does.
    const opened = await route.GET(new Request(link))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('new-address@candor.test')
    expect((await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).email).toBe(
      'own-address@candor.test',
    )
    const confirm = () => {
      const form = new FormData()
      form.set('token', link.searchParams.get('token')!)
      return route.POST(
        new Request(link, { method: 'POST', body: form, headers: { 'x-candor-client-address': '192.0.2.6' } }),
      )
    }
    const done = await confirm()
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('now uses new-address@candor.test')
    expect((await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).email).toBe(
      'new-address@candor.test',
    )
    expect(await signIn('new-address@candor.test', PASSWORD)).toBeTruthy()
    // Used once: the same link again changes nothing.
    expect((await confirm()).status).toBe(400)
  })

  it('lets an admin set another staff member’s password without theirs', async () => {
    const admin = await payload.find({
      collection: 'users',
      where: { email: { equals: 'first@candor.test' } },
      overrideAccess: true,
    })
    const token = await signIn('first@candor.test', PASSWORD)
    const other = await staff('managed@candor.test', 'moderator')
    expect((await patchOwn(token, other.id, { password: 'set by the admin here' })).status).toBe(200)
    expect(await signIn('managed@candor.test', 'set by the admin here')).toBeTruthy()
    expect(admin.docs).toHaveLength(1)
  })
})
