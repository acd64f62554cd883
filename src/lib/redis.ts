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
    client.on('error', (error: Error) => getLogger().warn({ err: error.message, role }, 'Redis is unreachable'))
    clients.set(key, client)
  }
  return client
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
