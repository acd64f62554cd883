import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { messagesFor } from '@/messages'
import { rateLimits as rateLimitMessages } from '@/messages/en/rateLimits'

import { AppError } from '@/lib/errors'
import { processSingleton } from '@/lib/process-singletons'
import { redisClient } from '@/lib/redis'
import type { Redis } from 'ioredis'

import { boundedMemoryLimiter } from './rate-limit-memory'

/**
 * Named rate limits: how many attempts one caller (a client hash, or an account) may make
 * in a window. Every write endpoint names its policy here, so the limits are read and
 * tuned in one place; what a refused caller reads is in the catalogue (`rateLimits`).
 */
export const RATE_LIMITS = {
  'reviews.submit': { limit: 10, windowMs: 60 * 60 * 1000 },
  'reviews.challenge': { limit: 120, windowMs: 60 * 60 * 1000 },
  'accounts.register': { limit: 5, windowMs: 60 * 60 * 1000 },
  // Every login try from one connection, right or wrong: a ceiling against floods only, so that an
  // office or a school behind one address signs all its people in.
  'accounts.login': { limit: 300, windowMs: 15 * 60 * 1000 },
  // Failed logins only (platform/login-attempts.server.ts): per connection, per connection and
  // account, and per account.
  'accounts.loginFailures': { limit: 30, windowMs: 15 * 60 * 1000 },
  'accounts.loginPair': { limit: 5, windowMs: 15 * 60 * 1000 },
  'accounts.loginAccount': { limit: 20, windowMs: 60 * 60 * 1000 },
  'accounts.reset': { limit: 5, windowMs: 60 * 60 * 1000 },
  // Mail to the owner of an address registered again: one an hour per address.
  'accounts.registerNotice': { limit: 1, windowMs: 60 * 60 * 1000 },
  'accounts.verify': { limit: 20, windowMs: 60 * 60 * 1000 },
  'accounts.write': { limit: 60, windowMs: 10 * 60 * 1000 },
  'accounts.read': { limit: 300, windowMs: 10 * 60 * 1000 },
  'reviews.report': { limit: 10, windowMs: 60 * 60 * 1000 },
  'reviews.helpful': { limit: 30, windowMs: 60 * 60 * 1000 },
  // Marks by devices new to a review: one per review and connection a day (a member's counts by account).
  'reviews.helpfulDevice': { limit: 1, windowMs: 24 * 60 * 60 * 1000 },
  'reports.access': { limit: 300, windowMs: 10 * 60 * 1000 },
  'estimates.read': { limit: 300, windowMs: 10 * 60 * 1000 },
  // Each new household asks HealthCare.gov's API: fewer than estimates, which are made here.
  'plans.household': { limit: 60, windowMs: 10 * 60 * 1000 },
  // A look-up a keystroke pause asks HealthCare.gov: a few names a drug or doctor, with their coverage after.
  'plans.lookup': { limit: 120, windowMs: 10 * 60 * 1000 },
  'reports.create': { limit: 30, windowMs: 60 * 60 * 1000 },
  'reports.email': { limit: 5, windowMs: 60 * 60 * 1000 },
  'newsletter.subscribe': { limit: 5, windowMs: 60 * 60 * 1000 },
  'newsletter.confirm': { limit: 20, windowMs: 60 * 60 * 1000 },
  'newsletter.unsubscribe': { limit: 60, windowMs: 60 * 60 * 1000 },
  'contact.send': { limit: 5, windowMs: 60 * 60 * 1000 },
  'pageViews.count': { limit: 600, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<keyof typeof rateLimitMessages, { limit: number; windowMs: number }>

export type RateLimitName = keyof typeof RATE_LIMITS

type Limiters = Map<RateLimitName, RateLimiterAbstract>
declare module '@/lib/process-singletons' {
  interface ProcessSingletons {
    /** The rate limiters, by policy. */
    rateLimiters: Limiters
  }
}

/**
 * Counters live in Redis when REDIS_URL is set, so that every instance counts against the
 * same allowance; without it, in this process (one instance). Should Redis stop answering,
 * each instance counts in its own memory until it is back, rather than refusing everyone.
 */
const limiters = processSingleton('rateLimiters', (): Limiters => new Map())

/**
 * How many callers each policy counts in this process's memory at most: room for every caller
 * of a busy window (page views count each visitor), and about 6 MB a policy when full, however
 * many addresses a flood comes from. Past it the oldest window is forgotten first.
 */
export const RATE_LIMIT_KEYS_IN_MEMORY = 20_000

/** The limiter of a policy: over Redis (with memory as its stand-in while Redis is down), or in memory. */
export function rateLimiterFor(name: RateLimitName, redis: Redis | null): RateLimiterAbstract {
  const policy = RATE_LIMITS[name]
  const options = { keyPrefix: `candor:limit:${name}`, points: policy.limit, duration: policy.windowMs / 1000 }
  const inMemory = () => boundedMemoryLimiter(options, RATE_LIMIT_KEYS_IN_MEMORY)
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: inMemory() }) : inMemory()
}

/** The process's limiter of a policy, for counting in ways other than one attempt (platform/login-attempts.server.ts). */
export function limiterOf(name: RateLimitName): RateLimiterAbstract {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = rateLimiterFor(name, redisClient())
    limiters.set(name, limiter)
  }
  return limiter
}

/**
 * Counts one attempt by `key` under the named policy; rejects with a 429 AppError, with
 * Retry-After, once the caller has used up the window.
 */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<void> {
  try {
    await limiterOf(name).consume(key)
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    throw rateLimitedError(name, refusal.msBeforeNext)
  }
}

/** The 429 of a policy, with Retry-After and the minutes to wait in the caller's language. */
export function rateLimitedError(name: RateLimitName, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  const minutes = Math.ceil(seconds / 60)
  return new AppError('rateLimited', rateLimitMessages[name](minutes), {
    headers: { 'Retry-After': String(seconds) },
    inLanguage: (locale) => messagesFor(locale).rateLimits[name](minutes),
  })
}

/** Counts `key` under the policy: true while it is within the allowance, false after (never a 429). */
export async function isWithinLimit(name: RateLimitName, key: string): Promise<boolean> {
  try {
    await limiterOf(name).consume(key)
    return true
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false
    throw refusal
  }
}

/** Forgets every counter of this process (tests); counters in Redis expire on their own. */
export function resetRateLimits(): void {
  limiters.clear()
}
