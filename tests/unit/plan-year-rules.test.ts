import { describe, expect, it } from 'vitest'

import {
  claimsYearOf,
  leftHealthcareGov,
  STATE_EXCHANGES,
  stateExchangeFor,
  stateExchangesIn,
  yearLeftHealthcareGov,
} from '@/features/plans'
import { EXPERIENCE_YEARS_BACK, experienceYears } from '@/features/reviews/review-fields'
import { stepTwoSchema } from '@/features/reviews/schema'

const GET_COVERED_ILLINOIS = { state: 'IL', name: 'Get Covered Illinois', url: 'https://getcovered.illinois.gov' }

describe('which states use HealthCare.gov, year by year', () => {
  it('has Illinois on HealthCare.gov for 2025 and on Get Covered Illinois from 2026', () => {
    expect(stateExchangeFor('IL', 2025)).toBeUndefined()
    expect(stateExchangeFor('IL', 2026)).toEqual(GET_COVERED_ILLINOIS)
    expect(stateExchangeFor('IL', 2027)).toEqual(GET_COVERED_ILLINOIS)
    // Without a year: plan year 2025, the year of the plan files Candor was first built on.
    expect(stateExchangeFor('IL')).toBeUndefined()
  })

  it('lists the exchanges of a year: the 20 of 2025, and Illinois with them from 2026', () => {
    const states = (year: number) => stateExchangesIn(year).map((exchange) => exchange.state)
    expect(states(2025).sort()).toEqual(Object.keys(STATE_EXCHANGES).sort())
    expect(states(2025)).toHaveLength(20)
    expect(states(2026).sort()).toEqual([...Object.keys(STATE_EXCHANGES), 'IL'].sort())
    expect(stateExchangesIn(2026)).toContainEqual(GET_COVERED_ILLINOIS)
  })

  it('keeps the states that always ran their own exchange in every year, and a HealthCare.gov state in none', () => {
    for (const year of [2025, 2026, 2027]) {
      expect(stateExchangeFor('CA', year)).toMatchObject({ name: 'Covered California' })
      expect(stateExchangeFor('TX', year)).toBeUndefined()
    }
  })
})

describe('a state that left HealthCare.gov', () => {
  it('is Illinois from 2026 on, with the year it left', () => {
    expect(leftHealthcareGov('IL', 2025)).toBeUndefined()
    expect(leftHealthcareGov('IL', 2026)).toEqual(GET_COVERED_ILLINOIS)
    expect(leftHealthcareGov('IL', 2027)).toEqual(GET_COVERED_ILLINOIS)
    expect(yearLeftHealthcareGov('IL', 2025)).toBeNull()
    expect(yearLeftHealthcareGov('IL', 2026)).toBe(2026)
    expect(yearLeftHealthcareGov('IL', 2027)).toBe(2026)
  })

  it('is never a state that always had its own exchange, nor one still on HealthCare.gov', () => {
    for (const state of ['CA', 'NY', 'TX', 'FL']) {
      expect(leftHealthcareGov(state, 2026)).toBeUndefined()
      expect(yearLeftHealthcareGov(state, 2026)).toBeNull()
    }
  })
})

describe('the calendar year a claims file covers', () => {
  it('is two years before the file’s plan year, from the plan year 2024 file (claims with dates of service in 2022) on', () => {
    expect(claimsYearOf(2024)).toBe(2022)
    expect(claimsYearOf(2026)).toBe(2024)
    expect(claimsYearOf(2027)).toBe(2025)
  })

  it('is not named for files before 2024, whose period Candor has not checked, nor without a year', () => {
    expect(claimsYearOf(2023)).toBeNull()
    expect(claimsYearOf(null)).toBeNull()
  })
})

describe('the year of a reviewer’s experience', () => {
  const now = new Date()
  const thisYear = now.getFullYear()
  const check = (year: unknown) =>
    stepTwoSchema.safeParse({
      field_review_accesscarerating: 'good',
      field_review_custservicerating: 'good',
      field_review_costrating: 'good',
      field_review_experience_year: year,
    }).success

  it('offers this year and the ten before it, newest first', () => {
    expect(EXPERIENCE_YEARS_BACK).toBe(10)
    expect(experienceYears(new Date(2026, 10, 26))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016,
    ])
    expect(experienceYears(new Date(2027, 0, 1))[0]).toBe(2027)
    expect(experienceYears(new Date(2027, 0, 1)).at(-1)).toBe(2017)
  })

  it('accepts a year within the bounds, or none, and refuses one outside them', () => {
    expect(check(thisYear)).toBe(true)
    expect(check(String(thisYear - EXPERIENCE_YEARS_BACK))).toBe(true)
    expect(check('')).toBe(true)
    expect(check(undefined)).toBe(true)
    expect(check(thisYear - EXPERIENCE_YEARS_BACK - 1)).toBe(false)
    expect(check(thisYear + 2)).toBe(false)
    expect(check('2025.5')).toBe(false)
    expect(check('last year')).toBe(false)
  })
})
