import type { Payload } from 'payload'

/** The newest message kept in the outbox for an address: what the person would find in their mail. */
export async function lastMailTo(payload: Payload, address: string) {
  const found = await payload.find({
    collection: 'outbox',
    where: { to: { equals: address } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0]
}
