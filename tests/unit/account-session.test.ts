import { describe, expect, it } from 'vitest'

import { backFor, claimOutcome, loginHref, registerHref, safeBackPath } from '@/features/accounts'
import { claimableReviews, claimPayloadOf } from '@/features/reviews/stored-review-claims'

import { storedReview } from '../support/stored-review'

describe('the back address after logging in', () => {
  it('keeps a path on this site', () => {
    expect(safeBackPath('/profile')).toBe('/profile')
    expect(safeBackPath('/plans/65')).toBe('/plans/65')
    expect(safeBackPath('/plans/65?reviewModalOpen=true#reviews')).toBe('/plans/65?reviewModalOpen=true#reviews')
  })

  it('sends anything that could leave the site home', () => {
    for (const back of [
      '',
      null,
      undefined,
      '//evil.com',
      '///evil.com',
      'https://evil.com',
      'http://evil.com/profile',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      'evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      ' /profile',
      '/..//evil.com',
      '/%2e%2e//evil.com',
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(safeBackPath(back), String(back)).toBe('/')
    }
  })

  it('is home from the login and register pages themselves', () => {
    expect(backFor('/login')).toBe('/')
    expect(backFor('/register')).toBe('/')
    expect(backFor('/plans/65')).toBe('/plans/65')
    expect(backFor('/')).toBe('/')
  })

  it('travels as a readable back parameter', () => {
    expect(loginHref('/plans/65')).toBe('/login?back=/plans/65')
    expect(registerHref('/profile')).toBe('/register?back=/profile')
    expect(loginHref('//evil.com')).toBe('/login?back=/')
    expect(new URLSearchParams(loginHref('/a?b=c&d=e').split('?')[1]).get('back')).toBe('/a?b=c&d=e')
  })
})

describe('claiming a stored review (call 6)', () => {
  const user = { uid: 7, first_name: 'Maria', last_name: 'garcia', email: 'maria@example.com' }

  it('sends the stored review with its claim token and the account id, display name and email', () => {
    const stored = storedReview()
    const payload = claimPayloadOf(stored, user)
    expect(payload).toMatchObject({
      claim_token: 'claim-token-of-review-41',
      field_review_account_id: 7,
      field_user_account_displayname: 'Maria G.',
      field_review_account_email: 'maria@example.com',
      field_review_public_message: stored.review.field_review_public_message,
      field_review_issuerid: '65',
      client_review_id: '4b7c1a52-93a4-4c7e-9b8e-0d1f2a3b4c5d',
    })
  })

  it('leaves out the spent captcha and the honeypot', () => {
    const payload = claimPayloadOf(storedReview(), user)
    expect(payload).not.toHaveProperty('challenge')
    expect(payload).not.toHaveProperty('field_review_website')
  })

  it('only claims accepted reviews that carry an id and a claim token', () => {
    const accepted = storedReview()
    const queued = storedReview({ clientId: 'q', state: 'queued', id: undefined, claim_token: undefined })
    expect(claimableReviews([accepted, queued])).toEqual([accepted])
  })

  it('drops a review the server refuses for good, and keeps one it could not answer', () => {
    expect(claimOutcome(200)).toBe('claimed')
    expect(claimOutcome(403)).toBe('refused')
    expect(claimOutcome(404)).toBe('refused')
    expect(claimOutcome(429)).toBe('retry-later')
    expect(claimOutcome(500)).toBe('retry-later')
    expect(claimOutcome(0)).toBe('retry-later')
  })
})
