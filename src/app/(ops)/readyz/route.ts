import { pingDatabase } from '@/lib/database'
import { getLogger } from '@/lib/logger'
import { getPayloadClient } from '@/platform/payload.server'
import { redisHealth } from '@/lib/redis'
import { jobQueueReport } from '@/lib/job-queue-state'
import { diskReport } from '@/lib/storage'
import { getEnv } from '@/lib/env'

/**
 * Readiness: the database answers a query (503 while it does not). Redis is reported beside
 * it: without it the instance still serves, counting limits and purging pages on its own, so
 * its loss makes the instance `degraded`, never unavailable. So does a job queue whose passes
 * have stopped (mail, retention and scheduled publishing wait): `jobs` says whether its
 * timers run and when a pass last began; and a data directory whose disk is full (`disk`:
 * reads go on, writes answer 503).
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
  const jobs = jobQueueReport()
  const disk = diskReport(getEnv().dataDir)
  const isDegraded = redis === 'unavailable' || jobs.queue === 'stalled' || disk === 'full'
  const status = !database ? 'unavailable' : isDegraded ? 'degraded' : 'ready'
  return Response.json(
    { status, database: database ? 'ok' : 'unavailable', redis, jobs, disk },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
