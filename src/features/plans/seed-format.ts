import type { MarketTableName } from './tables'

/**
 * The committed marketplace seed: each table as a column list and rows of values, so the
 * file stays small. Produced by `scripts/build-market-seed.ts` from the CMS and HUD files.
 */
export type MarketSeed = {
  format: 1
  planYear: number
  source: string
  tables: Partial<Record<MarketTableName, { columns: string[]; rows: unknown[][] }>>
}

export const MARKET_SEED_FILE = 'seed/marketplace-py2025.json.gz'
