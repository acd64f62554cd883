/**
 * The jobs (src/jobs) run on Payload's own `autoRun`, in the app's Payload instance. Next.js
 * prepares the app, and so sets its services, on its first request (the warm-up's in
 * production): the server asks every second until they are there, then has the app start its
 * runs. Jobs are rows in the database, so what was due while the server was down runs then.
 */
import { getLogger } from '../../src/lib/logger'

import { appServices } from './app-services'

const LOOK_EVERY_MS = 1_000

export function startJobsOnceReady(): void {
  const timer = setInterval(() => {
    const services = appServices()
    if (!services) return
    clearInterval(timer)
    services
      .startJobs()
      .then(() => getLogger().debug('the jobs run every minute'))
      .catch((error: unknown) => getLogger().error({ err: error }, 'starting the jobs failed'))
  }, LOOK_EVERY_MS)
  timer.unref()
}
