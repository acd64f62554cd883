import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { defaultEstimateYear, estimateYearChoices } from '@/features/costs'
import { AreaPremiumsNote, InsurerResults, ZipSearchForm, findHref, withNidOf, zipSearchWords } from '@/features/find'
import { PremiumsNotLoaded, searchZip, type ZipSearch } from '@/features/find/server'
import { householdFormWords, HouseholdForm } from '@/features/marketplace'
import {
  findPricingPlace,
  getPlanYears,
  listNewIssuers,
  namePlans,
  claimsCaveatNotes,
  ExchangeLeftNotice,
  NewIssuersNote,
} from '@/features/plans/server'
import { ExchangeNotice } from '@/features/plans'
import { getPayloadClient } from '@/platform/payload.server'
import { stateName } from '@/lib/us-states'
import { getLocale, getMessages, localeAlternates } from '@/platform/locale.server'
import { ROUTES } from '@/platform/routes'
import '@/features/costs/components/costs.css'
import '@/features/marketplace/components/household-plans.css'

import './results.css'

type Props = {
  params: Promise<{ zip: string }>
  searchParams: Promise<{ county?: string | string[]; with?: string | string[] }>
}

async function search({ params, searchParams }: Props): Promise<ZipSearch> {
  const { zip } = await params
  const county = (await searchParams).county
  return searchZip(
    await getPayloadClient(),
    decodeURIComponent(zip),
    typeof county === 'string' ? county : null,
    await getLocale(),
  )
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.find
  const found = await search(props)
  const results = found.kind === 'results' ? found : null
  return {
    title: m.resultsTitle(found.zip, results ? `${results.county.name}, ${results.county.state}` : null),
    // Counted: the insurers that still sell here (those that left are listed on the page, marked).
    description: results
      ? m.resultsDescription(found.zip, results.insurers.filter((row) => row.notSellingIn === null).length)
      : m.searchDescription,
    alternates: await localeAlternates(
      findHref(found.zip, results && results.counties.length > 1 ? results.county.fips : null),
    ),
    // Only a page of results is worth a search engine's while.
    robots: found.kind === 'results' ? undefined : { index: false },
  }
}

/** The insurers selling plans in a ZIP code (and county), with every figure Candor holds. */
export default async function FindResultsPage(props: Props) {
  const locale = await getLocale()
  const messages = await getMessages()
  const m = messages.find
  const found = await search(props)
  const withNid = withNidOf((await props.searchParams).with)
  const withName = withNid ? ((await namePlans(await getPayloadClient(), [withNid])).get(withNid) ?? null) : null
  const compared = withName ? withNid : null
  // Named as its card is, where it sells here.
  const withInsurer = found.kind === 'results' ? found.insurers.find((insurer) => insurer.nid === compared) : undefined
  const newIssuers = found.kind === 'results' ? await listNewIssuers(await getPayloadClient(), found.county.state) : []
  const { planFilesYear } = await getPlanYears(await getPayloadClient())
  // The area's premiums for the year the estimate uses, where newer than the plan files' year.
  const newest =
    found.kind === 'results'
      ? await findPricingPlace(await getPayloadClient(), found.zip, found.county.fips, defaultEstimateYear())
      : null
  return (
    <div className="content-page find-page">
      <h1>{m.heading(found.zip)}</h1>
      {found.kind === 'invalid' ? (
        <ZipSearchForm
          words={zipSearchWords(messages)}
          initialZip={found.zip}
          initialError={found.message}
          withNid={compared}
        />
      ) : null}
      {found.kind === 'unknown' ? (
        <>
          <p>{m.unknownZip(found.zip)}</p>
          <ZipSearchForm words={zipSearchWords(messages)} withNid={compared} />
        </>
      ) : null}
      {found.kind === 'exchange' ? (
        <>
          {found.leftIn !== null ? (
            <ExchangeLeftNotice
              exchange={found.exchange}
              since={found.leftIn}
              earlierPlansHref={
                found.earlierPlanCount > 0 ? `/plans/state/${found.exchange.state.toLowerCase()}` : null
              }
            />
          ) : (
            <ExchangeNotice exchange={found.exchange} text={m.exchange} locale={locale} />
          )}
          {/* A ZIP typed by mistake, or a second home in another state, is one search away. */}
          <ZipSearchForm words={zipSearchWords(messages)} withNid={compared} />
        </>
      ) : null}
      {found.kind === 'county' ? (
        <>
          <p>{m.chooseCounty(found.zip)}</p>
          <ul className="county-list">
            {found.counties.map((county) => (
              <li key={county.fips}>
                <AppLink href={findHref(found.zip, county.fips, compared)}>
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
            {m.countyLine(found.county.name, stateName(found.county.state, locale))}
            {found.counties.length > 1 ? (
              <>
                {' · '}
                <AppLink href={findHref(found.zip, null, compared)}>{m.otherCounty}</AppLink>
              </>
            ) : null}
          </p>
          <p className="find-page__note">{messages.insurerFigures.orderNote}</p>
          {/* Where people first meet the words: what an insurer product is, and its plan options. */}
          <details className="find-page__terms">
            <summary>{m.termsQuestion}</summary>
            <p>{m.termsAnswer}</p>
          </details>
          {withName ? (
            <p className="find-page__with" role="note">
              {withInsurer ? m.compareWithChosen(withInsurer.name) : m.compareWithNotSold(withName, found.county.name)}
            </p>
          ) : null}
          {found.insurers.length === 0 ? (
            <p>{m.noneSold}</p>
          ) : (
            <InsurerResults
              insurers={found.insurers}
              zip={found.zip}
              countyFips={found.county.fips}
              initialCompared={withInsurer ? [withInsurer.nid] : []}
              denialNotes={claimsCaveatNotes(found.insurers)}
            />
          )}
          {/* What one would pay comes after the list: the insurers sold here are what the page is for. */}
          <section className="find-page__costs" aria-labelledby="find-costs-heading">
            <h2 id="find-costs-heading">{m.costsHeading}</h2>
            <AreaPremiumsNote
              premiums={found.areaPremiums}
              stateLabel={stateName(found.areaPremiums?.state ?? found.county.state, locale)}
              note={messages.premiumNotes.areaPremiumsNote}
              newest={newest?.kind === 'area' ? newest.premiums : null}
              countyName={found.county.name}
              ageElsewhere
            />
            <HouseholdForm
              words={householdFormWords(messages, locale, estimateYearChoices())}
              defaultYear={defaultEstimateYear()}
              zipcode={found.zip}
              countyFips={found.county.fips}
              formId="household-plans"
            />
            <p className="find-page__note">
              <AppLink href={ROUTES.costs}>{messages.costEstimate.costsPageLink}</AppLink>
            </p>
            <PremiumsNotLoaded zip={found.zip} />
          </section>
          <NewIssuersNote issuers={newIssuers} stateLabel={stateName(found.county.state, locale)} />
          <p className="plan-section__note">{m.sourcesNote(planFilesYear)}</p>
        </>
      ) : null}
    </div>
  )
}
