import { channel, subscribe } from 'node:diagnostics_channel'

/**
 * The named contracts by which the parts of Candor's one process reach what another part
 * holds. Next.js loads Candor's modules once per bundle (pages, routes, the proxy, its
 * instrumentation), and the Node server in front of it (scripts/server.ts) loads its own, so
 * a module's own variables are not shared between them. A Node diagnostics channel is found
 * by its name anywhere in the process: a part offers a value on its contract's channel, and
 * any other part asks that channel for it. Every contract is listed here, with what it carries.
 */
export const PROCESS_CONTRACTS = {
  /** What the Next.js app does for the server: call 1, the jobs, the data version, shutdown. */
  appServices: 'candor:app-services',
  /** The marketplace index of each Payload instance (features/plans/market-index.server.ts). */
  marketIndexes: 'candor:market-indexes',
  /** The Redis connections, by role and address (src/lib/redis.ts). */
  redisClients: 'candor:redis-clients',
  /** The rate limiters, by policy (src/lib/rate-limit.ts). */
  rateLimiters: 'candor:rate-limiters',
  /** The word trigrams of recent reviews (features/moderation/signals.server.ts). */
  reviewFingerprints: 'candor:review-fingerprints',
} as const

/**
 * What the Next.js app offers the Node server in front of it (`PROCESS_CONTRACTS.appServices`,
 * offered by src/instrumentation.ts as the app starts). Each runs on the app's own Payload
 * instance, so the process opens one database pool and holds one marketplace index.
 */
export type AppServices = {
  /**
   * Call 1 for a ZIP path segment as received: the status and JSON text its route sends, a
   * refusal in the language the request's Accept-Language prefers.
   */
  answerPlansByZip(rawZip: string, acceptLanguage?: string): Promise<{ status: number; text: string }>
  /** The id of the newest marketplace data load: it changes whenever the data does. */
  marketDataVersion(): Promise<number>
  /** Enqueues what the jobs' schedules say is due, then runs what is due (src/jobs). */
  runDueJobs(): Promise<void>
  /** Builds the marketplace index; answers the path of a page whose rendering warms the rest. */
  warmUp(): Promise<string | null>
  /** Closes the database connections, at shutdown. */
  close(): Promise<void>
}

export type ProcessContract = (typeof PROCESS_CONTRACTS)[keyof typeof PROCESS_CONTRACTS]

type Ask<T> = { value?: T }

/**
 * Offers `value` under `contract` to the whole process. The first offer stands: a later one
 * (a bundle loaded again in development) is not given out while the first is there.
 */
export function offerInProcess<T>(contract: ProcessContract, value: T): void {
  subscribe(contract, (message) => {
    const ask = message as Ask<T>
    ask.value ??= value
  })
}

/** What the process offers under `contract`, or undefined while nobody has offered it. */
export function findInProcess<T>(contract: ProcessContract): T | undefined {
  const ask: Ask<T> = {}
  channel(contract).publish(ask)
  return ask.value
}

/** The process's value under `contract`; the first part to ask for it without finding one makes it. */
export function sharedInProcess<T>(contract: ProcessContract, make: () => T): T {
  const found = findInProcess<T>(contract)
  if (found !== undefined) return found
  const made = make()
  offerInProcess(contract, made)
  return made
}
