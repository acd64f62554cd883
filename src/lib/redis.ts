import { Redis } from 'ioredis'

import { getEnv } from './env'
import { getLogger } from './logger'
import { PROCESS_CONTRACTS, sharedInProcess } from './process-contracts'

/**
 * The Redis connection several Candor instances share (REDIS_URL), or null for one instance
 * on its own. Commands fail at once while Redis is unreachable (no offline queue), so that
 * callers fall back instead of waiting.
 */
const clients = sharedInProcess(PROCESS_CONTRACTS.redisClients, () => new Map<string, Redis>())

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
    watchConnection(client, role)
    clients.set(key, client)
  }
  return client
}

/**
 * Logs a connection's loss once, and once again when it is back: ioredis reports every failed
 * reconnection attempt, several a second, and one line says it all.
 */
function watchConnection(client: Redis, role: string): void {
  let lost = false
  client.on('error', (error: Error) => {
    if (lost) return
    lost = true
    getLogger().warn(
      { err: error.message, role },
      'Redis is unreachable: each instance counts and purges on its own until it is back',
    )
  })
  client.on('ready', () => {
    if (!lost) return
    lost = false
    getLogger().info({ role }, 'Redis is reachable again')
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
