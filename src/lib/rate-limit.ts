import { AppError } from './errors'

/**
 * Named rate limits: how many attempts one caller (a client hash, or an account) may make
 * in a window. Every write endpoint names its policy here, so the limits are read and
 * tuned in one place.
 */
const tryAgain = (what: string) => (minutes: number) =>
  `Too many ${what} from this connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`

export const RATE_LIMITS = {
  'reviews.submit': {
    limit: 10,
    windowMs: 60 * 60 * 1000,
    message: (minutes: number) =>
      `Too many reviews have been sent from this connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  'reviews.challenge': { limit: 120, windowMs: 60 * 60 * 1000, message: tryAgain('captcha requests') },
  'accounts.register': { limit: 5, windowMs: 60 * 60 * 1000, message: tryAgain('new accounts') },
  'accounts.login': { limit: 10, windowMs: 15 * 60 * 1000, message: tryAgain('login attempts') },
  'accounts.reset': { limit: 5, windowMs: 60 * 60 * 1000, message: tryAgain('password reset requests') },
  'accounts.verify': { limit: 20, windowMs: 60 * 60 * 1000, message: tryAgain('confirmation attempts') },
  'accounts.write': { limit: 60, windowMs: 10 * 60 * 1000, message: tryAgain('changes') },
  'accounts.read': { limit: 300, windowMs: 10 * 60 * 1000, message: tryAgain('requests') },
  'reviews.report': { limit: 10, windowMs: 60 * 60 * 1000, message: tryAgain('reports of reviews') },
  'reports.access': { limit: 120, windowMs: 10 * 60 * 1000, message: tryAgain('report requests') },
} as const satisfies Record<string, { limit: number; windowMs: number; message: (minutes: number) => string }>

export type RateLimitName = keyof typeof RATE_LIMITS

type Window = { startedAt: number; count: number }

/**
 * Counters live in this process. Candor runs as one Node process per database (decision
 * record 006); several processes would each allow the limit.
 */
const globalStore = globalThis as { __candorRateLimits?: Map<string, Window> }
const windows: Map<string, Window> = (globalStore.__candorRateLimits ??= new Map())
const PRUNE_ABOVE = 10_000

function prune(now: number): void {
  for (const [key, window] of windows) {
    const name = key.slice(0, key.indexOf('|')) as RateLimitName
    if (now - window.startedAt >= (RATE_LIMITS[name]?.windowMs ?? 0)) windows.delete(key)
  }
}

/**
 * Counts one attempt by `key` under the named policy; throws a 429 AppError, with
 * Retry-After, once the caller has used up the window.
 */
export function consumeRateLimit(name: RateLimitName, key: string, now = Date.now()): void {
  const policy = RATE_LIMITS[name]
  const id = `${name}|${key}`
  let window = windows.get(id)
  if (!window || now - window.startedAt >= policy.windowMs) {
    if (windows.size > PRUNE_ABOVE) prune(now)
    window = { startedAt: now, count: 0 }
    windows.set(id, window)
  }
  window.count += 1
  if (window.count > policy.limit) {
    const seconds = Math.max(1, Math.ceil((window.startedAt + policy.windowMs - now) / 1000))
    throw new AppError('rateLimited', policy.message(Math.ceil(seconds / 60)), {
      headers: { 'Retry-After': String(seconds) },
    })
  }
}

/** Forgets every counter (tests). */
export function resetRateLimits(): void {
  windows.clear()
}
