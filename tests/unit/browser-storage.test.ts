import { describe, expect, it } from 'vitest'

import {
  isTokenUnexpired,
  readValidAccessToken,
  jwtExpiry,
  readStorage,
  STORAGE_KEYS,
  writeStorage,
} from '@/platform/browser-storage'

/** A JWT with the given claims (unsigned: only its expiry is read in the browser). */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`
}

const NOW_MS = 1_800_000_000_000
const NOW_S = NOW_MS / 1000

describe('browser storage', () => {
  it('uses the storage keys of the specification', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'accessToken',
      'user_displayname',
      'user_email',
      'storedReviews',
      'unauth_report_value',
      // Candor's own, beyond the specification: this device's helpful marks.
      'helpful_voter',
      'helpful_reviews',
    ])
  })

  it('reads the expiry (seconds) of a JWT, base64url and all', () => {
    expect(jwtExpiry(jwt({ exp: NOW_S + 60, sub: 'ü?>' }))).toBe(NOW_S + 60)
    expect(jwtExpiry(jwt({ sub: '1' }))).toBeNull()
    expect(jwtExpiry(jwt({ exp: 'tomorrow' }))).toBeNull()
    expect(jwtExpiry('not-a-jwt')).toBeNull()
    expect(jwtExpiry('a.%%%.c')).toBeNull()
  })

  it('treats a missing, unreadable or expired token as signed out', () => {
    expect(isTokenUnexpired(jwt({ exp: NOW_S + 1 }), NOW_MS)).toBe(true)
    expect(isTokenUnexpired(jwt({ exp: NOW_S }), NOW_MS)).toBe(true)
    expect(isTokenUnexpired(jwt({ exp: NOW_S - 1 }), NOW_MS)).toBe(false)
    expect(isTokenUnexpired(jwt({ sub: 'no expiry' }), NOW_MS)).toBe(false)
    expect(isTokenUnexpired(null, NOW_MS)).toBe(false)
    expect(isTokenUnexpired('', NOW_MS)).toBe(false)
    expect(isTokenUnexpired('not-a-jwt', NOW_MS)).toBe(false)
    expect(isTokenUnexpired(jwt({ exp: 'tomorrow' }), NOW_MS)).toBe(false)
  })

  it('compares seconds with seconds: an exp in seconds is not mistaken for milliseconds', () => {
    expect(isTokenUnexpired(jwt({ exp: NOW_S + 7 * 86_400 }), NOW_MS)).toBe(true)
  })

  it('never throws where there is no storage at all', () => {
    expect(readStorage(STORAGE_KEYS.storedReviews)).toBeNull()
    expect(writeStorage(STORAGE_KEYS.userEmail, 'maria@example.com')).toBe(false)
    expect(readValidAccessToken(NOW_MS)).toBeNull()
  })
})
