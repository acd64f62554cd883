/**
 * Candor's HTTP server: Next.js (with Payload inside) behind a thin Node server that
 * gives every request an id, logs it without personal data, and shuts down gracefully.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import next from 'next'
import type { Payload } from 'payload'

import { closeDatabase } from '../src/lib/database'
import { getEnv } from '../src/lib/env'
import { getLogger } from '../src/lib/logger'

const SHUTDOWN_GRACE_MS = 10_000
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/

/** An upstream request id is kept only when it is a plain token; anything else is replaced. */
export function resolveRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID()
}

/** The path of a request, without its query string: queries never reach the logs. */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/'
  const end = raw.search(/[?#]/)
  return end === -1 ? raw : raw.slice(0, end)
}

const QUIET_PREFIXES = ['/_next/static/', '/_next/image', '/favicon']

type CachedPayload = { payload: Pick<Payload, 'db'> | null }

/** Payload keeps its instances on a global map; close each one's database connections. */
async function closeDatabaseConnections(): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, CachedPayload> })._payload
  if (!cache) return
  for (const entry of cache.values()) {
    if (entry.payload) await closeDatabase(entry.payload).catch(() => undefined)
  }
}

export async function startServer({ dev }: { dev: boolean }): Promise<void> {
  const env = getEnv()
  const logger = getLogger()
  const app = next({ dev, port: env.port, hostname: 'localhost' })
  const handle = app.getRequestHandler()
  await app.prepare()

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const requestId = resolveRequestId(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    res.setHeader('x-request-id', requestId)
    const started = process.hrtime.bigint()
    const path = pathOf(req.url)
    res.on('finish', () => {
      const entry = {
        reqId: requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      }
      if (QUIET_PREFIXES.some((prefix) => path.startsWith(prefix))) logger.debug(entry, 'request')
      else logger.info(entry, 'request')
    })
    handle(req, res).catch((error: unknown) => {
      logger.error({ reqId: requestId, err: error }, 'unhandled request error')
      if (!res.headersSent) {
        res.statusCode = 500
        res.end('Internal Server Error')
      }
    })
  })

  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolve) => server.listen(env.port, resolve))
  logger.info({ port: env.port, database: env.databaseKind, dev }, `Candor is listening on ${env.siteUrl}`)

  let shuttingDown = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over: closing remaining connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      await closeDatabaseConnections()
      logger.info('shutdown complete')
      process.exit(0)
    })
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
