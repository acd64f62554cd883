import 'server-only'

import type { Payload } from 'payload'

import { answerPlansByZip, getMarketDataVersion, listPlans } from './features/plans/node'
import { runDueJobs } from './jobs'
import { closeDatabase } from './lib/database'
import { preferredLocale } from './lib/i18n'
import { getPayloadClient } from './lib/payload'
import { offerInProcess, PROCESS_CONTRACTS, type AppServices } from './lib/process-contracts'

/**
 * The app's services for the Node server (decision 013), on the app's own Payload instance.
 * `opened` tells shutdown whether there is a connection to close, so that stopping a server
 * that never opened the database does not open it.
 */
function appServices(): AppServices {
  let opened = false
  const payload = (): Promise<Payload> => {
    opened = true
    return getPayloadClient()
  }
  return {
    answerPlansByZip: async (rawZip, acceptLanguage) =>
      answerPlansByZip(await payload(), rawZip, preferredLocale(acceptLanguage) ?? 'en'),
    marketDataVersion: async () => getMarketDataVersion(await payload()),
    runDueJobs: async () => runDueJobs(await payload()),
    warmUp: async () => {
      const [first] = await listPlans(await payload())
      return first ? `/plans/${first.nid}` : null
    },
    close: async () => {
      if (opened) await closeDatabase(await getPayloadClient())
    },
  }
}

/** Offers the services to the process, once, as the app starts. */
export function offerAppServices(): void {
  offerInProcess(PROCESS_CONTRACTS.appServices, appServices())
}
