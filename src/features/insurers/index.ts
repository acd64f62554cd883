/**
 * Insurers on Candor, for code that runs anywhere: the audit trail's actions and the form of a
 * HIOS issuer id.
 */
export { INSURER_EVENT_ACTIONS, ISSUER_ID_PATTERN } from './events'
export type { InsurerEventAction } from './events'
export { charactersIn, REPLY_MAX, REPLY_STATUSES } from './reply-rules'
export type { ReplyStatus } from './reply-rules'
