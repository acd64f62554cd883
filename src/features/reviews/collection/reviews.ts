import type { CollectionConfig, Field } from 'payload'

import { allow } from '@/access'
import { languageField } from '@/lib/language-field'

import { KEPT_ANSWERS } from '../review-field-keys'
import { RATING_FIELDS } from '../ratings'
import {
  ANSWER_EDITORS,
  ANSWER_READERS,
  authorsOnly,
  createReviews,
  readReviews,
  staffOnly,
  staffOrAuthor,
  updateReviews,
} from './access'
import { REVIEWS_OWN_HOOKS, setOverallScore } from './hooks'

/**
 * What another feature adds to the Reviews collection: fields shown after the review's state
 * and before the member's answers (moderation's checks), and hooks, run after the collection's
 * own, in the order the parts are given.
 */
export type ReviewsCollectionPart = {
  fields?: Field[]
  hooks?: CollectionConfig['hooks']
}

type HookName = keyof NonNullable<CollectionConfig['hooks']>

function combinedHooks(parts: ReviewsCollectionPart[]): CollectionConfig['hooks'] {
  const all: Partial<Record<HookName, unknown[]>>[] = [REVIEWS_OWN_HOOKS, ...parts.map((part) => part.hooks ?? {})]
  const names = new Set(all.flatMap((hooks) => Object.keys(hooks) as HookName[]))
  return Object.fromEntries([...names].map((name) => [name, all.flatMap((hooks) => hooks[name] ?? [])]))
}

/** The member's answers as fields, from the table of answers, the overall score after the overall rating. */
function answerFields(): Field[] {
  return KEPT_ANSWERS.flatMap(({ kept }) => {
    const read = ANSWER_READERS[kept.read]
    const field = {
      ...kept.payload,
      name: kept.field,
      access: { ...(read ? { read } : {}), update: ANSWER_EDITORS[kept.update] },
    } as Field
    if (kept.field !== RATING_FIELDS.overall) return [field]
    const score: Field = {
      name: 'overallScore',
      type: 'number',
      min: 1,
      max: 5,
      access: { update: authorsOnly },
      admin: { hidden: true },
      hooks: { beforeChange: [setOverallScore] },
    }
    return [field, score]
  })
}

/**
 * Reviews of a plan by its members. Nothing is public until editorial and policy review
 * have published it; the private note goes to the insurer only. The Payload config gives the
 * parts of the features above reviews: moderation's checks and hooks, the insurers' hooks.
 */
export function reviewsCollection(...parts: ReviewsCollectionPart[]): CollectionConfig {
  return {
    slug: 'reviews',
    admin: {
      useAsTitle: 'displayName',
      defaultColumns: ['displayName', 'plan', 'overallRating', 'status', 'waiting', 'signals', 'createdAt'],
      group: 'reviews',
    },
    defaultSort: '-createdAt',
    // A plan page reads one page of a plan's published reviews, newest first.
    indexes: [
      { fields: ['plan', 'status', 'publishedAt'] },
      { fields: ['plan', 'status', 'overallScore', 'publishedAt'] },
      { fields: ['plan', 'status', 'helpfulCount', 'publishedAt'] },
    ],
    // The two checks write different fields, each only by its own role, so a moderator and a
    // policy reviewer may have the same review open at once without overwriting each other.
    lockDocuments: false,
    access: { read: readReviews, create: createReviews, update: updateReviews, delete: allow('reviews.delete') },
    hooks: combinedHooks(parts),
    fields: [
      { name: 'plan', type: 'number', required: true, index: true, access: { update: authorsOnly } },
      {
        name: 'planSnapshot',
        type: 'group',
        access: { update: authorsOnly },
        fields: [
          { name: 'issuerLegalName', type: 'text' },
          { name: 'state', type: 'text', index: true },
          { name: 'reportingUnit', type: 'text' },
          // The plan's HIOS issuer: whose inbox the review's private note reaches.
          { name: 'issuerId', type: 'text', index: true },
        ],
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        access: { update: authorsOnly },
        admin: { readOnly: true },
        options: ['pending', 'published', 'rejected'],
      },
      { name: 'publishedAt', type: 'date', index: true, access: { update: authorsOnly }, admin: { readOnly: true } },
      ...parts.flatMap((part) => part.fields ?? []),
      ...answerFields(),
      {
        // How many people marked the review helpful (review_votes): for "Most helpful", never a score.
        name: 'helpfulCount',
        type: 'number',
        defaultValue: 0,
        access: { update: authorsOnly },
        admin: { readOnly: true },
      },
      {
        name: 'member',
        type: 'relationship',
        relationTo: 'members',
        index: true,
        access: { read: staffOrAuthor, update: authorsOnly },
        admin: { readOnly: true },
      },
      {
        name: 'clientId',
        type: 'text',
        unique: true,
        index: true,
        access: { read: staffOnly },
        admin: { readOnly: true },
      },
      { name: 'captchaId', type: 'text', unique: true, access: { read: staffOnly }, admin: { hidden: true } },
      languageField({ read: staffOnly, update: () => false }),
      { name: 'clientHash', type: 'text', index: true, access: { read: staffOnly }, admin: { readOnly: true } },
    ],
  }
}
