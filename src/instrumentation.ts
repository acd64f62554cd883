/**
 * Next.js runs `register` once as the app starts, inside the app's own bundle, before it
 * answers a request. It starts the job queue on the app's Payload instance (`getPayload` with
 * its minute timers) and warms up what the first visitors would otherwise wait for (the
 * marketplace index, a plan page's code). Nothing runs while the site is being built.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobQueue, warmUp } = await import('./server/app-services')
  const { getLogger } = await import('./lib/logger')
  const { getEnv } = await import('./lib/env')
  const env = getEnv()
  getLogger().info({ port: env.port, database: env.databaseKind }, `Candor is listening on ${env.siteUrl}`)
  void startJobQueue().catch((error: unknown) => getLogger().error({ err: error }, 'starting the jobs failed'))
  void warmUp(env.port).catch((error: unknown) => getLogger().debug({ err: error }, 'warming up did not finish'))
}
