import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

import { LOCALE_COOKIE, localeOfPath, stripLocale } from './i18n'
import { onPurgeAnnounced } from './page-cache-purges'

/**
 * A cache of rendered public pages, kept by the Node server (scripts/server.ts), and served
 * compressed (decision 010).
 *
 * Every page Next.js renders carries a per-request CSP nonce. For the busiest public pages
 * that do not depend on the visitor (plan, browse, ZIP result and editorial pages), the
 * server keeps the first rendering with a policy of its own: the nonce gives way to the
 * SHA-256 hashes of the page's inline scripts (its external scripts come from this origin).
 * The stored bytes then never change, so they are compressed once, with Brotli and gzip, and
 * each answer is the stored bytes in the encoding the browser accepts.
 *
 * Entries are dropped by tag when their data changes (an import, a published review) and
 * expire after a minute regardless.
 */
export type CachedPage = {
  status: number
  headers: Record<string, string | string[]>
  /** The HTML as rendered, and compressed once in each encoding. */
  body: Buffer
  br: Buffer
  gzip: Buffer
  tags: string[]
  storedAt: number
  /**
   * The answer's headers in each encoding as one flat list (name, value, name, value …),
   * made once when stored: a hit hands it to `writeHead` whole instead of setting each. The
   * list ends with `x-candor-cache: hit` and `x-request-id`, whose value (last) each answer
   * writes in place just before it is sent (`withRequestId`).
   */
  rawHeaders: Record<Encoding | 'identity', string[]>
}

export type Encoding = 'br' | 'gzip'

type Rule = { pattern: RegExp; tags: (match: RegExpExecArray) => string[] }

/** The pages that may be cached, with the data they show. */
const RULES: Rule[] = [
  // The home page: its words are the home global's, dropped when editors change them.
  { pattern: /^\/$/, tags: () => ['home'] },
  // The quiz's first step is the same for everyone: the answers live in the browser and in
  // the posted forms, which are never cached.
  { pattern: /^\/quiz$/, tags: () => [] },
  { pattern: /^\/plans\/(\d{1,9})$/, tags: (match) => ['market', `plan:${match[1]}`] },
  { pattern: /^\/plans$/, tags: () => ['market'] },
  // State lists and ZIP results show member scores of many plans: any published or changed
  // review drops them.
  { pattern: /^\/plans\/state\/[a-z]{2}$/, tags: () => ['market', 'reviews'] },
  { pattern: /^\/find\/\d{5}$/, tags: () => ['market', 'reviews'] },
  // Editorial pages and articles: any published change drops them.
  {
    pattern:
      /^\/(?:terms-of-service|privacy-policy|contact|articles(?:\/[A-Za-z0-9-]+)?|Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance)$/,
    tags: () => ['content'],
  },
]

/** Every page shows the footer, which editors change: a change to it drops them all ('frame'). */
const CACHEABLE_PAGES: Rule[] = RULES.map((rule) => ({ ...rule, tags: (match) => [...rule.tags(match), 'frame'] }))

export const PAGE_CACHE_MAX_AGE_MS = 60_000

/**
 * How long a shared cache in front (a CDN, HAProxy, nginx) may keep a stored page, in seconds.
 * Candor drops its own copy the moment a review or an edit changes the page; a shared cache
 * cannot be told, so this is the longest a published review waits to show behind one
 * (docs/deploy.md).
 */
export const SHARED_CACHE_SECONDS = 30

/**
 * The Cache-Control of a stored page: the same bytes for everyone, so a shared cache may keep
 * them (`s-maxage`); a browser, given no age of its own and no validator, asks again each time.
 * No `max-age=0` beside it: HAProxy's cache then keeps nothing. Only pages of the rules above
 * are ever stored, and never one rendered for a signed-in person, a preview or a query
 * (`cacheableTags`).
 */
export const SHARED_CACHE_CONTROL = `public, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`
const MAX_ENTRIES = 2_000

/**
 * This module's own store: only the Node server reads and fills it. The app reaches it
 * through the purge channel (page-cache-purges.ts), never through shared globals.
 */
const store: { entries: Map<string, CachedPage>; broadcast?: (tag: string) => void } = { entries: new Map() }

type RequestFacts = {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

/**
 * The tags of a request that may be answered from the cache, or null. Only plain page
 * loads qualify: no query string, no client-side
 * navigation (RSC) request, no signed-in staff member, bearer token or draft preview.
 */
export function cacheableTags({ method, url, headers }: RequestFacts): string[] | null {
  if (method !== 'GET' || !url || url.includes('#')) return null
  // A query is rendered anew: a plan page carrying the ZIP searched (`?zip=77002&county=48201`)
  // lists the options sold there and keeps the place in its estimate link.
  if (url.includes('?')) return null
  if (!mayShareStoredPage(url, headers)) return null
  const path = stripLocale(url)
  for (const rule of CACHEABLE_PAGES) {
    const match = rule.pattern.exec(path)
    if (match) return rule.tags(match)
  }
  return null
}

/**
 * Whether this request, for a cacheable address without a query, may be answered with the
 * bytes stored for everyone: not a client-side navigation (RSC), not a signed-in staff member,
 * a bearer token or a draft preview, and not an English address asked for by a person who chose
 * Spanish (the proxy redirects them).
 */
export function mayShareStoredPage(url: string, headers: RequestFacts['headers']): boolean {
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree']) return false
  if (headers.authorization) return false
  const cookie = headers.cookie
  if (cookie === undefined) return true
  const cookies = String(cookie)
  if (cookies.includes('payload-token')) return false
  // Next.js's draft-mode cookie: an editor's preview is never stored for others.
  if (cookies.includes('__prerender_bypass')) return false
  // Spanish pages are stored under their own address.
  return localeOfPath(url) === 'es' || !cookies.includes(`${LOCALE_COOKIE}=es`)
}

/**
 * Whether a rendering of this cacheable address may be stored: only one with no query string,
 * so that the stored bytes never hold what one visitor's address carried.
 */
export function isStorableRendering(url: string | undefined): boolean {
  return !!url && !url.includes('?')
}

/** The nonce of a Content-Security-Policy value, if it has one. */
export function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1] ?? null
}

/** The SHA-256 sources of every inline script of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy of a stored page: its nonce and 'strict-dynamic' replaced by the hashes of its
 * inline scripts, so that the same bytes are valid for every answer. Scripts from this
 * origin ('self') stay allowed; nothing else changes. Null when the policy has no nonce.
 */
export function hashedPolicy(policy: string, html: string): string | null {
  const nonce = nonceOf(policy)
  if (!nonce) return null
  const sources = inlineScriptHashes(html)
  return policy
    .replace(` 'nonce-${nonce}'`, sources.length ? ` ${sources.join(' ')}` : '')
    .replace(" 'strict-dynamic'", '')
}

/** The encoding to answer with: Brotli when the browser takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const key = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  const known = encodingChoices.get(key)
  if (known !== undefined) return known
  const chosen = chooseEncoding(key)
  // Browsers send a handful of distinct values: a few dozen are remembered, never an unbounded number.
  if (encodingChoices.size >= ENCODING_CHOICES_KEPT) encodingChoices.clear()
  encodingChoices.set(key, chosen)
  return chosen
}

const ENCODING_CHOICES_KEPT = 64
const encodingChoices = new Map<string, Encoding | null>()

function chooseEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return null
}

/**
 * Marks the script a stored page loads its own scripts with; it gains `data-loaded` once they
 * have all arrived (the end-to-end tests wait for it, as a load event waited before).
 */
export const SCRIPT_LOADER_ATTRIBUTE = 'data-scripts-after-paint'

const decodeAttribute = (value: string) => value.replace(/&amp;/g, '&')

/**
 * A stored page paints before its scripts run (decision 010). Next.js asks for a page's
 * scripts from its head (`<script src async>` and a preload), so a browser that has them
 * before its first frame runs them first, and the text waits for hydration. A stored page
 * instead asks for the same scripts from one small inline script at the end of its body once
 * the first frame is drawn (at once in a hidden tab, where no frame comes). The scripts were
 * `async` before, so the order they run in is as free as it was.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const sources: string[] = []
  const rest = html
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, (tag) => (/\bhref="\/_next\/static\//.test(tag) ? '' : tag))
    .replace(/<script\b([^>]*)><\/script>/g, (tag, attributes: string) => {
      const src = /\bsrc="(\/_next\/static\/[^"]+)"/.exec(attributes)?.[1]
      if (!src || !/\basync(?:="")?(?=[\s>]|$)/.test(attributes)) return tag
      const source = decodeAttribute(src)
      if (!sources.includes(source)) sources.push(source)
      return ''
    })
  const end = rest.lastIndexOf('</body>')
  if (sources.length === 0 || end === -1) return html
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  const loader =
    `<script ${SCRIPT_LOADER_ATTRIBUTE}="">(function(){var s=${list},d=document,me=d.currentScript,n=s.length;` +
    `function go(){s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;` +
    `e.onload=e.onerror=function(){if(--n===0)me.setAttribute('data-loaded','')};d.head.appendChild(e)})}` +
    `if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`
  return rest.slice(0, end) + loader + rest.slice(end)
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A rendered page made ready to store: its scripts asked for after its first frame, the
 * hashed policy in its headers, its bytes compressed once (on libuv's thread pool, off the
 * event loop; Brotli at quality 5, which for a plan page is within 2 % of quality 9 in size
 * at a fifteenth of the time). Null when the page cannot be stored (no nonce in its policy).
 */
export async function pageToStore(
  rendered: Buffer,
  headers: Record<string, string | string[]>,
  tags: string[],
  now = Date.now(),
): Promise<CachedPage | null> {
  const policy = headers['content-security-policy']
  if (typeof policy !== 'string' || !nonceOf(policy)) return null
  const text = scriptsAfterFirstPaint(rendered.toString('utf8'))
  const hashed = hashedPolicy(policy, text)
  if (!hashed) return null
  const html = Buffer.from(text, 'utf8')
  const [br, gzipped] = await Promise.all([
    brotliAsync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipAsync(html, { level: 9 }),
  ])
  const page: Omit<CachedPage, 'rawHeaders'> = {
    status: 200,
    headers: {
      ...headers,
      'content-security-policy': hashed,
      vary: 'Accept-Encoding',
      'cache-control': SHARED_CACHE_CONTROL,
    },
    body: html,
    br,
    gzip: gzipped,
    tags,
    storedAt: now,
  }
  const flat = (encoding: Encoding | null) =>
    Object.entries(answerOf(page, encoding).headers).flatMap(([name, value]) =>
      Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, value],
    )
  const answered = (encoding: Encoding | null) => [...flat(encoding), 'x-candor-cache', 'hit', 'x-request-id', '']
  return { ...page, rawHeaders: { br: answered('br'), gzip: answered('gzip'), identity: answered(null) } }
}

/** A stored header list with this answer's request id in its last place (see `rawHeaders`). */
export function withRequestId(rawHeaders: string[], requestId: string): string[] {
  rawHeaders[rawHeaders.length - 1] = requestId
  return rawHeaders
}

/** The stored page's answer in an encoding: its headers and its bytes. */
export function answerOf(
  page: Pick<CachedPage, 'headers' | 'body' | Encoding>,
  encoding: Encoding | null,
): { headers: Record<string, string | string[]>; body: Buffer } {
  const body = encoding ? page[encoding] : page.body
  const headers: Record<string, string | string[]> = { ...page.headers, 'content-length': String(body.length) }
  if (encoding) headers['content-encoding'] = encoding
  return { headers, body }
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

/**
 * Drops every cached page of this instance that shows data with this tag, and tells the
 * other instances to do the same (when a broadcaster is set: src/lib/page-cache-relay.ts).
 */
export function purgeCachedPages(tag: string): number {
  store.broadcast?.(tag)
  return purgeLocalPages(tag)
}

/** Drops this instance's cached pages with this tag only (what another instance asked for). */
export function purgeLocalPages(tag: string): number {
  let purged = 0
  for (const [url, page] of store.entries) {
    if (page.tags.includes(tag)) {
      store.entries.delete(url)
      purged += 1
    }
  }
  return purged
}

/**
 * Drops pages as the app announces changes (page-cache-purges.ts), and passes each purge on
 * to the other instances. The server calls it once at start; returns how to stop listening.
 */
export function listenForPurges(): () => void {
  return onPurgeAnnounced((tag) => {
    purgeCachedPages(tag)
  })
}

/** Sets how a purge reaches the other instances (or, with null, that it does not). */
export function setPurgeBroadcaster(broadcast: ((tag: string) => void) | null): void {
  store.broadcast = broadcast ?? undefined
}

export function cachedPageCount(): number {
  return store.entries.size
}
