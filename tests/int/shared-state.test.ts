import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../support/smtp'

/**
 * What several instances share through Redis (REDIS_URL): rate limits and page-cache
 * invalidation. Needs the Redis server of this machine at 127.0.0.1:6379.
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
    const { consumeRateLimit, RATE_LIMITS, resetRateLimits } = await import('@/lib/rate-limit')
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
    const { rateLimiterFor, RATE_LIMITS } = await import('@/lib/rate-limit')
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

describe('page-cache invalidation across instances', () => {
  it('drops a tag on every other instance within a second of a purge on one', async () => {
    const { relayPurges } = await import('@/lib/page-cache-relay')
    const heardByA: string[] = []
    const heardByB: string[] = []
    const a = relayPurges(REDIS_URL, (tag) => heardByA.push(tag))
    const b = relayPurges(REDIS_URL, (tag) => heardByB.push(tag))
    await Promise.all([a.ready, b.ready])
    const sent = Date.now()
    a.publish('plan:65')
    await expect.poll(() => heardByB, { timeout: 1000, interval: 10 }).toEqual(['plan:65'])
    expect(Date.now() - sent).toBeLessThan(1000)
    // An instance does not hear its own purge back (it has already dropped its pages).
    expect(heardByA).toEqual([])
    await Promise.all([a.close(), b.close()])
  })

  it('makes purgeCachedPages reach the other instances once a broadcaster is set', async () => {
    const { pageToStore, purgeCachedPages, readCachedPage, setPurgeBroadcaster, storeCachedPage } =
      await import('@/lib/page-cache')
    const { relayPurges } = await import('@/lib/page-cache-relay')
    const heardElsewhere: string[] = []
    const here = relayPurges(REDIS_URL, () => undefined)
    const elsewhere = relayPurges(REDIS_URL, (tag) => heardElsewhere.push(tag))
    await Promise.all([here.ready, elsewhere.ready])
    setPurgeBroadcaster(here.publish)
    storeCachedPage(
      '/plans/65',
      (await pageToStore(Buffer.from('<p>x</p>'), { 'content-security-policy': "script-src 'nonce-n'" }, ['plan:65']))!,
    )
    expect(purgeCachedPages('plan:65')).toBe(1)
    expect(readCachedPage('/plans/65')).toBeNull()
    await expect.poll(() => heardElsewhere, { timeout: 1000, interval: 10 }).toEqual(['plan:65'])
    setPurgeBroadcaster(null)
    await Promise.all([here.close(), elsewhere.close()])
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
