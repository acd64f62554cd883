import { describe, expect, it } from 'vitest'

import { baseSecurityHeaders, buildContentSecurityPolicy } from '@/lib/security-headers'

describe('security headers', () => {
  it('allows scripts only with the request nonce and forbids framing', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123', isDevelopment: false, upgradeInsecureRequests: false })
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
  })

  it('sends HSTS in production only', () => {
    expect(baseSecurityHeaders({ isProduction: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(baseSecurityHeaders({ isProduction: false })['Strict-Transport-Security']).toBeUndefined()
    expect(baseSecurityHeaders({ isProduction: false })['X-Content-Type-Options']).toBe('nosniff')
  })
})
