/**
 * Builds what the first visitors after a start would otherwise wait for. In production Next.js
 * prepares the app on its first request, and only then sets the app's services
 * (src/instrumentation.ts): the server asks for its health check first. The app then builds the
 * process's marketplace index, and one plan page asked for through the server loads the page's
 * code. A failure only means that the first visitor waits; shutdown aborts it.
 */
import { getLogger } from '../../src/lib/logger'

import { appServices } from './app-services'

export async function warmUp(port: number, signal: AbortSignal): Promise<void> {
  const ask = async (path: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal })
    await answer.arrayBuffer()
  }
  await ask('/healthz')
  const services = appServices()
  if (!services) {
    getLogger().warn('the app offered no services: call 1 goes to its route; the jobs and the data-version check wait')
    return
  }
  getLogger().info('the app offers its services: call 1, the data-version check and shutdown use its Payload instance')
  const path = await services.warmUp()
  if (path && !signal.aborted) await ask(path)
}
