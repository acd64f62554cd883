import { createHmac } from 'node:crypto'

import { getEnv } from './env'

/**
 * Who is calling, as far as rate limits and abuse signals need to know, without keeping an
 * address. Every request is stamped with the connection's address in this header before the
 * app reads it, replacing any value a caller sent (src/platform/request-stamps.server.ts);
 * with TRUST_PROXY the address the proxy in front appended to X-Forwarded-For is used instead.
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

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address
    .replace(/^\[|\]$/g, '')
    .split('%', 1)[0]!
    .toLowerCase()
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/.test(bare)) return null
  const halves = bare.split('::')
  if (halves.length > 2) return null
  const partsOf = (half: string) => {
    if (half === '') return []
    const parts: number[] = []
    for (const part of half.split(':')) {
      if (part.includes('.')) {
        const bytes = part.split('.').map(Number)
        if (bytes.length !== 4 || bytes.some((byte) => !Number.isInteger(byte) || byte < 0 || byte > 255)) return null
        parts.push(bytes[0]! * 256 + bytes[1]!, bytes[2]! * 256 + bytes[3]!)
      } else {
        if (!/^[0-9a-f]{1,4}$/.test(part)) return null
        parts.push(parseInt(part, 16))
      }
    }
    return parts
  }
  const head = partsOf(halves[0]!)
  const tail = halves.length === 2 ? partsOf(halves[1]!) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail]
}

/**
 * The connection an address stands for. One IPv6 subscriber is given a whole /64 and may use
 * any address in it, so an IPv6 caller is its /64; an IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is that IPv4 address; anything else is itself.
 */
export function connectionOf(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (isMappedIpv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * A keyed hash of the caller's connection (an IPv6 caller's /64): the same caller gives the
 * same value, and the address cannot be read back from it without the site's secret.
 */
export function clientHashOf(headers: Headers): string {
  const connection = connectionOf(headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown')
  return createHmac('sha256', getEnv().payloadSecret).update(`client:${connection}`).digest('hex').slice(0, 32)
}
