import { describe, expect, it } from 'vitest'

import { carriedPlaceOf, planHref, readAge, SORT_KEYS } from '@/features/plans'
import { MIN_REVIEWS_FOR_AVERAGE, reviewsNeededForAverage } from '@/features/reviews'
import { areaPremiums as areaPremiumsEn } from '@/messages/en/areaPremiums'
import { areaPremiums as areaPremiumsEs } from '@/messages/es/areaPremiums'
import { insurerFigures as insurerFiguresEn } from '@/messages/en/insurerFigures'
import { insurerFigures as insurerFiguresEs } from '@/messages/es/insurerFigures'
import { plans as plansEn } from '@/messages/en/plans'
import { plans as plansEs } from '@/messages/es/plans'

describe('a plan page opened from the ZIP results', () => {
  it('carries the ZIP code and county searched in its address, and reads them back', () => {
    expect(planHref(199, { zip: '77002', countyFips: '48201' })).toBe('/plans/199?zip=77002&county=48201')
    expect(planHref(199, { zip: '77002', countyFips: null })).toBe('/plans/199?zip=77002')
    expect(planHref(199)).toBe('/plans/199')
    expect(planHref(199, { zip: 'abc', countyFips: null })).toBe('/plans/199')
    expect(carriedPlaceOf('?zip=77002&county=48201')).toEqual({ zip: '77002', countyFips: '48201' })
    expect(carriedPlaceOf('?zip=77002&county=x')).toEqual({ zip: '77002', countyFips: null })
    expect(carriedPlaceOf('?reviewModalOpen=true')).toBeNull()
    expect(carriedPlaceOf('?zip=7700')).toBeNull()
    expect(carriedPlaceOf('')).toBeNull()
  })
})

describe('the age a premium box is given', () => {
  it('says what applies past 64, where the marketplace age curve stops rising', () => {
    expect(readAge('64', 'TX')).toEqual({ kind: 'age', age: 64, isPastCurve: false })
    expect(readAge('70', 'TX')).toEqual({ kind: 'age', age: 70, isPastCurve: true })
    expect(areaPremiumsEn.agePastCurve(70)).toContain('age-64 price')
    expect(areaPremiumsEn.agePastCurve(70)).toContain('Medicare')
    expect(areaPremiumsEs.agePastCurve(70)).toContain('Medicare')
    expect(areaPremiumsEs.agePastCurve(70)).toContain('64')
  })

  it('asks for an age when the box is empty, and tells a typo from a state’s own curve', () => {
    expect(readAge('', 'TX')).toEqual({ kind: 'missing' })
    expect(readAge('  ', 'NY')).toEqual({ kind: 'missing' })
    expect(readAge('4x', 'TX')).toEqual({ kind: 'invalid' })
    expect(readAge('130', 'TX')).toEqual({ kind: 'invalid' })
    expect(readAge('30', 'NY')).toEqual({ kind: 'own-curve' })
    expect(readAge('40', 'NY')).toEqual({ kind: 'age', age: 40, isPastCurve: false })
    expect(areaPremiumsEn.ageMissing).toMatch(/^Enter an age/)
    expect(areaPremiumsEs.ageMissing).toMatch(/^Escriba una edad/)
  })
})

describe('a member score that needs more reviews', () => {
  it('counts the reviews still needed, and says so in the singular and the plural', () => {
    expect(MIN_REVIEWS_FOR_AVERAGE).toBe(3)
    expect([0, 1, 2, 3, 9].map(reviewsNeededForAverage)).toEqual([3, 2, 1, 0, 0])
    expect(insurerFiguresEn.memberMoreNeeded(2)).toBe('2 more reviews are needed for a member score')
    expect(insurerFiguresEn.memberMoreNeeded(1)).toBe('1 more review is needed for a member score')
    expect(insurerFiguresEs.memberMoreNeeded(2)).toBe('Faltan 2 reseñas más para tener una puntuación de los miembros')
    expect(insurerFiguresEs.memberMoreNeeded(1)).toBe('Falta 1 reseña más para tener una puntuación de los miembros')
    expect(plansEn.reviewsMoreNeeded(1)).toBe('1 more review is needed for an average')
    expect(plansEs.reviewsMoreNeeded(3)).toBe('Faltan 3 reseñas más para tener un promedio')
  })
})

describe('the sort buttons of a state’s insurer table', () => {
  it('keep the capitals of CMS in both languages', () => {
    expect(insurerFiguresEn.tableSortBy(insurerFiguresEn.sortPhrases.stars)).toBe(
      'sort by CMS overall rating (highest first)',
    )
    expect(insurerFiguresEs.tableSortBy(insurerFiguresEs.sortPhrases.stars)).toBe(
      'ordenar por calificación general de CMS (la más alta primero)',
    )
    expect(insurerFiguresEn.tableSortedBy(insurerFiguresEn.sortPhrases.name)).toBe('(sorted by insurer name (A to Z))')
    for (const key of SORT_KEYS) {
      for (const m of [insurerFiguresEn, insurerFiguresEs]) {
        expect(m.tableSortBy(m.sortPhrases[key])).not.toMatch(/\bcMS\b/)
        // The phrase is the sort's name, only its first letter lowered where no acronym starts it.
        expect(m.sortPhrases[key].toLowerCase()).toBe(m.sorts[key].toLowerCase())
      }
    }
  })
})
