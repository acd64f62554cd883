/**
 * Call 1 at the edge (decision 013). The ZIP lookup is the hottest JSON call and needs no
 * rendering: the first ask for a ZIP goes to the app's service (the same function as the
 * Next.js route); its answer is kept here (the app's own JSON text) with its headers listed
 * once, so every later ask for that ZIP in that language is answered at once. Kept answers are
 * forgotten when the marketplace data changes (`dropCallOneAnswersFor('market')`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { preferredLocale } from '../../src/lib/i18n'
import { getLogger } from '../../src/lib/logger'
import { withRequestId } from '../../src/lib/page-cache'
import type { AppServices } from '../../src/server/app-services'
import { baseSecurityHeaders } from '../../src/lib/security-headers'

import { logAnswer, resolveRequestId } from './request-log'

const CALL_ONE_PATH = /^\/v1\/data\/issuers\/zipcode\/([^/?#]*)\/plans\/?(?:\?.*)?$/
/**
 * What the kept answers may hold together (they run from 1 to about 20 KB): the busiest few
 * thousand ZIP codes, not every one, so that a crawl of all ZIPs keeps no more than this alive.
 */
const KEPT_BYTES = 24 * 1024 * 1024
let keptBytes = 0

/** The JSON text is the app's own (it keeps one per ZIP and data version): nothing is copied. */
type KeptAnswer = { status: number; text: string; bytes: number; headers: string[] }

const kept = new Map<string, KeptAnswer>()

/** Forgets every kept answer when a purge says the marketplace data changed; other tags keep them. */
export function dropCallOneAnswersFor(tag: string): void {
  if (tag !== 'market') return
  kept.clear()
  keptBytes = 0
}

/** How many answers are kept (the data-version check runs while any are). */
export function keptCallOneAnswers(): number {
  return kept.size
}

function answerWith(res: ServerResponse, answer: KeptAnswer, requestId: string): void {
  res.writeHead(answer.status, withRequestId(answer.headers, requestId))
  res.end(answer.text)
}

/** The headers every answer shares, listed once (the security headers depend only on the environment). */
let sharedHeaders: string[] | undefined

function keep(key: string, status: number, text: string, isProduction: boolean): KeptAnswer {
  sharedHeaders ??= Object.entries({
    ...baseSecurityHeaders({ isProduction }),
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  }).flat()
  const bytes = Buffer.byteLength(text)
  const answer = {
    status,
    text,
    bytes,
    headers: [...sharedHeaders, 'Content-Length', String(bytes), 'x-request-id', ''],
  }
  // Only answers about real ZIP codes are kept; a refusal is made again when asked again.
  if (status === 200) {
    kept.set(key, answer)
    keptBytes += bytes
    // The oldest kept go first.
    for (const [oldKey, old] of kept) {
      if (keptBytes <= KEPT_BYTES) break
      kept.delete(oldKey)
      keptBytes -= old.bytes
    }
  }
  return answer
}

/**
 * Answers call 1 and returns true, or false for any other request (and while the app has not
 * offered its services). A kept answer is sent before anything else runs; otherwise the
 * app's service makes it.
 */
export function answerCallOne(
  req: IncomingMessage,
  res: ServerResponse,
  services: AppServices | undefined,
  isProduction: boolean,
): boolean {
  if (req.method !== 'POST' || !services) return false
  const match = CALL_ONE_PATH.exec(req.url ?? '')
  if (!match) return false
  // Call 1 takes no body: a request that sends one goes the long way, through the request
  // guard to the route, which answers the same.
  const length = req.headers['content-length']
  if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')) return false
  const started = process.hrtime.bigint()
  const rawZip = match[1]!
  const acceptLanguage = req.headers['accept-language']
  const language = typeof acceptLanguage === 'string' ? acceptLanguage : undefined
  const key = `${preferredLocale(language) ?? 'en'}:${rawZip}`
  const requestId = resolveRequestId(req.headers['x-request-id'])
  const path = `/v1/data/issuers/zipcode/${rawZip}/plans`
  req.resume()
  const known = kept.get(key)
  if (known) {
    answerWith(res, known, requestId)
    logAnswer(requestId, 'POST', path, known.status, started)
    return true
  }
  services.answerPlansByZip(rawZip, language).then(
    (answer) => {
      answerWith(res, keep(key, answer.status, answer.text, isProduction), requestId)
      logAnswer(requestId, 'POST', path, answer.status, started)
    },
    (error: unknown) => {
      getLogger().error({ reqId: requestId, err: error }, 'call 1 failed')
      res.writeHead(500, { 'Content-Type': 'text/plain', 'x-request-id': requestId }).end('Internal Server Error')
      logAnswer(requestId, 'POST', path, 500, started)
    },
  )
  return true
}
