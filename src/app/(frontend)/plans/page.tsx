import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { ZipSearchForm } from '@/features/find/components/zip-search-form'
import { listPlans } from '@/features/plans/market-index.server'
import { STATE_EXCHANGES } from '@/features/plans/state-exchanges'
import { getPayloadClient } from '@/lib/payload'
import { stateName } from '@/lib/us-states'
import { messages } from '@/messages'

export const metadata: Metadata = {
  title: messages.plans.browseTitle,
  description: messages.plans.browseLead,
  alternates: { canonical: '/plans' },
}

export default async function PlansByStatePage() {
  const m = messages.plans
  const plans = await listPlans(await getPayloadClient())
  const counts = new Map<string, number>()
  for (const plan of plans) counts.set(plan.state, (counts.get(plan.state) ?? 0) + 1)
  const states = [...counts.keys()].sort((a, b) => stateName(a).localeCompare(stateName(b)))
  const exchanges = Object.values(STATE_EXCHANGES).sort((a, b) => stateName(a.state).localeCompare(stateName(b.state)))

  return (
    <div className="content-page">
      <h1>{m.browseTitle}</h1>
      <p className="content-page__lead">{m.browseLead}</p>
      <section className="plans-search" aria-labelledby="plans-search-heading">
        <h2 id="plans-search-heading">{messages.find.searchHeading}</h2>
        <ZipSearchForm />
      </section>
      <h2>{m.browseByState}</h2>
      <ul className="state-list">
        {states.map((state) => (
          <li key={state}>
            <AppLink href={`/plans/state/${state.toLowerCase()}`}>{stateName(state)}</AppLink>{' '}
            <span className="state-list__count">{m.browseStateCount(counts.get(state)!)}</span>
          </li>
        ))}
      </ul>
      <h2>{m.ownExchangeHeading}</h2>
      <p>{m.ownExchangeText}</p>
      <ul className="state-list">
        {exchanges.map((exchange) => (
          <li key={exchange.state}>
            {stateName(exchange.state)}:{' '}
            <a href={exchange.url} target="_blank" rel="noopener noreferrer">
              {exchange.name}
              <span className="visually-hidden"> {messages.footer.opensInNewWindow}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
