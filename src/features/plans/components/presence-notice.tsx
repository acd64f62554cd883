import { getLocale, getMessages } from '@/platform/locale.server'
import { stateName } from '@/lib/us-states'

import type { IssuerPresence, MarketPlan } from '../market-types'

/**
 * Says so on a plan's page when its insurer no longer sells on HealthCare.gov in its state in
 * the newest year Candor knows, or the state has left HealthCare.gov for its own exchange. The
 * plan keeps its page and its reviews: people who had it can still tell others.
 */
export async function PresenceNotice({ plan, presence }: { plan: MarketPlan; presence: IssuerPresence | null }) {
  if (!presence || presence.isSelling) return null
  const messages = await getMessages()
  const m = messages.plans
  const state = stateName(plan.state, await getLocale())
  const refiled = presence.note?.match(/new HIOS id in this state: (\d{5})/)?.[1]
  return (
    <div className="presence-notice" role="note">
      <p>
        <strong>
          {presence.exchange
            ? m.presenceStateLeft(state, presence.planYear, presence.exchange.name)
            : m.presenceLeft(plan.issuerMarketingName, state, presence.planYear)}
        </strong>{' '}
        {refiled ? m.presenceRefiled(refiled) : null}
      </p>
      <p>{m.presenceReviewsStay}</p>
      {presence.exchange ? (
        <p>
          <a href={presence.exchange.url} rel="noopener noreferrer" target="_blank">
            {m.presenceExchangeLink(presence.exchange.name)}
          </a>
        </p>
      ) : null}
    </div>
  )
}
