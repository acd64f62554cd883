/**
 * A stand-in for the CMS Marketplace API (the API behind HealthCare.gov's plan search), for unit
 * and end-to-end tests and benchmarks: it answers plan searches, eligibility estimates and
 * county look-ups from the real answers recorded in ../shared/data/marketplace-api, on a local
 * port, and can be told to fail the ways the real API and its gateway fail. Point
 * MARKETPLACE_API_URL at its `url` and MARKETPLACE_API_KEY at its `key`.
 *
 * Paths under /__stand-in/ steer it from another process (an end-to-end test drives the site,
 * which calls the stand-in): `POST /__stand-in/mode` with `{"mode"}` and/or `{"pageDelayMs"}`,
 * `GET /__stand-in/requests` for the count of API calls per path, `GET /__stand-in/health`.
 * Those calls are answered at once, whatever the mode, and are not counted as API calls.
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { answerCoverageCall, COVERAGE_MODES, priceLastYearPlans, type CoverageMode } from './marketplace-coverage'
import {
  type RecordedPlan,
  type Recordings,
  estimateOf,
  estimatedOopc,
  loadRecordings,
  recordingKey,
  utilizationOf,
} from './marketplace-recordings'

export type StandInMode = 'normal' | 'error' | 'stall' | 'rate-limited' | 'unreadable' | 'bad-plans' | 'wrong-key'
export type StandInRequest = { method: string; path: string; query: Record<string, string>; body: unknown }

export type StandInOptions = {
  port?: number
  pageDelayMs?: number
  mode?: StandInMode
  dataDir?: string
  /** Answer a household without a recording with its county's recording (benchmarks of first asks). */
  anyHousehold?: boolean
  /**
   * Eligibility estimates for a year without recordings answered with another year's, as
   * `{ 2027: 2026 }`: HealthCare.gov answering a year on sale before Candor publishes its figures.
   */
  eligibilityYearsAs?: Record<number, number>
}

export type MarketplaceStandIn = {
  /** The API's base address, for MARKETPLACE_API_URL, e.g. http://127.0.0.1:3199/api/v1. */
  url: string
  /** The only API key it accepts. */
  key: string
  /** Every API call received, in order (the /__stand-in/ calls aside). */
  requests: StandInRequest[]
  setMode(mode: StandInMode): void
  /** How the drug and doctor coverage calls answer (marketplace-coverage.ts). */
  setCoverageMode(mode: CoverageMode): void
  setPageDelay(ms: number): void
  close(): Promise<void>
}

export const STAND_IN_KEY = 'stand-in-key'
export const STAND_IN_MODES: readonly StandInMode[] = [
  'normal',
  'error',
  'stall',
  'rate-limited',
  'unreadable',
  'bad-plans',
  'wrong-key',
]
export const DEFAULT_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/data/marketplace-api',
)
/** The plan year the API assumes when a request names none: the recordings' open enrollment. */
const DEFAULT_YEAR = 2026
const API_PREFIX = '/api/v1'
const CONTROL_PREFIX = '/__stand-in/'

type Answer = { status: number; body: unknown; headers?: Record<string, string> }

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers })

/** The Marketplace API's own error body (its examples' field names, not the schema's msg/err). */
const apiError = (status: number, code: string, message: string, error?: string): Answer =>
  json(status, { code, status: String(status), message, ...(error === undefined ? {} : { error }) })

const invalidInput = (error: string) =>
  apiError(400, '1003', 'InvalidInput: no recorded answer for this household', error)

/** What the gateway in front of the API answers for a missing or unknown key. */
const keyRefused = (missing: boolean): Answer =>
  json(403, {
    error: missing
      ? { code: 'API_KEY_MISSING', message: 'No api_key was supplied.' }
      : { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' },
  })

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A whole non-negative number from the body, or the fallback. */
function count(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : fallback
}

type Place = { countyfips: string; state: string }

function placeOf(body: Record<string, unknown>): Place | null {
  const place = body.place
  if (!isObject(place) || typeof place.countyfips !== 'string') return null
  return { countyfips: place.countyfips, state: typeof place.state === 'string' ? place.state : '' }
}

/** The plans of one page as the 'bad-plans' mode spoils them: the client must drop these three. */
function spoil(plans: RecordedPlan[]): RecordedPlan[] {
  return plans.map((plan, index) => {
    if (index === 1 || index === 4) {
      const { premium: _premium, ...rest } = plan
      return rest as RecordedPlan
    }
    return index === 2 ? { ...plan, premium_w_credit: 'n/a' } : plan
  })
}

function searchPlans(
  recordings: Recordings,
  body: Record<string, unknown>,
  query: Record<string, string>,
  mode: StandInMode,
  anyHousehold: boolean,
): Answer {
  const place = placeOf(body)
  if (!place) return apiError(400, '1003', 'InvalidInput', 'place.countyfips is required')
  const year = count(body.year ?? query.year, DEFAULT_YEAR)
  if (!recordings.countyYears.has(`${year}|${place.countyfips}`)) {
    // As the API answers for a year or a county without plans.
    return json(200, {
      plans: [],
      total: 0,
      facet_groups: [],
      ranges: { premiums: { min: 0, max: 0 }, deductibles: { min: 0, max: 0 } },
      rate_area: { state: place.state, area: 0 },
    })
  }
  const key = recordingKey(year, place.countyfips, body.household)
  const recording =
    (key ? recordings.byHousehold.get(key) : undefined) ??
    (anyHousehold ? recordings.firstOfCounty.get(`${year}|${place.countyfips}`) : undefined)
  if (!recording) return invalidInput(`no recording for this household in county ${place.countyfips}, ${year}`)
  const limit = Math.min(count(body.limit, 10), 100)
  const offset = count(body.offset, 0)
  const { plans, total, facet_groups, ranges, rate_area } = recording.response
  let page = plans.slice(offset, offset + limit)
  const level = utilizationOf(body.household)
  if (level) page = page.map((plan) => ({ ...plan, oopc: estimatedOopc(plan, level) }))
  if (mode === 'bad-plans') page = spoil(page)
  return json(200, { plans: page, total, facet_groups, ranges, rate_area })
}

function estimateEligibility(
  recordings: Recordings,
  body: Record<string, unknown>,
  query: Record<string, string>,
  yearsAs: Record<number, number> = {},
): Answer {
  const place = placeOf(body)
  if (!place) return apiError(400, '1003', 'InvalidInput', 'place.countyfips is required')
  const asked = count(body.year ?? query.year, DEFAULT_YEAR)
  const year = yearsAs[asked] ?? asked
  const key = recordingKey(year, place.countyfips, body.household)
  const recording = key ? recordings.byHousehold.get(key) : undefined
  if (!recording) return invalidInput(`no recording for this household in county ${place.countyfips}, ${year}`)
  const household = body.household as { people: unknown[] }
  // One estimate per person, in the order of household.people.
  return json(200, { estimates: household.people.map(() => estimateOf(recording)) })
}

function countiesByZip(recordings: Recordings, zip: string): Answer {
  return json(200, { counties: recordings.counties.filter((county) => county.zipcode.startsWith(zip)) })
}

type Parsed = { body: unknown; malformed: boolean }

function parseBody(text: string): Parsed {
  if (text.trim() === '') return { body: null, malformed: false }
  try {
    return { body: JSON.parse(text) as unknown, malformed: false }
  } catch {
    return { body: text, malformed: true }
  }
}

/** Starts the stand-in on 127.0.0.1 (`port` 0 or absent: any free port). */
export async function startMarketplaceStandIn(options: StandInOptions = {}): Promise<MarketplaceStandIn> {
  const recordings = loadRecordings(options.dataDir ?? DEFAULT_DATA_DIR)
  let mode: StandInMode = options.mode ?? 'normal'
  let pageDelayMs = options.pageDelayMs ?? 0
  let coverageMode: CoverageMode = 'coverage'
  const requests: StandInRequest[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()

  const send = (response: http.ServerResponse, answer: Answer) => {
    if (response.destroyed || response.headersSent) return
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    response.writeHead(answer.status, {
      'content-type': typeof answer.body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      'content-length': Buffer.byteLength(text),
      ...answer.headers,
    })
    response.end(text)
  }

  const control = (method: string, route: string, parsed: Parsed): Answer => {
    if (method === 'GET' && route === 'health') return json(200, { ok: true })
    if (method === 'GET' && route === 'requests') {
      const paths: Record<string, number> = {}
      for (const request of requests) paths[request.path] = (paths[request.path] ?? 0) + 1
      return json(200, { total: requests.length, paths })
    }
    if (method === 'POST' && route === 'mode' && isObject(parsed.body)) {
      const { mode: next, pageDelayMs: delay, coverageMode: nextCoverage } = parsed.body
      if (next !== undefined && !STAND_IN_MODES.includes(next as StandInMode))
        return json(400, { error: 'unknown mode' })
      if (nextCoverage !== undefined && !COVERAGE_MODES.includes(nextCoverage as CoverageMode))
        return json(400, { error: 'unknown coverage mode' })
      if (nextCoverage !== undefined) coverageMode = nextCoverage as CoverageMode
      if (delay !== undefined && count(delay, -1) < 0) return json(400, { error: 'pageDelayMs must be a whole number' })
      if (next !== undefined) mode = next as StandInMode
      if (delay !== undefined) pageDelayMs = count(delay, 0)
      return json(200, { mode, pageDelayMs, coverageMode })
    }
    return json(404, { error: 'no such control path' })
  }

  const answerApi = (request: StandInRequest, parsed: Parsed): Answer | null => {
    if (mode === 'stall') return null
    const key = request.query.apikey
    if (key !== STAND_IN_KEY || mode === 'wrong-key') return keyRefused(!key && mode !== 'wrong-key')
    if (mode === 'error') return apiError(500, '1000', 'InternalServerError')
    if (mode === 'rate-limited') {
      const body = {
        error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit. Try again later.' },
      }
      return json(429, body, { 'retry-after': '2' })
    }
    if (mode === 'unreadable') return json(200, '<html>maintenance</html>')
    const route = request.path.slice(API_PREFIX.length)
    const zip = /^\/counties\/by\/zip\/([^/]+)$/.exec(route)?.[1]
    if (request.method === 'GET' && zip) return countiesByZip(recordings, decodeURIComponent(zip))
    if (request.method === 'GET') {
      const answer = answerCoverageCall(recordings, route, request.query, coverageMode)
      if (answer !== undefined) return answer
    }
    const posts = ['/plans/search', '/plans', '/households/eligibility/estimates']
    if (request.method !== 'POST' || !posts.includes(route)) {
      return apiError(404, '1000', 'NotFound', `the stand-in does not answer ${request.method} ${request.path}`)
    }
    if (parsed.malformed || !isObject(parsed.body)) return apiError(400, '1003', 'InvalidInput', 'malformed JSON body')
    if (route === '/plans') return priceLastYearPlans(recordings, parsed.body, request.query)
    return route === '/plans/search'
      ? searchPlans(recordings, parsed.body, request.query, mode, options.anyHousehold === true)
      : estimateEligibility(recordings, parsed.body, request.query, options.eligibilityYearsAs)
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const address = new URL(incoming.url ?? '/', 'http://stand-in')
      const parsed = parseBody(Buffer.concat(chunks).toString('utf8'))
      const method = incoming.method ?? 'GET'
      if (address.pathname.startsWith(CONTROL_PREFIX)) {
        send(response, control(method, address.pathname.slice(CONTROL_PREFIX.length), parsed))
        return
      }
      const request: StandInRequest = {
        method,
        path: address.pathname,
        query: Object.fromEntries(address.searchParams),
        body: parsed.body,
      }
      requests.push(request)
      const reply = () => {
        const answer = address.pathname.startsWith(`${API_PREFIX}/`)
          ? answerApi(request, parsed)
          : json(404, { error: 'not found' })
        // A stalled call is left open until close().
        if (answer) send(response, answer)
      }
      if (pageDelayMs <= 0) return reply()
      const timer = setTimeout(() => {
        timers.delete(timer)
        reply()
      }, pageDelayMs)
      timers.add(timer)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as { port: number }

  return {
    url: `http://127.0.0.1:${port}${API_PREFIX}`,
    key: STAND_IN_KEY,
    requests,
    setMode: (next) => {
      mode = next
    },
    setCoverageMode: (next) => {
      coverageMode = next
    },
    setPageDelay: (ms) => {
      pageDelayMs = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.close(() => resolve())
        // Stalled and waiting calls hold their sockets open: end them so the process can exit.
        for (const socket of sockets) socket.destroy()
      }),
  }
}
