import { MAX_MATCHES } from '@/features/find'
import { findPlansByOptionName } from '@/features/plans/server'
import { failure, ok, requestLocale, toResponse } from '@/lib/api-response'
import { getPayloadClient } from '@/platform/payload.server'
import { find as findEn } from '@/messages/en/find'
import { find as findEs } from '@/messages/es/find'

const MAX_QUERY_LENGTH = 100

/**
 * The insurer products of the newest plan year with a plan option whose name matches `q`
 * (`?q=silver 10 advanced`), for the search by insurer name: at most 12, each with the
 * option name that matched. Only names that match leave the server.
 */
export async function GET(request: Request): Promise<Response> {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim()
  if (query.length > MAX_QUERY_LENGTH) {
    const message = (requestLocale(request) === 'es' ? findEs : findEn).insurerTooLong
    return toResponse(failure(400, message, { q: message }))
  }
  const found = await findPlansByOptionName(await getPayloadClient(), query, MAX_MATCHES)
  return toResponse(ok({ matches: found.map(({ nid, optionName }) => ({ nid, option_name: optionName })) }))
}
