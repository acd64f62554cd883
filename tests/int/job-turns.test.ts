import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * Two servers sharing Redis pass over the job queues each minute: only the one that takes the
 * minute's turn enqueues what the schedules say is due. Needs the Redis server of this machine.
 */
const REDIS_URL = process.env.CANDOR_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const TURN_KEY = 'candor:jobs:turn'
let admin: Redis
let context: TestPayload

beforeAll(async () => {
  process.env.REDIS_URL = REDIS_URL
  admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
  await admin.ping()
  vi.resetModules()
  context = await startTestPayload()
})

afterAll(async () => {
  await admin?.del(TURN_KEY)
  const { closeRedis } = await import('@/lib/redis')
  await closeRedis()
  admin?.disconnect()
  await context?.stop()
})

describe('the job queues across instances', () => {
  it('lets one instance a minute enqueue what the schedules say is due, so no schedule is enqueued twice', async () => {
    await admin.del(TURN_KEY)
    // Two copies of the jobs module, as two servers have: each its own instance id.
    const one = await import('@/jobs')
    vi.resetModules()
    const two = await import('@/jobs')
    expect(two.takeTurnAndSchedule).not.toBe(one.takeTurnAndSchedule)
    // The turn is each copy's first use of Redis here: it waits for its connection to open.
    const turns = await Promise.all([
      one.takeTurnAndSchedule(context.payload),
      two.takeTurnAndSchedule(context.payload),
    ])
    expect(turns.filter(Boolean)).toHaveLength(1)
    const queued = async (taskSlug: string) =>
      (
        await context.payload.count({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: taskSlug }, completedAt: { exists: false } },
          overrideAccess: true,
        })
      ).totalDocs
    // The two schedules due every minute, enqueued once each.
    expect(await queued('deliverMail')).toBe(1)
    expect(await queued('sendNewsletterIssues')).toBe(1)
    // Later in the same minute, either instance finds the turn taken and enqueues nothing.
    expect(await one.takeTurnAndSchedule(context.payload)).toBe(false)
    expect(await two.takeTurnAndSchedule(context.payload)).toBe(false)
    expect(await queued('deliverMail')).toBe(1)
  })
})

describe('starting the job queue', () => {
  it('starts the minute timers on an instance that has none (asked while a request set it up), once, and says so', async () => {
    const payload = context.payload
    // What a start during the first request's setup leaves: an instance Payload counts as
    // having its timers, without them.
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    await getPayload({ config, cron: true })
    for (const timer of payload.crons.splice(0)) timer.stop()
    const { startJobQueue } = await import('@/server/app-services')
    const { jobQueueReport, resetJobQueueState } = await import('@/lib/job-queue-state')
    resetJobQueueState()
    expect(jobQueueReport().queue).not.toBe('running')
    await startJobQueue()
    expect(payload.crons.length).toBeGreaterThan(0)
    const timers = payload.crons.length
    await startJobQueue()
    expect(payload.crons.length).toBe(timers)
    expect(jobQueueReport().queue).toBe('running')
    for (const timer of payload.crons.splice(0)) timer.stop()
    resetJobQueueState()
  })
})
