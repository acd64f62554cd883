/** The longest public reply an insurer may post under a review, in characters. */
export const REPLY_MAX = 1000

/** Where a reply stands: waiting for Candor's policy check, live, refused, or taken back. */
export const REPLY_STATUSES = ['pending', 'published', 'rejected', 'withdrawn'] as const

export type ReplyStatus = (typeof REPLY_STATUSES)[number]
