import { randomUUID } from 'node:crypto'

import { getLogger } from './logger'
import { redisClient } from './redis'

export const PURGE_CHANNEL = 'candor:page-cache:purge'

export type PurgeRelay = { publish: (tag: string) => void; ready: Promise<void>; close: () => Promise<void> }

/**
 * Page-cache invalidation across instances, over Redis publish/subscribe: a purge on one
 * instance (a published review, an edited page) is published with the instance's id, and
 * every other instance drops its own pages with that tag as the message arrives, well within
 * a second. Should Redis be down, an instance's pages still expire after a minute.
 */
export function relayPurges(url: string, onRemotePurge: (tag: string) => void): PurgeRelay {
  const instance = randomUUID()
  const publisher = redisClient(url)!
  const subscriber = redisClient(url, `purges ${instance}`)!
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== PURGE_CHANNEL) return
    try {
      const { from, tag } = JSON.parse(message) as { from?: string; tag?: unknown }
      if (from !== instance && typeof tag === 'string') onRemotePurge(tag)
    } catch {
      // Not a message of ours.
    }
  })
  const ready = subscriber.subscribe(PURGE_CHANNEL).then(() => undefined)
  return {
    ready,
    publish: (tag) => {
      publisher
        .publish(PURGE_CHANNEL, JSON.stringify({ from: instance, tag }))
        .catch((error: Error) =>
          getLogger().warn({ err: error.message, tag }, 'a page-cache purge did not reach Redis'),
        )
    },
    close: async () => {
      await subscriber.unsubscribe(PURGE_CHANNEL).catch(() => undefined)
      subscriber.disconnect()
    },
  }
}
