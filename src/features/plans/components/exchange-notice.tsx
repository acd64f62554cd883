import { AppLink } from '@/components/ui/app-link'
import type { Locale } from '@/lib/i18n'
import { stateName } from '@/lib/us-states'

import type { StateExchange } from '../state-exchanges'

/**
 * For a ZIP code in a state that runs its own marketplace: names the exchange and links to
 * it, since CMS publishes no plans for that state. `text` words it for the page it is on.
 */
export function ExchangeNotice({
  exchange,
  text,
  locale = 'en',
}: {
  exchange: StateExchange
  text: (state: string, exchange: string) => string
  /** The page's language, for the state's name. */
  locale?: Locale
}) {
  return (
    <p className="exchange-notice">
      {text(stateName(exchange.state, locale), exchange.name)}{' '}
      <AppLink href={exchange.url} newWindow>
        {exchange.name}
      </AppLink>
    </p>
  )
}
