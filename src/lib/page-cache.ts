/**
 * A cache of rendered public pages, kept by the Node server (scripts/server.ts).
 *
 * Every page carries a per-request CSP nonce, so Next.js renders pages per request. For the
 * busiest public pages that do not depend on the visitor (plan and browse pages), the server
 * keeps the first rendering and answers later requests from it, giving each answer a fresh
 * nonce: the nonce of the stored rendering is replaced wherever it occurs (on Next.js's own
 * script tags) and in the Content-Security-Policy. Content cannot carry the nonce, as React
 * escapes text and the nonce is random, so the policy protects exactly as a fresh rendering.
 *
 * Entries are dropped by tag when their data changes (an import, a published review) and
 * expire after a minute regardless.
 */
export type CachedPage = {
  status: number
  headers: Record<string, string | string[]>
  /** The rendered HTML cut at every occurrence of its nonce, ready to be joined with a new one. */
  bodyParts: Buffer[]
  nonce: string
  tags: string[]
  storedAt: number
}

type Rule = { pattern: RegExp; tags: (match: RegExpExecArray) => string[] }

/** The pages that may be cached, with the data they show. */
const CACHEABLE_PAGES: Rule[] = [
  { pattern: /^\/plans\/(\d{1,9})$/, tags: (match) => ['market', `plan:${match[1]}`] },
  { pattern: /^\/plans$/, tags: () => ['market'] },
  // State lists and ZIP results show member scores of many plans: any published or changed
  // review drops them.
  { pattern: /^\/plans\/state\/[a-z]{2}$/, tags: () => ['market', 'reviews'] },
  { pattern: /^\/find\/\d{5}$/, tags: () => ['market', 'reviews'] },
]

export const PAGE_CACHE_MAX_AGE_MS = 60_000
const MAX_ENTRIES = 2_000

type Store = { entries: Map<string, CachedPage> }
const globalStore = globalThis as { __candorPageCache?: Store }
const store: Store = (globalStore.__candorPageCache ??= { entries: new Map() })

type RequestFacts = {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

/**
 * The tags of a request that may be answered from the cache, or null. Only plain page
 * loads qualify: no query string, no client-side navigation (RSC) request, no signed-in
 * staff member or bearer token.
 */
export function cacheableTags({ method, url, headers }: RequestFacts): string[] | null {
  if (method !== 'GET' || !url || url.includes('?') || url.includes('#')) return null
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree']) return null
  if (headers.authorization) return null
  const cookie = String(headers.cookie ?? '')
  if (cookie.includes('payload-token')) return null
  for (const rule of CACHEABLE_PAGES) {
    const match = rule.pattern.exec(url)
    if (match) return rule.tags(match)
  }
  return null
}

/** The nonce of a Content-Security-Policy value, if it has one. */
export function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1] ?? null
}

/** Cuts a rendered page at every occurrence of its nonce. */
export function splitAtNonce(html: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = []
  const needle = Buffer.from(nonce)
  let start = 0
  for (let found = html.indexOf(needle, start); found !== -1; found = html.indexOf(needle, start)) {
    parts.push(html.subarray(start, found))
    start = found + needle.length
  }
  parts.push(html.subarray(start))
  return parts
}

/**
 * A stored page made fresh for one answer: every occurrence of the old nonce replaced.
 * The body is returned as chunks, so no copy of the page is made.
 */
export function withNonce(
  page: CachedPage,
  nonce: string,
): { headers: Record<string, string | string[]>; chunks: Buffer[] } {
  const fresh = Buffer.from(nonce)
  const chunks: Buffer[] = []
  page.bodyParts.forEach((part, index) => {
    if (index > 0) chunks.push(fresh)
    chunks.push(part)
  })
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(page.headers)) {
    headers[name] = typeof value === 'string' ? value.split(page.nonce).join(nonce) : value
  }
  headers['content-length'] = String(chunks.reduce((total, chunk) => total + chunk.length, 0))
  return { headers, chunks }
}

export function readCachedPage(url: string, now = Date.now()): CachedPage | null {
  const page = store.entries.get(url)
  if (!page) return null
  if (now - page.storedAt > PAGE_CACHE_MAX_AGE_MS) {
    store.entries.delete(url)
    return null
  }
  return page
}

export function storeCachedPage(url: string, page: CachedPage): void {
  store.entries.delete(url)
  store.entries.set(url, page)
  while (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next().value
    if (oldest === undefined) break
    store.entries.delete(oldest)
  }
}

/** Drops every cached page that shows data with this tag. */
export function purgeCachedPages(tag: string): number {
  let purged = 0
  for (const [url, page] of store.entries) {
    if (page.tags.includes(tag)) {
      store.entries.delete(url)
      purged += 1
    }
  }
  return purged
}

export function cachedPageCount(): number {
  return store.entries.size
}
