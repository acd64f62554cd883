import type { Payload } from 'payload'

import { asSystem } from '@/lib/as-system'
import type { Review } from '@/payload-types'

/**
 * The published review a visitor's call names by its id in the path (a reader's report, a
 * helpful mark), or null for an id that is malformed, unknown, or not published.
 */
export async function findPublishedReview(payload: Payload, idParam: string | undefined): Promise<Review | null> {
  const id = /^\d{1,9}$/.test(idParam ?? '') ? Number(idParam) : null
  if (id === null) return null
  const found = await payload.find({
    collection: 'reviews',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    ...asSystem('visitorSubmission'),
  })
  return found.docs[0] ?? null
}
