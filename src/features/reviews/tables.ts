import type { RawColumn, RawTable } from '@payloadcms/drizzle/types'

import { RATING_CATEGORIES, RATINGS, type RatingCategory } from './ratings'

const count = (name: string): RawColumn => ({ name, type: 'integer', notNull: true, default: 0 })

/** The key, in the totals table, of a category's sum of scores. */
export const sumKey = <C extends RatingCategory>(category: C): `${C}Sum` => `${category}Sum`

const SUMS = Object.fromEntries(
  RATING_CATEGORIES.map((category) => [sumKey(category), count(RATINGS[category].sumColumn)]),
) as Record<`${RatingCategory}Sum`, RawColumn>

/**
 * Small rows that stand for many reviews, so that reading a plan's figures costs the same
 * with ten reviews as with a million. Rebuilt from the reviews themselves whenever a
 * review of that plan is published, withdrawn, edited or deleted (rating-totals.server.ts).
 */
export const REVIEW_TABLES = {
  /** Per plan: how many reviews are published, the sum of each rating, the overall spread. */
  review_rating_totals: {
    name: 'review_rating_totals',
    columns: {
      plan: { name: 'plan_nid', type: 'integer', primaryKey: true },
      reviews: count('reviews'),
      ...SUMS,
      overall1: count('overall_1'),
      overall2: count('overall_2'),
      overall3: count('overall_3'),
      overall4: count('overall_4'),
      overall5: count('overall_5'),
    },
  },
  /**
   * One row per "helpful" mark: a review and who marked it (a member's account, or a device's
   * signed token), unique, so a second mark from the same person changes nothing. The count
   * is kept on the review itself for sorting; it never enters a plan's scores.
   */
  review_votes: {
    name: 'review_votes',
    columns: {
      id: { name: 'id', type: 'serial', primaryKey: true },
      review: { name: 'review_id', type: 'integer', notNull: true },
      voter: { name: 'voter', type: 'varchar', notNull: true },
      createdAt: { name: 'created_at', type: 'varchar', notNull: true },
    },
    indexes: {
      review_votes_review_voter_idx: { name: 'review_votes_review_voter_idx', on: ['review', 'voter'], unique: true },
    },
  },
} satisfies Record<string, RawTable>
