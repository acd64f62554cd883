import { describe, expect, it } from 'vitest'

import { charactersIn, REPLY_MAX } from '@/features/insurers'

describe('a reply’s length', () => {
  it('counts characters as people see them', () => {
    expect(charactersIn('👍'.repeat(600))).toBe(600)
    expect(charactersIn('e\u0301')).toBe(1)
    expect(charactersIn('👩‍👩‍👧')).toBe(1)
    expect(charactersIn('Gracias por escribirnos.')).toBe(24)
    expect(charactersIn('👍'.repeat(REPLY_MAX))).toBeLessThanOrEqual(REPLY_MAX)
  })
})
