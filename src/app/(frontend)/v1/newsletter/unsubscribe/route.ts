import { unsubscribeByToken } from '@/features/newsletter/server'
import { NEWSLETTER_MESSAGES } from '@/features/newsletter'
import { failure, ok, toResponse } from '@/lib/api-response'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { appErrorResponse } from '@/server/mutation'
import { getPayloadClient } from '@/platform/payload.server'
import { consumeRateLimit } from '@/platform/rate-limit'

/**
 * `POST /v1/newsletter/unsubscribe`: takes effect at once. Two forms: the one-click post of
 * RFC 8058 that mail programs send (`?token=…`, body `List-Unsubscribe=One-Click`), and the
 * JSON `{ token }` of the page a mailed link opens.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    await consumeRateLimit('newsletter.unsubscribe', clientHashOf(request.headers))
    let token = new URL(request.url).searchParams.get('token')
    if (!token && (request.headers.get('content-type') ?? '').includes('application/json')) {
      const body: unknown = await request.json().catch(() => null)
      const value = body && typeof body === 'object' ? (body as { token?: unknown }).token : null
      token = typeof value === 'string' ? value : null
    }
    if (!token || !(await unsubscribeByToken(await getPayloadClient(), token))) {
      return toResponse(failure(400, NEWSLETTER_MESSAGES.tokenInvalid, { token: NEWSLETTER_MESSAGES.tokenInvalid }))
    }
    return toResponse(ok({ unsubscribed: true }))
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error)
    throw error
  }
}
