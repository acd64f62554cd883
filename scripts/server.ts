/**
 * Candor's HTTP server: Next.js (with Payload inside) behind a thin Node server, assembled
 * here from the modules of scripts/edge, each of one purpose: the order of answers
 * (handler.ts), request ids and the log (request-log.ts), stored pages (stored-pages.ts),
 * call 1's shortcut (call-one.ts), copies kept current (stale-copies.ts), the warm-up
 * (warm-up.ts) and the server's life (lifecycle.ts). The jobs start with the app
 * (src/instrumentation.ts).
 */
import { createServer } from 'node:http'

import next from 'next'

import { getEnv } from '../src/lib/env'
import { getLogger } from '../src/lib/logger'

import { requestHandler } from './edge/handler'
import { keepConnectionsLongerThanProxies, stopGracefully } from './edge/lifecycle'
import { keepCopiesCurrent } from './edge/stale-copies'
import { warmUp } from './edge/warm-up'

/**
 * `CANDOR_CALL_ONE_FAST_PATH=off` leaves call 1 to its Next.js route, to measure one against
 * the other (`npm run bench`); the answers are the same.
 */
const CALL_ONE_FAST_PATH = process.env.CANDOR_CALL_ONE_FAST_PATH !== 'off'

export async function startServer({ dev }: { dev: boolean }): Promise<void> {
  const env = getEnv()
  const logger = getLogger()
  const app = next({ dev, port: env.port, hostname: 'localhost' })
  await app.prepare()

  const server = createServer(
    requestHandler(app.getRequestHandler(), {
      dev,
      callOneAtTheEdge: CALL_ONE_FAST_PATH && !dev,
      trustProxy: env.trustProxy,
      isProduction: env.isProduction,
    }),
  )
  // Hot reloading in development talks over a WebSocket upgrade of /_next/hmr.
  if (dev) {
    const upgrade = app.getUpgradeHandler()
    server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head))
  }
  keepConnectionsLongerThanProxies(server)
  keepCopiesCurrent(env.redisUrl)
  await new Promise<void>((resolve) => server.listen(env.port, resolve))
  logger.info({ port: env.port, database: env.databaseKind, dev }, `Candor is listening on ${env.siteUrl}`)

  const warmingUp = new AbortController()
  if (!dev) {
    void warmUp(env.port, warmingUp.signal).catch((error: unknown) =>
      logger.debug({ err: error }, 'warming up the marketplace indexes did not finish'),
    )
  }
  stopGracefully(server, () => warmingUp.abort())
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
if (isMain) {
  const dev = process.argv.includes('--dev')
  startServer({ dev }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
