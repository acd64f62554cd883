import { createLocalReq, getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startSmtpServer, type ReceivedMail } from '../support/smtp'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
let smtp: { received: ReceivedMail[]; stop: () => Promise<void> }
let smtpUrl: string

const POSTAL_ADDRESS = 'Candor, 100 Main Street, Suite 5, Austin, TX 78701'

beforeAll(async () => {
  const port = await freePort()
  smtpUrl = `smtp://127.0.0.1:${port}`
  process.env.SMTP_URL = smtpUrl
  smtp = await startSmtpServer(port)
  context = await startTestPayload()
  payload = context.payload
})

afterAll(async () => {
  await context?.stop()
  await smtp?.stop()
})

async function staff(email: string, role: 'admin' | 'editor' | 'moderator') {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a long staff password 1', role },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' as const }
}

async function subscribe(
  email: string,
  status: 'pending' | 'confirmed' | 'unsubscribed',
  language: 'en' | 'es' = 'en',
) {
  return payload.create({ collection: 'subscribers', overrideAccess: true, data: { email, status, language } })
}

const issueCopies = async (issue: number) =>
  (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      limit: 100,
      where: { newsletterIssue: { equals: issue } },
    })
  ).docs

/** Waits until the queue has delivered every copy of an issue. */
async function delivered(issue: number, count: number) {
  const { deliverDueMail } = await import('@/platform/mail-queue.server')
  for (let tries = 0; tries < 100; tries += 1) {
    await deliverDueMail(payload, smtpUrl)
    const copies = await issueCopies(issue)
    if (copies.length === count && copies.every((copy) => copy.status === 'sent')) return copies
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`issue ${issue} was not delivered to ${count} subscribers`)
}

describe('newsletter issues', () => {
  it('lets editors write and send issues, admins alone see and export subscribers', async () => {
    // The first account of an installation is an admin whatever its role says.
    const admin = await staff('admin@candor.example', 'admin')
    const editor = await staff('editor@candor.example', 'editor')
    const moderator = await staff('moderator@candor.example', 'moderator')
    await subscribe('=cmd@example.com', 'confirmed')

    const draft = await payload.create({
      collection: 'newsletter-issues',
      user: editor,
      overrideAccess: false,
      data: { subject: 'Draft', body: 'Text', status: 'draft' },
    })
    expect(draft.status).toBe('draft')
    await expect(
      payload.create({
        collection: 'newsletter-issues',
        user: moderator,
        overrideAccess: false,
        data: { subject: 'x', body: 'y', status: 'draft' },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'subscribers', user: editor, overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    expect((await payload.find({ collection: 'subscribers', user: admin, overrideAccess: false })).totalDocs).toBe(1)
    // Nobody sets a status by hand: an issue starts as a draft whatever is sent.
    const forged = await payload.create({
      collection: 'newsletter-issues',
      user: editor,
      overrideAccess: false,
      data: { subject: 'Forged', body: 'Text', status: 'sent' },
    })
    expect(forged.status).toBe('draft')

    const exportEndpoint = payload.collections.subscribers.config.endpoints
    const handler = (exportEndpoint || []).find((endpoint) => endpoint.path === '/export.csv')!.handler
    const asEditor = await handler({ payload, user: editor } as never)
    expect(asEditor.status).toBe(403)
    const asAdmin = await handler({ payload, user: admin } as never)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('content-disposition')).toMatch(
      /attachment; filename="candor-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const csv = await asAdmin.text()
    expect(csv.split('\r\n')[0]).toBe('email,status,signed_up_at,confirmed_at,unsubscribed_at')
    // A spreadsheet never reads an address as a formula.
    expect(csv.split('\r\n')[1]).toMatch(/^'=cmd@example\.com,confirmed,\d{4}-/)
    await payload.delete({
      collection: 'subscribers',
      overrideAccess: true,
      where: { email: { equals: '=cmd@example.com' } },
    })
  })

  it('refuses to send without the postal address, or to no one, saying why', async () => {
    const editor = (
      await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, overrideAccess: true })
    ).docs[0]!
    const user = { ...editor, collection: 'users' as const }
    const issue = await payload.create({
      collection: 'newsletter-issues',
      user,
      overrideAccess: false,
      data: { subject: 'Early', body: 'Text', status: 'draft' },
    })
    await expect(
      payload.update({
        collection: 'newsletter-issues',
        id: issue.id,
        user,
        overrideAccess: false,
        data: { sendNow: true },
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'sendNow', message: expect.stringMatching(/postal address is not set/) }] },
    })
    // The admin's notice (the error's own message) is Candor's sentence, in the editor's admin language.
    for (const [language, sentence] of [
      ['en', 'Candor’s postal address is not set: add it under Site settings first.'],
      ['es', 'La dirección postal de Candor no está configurada: agréguela primero en Site settings.'],
    ] as const) {
      const req = await createLocalReq(
        { req: { i18n: await getLocalI18n({ config: payload.config, language }) } },
        payload,
      )
      const refused = await payload
        .update({
          collection: 'newsletter-issues',
          id: issue.id,
          user,
          overrideAccess: false,
          data: { sendNow: true },
          req,
        })
        .then(
          () => null,
          (error: unknown) => error as Error,
        )
      expect(refused?.message.startsWith(sentence), `${language}: ${refused?.message}`).toBe(true)
      expect(refused?.message).not.toMatch(/invalid/i)
    }
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { postalAddress: POSTAL_ADDRESS } })
    await expect(
      payload.update({
        collection: 'newsletter-issues',
        id: issue.id,
        user,
        overrideAccess: false,
        data: { sendNow: true },
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [{ path: 'sendNow', message: expect.stringMatching(/No one has confirmed a subscription yet/) }],
      },
    })
    expect(
      (await payload.findByID({ collection: 'newsletter-issues', id: issue.id, overrideAccess: true })).status,
    ).toBe('draft')
    expect(await issueCopies(issue.id)).toHaveLength(0)
  })

  it('reaches each confirmed subscriber exactly once when a send is interrupted half-way and resumed', async () => {
    const { continueAllSending, continueSending } = await import('@/features/newsletter/server')
    const editor = (
      await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, overrideAccess: true })
    ).docs[0]!
    const user = { ...editor, collection: 'users' as const }
    const confirmed = []
    for (let n = 1; n <= 7; n += 1) confirmed.push(await subscribe(`reader${n}@example.com`, 'confirmed'))
    await subscribe('waiting@example.com', 'pending')
    await subscribe('gone@example.com', 'unsubscribed')

    const issue = await payload.create({
      collection: 'newsletter-issues',
      user,
      overrideAccess: false,
      data: {
        subject: 'Open enrollment starts November 1',
        body: 'Three things to check before you renew.',
        status: 'draft',
      },
    })
    const sending = await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      user,
      overrideAccess: false,
      context: { startSending: false },
      data: { sendNow: true },
    })
    expect(sending).toMatchObject({ status: 'sending', recipients: 7 })
    // A sent issue stays as it went out.
    await expect(
      payload.update({
        collection: 'newsletter-issues',
        id: issue.id,
        user,
        overrideAccess: false,
        data: { body: 'Changed' },
      }),
    ).rejects.toThrow(/not allowed|not found/i)

    // One batch of three, then the server stops, before it could note where it got to.
    expect(await continueSending(payload, issue.id, { maxBatches: 1, batchSize: 3 })).toBe(false)
    expect(await issueCopies(issue.id)).toHaveLength(3)
    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      overrideAccess: true,
      context: { newsletterSend: true },
      data: { cursor: 0 },
    })
    // Resumed by the maintenance job, and by a second server at the same moment.
    await Promise.all([continueAllSending(payload), continueSending(payload, issue.id, { batchSize: 2 })])

    const copies = await delivered(issue.id, 7)
    expect(copies.map((copy) => copy.to).sort()).toEqual(confirmed.map((subscriber) => subscriber.email).sort())
    const received = smtp.received.filter((mail) => mail.subject === 'Open enrollment starts November 1')
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(confirmed.map((subscriber) => subscriber.email).sort())
    const done = await payload.findByID({ collection: 'newsletter-issues', id: issue.id, overrideAccess: true })
    expect(done.status).toBe('sent')
    expect(done.sentAt).toBeTruthy()
    expect(done.progress).toBe('7 of 7 written to the outbox, 7 delivered')

    // Every copy: the text, the postal address, a link and the one-click headers.
    const mail = received.find((copy) => copy.to[0] === 'reader3@example.com')!
    expect(mail.text).toContain('Three things to check before you renew.')
    expect(mail.text).toContain(POSTAL_ADDRESS)
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!

    // The mail program's one-click post unsubscribes at once: the next issue does not reach them.
    const { POST } = await import('@/app/(frontend)/v1/newsletter/unsubscribe/route')
    const answer = await POST(
      new Request(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-candor-client-address': '192.0.2.40' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(answer.status).toBe(200)
    const next = await payload.create({
      collection: 'newsletter-issues',
      user,
      overrideAccess: false,
      data: { subject: 'December', body: 'Last days to enroll.', status: 'draft' },
    })
    await payload.update({
      collection: 'newsletter-issues',
      id: next.id,
      user,
      overrideAccess: false,
      context: { startSending: false },
      data: { sendNow: true },
    })
    await continueAllSending(payload)
    const nextCopies = await delivered(next.id, 6)
    expect(nextCopies.map((copy) => copy.to)).not.toContain('reader3@example.com')
  })

  it('sends each subscriber the issue in the language they signed up in, when it is written in it', async () => {
    const { continueAllSending } = await import('@/features/newsletter/server')
    const editor = (
      await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, overrideAccess: true })
    ).docs[0]!
    const user = { ...editor, collection: 'users' as const }
    // One statement: Payload's bulk delete would send its rows' queries at once on one connection.
    await payload.db.deleteMany({ collection: 'subscribers', where: { id: { exists: true } } })
    await subscribe('reader-en@example.com', 'confirmed')
    await subscribe('lectora@example.com', 'confirmed', 'es')

    const send = async (subject: string, spanish?: { subject: string; body: string }) => {
      const issue = await payload.create({
        collection: 'newsletter-issues',
        user,
        overrideAccess: false,
        data: { subject, body: 'What changes on January 1.', status: 'draft' },
      })
      if (spanish) {
        await payload.update({
          collection: 'newsletter-issues',
          id: issue.id,
          locale: 'es',
          user,
          overrideAccess: false,
          data: spanish,
        })
      }
      await payload.update({
        collection: 'newsletter-issues',
        id: issue.id,
        user,
        overrideAccess: false,
        context: { startSending: false },
        data: { sendNow: true },
      })
      await continueAllSending(payload)
      await delivered(issue.id, 2)
      return (to: string) => smtp.received.filter((mail) => mail.to[0] === to).at(-1)!
    }

    const bilingual = await send('The new year', { subject: 'El año nuevo', body: 'Lo que cambia el 1 de enero.' })
    const spanish = bilingual('lectora@example.com')
    expect(spanish.subject).toBe('El año nuevo')
    expect(spanish.text).toContain('Lo que cambia el 1 de enero.')
    expect(spanish.text).toContain('Recibe las novedades de Candor porque confirmó lectora@example.com.')
    expect(spanish.text).toMatch(/\/es\/newsletter\/unsubscribe\?token=/)
    expect(spanish.text).toContain(POSTAL_ADDRESS)
    const english = bilingual('reader-en@example.com')
    expect(english.subject).toBe('The new year')
    expect(english.text).toContain("You receive Candor's updates because you confirmed reader-en@example.com.")
    expect(english.text).not.toMatch(/\/es\//)

    // Not written in Spanish: the Spanish reader gets the English issue, with its English footer.
    const englishOnly = await send('Only in English')
    expect(englishOnly('lectora@example.com').subject).toBe('Only in English')
    expect(englishOnly('lectora@example.com').text).toContain("You receive Candor's updates")
  })
})
