import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clientAddressOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { consumeRateLimit, RATE_LIMITS, resetRateLimits } from '@/platform/rate-limit'

beforeEach(() => {
  resetRateLimits()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

async function attempt(key: string, now: number): Promise<AppError | null> {
  vi.setSystemTime(now)
  try {
    await consumeRateLimit('reviews.submit', key)
    return null
  } catch (error) {
    return error as AppError
  }
}

describe('named rate limits (one instance, in memory)', () => {
  const { limit, windowMs } = RATE_LIMITS['reviews.submit']

  it('lets a client use its allowance, then refuses with a 429 that says when to come back', async () => {
    const start = 1_000_000
    for (let i = 0; i < limit; i += 1) expect(await attempt('client-a', start + i)).toBeNull()
    const refused = await attempt('client-a', start + windowMs / 2)
    expect(refused?.code).toBe('rateLimited')
    expect(refused?.toAnswer().status).toBe(429)
    expect(refused?.message).toBe(
      'Too many reviews have been sent from this connection. Please try again in 30 minutes.',
    )
    expect(refused?.headers['Retry-After']).toBe(String(windowMs / 2 / 1000))
    // Another client is counted on its own.
    expect(await attempt('client-b', start + windowMs / 2)).toBeNull()
  })

  it('opens a new window once the old one has passed', async () => {
    const start = 5_000_000
    for (let i = 0; i <= limit; i += 1) await attempt('client-c', start)
    expect((await attempt('client-c', start + windowMs - 1))?.code).toBe('rateLimited')
    expect(await attempt('client-c', start + windowMs)).toBeNull()
  })

  it('says "1 minute" in the singular', async () => {
    const start = 9_000_000
    for (let i = 0; i < limit; i += 1) await attempt('client-d', start)
    expect((await attempt('client-d', start + windowMs - 30_000))?.message).toMatch(/in 1 minute\.$/)
  })
})

describe('the client address behind the rate limits', () => {
  it('is the connection address unless the proxy is trusted', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.9', false)).toBe('127.0.0.1')
    expect(clientAddressOf(undefined, undefined, false)).toBe('unknown')
  })

  it('behind a trusted proxy, is the address the proxy appended, not what the caller wrote', () => {
    expect(clientAddressOf('10.0.0.1', '6.6.6.6, 198.51.100.9', true)).toBe('198.51.100.9')
    expect(clientAddressOf('10.0.0.1', ['6.6.6.6', '198.51.100.10'], true)).toBe('198.51.100.10')
    expect(clientAddressOf('10.0.0.1', undefined, true)).toBe('10.0.0.1')
  })
})
