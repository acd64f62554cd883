import type { RawTable } from '@payloadcms/drizzle/types'

/**
 * Candor's own page-view count: one row per path and day, nothing else. No address, no
 * cookie, no identifier of any kind; thirty days of a busy site are a few thousand rows.
 */
export const MEASUREMENT_TABLES = {
  page_view_counts: {
    name: 'page_view_counts',
    columns: {
      id: { name: 'id', type: 'serial', primaryKey: true },
      day: { name: 'day', type: 'varchar', notNull: true },
      path: { name: 'path', type: 'varchar', notNull: true },
      views: { name: 'views', type: 'integer', notNull: true, default: 0 },
    },
    indexes: {
      page_view_counts_key_idx: { name: 'page_view_counts_key_idx', on: ['day', 'path'], unique: true },
    },
  },
} satisfies Record<string, RawTable>
