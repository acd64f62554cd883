/**
 * Candor's HTTP server: Next.js (with Payload inside) behind a thin Node server that
 * gives every request an id, logs it without personal data, and shuts down gracefully.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import next from 'next'

import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../src/lib/client-identity'
import { getEnv } from '../src/lib/env'
import { getLogger } from '../src/lib/logger'
import {
  cacheableTags,
  isStorableRendering,
  cachedPageCount,
  listenForPurges,
  purgeLocalPages,
  setPurgeBroadcaster,
} from '../src/lib/page-cache'
import { onPurgeAnnounced } from '../src/lib/page-cache-purges'
import { relayPurges } from '../src/lib/page-cache-relay'
import { findInProcess, PROCESS_CONTRACTS, type AppServices } from '../src/lib/process-contracts'
import { closeRedis } from '../src/lib/redis'
import { refusalOf, sendRefusal } from '../src/lib/request-guard'
import { answerStaticAsset, compressAnswers, keepStaticAsset } from '../src/lib/response-compression'

import { answerCallOne, dropCallOneAnswersFor, keptCallOneAnswers } from './edge/call-one'
import { logWhenAnswered, pathOf, resolveRequestId } from './edge/request-log'
import { answerStoredCopy, answerStoredPage, storeWhenRendered } from './edge/stored-pages'

export { pathOf, resolveRequestId }

const SHUTDOWN_GRACE_MS = 10_000

/**
 * `CANDOR_CALL_ONE_FAST_PATH=off` leaves call 1 to its Next.js route, to measure one against
 * the other (`npm run bench`); the answers are the same.
 */
const CALL_ONE_FAST_PATH = process.env.CANDOR_CALL_ONE_FAST_PATH !== 'off'

/**
 * What the app offers this server (src/instrumentation.ts, as Next.js prepares the app): call
 * 1, the jobs, the data version and shutdown, on the app's own Payload instance. Undefined
 * until the app has started.
 */
let offered: AppServices | undefined
function appServices(): AppServices | undefined {
  offered ??= findInProcess<AppServices>(PROCESS_CONTRACTS.appServices)
  return offered
}

const DATA_VERSION_CHECK_MS = 5_000

/** What this instance keeps of a purged tag: its stored pages, and for marketplace data call 1's answers. */
function dropLocalCopies(tag: string): void {
  purgeLocalPages(tag)
  dropCallOneAnswersFor(tag)
}

/**
 * Drops cached pages and call 1's kept answers showing marketplace data once another process
 * has loaded new data. With nothing kept there is nothing to check.
 */
function watchMarketDataVersion(): NodeJS.Timeout {
  let known: number | undefined
  const timer = setInterval(async () => {
    if (cachedPageCount() === 0 && keptCallOneAnswers() === 0 && known !== undefined) return
    const services = appServices()
    if (!services) return
    try {
      const version = await services.marketDataVersion()
      if (known !== undefined && version !== known) dropLocalCopies('market')
      known = version
    } catch {
      // The database is briefly unavailable; the next check will tell.
    }
  }, DATA_VERSION_CHECK_MS)
  timer.unref()
  return timer
}

const JOBS_EVERY_MS = 60 * 1000

/**
 * Every minute, Payload's jobs queues (src/jobs): what a task's schedule says is due is
 * enqueued, then what is due runs (mail delivery and retries, report retention, pages and
 * articles scheduled for publishing). Jobs are rows in the database, so work missed while the server was down is
 * picked up on the next start, and a failed job is retried.
 */
function runJobQueues(): void {
  const tick = async () => {
    await appServices()?.runDueJobs()
  }
  const run = () =>
    void tick().catch((error: unknown) => getLogger().error({ err: error }, 'running the job queues failed'))
  setTimeout(run, 30_000).unref()
  setInterval(run, JOBS_EVERY_MS).unref()
}

/**
 * Builds what the first visitors after a start would otherwise wait for. In production Next.js
 * prepares the app on its first request, and only then offers the app's services
 * (src/instrumentation.ts): the server asks for its health check first. The app then builds the
 * process's marketplace index, and one plan page asked for through the server loads the page's
 * code. A failure only means that the first visitor waits; shutdown aborts it.
 */
async function warmUp(port: number, signal: AbortSignal): Promise<void> {
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
  getLogger().info('the app offers its services: call 1, the jobs and the data-version check use its Payload instance')
  const path = await services.warmUp()
  if (path && !signal.aborted) await ask(path)
}

export async function startServer({ dev }: { dev: boolean }): Promise<void> {
  const env = getEnv()
  const logger = getLogger()
  const app = next({ dev, port: env.port, hostname: 'localhost' })
  const handle = app.getRequestHandler()
  await app.prepare()

  const callOneAtTheEdge = CALL_ONE_FAST_PATH && !dev
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // A stored page and a kept call 1 answer go first: they need nothing below.
    if (!dev && answerStoredPage(req, res)) return
    if (callOneAtTheEdge && answerCallOne(req, res, appServices(), env.isProduction)) return
    const requestId = resolveRequestId(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    // Rate limits key on the caller; a value sent by the caller is always replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      env.trustProxy,
    )
    const path = pathOf(req.url)
    logWhenAnswered(req, res, requestId, path)
    // What no route could answer is refused here, before the cache, the framework or a body is read.
    const refusal = refusalOf({ method: req.method, path, headers: req.headers })
    if (refusal) return sendRefusal(req, res, refusal)
    serve(req, res, path, requestId)
  })

  /** A request that passed the checks: from the page cache, a static file or Next.js. */
  function serve(req: IncomingMessage, res: ServerResponse, path: string, requestId: string): void {
    // In development pages must render fresh, so that code changes and hydration show.
    const cacheTags = dev ? null : cacheableTags(req)
    if (cacheTags && answerStoredCopy(path, req, res, requestId)) return
    res.setHeader('x-request-id', requestId)
    if (!dev && answerStaticAsset(path, req, res)) return
    // What Next.js answers leaves compressed; a page to keep is kept as rendered (wrapped last,
    // so it sees the bytes before they are compressed).
    compressAnswers(req, res)
    if (!dev) keepStaticAsset(path, req, res)
    if (cacheTags && isStorableRendering(req.url)) storeWhenRendered(path, cacheTags, res)
    handle(req, res).catch((error: unknown) => {
      logger.error({ reqId: requestId, err: error }, 'unhandled request error')
      if (!res.headersSent) {
        res.statusCode = 500
        res.end('Internal Server Error')
      }
    })
  }

  // Hot reloading in development talks over a WebSocket upgrade of /_next/hmr.
  if (dev) {
    const upgrade = app.getUpgradeHandler()
    server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head))
  }
  // Proxies and load balancers keep idle connections open for about a minute: the server keeps
  // them longer, or a request sent just as it closes one is reset. Shutdown closes idle ones.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  watchMarketDataVersion()
  // The app announces what a change makes stale (a published review, an edited page).
  listenForPurges()
  onPurgeAnnounced(dropCallOneAnswersFor)
  // Several instances share one Redis: a purge on one drops the pages of all.
  if (env.redisUrl) setPurgeBroadcaster(relayPurges(env.redisUrl, dropLocalCopies).publish)
  runJobQueues()
  await new Promise<void>((resolve) => server.listen(env.port, resolve))
  logger.info({ port: env.port, database: env.databaseKind, dev }, `Candor is listening on ${env.siteUrl}`)
  const warmingUp = new AbortController()
  if (!dev) {
    void warmUp(env.port, warmingUp.signal).catch((error: unknown) =>
      logger.debug({ err: error }, 'warming up the marketplace indexes did not finish'),
    )
  }

  let shuttingDown = false
  const finish = async () => {
    await appServices()
      ?.close()
      .catch((error: unknown) => logger.warn({ err: error }, 'closing the database connections failed'))
    await closeRedis()
    logger.info('shutdown complete')
    process.exit(0)
  }
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    warmingUp.abort()
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
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
if (isMain) {
  const dev = process.argv.includes('--dev')
  startServer({ dev }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
