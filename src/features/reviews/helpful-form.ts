/**
 * "Helpful" posted as a form, without script: what it sends and what the page answers
 * (plain data, so the page can render it).
 */
export const HELPFUL_FORM = { review: 'review' } as const

export type HelpfulFormState =
  | { status: 'idle' }
  | { status: 'marked'; reviewId: number; helpful: number }
  | { status: 'failed'; reviewId: number; message: string }

export const IDLE_HELPFUL: HelpfulFormState = { status: 'idle' }
