import { describe, expect, it } from 'vitest'

import { hasTrackers, isTrackerFreePath, trackerSources } from '@/features/measurement'
import { buildContentSecurityPolicy } from '@/lib/security-headers'

describe('where trackers may run', () => {
  it.each([
    '/quiz',
    '/report/3f2a9c',
    '/report/methodology',
    '/profile',
    '/login',
    '/register',
    '/verify-email',
    '/forgot-password',
    '/reset-password',
    '/es/quiz',
    '/es/report/3f2a9c',
    '/es/profile',
    '/costs',
    '/es/costs',
  ])('never on %s', (pathname) => {
    expect(isTrackerFreePath(pathname)).toBe(true)
  })

  it('never while the review dialog or the review wizard is open', () => {
    expect(isTrackerFreePath('/plans/12', 'reviewModalOpen=true')).toBe(true)
    expect(isTrackerFreePath('/', '?review=true')).toBe(true)
  })

  it.each([
    '/',
    '/es',
    '/plans/12',
    '/find',
    '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
    '/quizzes',
  ])('may on %s', (pathname) => {
    expect(isTrackerFreePath(pathname, 'zip=99501')).toBe(false)
  })
})

describe('the policy with measurement configured', () => {
  it('allows nothing beyond the site when nothing is configured', () => {
    expect(hasTrackers({})).toBe(false)
    const policy = buildContentSecurityPolicy({
      nonce: 'n1',
      isDevelopment: false,
      upgradeInsecureRequests: false,
      extra: trackerSources({}),
    })
    expect(policy).not.toMatch(/https:/)
  })

  it('allows each configured tracker its own origins', () => {
    const extra = trackerSources({ analyticsId: 'G-AB12CD34EF', adPixelId: '123456789012345' })
    const policy = buildContentSecurityPolicy({
      nonce: 'n1',
      isDevelopment: false,
      upgradeInsecureRequests: false,
      extra,
    })
    expect(policy).toContain(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net 'nonce-n1'",
    )
    expect(policy).toMatch(/connect-src 'self'[^;]*https:\/\/\*\.google-analytics\.com/)
    expect(policy).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/)
    expect(policy).not.toContain('clarity.ms')
  })
})
