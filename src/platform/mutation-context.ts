import type { Payload } from 'payload'

import type { SignedInMember } from './member-auth'

/**
 * What every use case behind a JSON call receives from `jsonMutation` (src/server/mutation.ts):
 * the Payload instance, the parsed body, the caller and the route's segments.
 */
export type MutationContext<Input> = {
  payload: Payload
  /** The body as the schema parsed it. */
  input: Input
  /** The body as it arrived, for what the schema leaves out on purpose (the honeypot). */
  body: Record<string, unknown>
  member: SignedInMember | null
  /** A keyed hash of the caller's address; the address itself is never kept. */
  clientHash: string
  /** The route's dynamic segments, such as `{ id }`. */
  params: Record<string, string>
  request: Request
}
