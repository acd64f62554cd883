import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * The in-process counters of one rate-limit policy (without Redis, or while Redis is down).
 *
 * The library's own memory store sets a timer per caller to forget it when its window ends. A
 * timer made while a request is answered keeps that request's whole async context alive until
 * it fires (the response, its socket, the page being rendered: some 60 KB), and windows last
 * from ten minutes to a day, so each new caller would keep a request's worth of memory that
 * long. Here a counter is a number and an expiry, forgotten when read after its window, swept
 * from the oldest as new windows open, and never more than `maxKeys` per policy.
 */
export class BoundedMemoryCounters {
  /** In the order their windows opened: the first are the first to expire. */
  private readonly counters = new Map<string, { value: number; expiresAt: number | null }>()

  constructor(private readonly maxKeys: number) {}

  get size(): number {
    return this.counters.size
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const counter = this.live(key)
    if (!counter) return this.set(key, value, durationSec)
    counter.value += value
    return new RateLimiterRes(0, msLeft(counter.expiresAt), counter.value, false)
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const durationMs = durationSec * 1000
    this.counters.delete(key)
    this.counters.set(key, { value, expiresAt: durationMs > 0 ? Date.now() + durationMs : null })
    this.forgetOldest()
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, value, true)
  }

  get(key: string): RateLimiterRes | null {
    const counter = this.live(key)
    return counter ? new RateLimiterRes(0, msLeft(counter.expiresAt), counter.value, false) : null
  }

  delete(key: string): boolean {
    return this.counters.delete(key)
  }

  private live(key: string) {
    const counter = this.counters.get(key)
    if (counter && isExpired(counter.expiresAt)) {
      this.counters.delete(key)
      return undefined
    }
    return counter
  }

  /**
   * Drops the windows that have passed, oldest first, and past `maxKeys` the oldest still open:
   * that caller only starts a new window, as it would on another instance.
   */
  private forgetOldest(): void {
    for (const [key, counter] of this.counters) {
      if (this.counters.size <= this.maxKeys && !isExpired(counter.expiresAt)) return
      this.counters.delete(key)
    }
  }
}

const isExpired = (expiresAt: number | null) => expiresAt !== null && expiresAt <= Date.now()
const msLeft = (expiresAt: number | null) => (expiresAt === null ? -1 : expiresAt - Date.now())

/** A memory limiter of the library, counting in `BoundedMemoryCounters` instead of its own store. */
export function boundedMemoryLimiter(
  options: ConstructorParameters<typeof RateLimiterMemory>[0],
  maxKeys: number,
): RateLimiterMemory {
  const limiter = new RateLimiterMemory(options)
  const internals = limiter as unknown as { _memoryStorage?: unknown }
  // The store is the library's internal field: should an update rename it, fail at start, not leak.
  if (!internals._memoryStorage) throw new Error('rate-limiter-flexible no longer has RateLimiterMemory._memoryStorage')
  internals._memoryStorage = new BoundedMemoryCounters(maxKeys)
  return limiter
}

/** The counters of a limiter made by `boundedMemoryLimiter` (tests). */
export function countersOf(limiter: RateLimiterMemory): BoundedMemoryCounters {
  return (limiter as unknown as { _memoryStorage: BoundedMemoryCounters })._memoryStorage
}
