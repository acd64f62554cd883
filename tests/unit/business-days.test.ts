import { describe, expect, it } from 'vitest'

import {
  businessDaysElapsed,
  decisionDueDay,
  easternDayOf,
  federalHolidays,
  isBusinessDay,
  reviewClock,
} from '@/features/moderation'

// Noon in New York on a given day (EST, UTC-5, in winter; EDT, UTC-4, in summer is close enough at noon).
const at = (day: string, hour = 17) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)

describe('the business-day clock', () => {
  it('knows the observed US federal holidays', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday: observed on Friday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ])
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true) // New Year's Day 2028 is a Saturday
    expect(federalHolidays(2028).has('2028-01-01')).toBe(false)
    expect(federalHolidays(2027).has('2027-07-05')).toBe(true) // July 4 is a Sunday: observed on Monday
  })

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true) // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false) // Saturday
    expect(isBusinessDay('2026-11-26')).toBe(false) // Thanksgiving
  })

  it('counts across a weekend: Friday → Tuesday is due, Wednesday is overdue', () => {
    const friday = at('2026-11-13')
    expect(decisionDueDay(friday)).toBe('2026-11-17')
    expect(businessDaysElapsed(friday, at('2026-11-15'))).toBe(0)
    expect(businessDaysElapsed(friday, at('2026-11-17'))).toBe(2)
    expect(reviewClock(friday, at('2026-11-17'))).toEqual({ elapsed: 2, dueDay: '2026-11-17', isOverdue: false })
    expect(reviewClock(friday, at('2026-11-18')).isOverdue).toBe(true)
  })

  it('counts across a federal holiday and a weekend: Wednesday before Thanksgiving is due Monday', () => {
    const wednesday = at('2026-11-25')
    expect(decisionDueDay(wednesday)).toBe('2026-11-30')
    expect(businessDaysElapsed(wednesday, at('2026-11-29'))).toBe(1)
    expect(reviewClock(wednesday, at('2026-11-30')).isOverdue).toBe(false)
    expect(reviewClock(wednesday, at('2026-12-01')).isOverdue).toBe(true)
  })

  it('uses the day in US Eastern time, not UTC', () => {
    // 02:00 UTC on Saturday is still Friday evening in New York.
    expect(easternDayOf(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20')
  })
})
