import { LOCALE_COOKIE, localeOfPath, stripLocale } from '@/lib/i18n'

/**
 * The public pages a shared cache in front of Candor (HAProxy as shipped, nginx, a CDN) may
 * keep: pages that are the same for everyone who asks for their address, answered with
 * `SHARED_CACHE_CONTROL` by the proxy (src/proxy.ts). Candor keeps no rendered page itself
 * (decision 027): one instance alone renders every page it answers.
 */
const SHARED_PAGES: RegExp[] = [
  /^\/$/,
  // The quiz's first step is the same for everyone: the answers live in the browser and in
  // the posted forms, which are never kept.
  /^\/quiz$/,
  /^\/plans$/,
  /^\/plans\/\d{1,9}$/,
  /^\/plans\/state\/[a-z]{2}$/,
  /^\/find\/\d{5}$/,
  /^\/(?:terms-of-service|privacy-policy|contact|articles(?:\/[A-Za-z0-9-]+)?|Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance)$/,
]

/**
 * How long a shared cache may keep a public page, in seconds: the longest a published review or
 * an edit waits to show behind one (docs/deploy.md).
 */
export const SHARED_CACHE_SECONDS = 30

/**
 * The same bytes for everyone, so a shared cache may keep them (`s-maxage`); a browser, given
 * no age of its own, asks again each time. No `max-age=0` beside it: HAProxy's cache then keeps
 * nothing.
 */
export const SHARED_CACHE_CONTROL = `public, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`

/**
 * Set by the request stamp (src/platform/request-stamps.server.ts) on a navigation of the app:
 * a request for a page's data instead of its HTML. Next.js hides its own headers of these
 * (`rsc`, `next-router-*`) and the `_rsc` parameter from its proxy, so the proxy reads this one.
 */
export const APP_NAVIGATION_HEADER = 'x-candor-app-navigation'

/** Whether a request's head, as Node received it, is a navigation of the app. */
export function isAppNavigation(url: string | undefined, headers: Record<string, string | string[] | undefined>) {
  return (
    headers.rsc !== undefined ||
    headers['next-router-prefetch'] !== undefined ||
    headers['next-router-state-tree'] !== undefined ||
    /[?&]_rsc(?:[=&#]|$)/.test(url ?? '')
  )
}

type RequestFacts = { method: string; pathname: string; search: string; headers: Headers }

/**
 * Whether the answer to this request may be kept and given to anyone who asks for its
 * address: a plain load (GET, no query: a plan page carrying the ZIP searched lists the options
 * sold there) of a public page, not a navigation of the app (RSC), and not asked for by a
 * signed-in person, with a token, in an editor's preview, or from an English address by a
 * person who chose Spanish (the proxy sends them to the Spanish address).
 */
export function isSharedPage({ method, pathname, search, headers }: RequestFacts): boolean {
  if (method !== 'GET' || search !== '') return false
  if (headers.has(APP_NAVIGATION_HEADER)) return false
  if (headers.has('authorization')) return false
  const cookies = headers.get('cookie') ?? ''
  if (cookies.includes('payload-token') || cookies.includes('__prerender_bypass')) return false
  if (localeOfPath(pathname) === 'en' && cookies.includes(`${LOCALE_COOKIE}=es`)) return false
  const path = stripLocale(pathname)
  return SHARED_PAGES.some((pattern) => pattern.test(path))
}
