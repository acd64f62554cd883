import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'
import { translateText } from '@/messages/translate-text'
import { consumeRateLimit } from '@/platform/rate-limit'

import type { HelpfulFormState } from './helpful-form'
import { HELPFUL_MESSAGES, isStaffSession, recordHelpfulMark } from './helpful-votes.server'

/** A message of "Helpful" in the page's language, as the button's own words say it. */
function inLanguage(message: string, locale: Locale): string {
  const key = (Object.keys(HELPFUL_MESSAGES) as (keyof typeof HELPFUL_MESSAGES)[]).find(
    (name) => HELPFUL_MESSAGES[name] === message,
  )
  const words = messagesFor(locale).helpfulVotes
  return key && typeof words[key] === 'string' ? (words[key] as string) : translateText(message, locale)
}

/**
 * "Helpful" posted without script: the same rules as the call (staff refused, the
 * connection's rate limit, one new device per connection and review a day). A browser
 * without script keeps no token, so each mark comes as a new device's; the daily count per
 * connection is what keeps it to one.
 */
export async function markHelpfulFromForm(
  payload: Payload,
  reviewIdText: string,
  poster: { headers: Headers; clientHash: string; locale: Locale },
): Promise<HelpfulFormState> {
  const reviewId = /^\d{1,9}$/.test(reviewIdText) ? Number(reviewIdText) : 0
  try {
    if (await isStaffSession(payload, poster.headers)) {
      throw new AppError('forbidden', HELPFUL_MESSAGES.staffCannotVote)
    }
    await consumeRateLimit('reviews.helpful', poster.clientHash)
    const mark = await recordHelpfulMark(payload, {
      reviewId: reviewIdText,
      member: null,
      voterToken: undefined,
      clientHash: poster.clientHash,
    })
    return { status: 'marked', reviewId, helpful: mark.helpful }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    const message = error.inLanguage?.(poster.locale) ?? inLanguage(error.message, poster.locale)
    return { status: 'failed', reviewId, message }
  }
}
