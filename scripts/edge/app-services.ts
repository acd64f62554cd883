/**
 * What the app gives this server (src/server/app-services.ts, set as Next.js prepares the
 * app): call 1, the data version, the warm-up and shutdown, on the app's own Payload
 * instance. Undefined until the app has started.
 */
import { findProcessSingleton } from '../../src/lib/process-singletons'
import type { AppServices } from '../../src/server/app-services'

let found: AppServices | undefined

export function appServices(): AppServices | undefined {
  found ??= findProcessSingleton('appServices')
  return found
}
