import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { serverErrors } from '@/messages/en/serverErrors'

export type SignedInMember = {
  id: number
  email: string
  firstName?: string | null
  lastName?: string | null
  /** The id of the session the bearer token belongs to (Payload's `sid` claim). */
  _sid?: string
}

export const BEARER_INVALID_MESSAGE = serverErrors.bearerInvalid
export const SIGN_IN_REQUIRED_MESSAGE = serverErrors.signInRequired

/**
 * The member a request speaks for: null without an Authorization header; a 401 AppError
 * when a header is sent but its token is malformed, expired, unknown or not a member's.
 * Only the header is looked at, so a staff session cookie never stands in for a member.
 */
export async function authenticateMember(payload: Payload, headers: Headers): Promise<SignedInMember | null> {
  const authorization = headers.get('authorization')
  if (!authorization) return null
  if (!/^Bearer \S+$/.test(authorization)) throw new AppError('unauthorized', BEARER_INVALID_MESSAGE)
  const { user } = await payload.auth({ headers: new Headers({ authorization }), canSetHeaders: false })
  if (!user || user.collection !== 'members') throw new AppError('unauthorized', BEARER_INVALID_MESSAGE)
  return user
}

/** The signed-in member, or a 401: for calls that need an account. */
export function requireMember(member: SignedInMember | null): SignedInMember {
  if (!member) throw new AppError('unauthorized', SIGN_IN_REQUIRED_MESSAGE)
  return member
}

/**
 * Local API options for work done for a visitor or a member: Payload applies the
 * collection's and fields' access rules to this caller, so a query can only ever reach
 * what the caller may see (a member's own account, their own reports), and a row beyond
 * that reads as not found. Work the site does for itself (a job, a hook, a token it has
 * checked) goes through `asSystem` (as-system.ts), which names why.
 */
export function asCaller(member: SignedInMember | null): {
  overrideAccess: false
  user: Record<string, unknown> | null
} {
  return { overrideAccess: false, user: member ? { ...member, collection: 'members' } : null }
}
