/** The longest public reply an insurer may post under a review, in characters. */
export const REPLY_MAX = 1000

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** A text's length as people count it: an emoji or an accented letter is one character, not two code units. */
export function charactersIn(text: string): number {
  let count = 0
  for (const _ of graphemes.segment(text)) count += 1
  return count
}

/** Where a reply stands: waiting for Candor's policy check, live, refused, or taken back. */
export const REPLY_STATUSES = ['pending', 'published', 'rejected', 'withdrawn'] as const

export type ReplyStatus = (typeof REPLY_STATUSES)[number]
