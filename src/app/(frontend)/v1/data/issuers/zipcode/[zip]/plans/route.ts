import { answerPlansByZip } from '@/features/plans/server'
import { requestLocale } from '@/lib/api-response'
import { getPayloadClient } from '@/platform/payload.server'

type Context = { params: Promise<{ zip: string }> }

/**
 * Call 1, the plans sold in a ZIP code. In production the Node server hands it to the app's
 * services before Next.js routes it (decision 013), with this same function on this same
 * Payload instance; this route answers wherever that shortcut is not in front
 * (`npm run dev`, another server, `CANDOR_CALL_ONE_FAST_PATH=off`). A refused ZIP is
 * explained in the language the request prefers (Accept-Language).
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const answer = await answerPlansByZip(await getPayloadClient(), (await params).zip, requestLocale(request))
  return new Response(answer.text, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}
