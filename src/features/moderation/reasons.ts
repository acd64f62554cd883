import { guidelines as guidelinesMessages } from '@/messages/en/guidelines'
import { reportReview as reportReviewMessages } from '@/messages/en/reportReview'

/**
 * The fixed reasons for rejecting a review, the same for praise and complaint (16 CFR 465;
 * product brief §6.9), by code with the words told to the author.
 */
export const REJECTION_REASONS = guidelinesMessages.rejectReasons

export type RejectionReason = keyof typeof REJECTION_REASONS
export const REJECTION_REASON_VALUES = Object.keys(REJECTION_REASONS) as RejectionReason[]

/** Why a reader reports a published review. Only the last one hides it until it is checked again. */
export const READER_REPORT_REASONS = reportReviewMessages.reasons

export type ReaderReportReason = keyof typeof READER_REPORT_REASONS
export const READER_REPORT_REASON_VALUES = Object.keys(READER_REPORT_REASONS) as ReaderReportReason[]

/** A reader report with this reason takes the review off the site until it is checked again. */
export const HIDING_REPORT_REASON: ReaderReportReason = 'illegal-or-harmful'

/** What staff put in place of removed personal information. */
export const REDACTION_MARK = '[personal information removed]'

/** True when `next` is `previous` with some passages replaced by the redaction mark, and nothing else changed. */
export function isRedactionOf(previous: string, next: string): boolean {
  if (previous === next) return true
  const kept = next.split(REDACTION_MARK)
  if (kept.length < 2 || !previous.startsWith(kept[0]!)) return false
  let position = kept[0]!.length
  for (let index = 1; index < kept.length; index += 1) {
    const piece = kept[index]!
    if (index === kept.length - 1) {
      // The text after the last mark ends the original; something before it was removed.
      const start = previous.length - piece.length
      return previous.endsWith(piece) && start > position
    }
    // At least one character was removed before each kept piece.
    const found = previous.indexOf(piece, position + 1)
    if (found < 0) return false
    position = found + piece.length
  }
  return false
}
