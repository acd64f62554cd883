import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { lastMailTo } from '../support/outbox'
import { solveCaptcha } from '../support/reviews'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
let send: RouteHandler
let challenge: (request: Request) => Promise<Response>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  send = (await import('@/app/(frontend)/v1/contact/route')).POST
  challenge = (await import('@/app/(frontend)/api/reviews/challenge/route')).GET
  await payload.create({
    collection: 'users',
    data: { email: 'first-admin@candor.test', password: 'correct horse battery staple', role: 'admin' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

async function freshCaptcha(): Promise<string> {
  const response = await challenge(
    new Request('http://localhost/api/reviews/challenge', { headers: { 'x-candor-client-address': '198.51.100.4' } }),
  )
  return solveCaptcha(await response.json())
}

const stored = async () =>
  (await payload.find({ collection: 'contact-messages', pagination: false, overrideAccess: true, sort: 'createdAt' }))
    .docs

async function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana López',
    email: 'ana@example.com',
    topic: 'review',
    message: 'My review of Oscar was rejected and I do not understand which rule it broke.',
    challenge: await freshCaptcha(),
    ...overrides,
  }
}

describe('the contact form (POST /v1/contact)', () => {
  it('stores the message for staff and mails it to the staff address', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { contactEmail: 'team@candor.test' },
      overrideAccess: true,
    })
    const answer = await callRoute(send, { body: await message() })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ code: '201', data: { sent: true } })
    const [kept] = await stored()
    expect(kept).toMatchObject({
      subject: 'Problem with a review: Ana López',
      topic: 'review',
      email: 'ana@example.com',
      status: 'new',
    })
    const mail = await lastMailTo(payload, 'team@candor.test')
    expect(mail?.subject).toBe('Contact: Problem with a review, from Ana López')
    expect(mail?.text).toContain('My review of Oscar was rejected')
    expect(mail?.text).toContain('ana@example.com')
  })

  it('answers bad input with each field’s message and stores nothing', async () => {
    const before = (await stored()).length
    const answer = await callRoute(send, {
      body: { name: ' ', email: 'ana@', topic: 'complaint', message: 'short', challenge: '' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      name: 'Name is required',
      email: 'Please Enter a valid email',
      topic: 'Choose what your message is about',
      message: 'Your message must be at least 10 characters',
      challenge: 'Please solve captcha',
    })
    const long = await callRoute(send, { body: await message({ message: 'x'.repeat(2001) }) })
    expect(long.body.errors).toEqual({ message: 'Your message cannot exceed 2000 characters' })
    expect((await stored()).length).toBe(before)
  })

  it('refuses a captcha used once already, and a forged one', async () => {
    const body = await message()
    expect((await callRoute(send, { body })).status).toBe(201)
    const again = await callRoute(send, { body })
    expect(again.status).toBe(400)
    expect(again.body.errors.challenge).toBe('This captcha has already been used. Please solve it again.')
    const forged = await callRoute(send, { body: await message({ challenge: 'bm90IGEgc29sdXRpb24=' }) })
    expect(forged.status).toBe(400)
    expect(forged.body.errors.challenge).toBeTruthy()
  })

  it('answers a filled honeypot like a success and keeps nothing; limits a client to 5 messages an hour', async () => {
    const before = (await stored()).length
    const bot = await callRoute(send, { body: await message({ website: 'https://spam.example' }) })
    expect(bot.status).toBe(201)
    expect((await stored()).length).toBe(before)
    ;(await import('@/platform/rate-limit')).resetRateLimits()
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await callRoute(send, { body: await message(), address: '198.51.100.77' })).status).toBe(201)
    }
    const sixth = await callRoute(send, { body: await message(), address: '198.51.100.77' })
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toBeTruthy()
  })

  it('lets staff read messages and mark them handled; members and visitors may not read them', async () => {
    const [first] = await stored()
    const moderator = await payload.create({
      collection: 'users',
      data: { email: 'contact-moderator@candor.test', password: 'correct horse battery staple', role: 'moderator' },
      overrideAccess: true,
    })
    const asModerator = { overrideAccess: false, user: { ...moderator, collection: 'users' as const } }
    const handled = await payload.update({
      collection: 'contact-messages',
      id: first!.id,
      data: { status: 'handled', staffNote: 'Explained the off-topic rule by email.' },
      ...asModerator,
    })
    expect(handled.status).toBe('handled')
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false, user: null })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'contact-messages',
        data: {
          subject: 's',
          topic: 'other',
          name: 'n',
          email: 'n@example.com',
          message: 'x'.repeat(20),
          status: 'new',
        },
        ...asModerator,
      }),
    ).rejects.toThrow()
  })
})
