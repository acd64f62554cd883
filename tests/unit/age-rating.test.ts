import { describe, expect, it } from 'vitest'

import { ageFactor, premiumAtAge } from '@/features/plans'

describe('premiums by age (45 CFR 147.102, the federal default curve)', () => {
  it('has the curve’s fixed points: 0.765 for children, 1.000 at 21, 1.278 at 40, 3.000 from 64', () => {
    expect(ageFactor(3)).toBe(0.765)
    expect(ageFactor(21)).toBe(1)
    expect(ageFactor(40)).toBe(1.278)
    expect(ageFactor(64)).toBe(3)
    expect(ageFactor(90)).toBe(3)
    for (let age = 15; age < 64; age += 1) expect(ageFactor(age + 1)).toBeGreaterThanOrEqual(ageFactor(age))
  })

  it('scales an age-40 premium, except where the state sets its own curve', () => {
    expect(premiumAtAge(50_000, 40, 'FL')).toBe(50_000)
    expect(premiumAtAge(50_000, 21, 'FL')).toBe(Math.round(50_000 / 1.278))
    expect(premiumAtAge(50_000, 64, 'TX')).toBe(Math.round((50_000 * 3) / 1.278))
    expect(premiumAtAge(50_000, 30, 'AL')).toBeNull()
    expect(premiumAtAge(50_000, 40, 'AL')).toBe(50_000)
    expect(premiumAtAge(50_000, 40.5, 'FL')).toBeNull()
    expect(premiumAtAge(50_000, -1, 'FL')).toBeNull()
  })
})
