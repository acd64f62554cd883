import { AppLink } from '@/components/ui/app-link'
import { getLocale, getMessages } from '@/platform/locale.server'
import { stateName } from '@/lib/us-states'

import type { StateExchange } from '../state-exchanges'

/**
 * For a state that left HealthCare.gov for its own exchange in `since` (Illinois, 2026): says so
 * with the year and links to the exchange, and says that the plans people had there through
 * HealthCare.gov keep their reviews: linked by `earlierPlansHref` where the page does not list
 * them (a ZIP's results), or said of the list below it with `listsEarlierPlans` (the state page).
 */
export async function ExchangeLeftNotice({
  exchange,
  since,
  earlierPlansHref = null,
  listsEarlierPlans = false,
}: {
  exchange: StateExchange
  since: number
  earlierPlansHref?: string | null
  listsEarlierPlans?: boolean
}) {
  const m = (await getMessages()).plans
  const state = stateName(exchange.state, await getLocale())
  return (
    <div className="exchange-notice" role="note">
      <p>
        {m.exchangeLeft(state, since, exchange.name)}{' '}
        <AppLink href={exchange.url} newWindow>
          {exchange.name}
        </AppLink>
      </p>
      {earlierPlansHref ? (
        <p>
          {m.exchangeLeftReviews(state, since - 1)}{' '}
          <AppLink href={earlierPlansHref}>{m.exchangeLeftPlansLink(state, since - 1)}</AppLink>
        </p>
      ) : listsEarlierPlans ? (
        <p>{m.exchangeLeftListed(since - 1)}</p>
      ) : null}
    </div>
  )
}
