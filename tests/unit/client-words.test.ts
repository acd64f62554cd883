import { describe, expect, it } from 'vitest'

import { blank, fillBlanks } from '@/lib/blanks'
import { estimateResultWords } from '@/features/costs'
import { statePremiumsWordsOf } from '@/features/find'
import { householdFormWords } from '@/features/marketplace'
import { reviewBrowserWords } from '@/features/reviews'
import { messagesFor } from '@/messages'

describe('words picked on the server for a client component', () => {
  it('fills each blank once, with what the browser knows, and leaves unknown blanks', () => {
    expect(fillBlanks(`Showing ${blank('shown')} of 12 reviews`, { shown: 3 })).toBe('Showing 3 of 12 reviews')
    // A value that looks like a blank is not filled again.
    expect(fillBlanks(`${blank('name')}, ${blank('date')}`, { name: '{date}', date: 'May 2, 2026' })).toBe(
      '{date}, May 2, 2026',
    )
    expect(fillBlanks(`Member in ${blank('year')}`, {})).toBe('Member in {year}')
    expect(fillBlanks('{constructor}', {})).toBe('{constructor}')
  })

  it('says the review counts of one plan in each language, with the plural each needs', () => {
    const ratings = { total: 3, histogram: [0, 0, 1, 0, 2] }
    const en = reviewBrowserWords(messagesFor('en').reviewList, messagesFor('en').helpfulVotes, ratings, 'Ambetter')
    expect(en.bars[2]).toBe('3 (okay): 1 review')
    expect(en.bars[4]).toBe('5 (great): 2 reviews')
    expect(fillBlanks(en.showing, { shown: 3 })).toBe('Showing 3 of 3 reviews')
    expect(fillBlanks(en.showingRated[2]!, { shown: 1 })).toBe('Showing 1 of 1 review rated 3 (okay)')
    const es = reviewBrowserWords(messagesFor('es').reviewList, messagesFor('es').helpfulVotes, ratings, 'Ambetter')
    expect(fillBlanks(es.showingRated[4]!, { shown: 2 })).toBe(
      'Se muestran 2 de 2 reseñas calificadas con 5 (excelente)',
    )
    expect(fillBlanks(es.memberIn, { year: 2025 })).toBe('Miembro en 2025')
    expect(fillBlanks(en.helpful.many, { count: 3 })).toBe('3 people found this helpful')
    expect(en.helpful.one).toBe('1 person found this helpful')
    expect(fillBlanks(es.helpful.many, { count: 3 })).toBe('A 3 personas les pareció útil')
    expect(fillBlanks(en.replyBy, { date: 'May 2, 2026' })).toBe('Reply from Ambetter, the insurer, May 2, 2026')
    expect(fillBlanks(es.replyBy, { date: '2 de mayo de 2026' })).toBe(
      'Respuesta de Ambetter, la aseguradora, 2 de mayo de 2026',
    )
  })

  it('writes a state’s premium sentence with the age and sums left for the browser', () => {
    const words = statePremiumsWordsOf(messagesFor('en'), 'Texas', { areaCount: 1, planYear: 2026 })
    expect(fillBlanks(words.text, { age: 40, silver: '$400.00 to $500.00', bronze: '$300.00' })).toBe(
      'Across Texas’s 1 rating area, for plan year 2026, a 40-year-old pays, before any tax credit: $400.00 to $500.00 a month for the benchmark silver plan (the second-lowest-cost silver plan where they live) and $300.00 a month for the lowest-cost bronze plan.',
    )
    expect(fillBlanks(words.age.pastCurve, { age: 70 })).toMatch(/so a 70-year-old is shown the age-64 price/)
    expect(words.age.ownCurve).toMatch(/^Texas sets its own age rules/)
  })

  it('writes the household form’s words as plain strings, with the figures left for the browser', () => {
    for (const locale of ['en', 'es'] as const) {
      const messages = messagesFor(locale)
      const words = householdFormWords(messages, locale, [{ year: 2026, isPublished: true }])
      // Nothing but data crosses to the browser: no sentence is a function.
      expect(JSON.parse(JSON.stringify(words))).toEqual(words)
      const result = words.panel.result
      expect(fillBlanks(result.resultHeading, { year: 2026 })).toBe(messages.costResult.resultHeading(2026))
      expect(fillBlanks(result.youPay, { amount: '$12.50' })).toBe(messages.costResult.youPay('$12.50'))
      expect(
        fillBlanks(result.picture, { plan: result.silver, full: '$500.00', credit: '$300.00', pay: '$200.00' }),
      ).toBe(messages.costResult.picture(result.silver, '$500.00', '$300.00', '$200.00'))
      const theirs = messages.healthcareGovEstimate
      expect(fillBlanks(words.healthCareGov.candorHigher, { difference: '$8.00' })).toBe(
        theirs.differ('$8.00', 'candor'),
      )
      expect(fillBlanks(words.healthCareGov.healthCareGovHigher, { difference: '$8.00' })).toBe(
        theirs.differ('$8.00', 'healthcare-gov'),
      )
      expect(fillBlanks(words.healthCareGov.source, { year: 2026 })).toBe(theirs.source(2026))
      expect(fillBlanks(words.yearNotes.heading, { year: 2027 })).toBe(messages.planYearNotes.heading(2027))
      expect(words.yearNotes.rules['2027']).toEqual(messages.planYearNotes.rules2027)
    }
    // The report makes the estimate's words in the browser from the catalogue it holds.
    expect(estimateResultWords(messagesFor('es').costResult).perMonth).toBe('{amount} al mes')
  })
})
