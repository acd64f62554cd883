import { describe, expect, it } from 'vitest'

import { NEAR_DUPLICATE_SIMILARITY, similarity, textSignals } from '@/features/moderation'

describe('signals in a review text', () => {
  it.each([
    ['Call me at (713) 555-0142 if you want details.', ['personal-info']],
    ['My number is 713.555.0142.', ['personal-info']],
    ['Write to maria.garcia@example.com for the letter.', ['personal-info']],
    ['They asked for my SSN 123-45-6789 twice.', ['personal-info']],
    ['My member ID: XJH48210934 was lost twice.', ['personal-info']],
    ['This plan is a shitty mess.', ['profanity']],
    ['Damn, the wait was long.', ['profanity']],
    ['See https://example.com/complaint for the whole story.', ['link']],
    ['Compare at www.example.org before you buy.', ['link']],
    ['Read the docs at healthplan.com/benefits first.', ['link']],
  ])('%s', (text, signals) => {
    expect(textSignals(text)).toEqual(signals)
  })

  it('raises nothing for an ordinary review, even with numbers and dates', () => {
    expect(
      textSignals(
        'I paid $4,500 before the deductible was met in 2025, and the 3 specialists I saw were all in network.',
      ),
    ).toEqual([])
  })

  it('finds near-duplicates despite small edits, and not between different reviews', () => {
    const original = 'The network is small and I waited six weeks to see a dermatologist in Houston last spring.'
    const edited = 'The network is small and I waited six weeks to see a dermatologist in Houston last summer!'
    const other = 'Customer service answered quickly and fixed a billing mistake on the first call.'
    expect(similarity(original, edited)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY)
    expect(similarity(original, other)).toBeLessThan(0.1)
  })
})

describe('redaction', () => {
  it('accepts only passages replaced by the mark', async () => {
    const { isRedactionOf, REDACTION_MARK } = await import('@/features/moderation')
    const text = 'Call me at 713-555-0142 or write to maria@example.com about the denied claim.'
    expect(
      isRedactionOf(text, `Call me at ${REDACTION_MARK} or write to ${REDACTION_MARK} about the denied claim.`),
    ).toBe(true)
    expect(isRedactionOf(text, `${REDACTION_MARK} about the denied claim.`)).toBe(true)
    expect(isRedactionOf(text, `Call me at ${REDACTION_MARK}`)).toBe(true)
    expect(isRedactionOf(text, 'Call me at 713-555-0142 or write to maria@example.com about the great claim.')).toBe(
      false,
    )
    expect(
      isRedactionOf(text, `Call me at ${REDACTION_MARK} or write to maria@example.com about the GREAT claim.`),
    ).toBe(false)
    expect(isRedactionOf(text, `Please call ${REDACTION_MARK} about the denied claim.`)).toBe(false)
  })
})
