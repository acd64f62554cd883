import type { RawColumn, RawTable } from '@payloadcms/drizzle/types'

const count = (name: string): RawColumn => ({ name, type: 'integer', notNull: true, default: 0 })

/**
 * Rows that stand for many reviews and replies, so a plan page reads an insurer's reply rate in
 * one lookup, and the addresses that asked for no more mails about replies.
 */
export const INSURER_TABLES = {
  /**
   * Per HIOS issuer, over the last 12 months: its published reviews, how many have a published
   * reply, and the median time from a review's publication to the insurer's reply. Rebuilt for
   * the issuer whenever one of its replies changes or an account is linked to it, and for all
   * of them every night as the window moves (responsiveness.server.ts).
   */
  insurer_responsiveness: {
    name: 'insurer_responsiveness',
    columns: {
      issuerId: { name: 'issuer_id', type: 'varchar', primaryKey: true },
      hasAccount: { name: 'has_account', type: 'integer', notNull: true, default: 0 },
      reviews: count('reviews'),
      replied: count('replied'),
      medianMinutes: { name: 'median_minutes', type: 'integer' },
      computedAt: { name: 'computed_at', type: 'varchar', notNull: true },
    },
  },
  /** Reviewers' addresses (as keyed hashes) that stopped the mail telling them an insurer replied. */
  reply_mail_stops: {
    name: 'reply_mail_stops',
    columns: {
      addressHash: { name: 'address_hash', type: 'varchar', primaryKey: true },
      stoppedAt: { name: 'stopped_at', type: 'varchar', notNull: true },
    },
  },
} satisfies Record<string, RawTable>
