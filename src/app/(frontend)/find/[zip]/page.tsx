import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { AreaPremiumsNote } from '@/features/find/components/area-premiums'
import { InsurerResults } from '@/features/find/components/insurer-results'
import { ZipSearchForm } from '@/features/find/components/zip-search-form'
import { searchZip, type ZipSearch } from '@/features/find/find-insurers.server'
import { findHref } from '@/features/find/find-links'
import { getPayloadClient } from '@/lib/payload'
import { stateName } from '@/lib/us-states'
import { messages } from '@/messages'

const m = messages.find

type Props = { params: Promise<{ zip: string }>; searchParams: Promise<{ county?: string | string[] }> }

async function search({ params, searchParams }: Props): Promise<ZipSearch> {
  const { zip } = await params
  const county = (await searchParams).county
  return searchZip(await getPayloadClient(), decodeURIComponent(zip), typeof county === 'string' ? county : null)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await search(props)
  const results = found.kind === 'results' ? found : null
  return {
    title: m.resultsTitle(found.zip, results ? `${results.county.name}, ${results.county.state}` : null),
    description: results ? m.resultsDescription(found.zip, results.insurers.length) : m.searchDescription,
    alternates: {
      canonical: findHref(found.zip, results && results.counties.length > 1 ? results.county.fips : null),
    },
    // Only a page of results is worth a search engine's while.
    robots: found.kind === 'results' ? undefined : { index: false },
  }
}

const HEALTHCARE_GOV_PRICES = 'https://www.healthcare.gov/see-plans/'

/** The insurers selling plans in a ZIP code (and county), with every figure Candor holds. */
export default async function FindResultsPage(props: Props) {
  const found = await search(props)
  return (
    <div className="content-page find-page">
      <h1>{m.heading(found.zip)}</h1>
      {found.kind === 'invalid' ? <ZipSearchForm initialZip={found.zip} initialError={found.message} /> : null}
      {found.kind === 'unknown' ? (
        <>
          <p>{m.unknownZip(found.zip)}</p>
          <ZipSearchForm />
        </>
      ) : null}
      {found.kind === 'exchange' ? (
        <p>
          {m.exchange(stateName(found.exchange.state), found.exchange.name)}{' '}
          <AppLink href={found.exchange.url} newWindow>
            {found.exchange.name}
            <span className="visually-hidden"> {m.opensInNewWindow}</span>
          </AppLink>
        </p>
      ) : null}
      {found.kind === 'county' ? (
        <>
          <p>{m.chooseCounty(found.zip)}</p>
          <ul className="county-list">
            {found.counties.map((county) => (
              <li key={county.fips}>
                <AppLink href={findHref(found.zip, county.fips)}>
                  {m.countyOption(county.name, county.planCount)}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {found.kind === 'results' ? (
        <>
          <p className="content-page__lead">
            {m.countyLine(found.county.name, stateName(found.county.state))}
            {found.counties.length > 1 ? (
              <>
                {' · '}
                <AppLink href={findHref(found.zip)}>{m.otherCounty}</AppLink>
              </>
            ) : null}
          </p>
          <AreaPremiumsNote premiums={found.areaPremiums} />
          <p className="find-page__note">{m.orderNote}</p>
          <p className="find-page__note">
            {m.premiumsNote}{' '}
            <AppLink href={HEALTHCARE_GOV_PRICES} newWindow>
              {m.premiumsLink}
              <span className="visually-hidden"> {m.opensInNewWindow}</span>
            </AppLink>
          </p>
          {found.insurers.length === 0 ? (
            <p>{m.noneSold}</p>
          ) : (
            <InsurerResults insurers={found.insurers} zip={found.zip} countyFips={found.county.fips} />
          )}
          <p className="plan-section__note">{m.sourcesNote}</p>
        </>
      ) : null}
    </div>
  )
}
