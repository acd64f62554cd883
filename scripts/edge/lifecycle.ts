/**
 * The server's life: connections kept open longer than the proxies in front keep theirs, and
 * on SIGTERM or SIGINT a graceful stop (no new connections, requests in flight finished within
 * a grace period, then the database and Redis closed).
 */
import type { Server } from 'node:http'

import { getLogger } from '../../src/lib/logger'
import { closeRedis } from '../../src/lib/redis'

import { appServices } from './app-services'

const SHUTDOWN_GRACE_MS = 10_000

/**
 * Proxies and load balancers keep idle connections open for about a minute: the server keeps
 * them longer, or a request sent just as it closes one is reset. Shutdown closes idle ones.
 */
export function keepConnectionsLongerThanProxies(server: Server): void {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

/** On SIGTERM or SIGINT: `beforeStop` (aborting what the start began), then a graceful stop. */
export function stopGracefully(server: Server, beforeStop: () => void): void {
  const logger = getLogger()
  let stopping = false
  const finish = async () => {
    await appServices()
      ?.close()
      .catch((error: unknown) => logger.warn({ err: error }, 'closing the database connections failed'))
    await closeRedis()
    logger.info('shutdown complete')
    process.exit(0)
  }
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    beforeStop()
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    // Upgraded connections (hot reloading in development) never let close() complete:
    // after the grace period the process ends regardless.
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over: closing remaining connections')
      server.closeAllConnections()
      void finish()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(() => void finish())
    server.closeIdleConnections()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
