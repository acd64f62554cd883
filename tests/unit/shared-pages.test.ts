import { describe, expect, it } from 'vitest'

import { APP_NAVIGATION_HEADER, isAppNavigation, isSharedPage, SHARED_CACHE_CONTROL } from '@/platform/shared-pages'

const ask = (pathname: string, headers: Record<string, string> = {}, search = '', method = 'GET') =>
  isSharedPage({ method, pathname, search, headers: new Headers(headers) })

describe('the pages a shared cache may keep', () => {
  it('are the public pages that are the same for everyone, in both languages', () => {
    for (const path of ['/', '/quiz', '/plans', '/plans/65', '/plans/state/tx', '/find/77002', '/articles', '/contact'])
      expect(ask(path), path).toBe(true)
    expect(ask('/es/plans/65')).toBe(true)
    expect(ask('/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance')).toBe(true)
  })

  it('never hold what one visitor asked or who they are', () => {
    expect(ask('/plans/65', {}, '?zip=77002&county=48201')).toBe(false)
    expect(ask('/plans/65', {}, '', 'POST')).toBe(false)
    expect(ask('/plans/65', { cookie: 'payload-token=abc' })).toBe(false)
    expect(ask('/plans/65', { authorization: 'users API-Key x' })).toBe(false)
    expect(ask('/plans/65', { cookie: '__prerender_bypass=1' })).toBe(false)
    // Next.js hides its navigation headers and `_rsc` from its proxy: the stamp says so instead.
    expect(ask('/plans/65', { [APP_NAVIGATION_HEADER]: '1' })).toBe(false)
    expect(isAppNavigation('/plans/65', { rsc: '1' })).toBe(true)
    expect(isAppNavigation('/plans/65', { 'next-router-prefetch': '1' })).toBe(true)
    expect(isAppNavigation('/plans/65?_rsc=abc', {})).toBe(true)
    expect(isAppNavigation('/plans/65?_rsc', {})).toBe(true)
    expect(isAppNavigation('/plans/65', { 'next-router-state-tree': '%5B%5D' })).toBe(true)
    expect(isAppNavigation('/plans/65?zip=77002&_rscx=1', {})).toBe(false)
    // A person who chose Spanish is sent from the English address to the Spanish one.
    expect(ask('/plans/65', { cookie: 'candor-locale=es' })).toBe(false)
    expect(ask('/es/plans/65', { cookie: 'candor-locale=es' })).toBe(true)
  })

  it('leave out every page of a person or staff', () => {
    for (const path of ['/report/abc', '/profile', '/login', '/admin', '/insurer', '/reviews/1', '/plans/65/reviews'])
      expect(ask(path), path).toBe(false)
  })

  it('are kept for thirty seconds by the cache in front, never by a browser', () => {
    expect(SHARED_CACHE_CONTROL).toBe('public, s-maxage=30, stale-while-revalidate=30')
  })
})
