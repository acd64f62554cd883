import { createHmac } from 'node:crypto'

import { getEnv } from './env'

/**
 * Who is calling, as far as rate limits and abuse signals need to know, without keeping an
 * address. The Node server (scripts/server.ts) writes the connection's address into this
 * header on every request and drops any value a caller sent; with TRUST_PROXY it takes the
 * address the proxy in front appended to X-Forwarded-For instead.
 */
export const CLIENT_ADDRESS_HEADER = 'x-candor-client-address'

/** The address the server should record for a request. */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
    const hops = header
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    // The proxy appends the address it saw; anything before it was written by the caller.
    const last = hops.at(-1)
    if (last) return last
  }
  return socketAddress ?? 'unknown'
}

/**
 * A keyed hash of the caller's address: the same caller gives the same value, and the
 * address cannot be read back from it without the site's secret.
 */
export function clientHashOf(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
  return createHmac('sha256', getEnv().payloadSecret).update(`client:${address}`).digest('hex').slice(0, 32)
}
