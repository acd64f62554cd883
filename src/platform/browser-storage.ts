/**
 * The browser storage keys of the specification (§3, "Browser storage keys") and safe ways to
 * read and write them. Storage can be disabled, full or tampered with: no read or write here
 * ever throws, and a value that cannot be read counts as absent.
 */
export const STORAGE_KEYS = {
  /** The member's JWT bearer token. */
  accessToken: 'accessToken',
  /** The name last used on a review, to prefill the next one. */
  userDisplayName: 'user_displayname',
  /** The email last used on a review, to prefill the next one. */
  userEmail: 'user_email',
  /** Reviews kept on this device until the server has them (see features/reviews/stored-reviews.ts). */
  storedReviews: 'storedReviews',
  /** The id of a report made before signing in. */
  unauthReport: 'unauth_report_value',
  /** This device's signed token for "helpful" marks (no cookie holds it). */
  helpfulVoter: 'helpful_voter',
  /** The reviews this device marked helpful, so their buttons show it. */
  helpfulReviews: 'helpful_reviews',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Some browsers throw on the mere access when storage is blocked.
    return null
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Fired on this page when it changes a key; the browser's `storage` event covers other tabs only. */
const CHANGE_EVENT = 'candor:storage'

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Calls `onChange` whenever stored values may have changed, here or in another tab; returns the unsubscribe. */
export function subscribeToStorage(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** False when the value could not be kept (no storage, quota exceeded). */
export function writeStorage(key: StorageKey, value: string): boolean {
  const store = localStore()
  if (!store) return false
  try {
    store.setItem(key, value)
  } catch {
    return false
  }
  announceChange()
  return true
}

export function removeStorage(key: StorageKey): void {
  try {
    localStore()?.removeItem(key)
  } catch {
    // Nothing to do: a value that cannot be removed cannot be read either.
    return
  }
  announceChange()
}

/** A trimmed, non-empty string value, or null. */
export function readStorageText(key: StorageKey): string | null {
  const value = readStorage(key)?.trim()
  return value ? value : null
}

/** The `exp` claim (seconds since the epoch) of a JWT, or null when it has none or is not a JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')))
    const exp = (claims as { exp?: unknown } | null)?.exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

/**
 * A token that is missing, unreadable or expired (its expiry earlier than the current time
 * in seconds) means signed out (seed-spec §4, "Session").
 */
export function isTokenUnexpired(token: string | null, nowMs: number): boolean {
  if (!token) return false
  const exp = jwtExpiry(token)
  return exp !== null && exp >= Math.floor(nowMs / 1000)
}

/**
 * The stored access token while it has not expired, else null: for code outside React (the
 * review outbox). The server still checks every token it receives.
 */
export function readValidAccessToken(nowMs: number = Date.now()): string | null {
  const token = readStorageText(STORAGE_KEYS.accessToken)
  return isTokenUnexpired(token, nowMs) ? token : null
}
