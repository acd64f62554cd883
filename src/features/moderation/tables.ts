import type { RawColumn, RawTable } from '@payloadcms/drizzle/types'

const text = (name: string): RawColumn => ({ name, type: 'varchar', notNull: true })
const count = (name: string): RawColumn => ({ name, type: 'integer', notNull: true, default: 0 })

/**
 * The public moderation figures, kept as counts per day of arrival: a year of them is a few
 * thousand small rows, whatever the number of reviews. Each day's rows are rebuilt from
 * that day's reviews whenever one of them changes (figure-totals.server.ts).
 */
export const MODERATION_TABLES = {
  /** Reviews received on a day, by overall rating, status and (rejected ones) reason. */
  moderation_daily_counts: {
    name: 'moderation_daily_counts',
    columns: {
      id: { name: 'id', type: 'serial', primaryKey: true },
      day: text('day'),
      rating: text('rating'),
      status: text('status'),
      reason: { name: 'reason', type: 'varchar', notNull: true, default: '' },
      reviews: count('reviews'),
    },
    indexes: {
      moderation_daily_counts_key_idx: {
        name: 'moderation_daily_counts_key_idx',
        on: ['day', 'rating', 'status', 'reason'],
        unique: true,
      },
    },
  },
  /** How long the decisions on the reviews received on a day took, in buckets of minutes. */
  moderation_decision_times: {
    name: 'moderation_decision_times',
    columns: {
      id: { name: 'id', type: 'serial', primaryKey: true },
      day: text('day'),
      minutes: { name: 'minutes', type: 'integer', notNull: true },
      reviews: count('reviews'),
    },
    indexes: {
      moderation_decision_times_key_idx: {
        name: 'moderation_decision_times_key_idx',
        on: ['day', 'minutes'],
        unique: true,
      },
    },
  },
} satisfies Record<string, RawTable>
