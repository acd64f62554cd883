import type { PayloadRequest } from 'payload'

import { asSystem } from '@/lib/as-system'

import type { InsurerEventAction } from './events'

export type InsurerEvent = {
  action: InsurerEventAction
  /** The insurer account the event is about (for a link, the account linked). */
  account: number
  issuerId?: string | null
  review?: number | null
  note?: string | null
}

/**
 * Writes one entry of the insurers' audit trail, in the request's transaction, with the
 * person who acted (the admin who linked, or the insurer itself).
 */
export async function recordInsurerEvent(req: PayloadRequest, event: InsurerEvent): Promise<void> {
  const actor = req.user?.collection === 'users' ? req.user : null
  await req.payload.create({
    collection: 'insurer-events',
    req,
    ...asSystem('hook'),
    // The entry is not read back: populating its review would be a read of reviews again.
    depth: 0,
    data: {
      action: event.action,
      account: event.account,
      issuerId: event.issuerId ?? null,
      review: event.review ?? null,
      reviewRef: event.review ?? null,
      actor: actor?.id ?? null,
      actorRole: actor ? String(actor.role) : null,
      note: event.note ?? null,
    },
  })
}
