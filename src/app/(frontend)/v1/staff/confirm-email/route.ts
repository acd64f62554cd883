import { confirmStaffEmailChange, emailChangeOfToken } from '@/collections/Users/own-account'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { messagesFor } from '@/messages'
import { consumeRateLimit } from '@/platform/rate-limit'
import { isCrossSiteWrite } from '@/platform/same-site'
import { getEnv } from '@/lib/env'
import { appErrorResponse } from '@/server/mutation'
import { getPayloadClient } from '@/platform/payload.server'

/**
 * The link mailed to a staff member's new address. Opening it (GET) changes nothing, so a mail
 * program that fetches links ahead does no harm: it shows the change and a button that posts
 * it back here (POST), which makes it.
 */
const words = () => messagesFor('en').staff

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function page(status: number, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(words().emailChangeTitle)} · Candor</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escape(words().emailChangeTitle)}</h1>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  })
}

const adminLink = () => `<p><a href="/admin">${escape(words().emailChangeSignIn)}</a></p>`

export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const change = emailChangeOfToken(token)
  if (!change) return page(400, `<p>${escape(words().emailChangeInvalid)}</p>${adminLink()}`)
  return page(
    200,
    `<p>${escape(words().emailChangeLead(change.to))}</p><form method="post"><input type="hidden" name="token" value="${escape(token)}"><button type="submit" style="font:inherit;padding:0.6rem 1rem;min-height:44px">${escape(words().emailChangeButton)}</button></form>`,
  )
}

export async function POST(request: Request): Promise<Response> {
  try {
    if (isCrossSiteWrite(request, getEnv().allowedOrigins)) {
      return page(403, `<p>${escape(words().emailChangeInvalid)}</p>${adminLink()}`)
    }
    await consumeRateLimit('accounts.verify', clientHashOf(request.headers))
    const form = await request.formData().catch(() => null)
    const token = form?.get('token')
    const outcome =
      typeof token === 'string' ? await confirmStaffEmailChange(await getPayloadClient(), token) : 'invalid'
    if (outcome === 'changed') {
      const change = emailChangeOfToken(token as string, 0)!
      return page(200, `<p role="status">${escape(words().emailChangeDone(change.to))}</p>${adminLink()}`)
    }
    const message = outcome === 'taken' ? words().emailChangeTaken : words().emailChangeInvalid
    return page(400, `<p role="alert">${escape(message)}</p>${adminLink()}`)
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error)
    throw error
  }
}
