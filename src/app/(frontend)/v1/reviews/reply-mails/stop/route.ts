import { stopReplyMails } from '@/features/insurers/server'
import { failure, ok, toResponse } from '@/lib/api-response'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { isLocale, localizeHref } from '@/lib/i18n'
import { messages } from '@/messages'
import { consumeRateLimit } from '@/platform/rate-limit'
import { appErrorResponse } from '@/server/mutation'
import { getPayloadClient } from '@/platform/payload.server'

const PAGE = '/reviews/reply-mails/stop'

/**
 * `POST /v1/reviews/reply-mails/stop?token=…`: no more mails about insurers' replies to the
 * address of the review the token names, at once. Three callers: the one-click post of
 * RFC 8058 that mail programs send (body `List-Unsubscribe=One-Click`), the page's form (both
 * are answered with the page, done or not), and a JSON `{ token }`.
 */
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const isForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')
  try {
    await consumeRateLimit('newsletter.unsubscribe', clientHashOf(request.headers))
    let token = url.searchParams.get('token')
    if (!token && (request.headers.get('content-type') ?? '').includes('application/json')) {
      const body: unknown = await request.json().catch(() => null)
      const value = body && typeof body === 'object' ? (body as { token?: unknown }).token : null
      token = typeof value === 'string' ? value : null
    }
    const stopped = token ? await stopReplyMails(await getPayloadClient(), token) : false
    if (isForm) {
      const lang = url.searchParams.get('lang')
      const page = localizeHref(PAGE, isLocale(lang) ? lang : 'en')
      // A relative address: behind a proxy, the request's own host may not be the site's.
      return new Response(null, { status: 303, headers: { Location: `${page}?${stopped ? 'done=1' : 'failed=1'}` } })
    }
    if (!stopped) return toResponse(failure(400, messages.replyMails.invalid, { token: messages.replyMails.invalid }))
    return toResponse(ok({ stopped: true }))
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error)
    throw error
  }
}
