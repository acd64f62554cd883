import { AsyncLocalStorage } from 'node:async_hooks'
import { setImmediate as nextTurn } from 'node:timers/promises'
import v8 from 'node:v8'
import vm from 'node:vm'

import type { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  consumeRateLimit,
  limiterOf,
  RATE_LIMIT_KEYS_IN_MEMORY,
  RATE_LIMITS,
  resetRateLimits,
} from '@/platform/rate-limit'
import { boundedMemoryLimiter, countersOf } from '@/platform/rate-limit-memory'

beforeEach(() => {
  resetRateLimits()
  vi.useFakeTimers()
  vi.setSystemTime(1_000_000)
})
afterEach(() => vi.useRealTimers())

/** What a request being answered holds (its response, its rendering), as the server's async context. */
const requestContext = new AsyncLocalStorage<{ response: Buffer }>()

/** Counts one request of `client` inside its own context; a weak reference tells whether that context is still held. */
async function answerCountedRequest(client: string): Promise<WeakRef<object>> {
  const context = { response: Buffer.alloc(64 * 1024) }
  await requestContext.run(context, () => consumeRateLimit('reviews.submit', client))
  return new WeakRef(context)
}

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    () => true,
  )

describe('rate-limit counters in memory', () => {
  it('never hold more than the policy’s bound, however many callers come', async () => {
    const limiter = limiterOf('pageViews.count') as RateLimiterMemory
    const callers = RATE_LIMIT_KEYS_IN_MEMORY + 500
    for (let i = 0; i < callers; i += 1) await consumeRateLimit('pageViews.count', `client-${i}`)
    expect(countersOf(limiter).size).toBe(RATE_LIMIT_KEYS_IN_MEMORY)
    // The newest callers are still counted: the one just seen has used one of its attempts.
    const last = await limiter.get(`client-${callers - 1}`)
    expect(last?.consumedPoints).toBe(1)
    // The oldest were forgotten first: that caller starts a new window.
    expect(await limiter.get('client-0')).toBeNull()
  })

  it('let go of each request they counted once it is answered, not when its window ends', async () => {
    // A timer made during a request keeps that request's async context; only real timers do.
    vi.useRealTimers()
    v8.setFlagsFromString('--expose-gc')
    const collectGarbage = vm.runInNewContext('gc') as () => void
    const answered: WeakRef<object>[] = []
    for (let i = 0; i < 20; i += 1) answered.push(await answerCountedRequest(`client-${i}`))
    await nextTurn()
    collectGarbage()
    expect(answered.filter((request) => request.deref() !== undefined)).toHaveLength(0)
  })

  it('forget the windows that have passed as new ones open', async () => {
    const limiter = boundedMemoryLimiter({ points: 2, duration: 60 }, 1_000)
    for (let i = 0; i < 300; i += 1) await limiter.consume(`client-${i}`)
    expect(countersOf(limiter).size).toBe(300)
    vi.setSystemTime(1_000_000 + 60_000)
    await limiter.consume('client-new')
    expect(countersOf(limiter).size).toBe(1)
  })

  it('still refuse a caller past its allowance, and count it again once its window has passed', async () => {
    const { limit, windowMs } = RATE_LIMITS['reviews.submit']
    for (let i = 0; i < limit; i += 1) expect(await refused(consumeRateLimit('reviews.submit', 'client-a'))).toBe(false)
    // Strangers filling the counters meanwhile do not reset a caller within the bound.
    for (let i = 0; i < 1_000; i += 1) await consumeRateLimit('reviews.submit', `stranger-${i}`)
    expect(await refused(consumeRateLimit('reviews.submit', 'client-a'))).toBe(true)
    vi.setSystemTime(1_000_000 + windowMs)
    expect(await refused(consumeRateLimit('reviews.submit', 'client-a'))).toBe(false)
  })

  it('count penalties and read them back, as failed logins do', async () => {
    const limiter = limiterOf('accounts.loginPair')
    await limiter.penalty('pair')
    await limiter.penalty('pair')
    const used = await limiter.get('pair')
    expect(used?.consumedPoints).toBe(2)
    expect(used?.msBeforeNext).toBe(RATE_LIMITS['accounts.loginPair'].windowMs)
  })
})
