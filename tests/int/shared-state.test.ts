import { randomUUID } from 'node:crypto'
import net from 'node:net'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../support/smtp'
import { startTestPayload } from '../support/test-payload'

/**
 * What several instances share through Redis (REDIS_URL): rate limits. Needs the Redis server
 * of this machine at 127.0.0.1:6379.
 */
const REDIS_URL = process.env.CANDOR_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let admin: Redis

beforeAll(async () => {
  process.env.REDIS_URL = REDIS_URL
  admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await admin.connect()
    await admin.ping()
  } catch {
    throw new Error(`Redis does not answer at ${REDIS_URL}: start it (redis-server --port 6379)`)
  }
})

afterAll(async () => {
  const { closeRedis } = await import('@/lib/redis')
  await closeRedis()
  admin?.disconnect()
})

describe('rate limits across instances', () => {
  it('counts one allowance for a client whichever instance it reaches', async () => {
    const { consumeRateLimit, RATE_LIMITS, resetRateLimits } = await import('@/platform/rate-limit')
    const { redisClient, redisReady } = await import('@/lib/redis')
    await redisReady(redisClient()!)
    const client = `test-${randomUUID()}`
    const { limit } = RATE_LIMITS['contact.send']
    for (let i = 0; i < limit; i += 1) {
      // Each attempt through a fresh limiter, as if a different instance answered it.
      resetRateLimits()
      await expect(consumeRateLimit('contact.send', client)).resolves.toBeUndefined()
    }
    resetRateLimits()
    await expect(consumeRateLimit('contact.send', client)).rejects.toMatchObject({
      code: 'rateLimited',
      message: expect.stringMatching(
        /^Too many contact messages from this connection\. Please try again in 60 minutes\.$/,
      ),
    })
    // Another client has its own allowance.
    await expect(consumeRateLimit('contact.send', `${client}-other`)).resolves.toBeUndefined()
    await admin.del(`candor:limit:contact.send:${client}`, `candor:limit:contact.send:${client}-other`)
  })

  it('keeps limiting in memory while Redis does not answer, instead of refusing everyone', async () => {
    const { rateLimiterFor, RATE_LIMITS } = await import('@/platform/rate-limit')
    const down = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    })
    down.on('error', () => undefined)
    const limiter = rateLimiterFor('contact.send', down)
    const { limit } = RATE_LIMITS['contact.send']
    for (let i = 0; i < limit; i += 1) await expect(limiter.consume('someone')).resolves.toBeTruthy()
    await expect(limiter.consume('someone')).rejects.toMatchObject({ remainingPoints: 0 })
    down.disconnect()
  })
})

describe('Redis lost', () => {
  it('is reported as unavailable, and its loss is logged once however long it lasts', async () => {
    const { redisHealth } = await import('@/lib/redis')
    const { getLogger } = await import('@/lib/logger')
    const warn = vi.spyOn(getLogger(), 'warn')
    try {
      // Nothing listens on this port: ioredis retries many times a second.
      expect(await redisHealth('redis://127.0.0.1:6398')).toBe('unavailable')
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      expect(await redisHealth('redis://127.0.0.1:6398')).toBe('unavailable')
      const losses = warn.mock.calls.filter(([, message]) => String(message).startsWith('Redis is unreachable'))
      expect(losses).toHaveLength(1)
      expect(await redisHealth(REDIS_URL)).toBe('ok')
      expect(await redisHealth('')).toBe('not configured')
    } finally {
      warn.mockRestore()
    }
  })
})

/**
 * The machine's Redis behind a relay on a port of its own, that can be taken down (every
 * connection through it cut, the port refusing) and brought back: an outage at will.
 */
async function redisRelay() {
  const port = await freePort()
  const target = new URL(REDIS_URL)
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname)
        sockets.add(socket).add(upstream)
        const cut = () => {
          socket.destroy()
          upstream.destroy()
        }
        for (const end of [socket, upstream]) end.on('error', cut).on('close', cut)
        socket.pipe(upstream).pipe(socket)
      })
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      server!.close(() => resolve())
    })
  await up()
  return { url: `redis://127.0.0.1:${port}`, up, down }
}

const linesOf = (spy: { mock: { calls: unknown[][] } }, start: string) =>
  spy.mock.calls.filter(([, message]) => String(message).startsWith(start))

describe('an outage of Redis', () => {
  it('is logged once for both connections of an instance, and its end once', async () => {
    const relay = await redisRelay()
    const { redisClient, redisReady } = await import('@/lib/redis')
    const { getLogger } = await import('@/lib/logger')
    const warn = vi.spyOn(getLogger(), 'warn')
    const info = vi.spyOn(getLogger(), 'info')
    // Two connections of one instance, each with a name of its own.
    const commands = redisClient(relay.url)!
    const purges = redisClient(relay.url, `purges ${randomUUID()}`)!
    try {
      await Promise.all([redisReady(commands), redisReady(purges)])
      await relay.down()
      // Long enough for several reconnection attempts on each connection.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(linesOf(warn, 'Redis is unreachable')).toHaveLength(1)
      expect(linesOf(info, 'Redis is reachable again')).toHaveLength(0)
      await relay.up()
      await expect
        .poll(() => [commands.status, purges.status], { timeout: 15_000, interval: 50 })
        .toEqual(['ready', 'ready'])
      expect(linesOf(info, 'Redis is reachable again')).toHaveLength(1)
      expect(linesOf(warn, 'Redis is unreachable')).toHaveLength(1)
    } finally {
      commands.disconnect()
      purges.disconnect()
      await relay.down()
    }
  })

  it('makes /readyz say degraded, not down, and ready again once Redis is back', async () => {
    const relay = await redisRelay()
    process.env.REDIS_URL = relay.url
    // Fresh modules read the environment again (lib/env.ts keeps what it read once): the test
    // database's and the relay's addresses, not what the tests above read.
    vi.resetModules()
    const context = await startTestPayload()
    try {
      const { getEnv } = await import('@/lib/env')
      expect(getEnv()).toMatchObject({ databaseUrl: process.env.DATABASE_URL, redisUrl: relay.url })
      const { GET } = await import('@/app/(ops)/readyz/route')
      const readiness = async () => {
        const answer = await GET()
        return { status: answer.status, body: await answer.json() }
      }
      const notStarted = { queue: 'not started', lastPassAt: null }
      expect(await readiness()).toEqual({
        status: 200,
        body: { status: 'ready', database: 'ok', redis: 'ok', jobs: notStarted, disk: 'ok' },
      })
      await relay.down()
      await new Promise((resolve) => setTimeout(resolve, 200))
      // The site still serves, each instance on its own: degraded, and still 200.
      expect(await readiness()).toEqual({
        status: 200,
        body: { status: 'degraded', database: 'ok', redis: 'unavailable', jobs: notStarted, disk: 'ok' },
      })
      await relay.up()
      await expect.poll(async () => (await readiness()).body.status, { timeout: 15_000, interval: 200 }).toBe('ready')
      // A job queue whose passes stopped: degraded too, saying when the last one began.
      const { noteJobQueueStarted, noteJobPass, resetJobQueueState } = await import('@/lib/job-queue-state')
      const fourMinutesAgo = Date.now() - 4 * 60 * 1000
      noteJobQueueStarted(fourMinutesAgo)
      noteJobPass(fourMinutesAgo)
      expect(await readiness()).toEqual({
        status: 200,
        body: {
          status: 'degraded',
          database: 'ok',
          redis: 'ok',
          jobs: { queue: 'stalled', lastPassAt: new Date(fourMinutesAgo).toISOString() },
          disk: 'ok',
        },
      })
      noteJobPass()
      expect((await readiness()).body).toMatchObject({ status: 'ready', jobs: { queue: 'running' } })
      resetJobQueueState()
    } finally {
      process.env.REDIS_URL = REDIS_URL
      await relay.down()
      await context.stop()
    }
  })
})
