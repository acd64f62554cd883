import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { can } from '@/access/permissions'

import { recordInsurerEvent } from './events.server'

/**
 * The request context key of a read that is part of something the trail records already
 * (opening the inbox, a mark, a reply): such a read adds no entry of its own.
 */
export const READ_IN_RECORDED_ACTION = 'insurerReadInRecordedAction'

/**
 * Every other read of reviews by an insurer (the admin's list of reviews, one review opened,
 * the REST API) is written to the insurers' trail with the ids it returned: who read which
 * private notes stays known.
 */
export const recordInsurerReviewReads: CollectionAfterOperationHook<'reviews'> = async (args) => {
  const { req, result } = args
  if (!can(req.user, 'insurer.inbox') || req.context?.[READ_IN_RECORDED_ACTION] === true || !result) return result
  let ids: number[]
  if (args.operation === 'findByID') ids = [Number((args.result as { id: unknown }).id)]
  else if (args.operation === 'find') ids = args.result.docs.map((doc) => Number(doc.id))
  else return result
  if (ids.length === 0) return result
  await recordInsurerEvent(req, {
    action: 'reviews-read',
    account: Number(req.user!.id),
    review: ids.length === 1 ? ids[0] : null,
    note: ids.join(', '),
  })
  return result
}

/**
 * A mark or a reply made, changed or removed is its own entry in the trail; the review its
 * answer carries is read as part of it.
 */
const CHANGES: readonly string[] = ['create', 'update', 'updateByID', 'delete', 'deleteByID']

export const readsInRecordedAction: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (CHANGES.includes(operation) && can(req.user, 'insurer.inbox')) {
    req.context = { ...req.context, [READ_IN_RECORDED_ACTION]: true }
  }
  return args
}
