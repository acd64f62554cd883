/**
 * The fixed reasons for rejecting a review, the same for praise and complaint (16 CFR 465;
 * product brief §6.9). Each is told to the author.
 */
export const REJECTION_REASONS = {
  'not-about-experience': 'It is not about an experience with this plan',
  'personal-information': 'It contains personal information',
  offensive: 'It is offensive or harassing',
  'conflict-of-interest': 'It was written with a conflict of interest',
  'spam-or-duplicate': 'It is spam or a duplicate',
  'someone-elses-health': "It describes someone else's health",
  advertising: 'It is advertising',
} as const

export type RejectionReason = keyof typeof REJECTION_REASONS
export const REJECTION_REASON_VALUES = Object.keys(REJECTION_REASONS) as RejectionReason[]

/** Why a reader reports a published review. Only the last one hides it until it is checked again. */
export const READER_REPORT_REASONS = {
  'not-about-experience': 'Not about an experience with this plan',
  'personal-information': 'Contains personal information',
  offensive: 'Offensive or harassing',
  'conflict-of-interest': 'Written with a conflict of interest',
  'spam-or-duplicate': 'Spam or a duplicate',
  advertising: 'Advertising',
  'illegal-or-harmful': 'Illegal or harmful content',
} as const

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
