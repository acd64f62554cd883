/** Catalogue namespace `reportReview` (English). */
export const reportReview = {
  legend: 'Why are you reporting this review?',
  /** Why a reader reports a published review, by code (features/moderation/reasons.ts). */
  reasons: {
    'not-about-experience': 'Not about an experience with this plan',
    'personal-information': 'Contains personal information',
    offensive: 'Offensive or harassing',
    'conflict-of-interest': 'Written with a conflict of interest',
    'spam-or-duplicate': 'Spam or a duplicate',
    advertising: 'Advertising',
    'illegal-or-harmful': 'Illegal or harmful content',
  },
  submit: 'Send report',
  cancel: 'Cancel',
  sending: 'Sending…',
  failed: 'The report could not be sent. Please try again in a moment.',
} as const
