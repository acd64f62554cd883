import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import {
  figureWordsOf,
  InsurerSearch,
  MAX_QUERY_LENGTH,
  InsurerTable,
  ZipSearchForm,
  matchInsurers,
  withOptionMatches,
  zipSearchWords,
} from '@/features/find'
import { insurerDirectory, insurersFound } from '@/features/find/server'
import { findPlansByOptionName, getPlanYears, listPlans, claimsCaveatNotes } from '@/features/plans/server'
import { stateExchangesIn, yearLeftHealthcareGov } from '@/features/plans'
import { getPayloadClient } from '@/platform/payload.server'
import { stateName } from '@/lib/us-states'
import { getLocale, getMessages, localeAlternates } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const { planFilesYear } = await getPlanYears(await getPayloadClient())
  return {
    title: messages.plans.browseTitle,
    description: messages.plans.browseLead(planFilesYear),
    alternates: await localeAlternates('/plans'),
  }
}

type Props = { searchParams: Promise<{ q?: string | string[] }> }

/** All the results of a search by insurer name, for a search made without the typeahead. */
const ALL_MATCHES = 300

export default async function PlansByStatePage({ searchParams }: Props) {
  const locale = await getLocale()
  const messages = await getMessages()
  const m = messages.plans
  const f = messages.find
  const payload = await getPayloadClient()
  const plans = await listPlans(payload)
  const { planFilesYear, shoppingYear } = await getPlanYears(payload)
  const directory = await insurerDirectory(payload, locale)
  const raw = (await searchParams).q
  const query = typeof raw === 'string' ? raw.trim() : ''
  const isTooLong = query.length > MAX_QUERY_LENGTH
  const isSearched = query !== '' && !isTooLong
  // By insurer name, then by the name of a plan option (as on a member card).
  const found = isSearched
    ? withOptionMatches(
        directory,
        matchInsurers(directory, query, ALL_MATCHES),
        await findPlansByOptionName(payload, query, ALL_MATCHES),
        ALL_MATCHES,
      )
    : []
  const foundByOption = found.filter((entry) => entry.matchedOption !== null)
  const foundInsurers = found.length > 0 ? await insurersFound(payload, found) : []
  const counts = new Map<string, number>()
  for (const plan of plans) counts.set(plan.state, (counts.get(plan.state) ?? 0) + 1)
  const states = [...counts.keys()].sort((a, b) => stateName(a, locale).localeCompare(stateName(b, locale)))
  // The exchanges of the year people shop in: a state that left HealthCare.gov (Illinois for 2026) is among them.
  const exchanges = stateExchangesIn(shoppingYear).sort((a, b) =>
    stateName(a.state, locale).localeCompare(stateName(b.state, locale)),
  )

  return (
    <div className="content-page">
      <h1>{m.browseTitle}</h1>
      <p className="content-page__lead">{m.browseLead(planFilesYear)}</p>
      <section className="plans-search" aria-labelledby="plans-search-heading">
        <h2 id="plans-search-heading">{f.searchHeading}</h2>
        <ZipSearchForm words={zipSearchWords(messages)} />
      </section>
      <section className="plans-search" aria-labelledby="insurer-search-heading">
        <h2 id="insurer-search-heading">{f.insurerHeading}</h2>
        <InsurerSearch entries={directory} initialQuery={isTooLong ? '' : query} />
        {isTooLong ? (
          <p className="field-error" role="alert">
            {f.insurerTooLong}
          </p>
        ) : query ? (
          <div className="insurer-matches">
            <h3>{f.insurerResultsHeading(query)}</h3>
            {found.length === 0 ? (
              <p>{f.insurerNoMatch(query)}</p>
            ) : (
              <>
                <p className="state-list__count">{f.insurerResultsCount(found.length)}</p>
                {foundByOption.length > 0 ? (
                  <ul className="insurer-matches__options">
                    {foundByOption.map((entry) => (
                      <li key={entry.nid}>
                        <AppLink href={`/plans/${entry.nid}`}>{entry.name}</AppLink>{' '}
                        <span className="insurer-search__state">{stateName(entry.state, locale)}</span>{' '}
                        <span className="insurer-search__option-match">
                          {f.insurerMatchesOption(entry.matchedOption ?? '')}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <InsurerTable
                  words={figureWordsOf(messages)}
                  insurers={foundInsurers}
                  caption={`${f.insurerResultsHeading(query)} ${f.tableYear(planFilesYear)}`}
                  denialNotes={claimsCaveatNotes(foundInsurers)}
                  stateLabels={Object.fromEntries(
                    foundInsurers.map((insurer) => [insurer.state, stateName(insurer.state, locale)]),
                  )}
                />
              </>
            )}
          </div>
        ) : null}
      </section>
      <h2>{m.browseByState}</h2>
      <ul className="state-list">
        {states.map((state) => {
          const leftIn = yearLeftHealthcareGov(state, shoppingYear)
          return (
            <li key={state}>
              <AppLink href={`/plans/state/${state.toLowerCase()}`}>{stateName(state, locale)}</AppLink>{' '}
              <span className="state-list__count">
                {m.browseStateCount(counts.get(state)!)}
                {leftIn !== null ? ` ${m.browseStateUntil(leftIn - 1)}` : null}
              </span>
            </li>
          )
        })}
      </ul>
      <h2>{m.ownExchangeHeading(shoppingYear)}</h2>
      <p>{m.ownExchangeText}</p>
      <ul className="state-list">
        {exchanges.map((exchange) => {
          const since = yearLeftHealthcareGov(exchange.state, shoppingYear)
          return (
            <li key={exchange.state}>
              {stateName(exchange.state, locale)}:{' '}
              <AppLink href={exchange.url} newWindow>
                {exchange.name}
              </AppLink>
              {since !== null ? ` ${m.ownExchangeSince(since)}` : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
