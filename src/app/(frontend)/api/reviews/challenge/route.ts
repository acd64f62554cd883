import { createReviewChallenge } from '@/features/reviews/server'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { appErrorResponse } from '@/server/mutation'
import { consumeRateLimit } from '@/platform/rate-limit'

/** A fresh captcha challenge for the review form; never cached. */
export async function GET(request: Request): Promise<Response> {
  try {
    await consumeRateLimit('reviews.challenge', clientHashOf(request.headers))
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error)
    throw error
  }
  return Response.json(await createReviewChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
