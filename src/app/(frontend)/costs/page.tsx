import type { Metadata } from 'next'

import {
  defaultEstimateYear,
  ESTIMATE_YEARS,
  estimatePanelWords,
  estimateYearChoices,
  formatLongDate,
  SUBSIDY_PARAMETERS,
  EstimatePanel,
} from '@/features/costs'
import { carriedPlaceOfQuery } from '@/features/plans'
import { getLocale, getMessages, localizedMetadata } from '@/platform/locale.server'
import { getEnv } from '@/lib/env'
import { ROUTES } from '@/platform/routes'
import '@/features/costs/components/costs.css'

export function generateMetadata(): Promise<Metadata> {
  return localizedMetadata(ROUTES.costs, ({ costsPage }) => ({
    title: costsPage.metaTitle,
    description: costsPage.metaDescription,
  }))
}

/**
 * `/costs`: the tax-credit estimate for the visitor's household (ZIP code asked) and how it is
 * worked out, rule by rule, with the published tables themselves. The household's answers are
 * posted to this page and shown here; the address never carries them.
 */
export default async function CostsPage({
  searchParams,
}: {
  /** The ZIP code and county a plan page's visitor came with (`?zip=77002&county=48201`): never their household. */
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const carried = carriedPlaceOfQuery(await searchParams)
  const locale = await getLocale()
  const messages = await getMessages()
  const m = messages.costsPage
  const years = estimateYearChoices()
  return (
    <article className="text-page">
      <h1>{m.heading}</h1>
      <p className="text-page__lead">{m.lead}</p>
      <EstimatePanel
        words={estimatePanelWords(messages, years)}
        defaultYear={defaultEstimateYear()}
        askPlace
        householdPlans={Boolean(getEnv().marketplace.apiKey)}
        zipcode={carried?.zip}
        countyFips={carried?.countyFips ?? undefined}
      />
      <h2>{m.rulesHeading}</h2>
      <h3>{m.benchmarkHeading}</h3>
      <p>{m.benchmarkText}</p>
      <p>{m.ageText}</p>
      <h3>{m.contributionHeading}</h3>
      <p>{m.contributionText}</p>
      {[...ESTIMATE_YEARS].reverse().map((year) => (
        <table key={year} className="costs-table">
          <caption>{m.tableCaption(year)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.tableIncome}</th>
              <th scope="col">{m.tableShare}</th>
            </tr>
          </thead>
          <tbody>
            {SUBSIDY_PARAMETERS.applicablePercentage[String(year)]!.bands.map((band) => (
              <tr key={band.fpl_pct_from}>
                <td>{m.bandRange(band.fpl_pct_from, band.fpl_pct_to)}</td>
                <td>{m.shareRange(band.applicable_pct_start, band.applicable_pct_end)}</td>
              </tr>
            ))}
            {SUBSIDY_PARAMETERS.eligibility[String(year)]?.max_fpl_pct ? (
              <tr>
                <td colSpan={2}>{m.aboveCap2026}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ))}
      <h3>{m.creditHeading}</h3>
      <p>{m.creditText}</p>
      <h3>{m.limitsHeading}</h3>
      <p>{m.limitsText(formatLongDate(SUBSIDY_PARAMETERS.enhancedCreditsExpiredAfter, locale))}</p>
      <h3>{m.medicaidHeading}</h3>
      <p>{m.medicaidText}</p>
      <h3>{m.tobaccoHeading}</h3>
      <p>{m.tobaccoText}</p>
      <h3>{m.yearsHeading}</h3>
      <p>{m.yearsText(ESTIMATE_YEARS.join(', '), years.at(-1)!.year)}</p>
      <h2>{m.limitsOfEstimateHeading}</h2>
      <p>{m.limitsOfEstimateText}</p>
      <h2>{m.sourcesHeading}</h2>
      <ul>
        {m.sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </article>
  )
}
