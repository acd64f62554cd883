import { pingDatabase } from '@/lib/database'
import { getLogger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

/** Readiness: the database answers a query. 503 while it does not. */
export const dynamic = 'force-dynamic'

export async function GET() {
  let ready = true
  try {
    await pingDatabase(await getPayloadClient())
  } catch (error) {
    ready = false
    getLogger().error({ err: error }, 'readiness check: database unavailable')
  }
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', database: ready ? 'ok' : 'unavailable' },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
