import { ROUTES } from '@/platform/routes'

/**
 * The session rules of seed-spec §4 ("Session") and the address rules of the account pages,
 * as pure functions: no storage, no network, no clock of their own.
 */

/** The account pages this feature adds to the site's routes. */
/** The member's account as call 7 answers it. */
export type AccountUser = {
  uid: number
  first_name: string
  last_name: string
  email: string
  /** A new address waiting for confirmation from that address, if any. */
  pending_email: string | null
}

const MAX_BACK_LENGTH = 2000

/**
 * Where to go after logging in: `back` when it is a path on this site, otherwise `/`. A
 * path starts with exactly one `/`; a second slash or a backslash (which browsers read as a
 * slash) would make it another site (`//evil.com`, `/\evil.com`), and control characters
 * or spaces are dropped by URL parsers in ways that can turn a path into a host.
 */
export function safeBackPath(back: string | null | undefined): string {
  if (typeof back !== 'string' || back.length === 0 || back.length > MAX_BACK_LENGTH) return ROUTES.home
  if (!back.startsWith('/') || back.startsWith('//')) return ROUTES.home
  if (/[\\\u0000-\u0020\u007f]/.test(back)) return ROUTES.home
  try {
    const base = 'https://candor.invalid'
    const resolved = new URL(back, base)
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
    // Dot segments can collapse into a leading `//` (`/..//evil.com`): check the result too.
    if (resolved.origin !== base || path.startsWith('//')) return ROUTES.home
    return path
  } catch {
    return ROUTES.home
  }
}

/** Pages from which "back" means home: the account pages themselves (seed-spec §2 names login and register). */
const BACK_HOME_PATHS: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.verifyEmail,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
]

/** The `back` value the header's Login and Register links carry from the current path. */
export function backFor(pathname: string | null | undefined): string {
  if (!pathname || BACK_HOME_PATHS.includes(pathname)) return ROUTES.home
  return safeBackPath(pathname)
}

/** `path?back=…`, with the slashes of the path kept readable. */
function withBack(path: string, back: string): string {
  const query = new URLSearchParams({ back: safeBackPath(back) }).toString().replace(/%2F/gi, '/')
  return `${path}?${query}`
}

export function loginHref(back: string): string {
  return withBack(ROUTES.login, back)
}

export function registerHref(back: string): string {
  return withBack(ROUTES.register, back)
}

export function forgotPasswordHref(): string {
  return ROUTES.forgotPassword
}

/** What happens to something this device holds (a stored review) after the server answered its claim. */
export function claimOutcome(status: number): 'claimed' | 'refused' | 'retry-later' {
  if (status >= 200 && status < 300) return 'claimed'
  // Refused for good (wrong or missing claim token, someone else's, unknown): never retried.
  if (status === 403 || status === 404) return 'refused'
  return 'retry-later'
}
