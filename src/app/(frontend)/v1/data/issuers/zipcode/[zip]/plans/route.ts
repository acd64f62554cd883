import { answerPlansByZip } from '@/features/plans/server'
import { requestLocale } from '@/lib/api-response'
import { getPayloadClient } from '@/platform/payload.server'

type Context = { params: Promise<{ zip: string }> }

/**
 * Call 1, the plans sold in a ZIP code: each answer is kept by the app per ZIP and data
 * version (`answerPlansByZip`), so a ZIP asked for before is answered without a query. A
 * refused ZIP is explained in the language the request prefers (Accept-Language).
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const answer = await answerPlansByZip(await getPayloadClient(), (await params).zip, requestLocale(request))
  return new Response(answer.text, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}
