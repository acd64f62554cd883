/**
 * Brings the configured database up to date before the server starts: applies pending
 * migrations, then loads the committed marketplace seed into an empty database (or the
 * reference tables added since, into one loaded earlier), and gives a fresh install its
 * pages, its article and its footer (never replacing what editors have made). On SQLite it
 * also settles the review aggregates a killed process may have left behind (see
 * settleModerationFigures).
 */
import { closeDatabase } from '../src/lib/database'
import { isDiskFull } from '../src/lib/storage'

import { untilSettled } from './keep-alive'

async function main(): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { loadMarketSeedIfEmpty } = await import('../src/features/plans/server')
  const { loadContentSeedIfMissing } = await import('../src/features/content/server')
  const { seedFooterIfEmpty } = await import('../src/globals/Footer/content')
  const { seedHomeIfEmpty } = await import('../src/globals/Home/content')
  const { settleModerationFigures } = await import('../src/features/moderation/server')
  const { settleRatingTotals } = await import('../src/features/reviews/server')
  const { getEnv } = await import('../src/lib/env')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    const started = Date.now()
    const seed = await loadMarketSeedIfEmpty(payload)
    if (Object.keys(seed.counts).length > 0) {
      const what = seed.loaded ? 'Loaded the marketplace seed' : 'Filled the reference tables added since the seed'
      const summary = Object.entries(seed.counts)
        .map(([table, rows]) => `${table.replace('market_', '')} ${rows}`)
        .join(', ')
      payload.logger.info(`${what} in ${Date.now() - started} ms: ${summary}`)
    }
    const pages = await loadContentSeedIfMissing(payload)
    if (pages.length > 0) payload.logger.info(`Published the first content: ${pages.join(', ')}`)
    const footer = await seedFooterIfEmpty(payload)
    if (footer.length) payload.logger.info(`Saved the first footer in: ${footer.join(', ')}`)
    const home = await seedHomeIfEmpty(payload)
    if (home.length) payload.logger.info(`Saved the first home page in: ${home.join(', ')}`)
    // PostgreSQL stores a review and its aggregates in one transaction; SQLite does not.
    if (getEnv().databaseKind === 'sqlite') {
      if (await settleModerationFigures(payload)) {
        payload.logger.warn('The moderation figures did not count every stored review: rebuilt them')
      }
      if (await settleRatingTotals(payload)) {
        payload.logger.warn('The rating totals did not count every published review: rebuilt them')
      }
    }
  } finally {
    await closeDatabase(payload)
  }
}

/** The database a PostgreSQL error says does not exist, or null. */
function missingDatabaseOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error)
  return /database "([^"]+)" does not exist/i.exec(message)?.[1] ?? null
}

untilSettled(main).then(
  () => process.exit(0),
  (error: unknown) => {
    const missing = missingDatabaseOf(error)
    if (isDiskFull(error)) {
      console.error(
        'The database could not be written: its disk is full. Free space on the disk that holds DATA_DIR (or the database), then start again.',
      )
    } else if (missing) {
      console.error(
        `The PostgreSQL database "${missing}" does not exist. Check DATABASE_URL for a misspelt name; to make a new, empty database, create it (createdb ${missing}) or start once with CREATE_DATABASE=true.`,
      )
    } else console.error(error)
    process.exit(1)
  },
)
