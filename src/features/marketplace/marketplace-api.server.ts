import { createHash } from 'node:crypto'

import { getEnv } from '@/lib/env'
import { getLogger } from '@/lib/logger'
import { z } from '@/lib/zod'

import { readPlans, type ApiPlan } from './api-plan'
import type { components } from './marketplace-api.generated'

/**
 * The CMS Marketplace API, HealthCare.gov's own plan data (product brief §14). Someone else's
 * service: every answer comes within a deadline or not at all, identical questions in flight
 * are asked once, a few run at a time, a 429 pauses every call for as long as the API asks
 * (never a retry loop), and an error, a stall or an unreadable body is an outage the caller
 * answers from Candor's own data. The key travels only as the `apikey` query parameter the
 * API requires, and no log line carries it or a household's figures.
 */

export type PlanSearchRequest = components['schemas']['PlanSearchRequest']
export type EligibilityRequest = {
  household: components['schemas']['Household']
  place: components['schemas']['Place']
  year: number
}

export type OutageReason = 'off' | 'key-refused' | 'rate-limited' | 'timeout' | 'server' | 'unreadable' | 'refused'

/** The API could not answer; `reason` says why, for the log and the notice. */
export class MarketplaceOutage extends Error {
  constructor(
    readonly reason: OutageReason,
    message: string,
    /** The API's HTTP status, where it answered one. */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'MarketplaceOutage'
  }
}

export type PlanSearchResult = {
  plans: ApiPlan[]
  total: number
  /** Plans the API sent that could not be read whole, left out. */
  unreadable: number
  ranges: { premiums: { min: number; max: number } | null; deductibles: { min: number; max: number } | null }
}

export type EligibilityEstimate = {
  aptc: number | null
  csr: string | null
  is_medicaid_chip: boolean | null
  in_coverage_gap: boolean | null
}

export type MarketplaceClientOptions = {
  apiKey: string | undefined
  apiUrl: string
  /** The whole answer, every page included, must come within this. */
  timeoutMs?: number
  /** Requests to the API at once, across every caller. */
  maxConcurrent?: number
  /** Plans a page asks for (the API's own default is 10). */
  pageSize?: number
  /** How long a 429 without Retry-After pauses the calls. */
  defaultPauseMs?: number
  fetch?: typeof fetch
  now?: () => number
}

const range = z.object({ min: z.number(), max: z.number() }).nullish().catch(null)
const searchPage = z.object({
  plans: z.array(z.unknown()).nullish(),
  total: z.number().int().nonnegative(),
  ranges: z.object({ premiums: range, deductibles: range }).partial().nullish().catch(null),
})
const pricedPlans = z.object({ plans: z.array(z.unknown()).nullish() })
const estimates = z.object({
  estimates: z.array(
    z.object({
      aptc: z.number().nullish(),
      csr: z.string().nullish(),
      is_medicaid_chip: z.boolean().nullish(),
      in_coverage_gap: z.boolean().nullish(),
    }),
  ),
})

/** The longest pause a 429 may ask for: an hour, whatever a header says. */
const MAX_PAUSE_MS = 60 * 60 * 1000

export type MarketplaceClient = ReturnType<typeof createMarketplaceClient>

export function createMarketplaceClient(options: MarketplaceClientOptions) {
  const timeoutMs = options.timeoutMs ?? 8_000
  const maxConcurrent = options.maxConcurrent ?? 4
  const pageSize = options.pageSize ?? 100
  const defaultPauseMs = options.defaultPauseMs ?? 60_000
  const fetchOf = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const inFlight = new Map<string, Promise<unknown>>()
  const waiting: (() => void)[] = []
  let running = 0
  let pausedUntil = 0

  /** A place among the few requests that run at once, or an outage when the deadline comes first. */
  async function slot(signal: AbortSignal): Promise<() => void> {
    if (running >= maxConcurrent) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          waiting.splice(waiting.indexOf(go), 1)
          reject(new MarketplaceOutage('timeout', 'the API did not answer in time'))
        }
        const go = () => {
          signal.removeEventListener('abort', onAbort)
          resolve()
        }
        waiting.push(go)
        signal.addEventListener('abort', onAbort, { once: true })
      })
    }
    running += 1
    return () => {
      running -= 1
      waiting.shift()?.()
    }
  }

  function checkPause() {
    if (now() < pausedUntil) throw new MarketplaceOutage('rate-limited', 'the API asked Candor to wait')
  }

  /** One request; its path is logged without its query (which may name a drug), the key never. */
  async function call(method: 'GET' | 'POST', path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    if (!options.apiKey) throw new MarketplaceOutage('off', 'no key is set')
    checkPause()
    const release = await slot(signal)
    const address = `${options.apiUrl}${path}${path.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(options.apiKey)}`
    const started = now()
    try {
      checkPause()
      let response: Response
      try {
        response = await fetchOf(address, {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
          redirect: 'error',
        })
      } catch (caught) {
        // The error of a failed fetch may carry the address, key included: only its kind is kept.
        if (signal.aborted) throw new MarketplaceOutage('timeout', 'the API did not answer in time')
        const code = (caught as { cause?: { code?: unknown } }).cause?.code
        const kind = typeof code === 'string' && /^[A-Z_]{3,40}$/.test(code) ? ` (${code})` : ''
        throw new MarketplaceOutage('server', `the API could not be reached${kind}`)
      }
      const text = await response.text().catch(() => {
        throw new MarketplaceOutage(signal.aborted ? 'timeout' : 'unreadable', 'the answer was cut off')
      })
      getLogger().debug(
        { api: 'marketplace', method, path: path.split('?')[0], status: response.status, ms: now() - started },
        'marketplace call',
      )
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after'))
        const pause = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_PAUSE_MS) : defaultPauseMs
        pausedUntil = Math.max(pausedUntil, now() + pause)
        throw new MarketplaceOutage('rate-limited', `the API asked Candor to wait ${Math.round(pause / 1000)} s`)
      }
      if (response.status === 401 || response.status === 403)
        throw new MarketplaceOutage('key-refused', `the API refused the key (${response.status})`)
      if (response.status >= 500) throw new MarketplaceOutage('server', `the API failed (${response.status})`)
      if (response.status >= 400)
        throw new MarketplaceOutage('refused', `the API refused the question (${response.status})`, response.status)
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw new MarketplaceOutage('unreadable', 'the answer was not JSON')
      }
    } finally {
      release()
    }
  }

  /** The same question already in flight is answered by its answer. */
  function once<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const hash = createHash('sha256').update(key).digest('hex')
    const running = inFlight.get(hash) as Promise<T> | undefined
    if (running) return running
    const promise = ask().finally(() => inFlight.delete(hash))
    inFlight.set(hash, promise)
    return promise
  }

  async function page(request: PlanSearchRequest, offset: number, signal: AbortSignal) {
    const parsed = searchPage.safeParse(
      await call('POST', '/plans/search', { ...request, offset, limit: pageSize }, signal),
    )
    if (!parsed.success) throw new MarketplaceOutage('unreadable', 'a page of plans could not be read')
    return parsed.data
  }

  /** Every plan of a search, page by page until `total`, within the deadline. */
  async function searchPlans(request: PlanSearchRequest): Promise<PlanSearchResult> {
    return once(`search ${JSON.stringify(request)}`, async () => {
      const signal = AbortSignal.timeout(timeoutMs)
      const first = await page(request, 0, signal)
      const offsets: number[] = []
      const firstCount = first.plans?.length ?? 0
      if (firstCount > 0) for (let offset = firstCount; offset < first.total; offset += pageSize) offsets.push(offset)
      const rest = await Promise.all(offsets.map((offset) => page(request, offset, signal)))
      const raw = [first, ...rest].flatMap((answer) => answer.plans ?? [])
      const { plans, unreadable } = readPlans(raw)
      if (unreadable > 0)
        getLogger().warn(
          { api: 'marketplace', unreadable, total: first.total },
          'plans left out: the API sent them unreadable',
        )
      if (raw.length !== first.total)
        getLogger().warn(
          { api: 'marketplace', received: raw.length, total: first.total },
          'the API sent fewer plans than its total',
        )
      return {
        plans,
        total: first.total,
        unreadable,
        ranges: { premiums: first.ranges?.premiums ?? null, deductibles: first.ranges?.deductibles ?? null },
      }
    })
  }

  /** HealthCare.gov's own estimate of the credit and programmes, one per person. */
  async function estimateEligibility(
    request: EligibilityRequest,
    deadlineMs = timeoutMs,
  ): Promise<EligibilityEstimate[]> {
    return once(`estimates ${JSON.stringify(request)}`, async () => {
      const signal = AbortSignal.timeout(deadlineMs)
      const answer = estimates.safeParse(await call('POST', '/households/eligibility/estimates', request, signal))
      if (!answer.success) throw new MarketplaceOutage('unreadable', 'the estimate could not be read')
      return answer.data.estimates.map((estimate) => ({
        aptc: estimate.aptc ?? null,
        csr: estimate.csr ?? null,
        is_medicaid_chip: estimate.is_medicaid_chip ?? null,
        in_coverage_gap: estimate.in_coverage_gap ?? null,
      }))
    })
  }

  /**
   * Named plans priced for a household in a place and year (`POST /plans`, the API's plan
   * comparison): how last year's plan is priced for last year. Plans it could not read are left out.
   */
  async function pricePlans(request: PlanSearchRequest & { plan_ids: string[] }): Promise<ApiPlan[]> {
    return once(`plans ${JSON.stringify(request)}`, async () => {
      const parsed = pricedPlans.safeParse(await call('POST', '/plans', request, AbortSignal.timeout(timeoutMs)))
      if (!parsed.success) throw new MarketplaceOutage('unreadable', 'the plans could not be read')
      return readPlans(parsed.data.plans ?? []).plans
    })
  }

  /** A GET with its query, within the deadline; the same question in flight is asked once. */
  function get(path: string, query: Record<string, string>, deadlineMs = timeoutMs): Promise<unknown> {
    const address = `${path}?${new URLSearchParams(query).toString()}`
    return once(`get ${address}`, () => call('GET', address, undefined, AbortSignal.timeout(deadlineMs)))
  }

  return {
    isOn: Boolean(options.apiKey),
    searchPlans,
    estimateEligibility,
    pricePlans,
    get,
    /** Until when a 429 pauses the calls (0: not paused). */
    pausedUntil: () => pausedUntil,
  }
}

let shared: { client: MarketplaceClient; signature: string } | undefined

/** The process's client, made from MARKETPLACE_API_KEY and MARKETPLACE_API_URL. */
export function marketplaceClient(): MarketplaceClient {
  const { apiKey, apiUrl } = getEnv().marketplace
  const signature = `${apiUrl} ${apiKey ?? ''}`
  if (shared?.signature !== signature) shared = { client: createMarketplaceClient({ apiKey, apiUrl }), signature }
  return shared.client
}
