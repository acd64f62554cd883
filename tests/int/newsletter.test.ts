import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { lastMailTo } from '../support/outbox'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
const routes = {} as Record<string, RouteHandler>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  routes.subscribe = (await import('@/app/(frontend)/v1/newsletter/subscribe/route')).POST
  routes.confirm = (await import('@/app/(frontend)/v1/newsletter/confirm/route')).POST
  routes.unsubscribe = (await import('@/app/(frontend)/v1/newsletter/unsubscribe/route')).POST
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

const subscriber = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  callRoute(routes.subscribe!, { body: { email, consent: true, ...extra } })

async function confirmationToken(email: string): Promise<string> {
  const mail = await lastMailTo(payload, email)
  return decodeURIComponent(/\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text)![1]!)
}

const CHECK_INBOX = 'Almost done: we sent you an email. Open the link in it to confirm your subscription.'

describe('signing up (double opt-in)', () => {
  it('keeps a new address waiting and mails a link; the link confirms it once', async () => {
    const answer = await signUp('Rosa@Example.com')
    expect(answer.status).toBe(200)
    expect(answer.body.data.message).toBe(CHECK_INBOX)
    expect(await subscriber('rosa@example.com')).toMatchObject({ status: 'pending' })
    const mail = await lastMailTo(payload, 'rosa@example.com')
    expect(mail?.subject).toBe('Confirm your Candor updates')

    const token = await confirmationToken('rosa@example.com')
    expect((await callRoute(routes.confirm!, { body: { token } })).status).toBe(200)
    // The link's hash is cleared by the call it opened: the collection lets the link's holder do so.
    expect(await subscriber('rosa@example.com')).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
    const again = await callRoute(routes.confirm!, { body: { token } })
    expect(again.status).toBe(400)
    expect(again.body.errors.token).toMatch(/not valid, or has expired/)
  })

  it('answers a repeat sign-up alike and changes nothing for a confirmed address', async () => {
    await signUp('twice@example.com')
    await callRoute(routes.confirm!, { body: { token: await confirmationToken('twice@example.com') } })
    const before = await subscriber('twice@example.com')
    const mailsBefore = (
      await payload.count({
        collection: 'outbox',
        where: { to: { equals: 'twice@example.com' } },
        overrideAccess: true,
      })
    ).totalDocs
    const again = await signUp('twice@example.com')
    expect(again.body.data.message).toBe(CHECK_INBOX)
    expect(await subscriber('twice@example.com')).toMatchObject({
      status: 'confirmed',
      confirmedAt: before!.confirmedAt,
    })
    const mailsAfter = (
      await payload.count({
        collection: 'outbox',
        where: { to: { equals: 'twice@example.com' } },
        overrideAccess: true,
      })
    ).totalDocs
    expect(mailsAfter).toBe(mailsBefore)
  })

  it('refuses a bad address or a missing agreement with their messages; a bot’s honeypot changes nothing', async () => {
    const bad = await callRoute(routes.subscribe!, { body: { email: 'rosa@', consent: false } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      email: 'Please Enter a valid email',
      consent: 'Please tick the box to agree to receive the updates',
    })
    const bot = await signUp('bot@example.com', { company: 'Acme' })
    expect(bot.body.data.message).toBe(CHECK_INBOX)
    expect(await subscriber('bot@example.com')).toBeUndefined()
    expect(await lastMailTo(payload, 'bot@example.com')).toBeFalsy()
  })

  it('limits sign-ups to 5 an hour from one client', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await callRoute(routes.subscribe!, {
            body: { email: `many${i}@example.com`, consent: true },
            address: '198.51.100.9',
          })
        ).status,
      ).toBe(200)
    }
    expect(
      (
        await callRoute(routes.subscribe!, {
          body: { email: 'many5@example.com', consent: true },
          address: '198.51.100.9',
        })
      ).status,
    ).toBe(429)
  })
})

describe('leaving', () => {
  it('unsubscribes at once by the page’s JSON post and by RFC 8058 one-click; a forged token does nothing', async () => {
    const { unsubscribeToken } = await import('@/features/newsletter/server')
    const { unsubscribeHeaders } = await import('@/features/newsletter/server')
    await signUp('leaver@example.com')
    await callRoute(routes.confirm!, { body: { token: await confirmationToken('leaver@example.com') } })
    const id = (await subscriber('leaver@example.com'))!.id
    const token = unsubscribeToken(id)

    const headers = unsubscribeHeaders(token)
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!
    const oneClick = await routes.unsubscribe!(
      new Request(link.replace(/^https?:\/\/[^/]+/, 'http://localhost'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-candor-client-address': '192.0.2.30' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.status).toBe(200)
    expect(await subscriber('leaver@example.com')).toMatchObject({ status: 'unsubscribed' })
    expect((await callRoute(routes.unsubscribe!, { body: { token } })).status).toBe(200)

    const forged = `${id}.${'A'.repeat(43)}`
    await signUp('stayer@example.com')
    expect((await callRoute(routes.unsubscribe!, { body: { token: forged } })).status).toBe(400)
    expect((await callRoute(routes.unsubscribe!, { body: { token: 'nonsense' } })).status).toBe(400)
  })

  it('deletes addresses never confirmed after 30 days, and keeps confirmed ones', async () => {
    const { deleteUnconfirmedSubscribers } = await import('@/features/newsletter/server')
    await signUp('never@example.com')
    const day = 24 * 3600 * 1000
    expect(await deleteUnconfirmedSubscribers(payload, new Date(Date.now() + 29 * day))).toBe(0)
    expect(await deleteUnconfirmedSubscribers(payload, new Date(Date.now() + 31 * day))).toBeGreaterThanOrEqual(1)
    expect(await subscriber('never@example.com')).toBeUndefined()
    expect(await subscriber('rosa@example.com')).toMatchObject({ status: 'confirmed' })
  })
})
