/**
 * What an insurer's audit trail records: each link an admin makes or ends, and each thing an
 * insurer does in its inbox.
 */
export const INSURER_EVENT_ACTIONS = [
  'linked',
  'unlinked',
  'inbox-opened',
  'reviews-read',
  'note-handled',
  'note-reopened',
  'reply-submitted',
  'reply-edited',
  'reply-withdrawn',
] as const

export type InsurerEventAction = (typeof INSURER_EVENT_ACTIONS)[number]

/** A HIOS issuer id: five digits. */
export const ISSUER_ID_PATTERN = /^\d{5}$/
