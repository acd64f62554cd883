import { answerPlansByZip } from '@/features/plans/node'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ zip: string }> }

/**
 * Call 1, the plans sold in a ZIP code. In production the Node server hands it to the app's
 * services before Next.js routes it (decision 013), with this same function on this same
 * Payload instance; this route answers wherever that shortcut is not in front
 * (`npm run dev`, another server, `CANDOR_CALL_ONE_FAST_PATH=off`).
 */
export async function POST(_request: Request, { params }: Context): Promise<Response> {
  const answer = await answerPlansByZip(await getPayloadClient(), (await params).zip)
  return new Response(answer.text, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}
