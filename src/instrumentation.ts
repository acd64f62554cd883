/**
 * Next.js runs `register` once as the app starts, inside the app's own bundle. It starts the
 * job queue on the app's Payload instance (`getPayload` with its minute timers), and offers the
 * Node server in front of the app the services that server runs on that same instance: call
 * 1's shortcut, the data version, the warm-up and shutdown (decision 013). The process so holds
 * one Payload instance and one marketplace index. Nothing runs while the site is being built.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { offerAppServices, startJobQueue } = await import('./server/app-services')
  offerAppServices()
  const { getLogger } = await import('./lib/logger')
  void startJobQueue().catch((error: unknown) => getLogger().error({ err: error }, 'starting the jobs failed'))
}
