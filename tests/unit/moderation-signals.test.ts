import { describe, expect, it } from 'vitest'

import { isAtLeastAsSimilar, NEAR_DUPLICATE_SIMILARITY, shingles, textSignals } from '@/features/moderation'

/** Jaccard similarity of two texts' trigrams, counted in full: what the early exits must agree with. */
function jaccard(left: Set<string>, right: Set<string>): number {
  const shared = [...left].filter((item) => right.has(item)).length
  return left.size + right.size === 0 ? 0 : shared / (left.size + right.size - shared)
}
const isNearDuplicate = (a: string, b: string) =>
  isAtLeastAsSimilar(shingles(a), shingles(b), NEAR_DUPLICATE_SIMILARITY)

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
    expect(isNearDuplicate(original, edited)).toBe(true)
    expect(isNearDuplicate(original, other)).toBe(false)
    expect(jaccard(shingles(original), shingles(other))).toBeLessThan(0.1)
  })

  it('decides near-duplicates with the early exits exactly as the full similarity does', () => {
    // Texts made of a few words, so that many pairs share much, some all, some nothing.
    const words = ['the', 'plan', 'paid', 'my', 'claims', 'late', 'and', 'network', 'was', 'small']
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    const text = () => Array.from({ length: 3 + (next() % 30) }, () => words[next() % words.length]).join(' ')
    const texts = Array.from({ length: 120 }, text)
    texts.push(texts[0]!, `${texts[1]} again`)
    let near = 0
    for (const a of texts) {
      for (const b of texts) {
        const [left, right] = [shingles(a), shingles(b)]
        for (const threshold of [NEAR_DUPLICATE_SIMILARITY, 0.3, 0.9]) {
          const expected = jaccard(left, right) >= threshold
          expect(isAtLeastAsSimilar(left, right, threshold), `${a} | ${b} at ${threshold}`).toBe(expected)
          if (expected) near += 1
        }
      }
    }
    // Both answers occur, beyond each text matching itself.
    expect(near).toBeGreaterThan(texts.length * 3)
    expect(near).toBeLessThan(texts.length * texts.length * 3)
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
