'use server'

import { headers } from 'next/headers'

import { clientHashOf } from '@/lib/client-identity'
import { getLogger } from '@/lib/logger'
import { messagesFor } from '@/messages'
import { getLocale } from '@/platform/locale.server'
import { getPayloadClient } from '@/platform/payload.server'

import { HELPFUL_FORM, type HelpfulFormState } from './helpful-form'
import { markHelpfulFromForm } from './helpful-form.server'

/** "Helpful" as a browser without script posts it: the page answers with the review's new count. */
export async function markHelpfulAction(_previous: HelpfulFormState, form: FormData): Promise<HelpfulFormState> {
  const locale = await getLocale()
  const requestHeaders = await headers()
  const reviewId = String(form.get(HELPFUL_FORM.review) ?? '')
  try {
    return await markHelpfulFromForm(await getPayloadClient(), reviewId, {
      headers: requestHeaders,
      clientHash: clientHashOf(requestHeaders),
      locale,
    })
  } catch (error) {
    getLogger().error({ err: error, action: 'reviews.helpfulForm' }, 'helpful mark failed')
    return { status: 'failed', reviewId: Number(reviewId) || 0, message: messagesFor(locale).serverErrors.unexpected }
  }
}
