import type { Access, PayloadRequest } from 'payload'

import { asCaller, type SignedInMember } from '@/platform/member-auth'

import { emailChangeHolderWhere } from './capability'
import { can } from './permissions'

/**
 * Set on the request context by Candor's account calls (`/v1/account/…`), never by an API
 * request. A member changes their own account only through those calls and their rules (the
 * current password, a confirmed new address); through the CMS API they may read it, not change it.
 */
export const OWN_ACCOUNT_CONTEXT = 'candorOwnAccount'

function isAccountCall(req: PayloadRequest): boolean {
  return req.context?.[OWN_ACCOUNT_CONTEXT] === true && req.user?.collection === 'members'
}

/**
 * Admins manage member accounts; a member reads only their own; the holder of a link that
 * confirms a new address, the one account waiting for it.
 */
export const memberReadAccess: Access = ({ req }) => {
  if (can(req.user, 'members.manage')) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return emailChangeHolderWhere(req) ?? false
}

/**
 * Admins manage member accounts; a member changes only their own, and only through an account
 * call; a link that confirms a new address, the one account waiting for it.
 */
export const memberUpdateAccess: Access = ({ req }) => {
  if (can(req.user, 'members.manage')) return true
  if (isAccountCall(req)) return { id: { equals: req.user!.id } }
  return emailChangeHolderWhere(req) ?? false
}

/** Local API options for an account call changing the signed-in member's own account. */
export function asAccountOwner(member: SignedInMember) {
  return { ...asCaller(member), context: { [OWN_ACCOUNT_CONTEXT]: true } }
}
