import { pingDatabase } from '@/lib/database'
import { getLogger } from '@/lib/logger'
import { getPayloadClient } from '@/server/payload'
import { redisHealth } from '@/lib/redis'

/**
 * Readiness: the database answers a query (503 while it does not). Redis is reported beside
 * it: without it the instance still serves, counting limits and purging pages on its own, so
 * its loss makes the instance `degraded`, never unavailable.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  let database = true
  try {
    await pingDatabase(await getPayloadClient())
  } catch (error) {
    database = false
    getLogger().error({ err: error }, 'readiness check: database unavailable')
  }
  const redis = await redisHealth()
  const status = !database ? 'unavailable' : redis === 'unavailable' ? 'degraded' : 'ready'
  return Response.json(
    { status, database: database ? 'ok' : 'unavailable', redis },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
