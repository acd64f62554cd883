/**
 * What the app starts as it starts (src/instrumentation.ts), on the app's own Payload instance,
 * so that the process opens one database pool and holds one marketplace index.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { listPlans } from '@/features/plans/server'
import { noteJobQueueStarted } from '@/lib/job-queue-state'
import { getLogger } from '@/lib/logger'
import { getPayloadClient } from '@/platform/payload.server'

/**
 * Starts Payload's own runs of the jobs (`autoRun`, src/jobs) on the app's instance. Jobs are
 * rows in the database, so what was due while the server was down runs then.
 */
export async function startJobQueue(): Promise<void> {
  const instance = await getPayload({ config, cron: true })
  // Asked while a request was still setting the instance up, Payload hands back that instance
  // without its timers (it starts them only for the call that made it): start them here then, once.
  if (instance.crons.length === 0) await instance._initializeCrons()
  noteJobQueueStarted()
  getLogger().info({ timers: instance.crons.length }, 'the job queue runs every minute')
}

/**
 * Builds what the first visitors after a start would otherwise wait for: the process's
 * marketplace index, which call 1, the plan pages and the ZIP results read, then one plan page
 * asked for on this instance's own port, which loads the page's code. A failure only means
 * that the first visitor waits.
 */
export async function warmUp(port: number): Promise<void> {
  const [first] = await listPlans(await getPayloadClient())
  getLogger().info('the marketplace index is built')
  // In development a page is compiled when first asked for: none is asked for in advance.
  if (!first || process.env.NODE_ENV !== 'production') return
  const answer = await fetch(`http://127.0.0.1:${port}/plans/${first.nid}`)
  await answer.arrayBuffer()
}
