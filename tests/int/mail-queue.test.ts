import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startSmtpServer } from '../support/smtp'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
let smtpPort: number
let smtpUrl: string

beforeAll(async () => {
  smtpPort = await freePort()
  smtpUrl = `smtp://127.0.0.1:${smtpPort}`
  // Candor's mail goes to a real SMTP server on this port, which is not running yet.
  process.env.SMTP_URL = smtpUrl
  context = await startTestPayload()
  payload = context.payload
})

afterAll(async () => {
  await context?.stop()
})

const queue = () => import('@/platform/mail-queue.server')

async function message(id: number) {
  return payload.findByID({ collection: 'outbox', id, depth: 0, overrideAccess: true })
}

/** The immediate delivery attempt runs after the caller has its answer: wait for its outcome. */
async function settled(id: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const row = await message(id)
    if (row.status !== 'queued' && row.status !== 'sending') return row
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`message ${id} never settled`)
}

async function makeDue(id: number) {
  await payload.update({
    collection: 'outbox',
    id,
    overrideAccess: true,
    data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
  })
}

describe('the mail queue', () => {
  it('keeps a message while the mail server is down, and delivers it once the server is back', async () => {
    const { deliverDueMail } = await queue()
    await payload.sendEmail({ to: 'ana@example.com', subject: 'Verify your email', text: 'Open https://x.example/v' })
    const [queued] = (
      await payload.find({ collection: 'outbox', where: { to: { equals: 'ana@example.com' } }, overrideAccess: true })
    ).docs
    const failed = await settled(queued!.id)
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1 })
    expect(failed.lastError).toMatch(/ECONNREFUSED/)
    expect(Date.parse(failed.nextAttemptAt!)).toBeGreaterThan(Date.now() + 30_000)

    const smtp = await startSmtpServer(smtpPort)
    try {
      // Not due yet: the queue waits its turn.
      expect(await deliverDueMail(payload, smtpUrl)).toEqual({ sent: 0, failed: 0 })
      expect(smtp.received).toHaveLength(0)
      await makeDue(queued!.id)
      expect(await deliverDueMail(payload, smtpUrl)).toEqual({ sent: 1, failed: 0 })
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toMatchObject({ to: ['ana@example.com'], subject: 'Verify your email' })
      expect(smtp.received[0]!.text).toContain('https://x.example/v')
      expect(await message(queued!.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
      // Sent is sent: later runs leave it alone.
      expect(await deliverDueMail(payload, smtpUrl)).toEqual({ sent: 0, failed: 0 })
      expect(smtp.received).toHaveLength(1)
    } finally {
      await smtp.stop()
    }
  })

  it('sends a message once when two deliveries race for it, with its headers', async () => {
    const { deliverMail, enqueueMail } = await queue()
    const smtp = await startSmtpServer(smtpPort)
    try {
      // Without the server URL the message only waits; the two deliveries below race for it.
      const id = (await enqueueMail(
        payload,
        {
          to: 'ben@example.com',
          subject: 'Candor updates',
          text: 'News',
          headers: {
            'List-Unsubscribe': '<https://x.example/u>',
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        smtpUrl,
      ))!
      await Promise.all([deliverMail(payload, id, smtpUrl), deliverMail(payload, id, smtpUrl)])
      await settled(id)
      const toBen = smtp.received.filter((mail) => mail.to.includes('ben@example.com'))
      expect(toBen).toHaveLength(1)
      expect(toBen[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(toBen[0]!.headers['list-unsubscribe']).toBe('<https://x.example/u>')
    } finally {
      await smtp.stop()
    }
  })

  it('gives a message up after three days of refusals, and shows why', async () => {
    const { deliverDueMail, enqueueMail } = await queue()
    const id = (await enqueueMail(payload, { to: 'cy@example.com', subject: 'Reset', text: 'x' }, smtpUrl))!
    await settled(id)
    // Written four days ago, refused ever since, and due again.
    await payload.update({
      collection: 'outbox',
      id,
      overrideAccess: true,
      data: {
        createdAt: new Date(Date.now() - 4 * 24 * 3600_000).toISOString(),
        nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
      },
    })
    await deliverDueMail(payload, smtpUrl)
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 2 })
  })

  it('tries again what a restart interrupted before its handover, holds back a newsletter copy that may have left, and sends it again on the editor’s word', async () => {
    const { deliverDueMail } = await queue()
    const { issueProgress } = await import('@/features/newsletter/server')
    const tenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString()
    const issue = await payload.create({
      collection: 'newsletter-issues',
      overrideAccess: true,
      data: { subject: 'Autumn', body: 'Open enrollment starts November 1.', status: 'draft' },
    })
    const common = { subject: 'x', text: 'x', status: 'sending' as const, attempts: 0, claimedAt: tenMinutesAgo }
    const transactional = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { ...common, to: 'dee@example.com', handoverAt: tenMinutesAgo },
    })
    // Claimed, then the server stopped before it spoke to the mail server.
    const neverHandedOver = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { ...common, to: 'fay@example.com', newsletterIssue: issue.id, subscriber: 98 },
    })
    // Stopped while the mail server had it: perhaps delivered.
    const mayHaveLeft = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { ...common, to: 'eve@example.com', newsletterIssue: issue.id, subscriber: 99, handoverAt: tenMinutesAgo },
    })
    const smtp = await startSmtpServer(smtpPort)
    try {
      await deliverDueMail(payload, smtpUrl)
      expect(await message(transactional.id)).toMatchObject({ status: 'sent' })
      expect(await message(neverHandedOver.id)).toMatchObject({ status: 'sent' })
      expect(await message(mayHaveLeft.id)).toMatchObject({ status: 'failed' })
      expect((await message(mayHaveLeft.id)).lastError).toMatch(/may have been delivered, so it is not sent again/)
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['dee@example.com', 'fay@example.com'])
      // Staff see how many copies were held back.
      expect(await issueProgress(payload, issue.id)).toMatchObject({ written: 2, delivered: 1, failed: 1, heldBack: 1 })
      // The editor decides: staff who send the newsletter see the count and send them again.
      const endpoints = payload.collections['newsletter-issues'].config.endpoints || []
      const heldBack = (method: string) =>
        endpoints.find((endpoint) => endpoint.path === '/:id/held-back' && endpoint.method === method)!.handler
      const moderator = { id: 1, collection: 'users', role: 'moderator' }
      const editor = { id: 2, collection: 'users', role: 'editor' }
      const ask = (method: string, user: unknown) =>
        heldBack(method)({ payload, user, routeParams: { id: String(issue.id) } } as never)
      expect((await ask('get', moderator)).status).toBe(403)
      expect((await ask('post', moderator)).status).toBe(403)
      expect(await (await ask('get', editor)).json()).toEqual({ heldBack: 1 })
      expect(await (await ask('post', editor)).json()).toEqual({ sentAgain: 1 })
      await expect
        .poll(async () => (await message(mayHaveLeft.id)).status, { timeout: 10_000, interval: 100 })
        .toBe('sent')
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
        'dee@example.com',
        'eve@example.com',
        'fay@example.com',
      ])
      expect(await issueProgress(payload, issue.id)).toMatchObject({ written: 2, delivered: 2, failed: 0, heldBack: 0 })
      // Sent again once: a second press finds nothing held back.
      expect(await (await ask('post', editor)).json()).toEqual({ sentAgain: 0 })
    } finally {
      await smtp.stop()
    }
  })

  it('counts a copy as handed over only once the mail server has asked for the message itself', async () => {
    const { deliverMail } = await queue()
    const { SMTPServer } = await import('smtp-server')
    const queued = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        to: 'grace@example.com',
        subject: 'Winter',
        text: 'Open enrollment ends January 15.',
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
      },
    })
    const seen: Record<string, string | null | undefined> = {}
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // While the server weighs the sender and the recipient it cannot have the message: a
      // restart now must send it again.
      onRcptTo(_address, _session, callback) {
        void message(queued.id).then((row) => {
          seen.atRecipient = row.handoverAt
          callback()
        })
      },
      // Once the message itself arrives, the server may have it.
      onData(stream, _session, callback) {
        stream.on('end', () => {
          void message(queued.id).then((row) => {
            seen.atMessage = row.handoverAt
            callback()
          })
        })
        stream.resume()
      },
    })
    await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', () => resolve()))
    try {
      expect(await deliverMail(payload, queued.id, smtpUrl)).toBe('sent')
      expect(seen.atRecipient ?? null).toBeNull()
      expect(seen.atMessage).toEqual(expect.any(String))
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('drains a backlog in one run, as fast as the mail server takes it', async () => {
    const { deliverDueMail } = await queue()
    const due = new Date(Date.now() - 1000).toISOString()
    for (let index = 0; index < 180; index += 1) {
      await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          to: `backlog-${index}@example.com`,
          subject: 'x',
          text: 'x',
          status: 'queued',
          attempts: 0,
          nextAttemptAt: due,
        },
      })
    }
    const smtp = await startSmtpServer(smtpPort)
    try {
      const run = await deliverDueMail(payload, smtpUrl)
      expect(run.sent).toBe(180)
      expect(smtp.received.filter((mail) => mail.to[0]!.startsWith('backlog-'))).toHaveLength(180)
    } finally {
      await smtp.stop()
    }
  })

  it('frees on a lone instance’s first pass the jobs a killed process left running, so mail does not wait', async () => {
    const { MAINTENANCE_QUEUE, runDueJobs } = await import('@/jobs')
    const job = await payload.jobs.queue({ task: 'deliverMail', input: {}, queue: MAINTENANCE_QUEUE })
    // As a SIGKILL leaves it: marked as running a moment ago, by a process that is gone.
    await payload.update({ collection: 'payload-jobs', id: job.id, overrideAccess: true, data: { processing: true } })
    await runDueJobs(payload)
    const left = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: job.id } }, { processing: { equals: true } }] },
      overrideAccess: true,
    })
    expect(left.docs).toHaveLength(0)
  })

  it('empties what was delivered over 7 days ago, by the daily upkeep, and never what is not delivered yet', async () => {
    const { KEEP_DELIVERED_BODY_DAYS, REMOVED_BODY } = await queue()
    const { MAINTENANCE_QUEUE } = await import('@/jobs')
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString()
    const old = daysAgo(KEEP_DELIVERED_BODY_DAYS + 1)
    type State = {
      status: 'queued' | 'retrying' | 'sent' | 'failed'
      sentAt?: string
      nextAttemptAt?: string
      lastError?: string
    }
    const row = (to: string, data: State) =>
      payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          to,
          subject: 'Reset your Candor password',
          text: 'Open https://x.example/reset-password?token=secret to choose a new password.',
          headers: { 'List-Unsubscribe': '<https://x.example/u?token=secret>' },
          attempts: 1,
          createdAt: old,
          ...data,
        },
      })
    const delivered = await row('gus@example.com', { status: 'sent', sentAt: old })
    const recent = await row('hal@example.com', { status: 'sent', sentAt: daysAgo(KEEP_DELIVERED_BODY_DAYS - 1) })
    // Accepted as long ago and still not delivered: each keeps every word for the mail server.
    const waiting = [
      await row('ida@example.com', { status: 'retrying', nextAttemptAt: daysAgo(-1) }),
      await row('jon@example.com', { status: 'failed', lastError: 'refused' }),
      await row('kim@example.com', { status: 'queued', nextAttemptAt: daysAgo(-1) }),
    ]

    const job = await payload.jobs.queue({ task: 'deleteOldMail', input: {}, queue: MAINTENANCE_QUEUE })
    await payload.jobs.runByID({ id: job.id })

    const emptied = await message(delivered.id)
    expect(emptied).toMatchObject({
      text: REMOVED_BODY,
      headers: null,
      to: 'gus@example.com',
      subject: 'Reset your Candor password',
      status: 'sent',
    })
    expect(Date.parse(emptied.sentAt!)).toBe(Date.parse(old))
    expect(JSON.stringify(emptied)).not.toContain('secret')
    for (const kept of [recent, ...waiting]) {
      const stored = await message(kept.id)
      expect(stored.text, stored.to).toContain('token=secret')
      expect(stored.headers, stored.to).toEqual({ 'List-Unsubscribe': '<https://x.example/u?token=secret>' })
    }
    // Once delivered, the one that waited is emptied in its turn.
    await payload.update({
      collection: 'outbox',
      id: waiting[0]!.id,
      overrideAccess: true,
      data: { status: 'sent', sentAt: old },
    })
    const { expireDeliveredMailBodies } = await queue()
    expect(await expireDeliveredMailBodies(payload)).toBe(1)
    expect((await message(waiting[0]!.id)).text).toBe(REMOVED_BODY)
  })

  it('deletes sent mail after 30 days and keeps what failed', async () => {
    const { deleteOldMail } = await queue()
    const before = await payload.count({
      collection: 'outbox',
      overrideAccess: true,
      where: { status: { equals: 'sent' } },
    })
    expect(before.totalDocs).toBeGreaterThan(0)
    expect(await deleteOldMail(payload, Date.now() + 31 * 24 * 3600_000)).toBe(before.totalDocs)
    expect(
      (await payload.count({ collection: 'outbox', overrideAccess: true, where: { status: { equals: 'sent' } } }))
        .totalDocs,
    ).toBe(0)
    expect(
      (await payload.count({ collection: 'outbox', overrideAccess: true, where: { status: { equals: 'failed' } } }))
        .totalDocs,
    ).toBeGreaterThan(0)
  })
})
