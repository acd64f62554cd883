/**
 * Keeping this instance's copies current: the stored pages and call 1's kept answers are
 * dropped when the app announces what a change made stale (a published review, an edited
 * page), when another instance does (over Redis), and when another process has loaded new
 * marketplace data (its version is read every few seconds).
 */
import { getLogger } from '../../src/lib/logger'
import { cachedPageCount, listenForPurges, purgeLocalPages, setPurgeBroadcaster } from '../../src/lib/page-cache'
import { onPurgeAnnounced } from '../../src/lib/page-cache-purges'
import { relayPurges } from '../../src/lib/page-cache-relay'

import { appServices } from './app-services'
import { dropCallOneAnswersFor, keptCallOneAnswers } from './call-one'

const DATA_VERSION_CHECK_MS = 5_000

/** What this instance keeps of a purged tag: its stored pages, and for marketplace data call 1's answers. */
function dropLocalCopies(tag: string): void {
  purgeLocalPages(tag)
  dropCallOneAnswersFor(tag)
}

/**
 * Drops cached pages and call 1's kept answers showing marketplace data once another process
 * has loaded new data. With nothing kept there is nothing to check.
 */
function watchMarketDataVersion(): void {
  let known: number | undefined
  const timer = setInterval(async () => {
    if (cachedPageCount() === 0 && keptCallOneAnswers() === 0 && known !== undefined) return
    const services = appServices()
    if (!services) return
    try {
      const version = await services.marketDataVersion()
      if (known !== undefined && version !== known) dropLocalCopies('market')
      known = version
    } catch {
      // The database is briefly unavailable; the next check will tell.
    }
  }, DATA_VERSION_CHECK_MS)
  timer.unref()
}

/** Starts keeping the copies current; with `redisUrl`, purges reach every instance sharing it. */
export function keepCopiesCurrent(redisUrl: string | undefined): void {
  watchMarketDataVersion()
  listenForPurges()
  onPurgeAnnounced(dropCallOneAnswersFor)
  if (redisUrl) {
    setPurgeBroadcaster(relayPurges(redisUrl, dropLocalCopies).publish)
    getLogger().debug('page-cache purges are relayed over Redis')
  }
}
