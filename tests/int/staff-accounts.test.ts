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
