import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { getEnv } from '@/lib/env'

/** A confirmation token to mail, and the hash kept in its place. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const unsubscribeSignature = (id: number) =>
  createHmac('sha256', getEnv().payloadSecret).update(`candor newsletter unsubscribe ${id}`).digest('base64url')

/**
 * The unsubscribe token of a subscriber: its id and a signature only Candor can make, so
 * every mail can carry a working link without Candor keeping a secret per address.
 */
export function unsubscribeToken(id: number): string {
  return `${id}.${unsubscribeSignature(id)}`
}

/** The subscriber id an unsubscribe token names, or null when it is forged or malformed. */
export function subscriberOfToken(token: string): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(unsubscribeSignature(id))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
