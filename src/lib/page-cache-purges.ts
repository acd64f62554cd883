import { channel, subscribe, unsubscribe } from 'node:diagnostics_channel'

/**
 * How code that changes what public pages show (a published review, an edited page, a saved
 * footer) tells the page cache which pages to drop: a tag published on the Node diagnostics
 * channel of this name. A channel is found by its name anywhere in the process, so the
 * Next.js app (collection hooks) and the Node server that keeps the cache (scripts/server.ts,
 * and the jobs it runs) meet on this one named contract while each loads its own modules.
 * Publishing is synchronous: the pages are gone before the change's request answers. With
 * no one listening (tests, scripts) an announcement does nothing.
 */
export const PAGE_PURGE_CHANNEL = 'candor:page-cache:purge'

const purges = channel(PAGE_PURGE_CHANNEL)

/** Tells whoever keeps cached pages that those showing data with this tag are out of date. */
export function announcePurge(tag: string): void {
  purges.publish(tag)
}

/** Calls `onPurge` with every tag announced in this process, until the returned stop is called. */
export function onPurgeAnnounced(onPurge: (tag: string) => void): () => void {
  const listener = (message: unknown) => {
    if (typeof message === 'string') onPurge(message)
  }
  subscribe(PAGE_PURGE_CHANNEL, listener)
  return () => {
    unsubscribe(PAGE_PURGE_CHANNEL, listener)
  }
}
