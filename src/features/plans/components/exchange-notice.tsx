import { AppLink } from '@/components/ui/app-link'
import { stateName } from '@/lib/us-states'

import type { StateExchange } from '../state-exchanges'

/**
 * For a ZIP code in a state that runs its own marketplace: names the exchange and links to
 * it, since CMS publishes no plans for that state. `text` words it for the page it is on.
 */
export function ExchangeNotice({
  exchange,
  text,
}: {
  exchange: StateExchange
  text: (state: string, exchange: string) => string
}) {
  return (
    <p className="exchange-notice">
      {text(stateName(exchange.state), exchange.name)}{' '}
      <AppLink href={exchange.url} newWindow>
        {exchange.name}
      </AppLink>
    </p>
  )
}
