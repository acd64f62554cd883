import { Redis } from 'ioredis'

import { getEnv } from './env'
import { getLogger } from './logger'
import { processSingleton } from './process-singletons'

declare module './process-singletons' {
  interface ProcessSingletons {
    /** The Redis connections, by role and address. */
    redisClients: Map<string, Redis>
  }
}

/**
 * The Redis connection several Candor instances share (REDIS_URL), or null for one instance
 * on its own. Commands fail at once while Redis is unreachable (no offline queue), so that
 * callers fall back instead of waiting.
 */
const clients = processSingleton('redisClients', () => new Map<string, Redis>())

export function redisClient(url: string | undefined = getEnv().redisUrl, role = 'commands'): Redis | null {
  if (!url) return null
  const key = `${role} ${url}`
  let client = clients.get(key)
  if (!client) {
    client = new Redis(url, {
      enableOfflineQueue: role !== 'commands',
      maxRetriesPerRequest: role === 'commands' ? 1 : null,
      lazyConnect: false,
    })
    watchConnection(client, url, role)
    clients.set(key, client)
  }
  return client
}

/** Marks kept on a connection itself, so that every copy of this module reads them (process-singletons.ts). */
const ADDRESS = Symbol.for('candor.redis.address')
const LOST = Symbol.for('candor.redis.lost')
type Watched = Redis & { [ADDRESS]?: string; [LOST]?: boolean }

/** True when another connection of this process to the same Redis has lost it too. */
function anotherLost(client: Redis, url: string): boolean {
  return [...clients.values()].some((other: Watched) => other !== client && other[ADDRESS] === url && other[LOST])
}

/**
 * Logs an outage of Redis once, and once again when it is over. ioredis reports every failed
 * reconnection attempt, several a second, on each connection (an instance may hold several),
 * and the one Redis being down is one fact: the first
 * connection to lose it says so, and the last to have it back says it is reachable again.
 */
function watchConnection(client: Watched, url: string, role: string): void {
  client[ADDRESS] = url
  client.on('error', (error: Error) => {
    if (client[LOST]) return
    client[LOST] = true
    if (anotherLost(client, url)) return
    getLogger().warn(
      { err: error.message, role },
      'Redis is unreachable: each instance counts and purges on its own until it is back',
    )
  })
  client.on('ready', () => {
    if (!client[LOST]) return
    client[LOST] = false
    if (anotherLost(client, url)) return
    getLogger().info({ role }, 'Redis is reachable again')
  })
  // A connection closed for good no longer waits for Redis.
  client.on('end', () => {
    client[LOST] = false
  })
}

/**
 * Whether Redis answers, for `/readyz`: `ok`, `unavailable` (the site still serves, each
 * instance on its own), or `not configured` for one instance without it.
 */
export async function redisHealth(url = getEnv().redisUrl): Promise<'ok' | 'unavailable' | 'not configured'> {
  const client = redisClient(url)
  if (!client) return 'not configured'
  // Half a second to connect (a client made just now) and to answer.
  const inTime = <T>(promise: Promise<T>) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 500))])
  try {
    // Waiting only on a first connection: one that was lost and is being retried is unavailable now.
    if (['reconnecting', 'end', 'close', 'wait'].includes(client.status)) return 'unavailable'
    if (client.status !== 'ready') await inTime(redisReady(client))
    await inTime(client.ping())
    return 'ok'
  } catch {
    return 'unavailable'
  }
}

/** Closes every Redis connection of this process (shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const closing = [...clients.values()]
  clients.clear()
  await Promise.all(closing.map((client) => client.quit().catch(() => client.disconnect())))
}

/** Resolves once a client is connected (at start, before the first request needs it). */
export function redisReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => client.once('ready', () => resolve()))
}
