import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { answerPlansByZip, getMarketDataVersion, listPlans } from '@/features/plans/server'
import { closeDatabase } from '@/lib/database'
import { preferredLocale } from '@/lib/i18n'
import { getPayloadClient } from '@/platform/payload.server'
import { setProcessSingleton } from '@/lib/process-singletons'
import { noteJobQueueStarted } from '@/lib/job-queue-state'
import { getLogger } from '@/lib/logger'

/**
 * What the Next.js app does for the Node server in front of it (scripts/server.ts), set as
 * the app starts (src/instrumentation.ts). Each runs on the app's own Payload instance, so
 * the process opens one database pool and holds one marketplace index.
 */
export type AppServices = {
  /**
   * Call 1 for a ZIP path segment as received: the status and JSON text its route sends, a
   * refusal in the language the request's Accept-Language prefers.
   */
  answerPlansByZip(rawZip: string, acceptLanguage?: string): Promise<{ status: number; text: string }>
  /** The id of the newest marketplace data load: it changes whenever the data does. */
  marketDataVersion(): Promise<number>
  /** Builds the marketplace index; answers the path of a page whose rendering warms the rest. */
  warmUp(): Promise<string | null>
  /** Closes the database connections, at shutdown. */
  close(): Promise<void>
}

declare module '@/lib/process-singletons' {
  interface ProcessSingletons {
    /** What the app does for the Node server: call 1, the data version, the warm-up, shutdown. */
    appServices: AppServices
  }
}

/**
 * Whether this process opened the database: shutdown closes the connections only then, so that
 * stopping a server that never opened the database does not open it.
 */
let opened = false

/**
 * Starts Payload's own runs of the jobs (`autoRun`, src/jobs) on the app's instance, as the app
 * starts (src/instrumentation.ts). Jobs are rows in the database, so what was due while the
 * server was down runs then.
 */
export async function startJobQueue(): Promise<void> {
  opened = true
  const instance = await getPayload({ config, cron: true })
  // Asked while a request was still setting the instance up, Payload hands back that instance
  // without its timers (it starts them only for the call that made it): start them here then, once.
  if (instance.crons.length === 0) await instance._initializeCrons()
  noteJobQueueStarted()
  getLogger().info({ timers: instance.crons.length }, 'the job queue runs every minute')
}

/** The app's services for the Node server (decision 013), on the app's own Payload instance. */
function appServices(): AppServices {
  const payload = (): Promise<Payload> => {
    opened = true
    return getPayloadClient()
  }
  return {
    answerPlansByZip: async (rawZip, acceptLanguage) =>
      answerPlansByZip(await payload(), rawZip, preferredLocale(acceptLanguage) ?? 'en'),
    marketDataVersion: async () => getMarketDataVersion(await payload()),
    warmUp: async () => {
      const [first] = await listPlans(await payload())
      return first ? `/plans/${first.nid}` : null
    },
    close: async () => {
      if (!opened) return
      const instance = await getPayloadClient()
      // No job run starts once the connections are closing (Payload's `destroy` stops them
      // too, but resets the adapter before the pool could be ended).
      for (const run of instance.crons.splice(0)) run.stop()
      await closeDatabase(instance)
    },
  }
}

/** Sets the process's app services, once, as the app starts. */
export function offerAppServices(): void {
  setProcessSingleton('appServices', appServices())
}
