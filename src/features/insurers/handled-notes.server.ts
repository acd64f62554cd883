import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import { staffError } from '@/lib/staff-refusal'

import { validationWords } from '@/platform/admin-validation'

import { recordInsurerEvent } from './events.server'
import { idOf, reviewInInbox } from './inbox-review.server'

/**
 * An insurer marks a note handled only on a review its own access reads (a published review of
 * its own plans): the review is read as the insurer, and the mark takes the review's issuer and
 * the insurer's account from there, never from the request.
 */
export const checkHandledNote: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') throw staffError(validationWords(req).noteNotInInbox, 403)
  const review = await reviewInInbox(req, data.review)
  return { ...data, review: review.id, issuerId: review.issuerId, handledBy: req.user?.id ?? null }
}

export const recordNoteHandled: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !req.user) return doc
  await recordInsurerEvent(req, {
    action: 'note-handled',
    account: req.user.id as number,
    issuerId: doc.issuerId,
    review: idOf(doc.review),
  })
  return doc
}

export const recordNoteReopened: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.user) return doc
  await recordInsurerEvent(req, {
    action: 'note-reopened',
    account: req.user.id as number,
    issuerId: doc.issuerId,
    review: idOf(doc.review),
  })
  return doc
}
