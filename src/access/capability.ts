import type { PayloadRequest, Where } from 'payload'

import { asCaller, type SignedInMember } from '@/platform/member-auth'

/**
 * A capability is a secret that lets whoever holds it reach one record without an account: a
 * report's unguessable id, the token of a newsletter link (its confirmation hash, or the
 * subscriber an unsubscribe link's checked signature names), or the hash of the link that
 * confirms a member's new email address, or the review a reply mail's checked stop link names. A use case holding one passes it
 * on the request context with `holding`, with the caller's own access; the collection's access
 * rule, not the use case, says which rows it opens (`capabilityOf`). An API request cannot set
 * the request context, so only Candor's own calls can present a capability.
 */
export const CAPABILITY_CONTEXT = 'candorCapability'

export type Capability =
  | { kind: 'reportId'; reportId: string }
  | { kind: 'subscriberConfirmation'; tokenHash: string }
  | { kind: 'subscriberLink'; subscriberId: number }
  | { kind: 'emailChange'; tokenHash: string }
  | { kind: 'replyMailStop'; reviewId: number }

type Kind = Capability['kind']

/** The capability of this kind the request holds, or null. */
export function capabilityOf<K extends Kind>(req: PayloadRequest, kind: K): Extract<Capability, { kind: K }> | null {
  const held = req.context?.[CAPABILITY_CONTEXT] as Capability | undefined
  return held?.kind === kind ? (held as Extract<Capability, { kind: K }>) : null
}

/** Local API options for a call made with a capability, and otherwise the caller's own access. */
export function holding(capability: Capability, member: SignedInMember | null = null) {
  return { ...asCaller(member), context: { [CAPABILITY_CONTEXT]: capability } }
}

/**
 * The report a holder of its id may reach: that one report, when no account owns it or the
 * caller's account does. Null without such a capability.
 */
export function reportHolderWhere(req: PayloadRequest): Where | null {
  const held = capabilityOf(req, 'reportId')
  if (!held) return null
  const owners: Where[] = [{ owner: { exists: false } }]
  if (req.user?.collection === 'members') owners.push({ owner: { equals: req.user.id } })
  return { and: [{ reportId: { equals: held.reportId } }, { or: owners }] }
}

/** The subscriber a newsletter link's holder may reach, or null without such a capability. */
export function subscriberHolderWhere(req: PayloadRequest): Where | null {
  const confirmation = capabilityOf(req, 'subscriberConfirmation')
  if (confirmation) return { confirmTokenHash: { equals: confirmation.tokenHash } }
  const link = capabilityOf(req, 'subscriberLink')
  return link ? { id: { equals: link.subscriberId } } : null
}

/** The member whose new address a confirmation link names, or null without such a capability. */
export function emailChangeHolderWhere(req: PayloadRequest): Where | null {
  const held = capabilityOf(req, 'emailChange')
  return held ? { pendingEmailTokenHash: { equals: held.tokenHash } } : null
}

/** The review whose address a reply mail's stop link names (to stop those mails), or null. */
export function replyMailStopHolderWhere(req: PayloadRequest): Where | null {
  const held = capabilityOf(req, 'replyMailStop')
  return held ? { id: { equals: held.reviewId } } : null
}
