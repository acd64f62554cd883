import { describe, expect, it } from 'vitest'

import { readReviewListQuery, REVIEWS_PAGE_SIZE, REVIEWS_SHOWN_MAX } from '@/features/reviews'
import { textLanguage } from '@/features/reviews/text-language'

describe('the language a review is written in', () => {
  it('is told by its words, whatever page it was written on', () => {
    expect(textLanguage('The network was small, but the nurse line called back within the hour.')).toBe('en')
    expect(textLanguage('La red era pequeña, pero la línea de enfermería me llamó en menos de una hora.')).toBe('es')
  })

  it('is not said when the text is too short or too mixed to tell', () => {
    expect(textLanguage('Great plan!')).toBeNull()
    expect(textLanguage('12345 67890')).toBeNull()
    expect(textLanguage('The plan was bueno y la red es amplia but the app is slow')).toBeNull()
  })
})

describe('a review list’s order and filter from its address', () => {
  it('reads the order, the score and how many to show', () => {
    expect(readReviewListQuery({ sort: 'highest', score: '4', shown: '20' })).toEqual({
      sort: 'highest',
      score: 4,
      shown: 20,
    })
  })

  it('falls back to newest first, every score and one page for what is missing or not allowed', () => {
    expect(readReviewListQuery({})).toEqual({ sort: 'newest', score: null, shown: REVIEWS_PAGE_SIZE })
    expect(readReviewListQuery({ sort: 'random', score: '9', shown: '-5' })).toEqual({
      sort: 'newest',
      score: null,
      shown: REVIEWS_PAGE_SIZE,
    })
    expect(readReviewListQuery({ score: '', shown: '100000' }).shown).toBe(REVIEWS_SHOWN_MAX)
  })

  it('takes the last score sent: a bar pressed while another filter was set', () => {
    expect(readReviewListQuery({ score: ['5', '2'] }).score).toBe(2)
    expect(readReviewListQuery({ score: ['5', ''] }).score).toBeNull()
  })
})
