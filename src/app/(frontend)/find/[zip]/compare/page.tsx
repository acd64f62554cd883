import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { TableScroll } from '@/components/ui/table-scroll'
import {
  AreaPremiumsNote,
  DenialRate,
  figureWordsOf,
  formatRange,
  MemberScore,
  metalList,
  nationalNetworkText,
  outOfAreaText,
  referralText,
  StarsOrReason,
  findHref,
  MAX_COMPARED,
  MIN_COMPARED,
} from '@/features/find'
import { PremiumsNotLoaded, searchZip } from '@/features/find/server'
import { formatCostShare, planHref } from '@/features/plans'
import { ClaimsCaveatNote } from '@/features/plans/server'
import type { InsurerSummary } from '@/features/plans'
import { getPayloadClient } from '@/platform/payload.server'
import { stateName } from '@/lib/us-states'
import { getLocale, getMessages } from '@/platform/locale.server'

import './compare.css'

type Props = {
  params: Promise<{ zip: string }>
  searchParams: Promise<{ county?: string | string[]; nid?: string | string[] }>
}

/** The 2 to 4 insurers named in the address, sold in that county of that ZIP, or null. */
async function loadComparison({ params, searchParams }: Props) {
  const zip = decodeURIComponent((await params).zip)
  const query = await searchParams
  const countyFips = typeof query.county === 'string' ? query.county : null
  const nids = [...new Set([query.nid ?? []].flat().map(Number))]
  const found = await searchZip(await getPayloadClient(), zip, countyFips, await getLocale())
  if (found.kind !== 'results') return { zip, countyFips, county: null, compared: null, areaPremiums: null }
  const compared = nids
    .map((nid) => found.insurers.find((insurer) => insurer.nid === nid))
    .filter((insurer): insurer is InsurerSummary => insurer !== undefined)
  const isValid = compared.length === nids.length && nids.length >= MIN_COMPARED && nids.length <= MAX_COMPARED
  return {
    zip,
    countyFips,
    county: found.county,
    compared: isValid ? compared : null,
    areaPremiums: found.areaPremiums,
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.find
  const { compared } = await loadComparison(props)
  return {
    title: compared ? m.compareTitle(compared.map((insurer) => insurer.name).join(', ')) : m.compareHeading,
    // A comparison is a view of the results page, which search engines find instead.
    robots: { index: false },
  }
}

/** 2 to 4 insurers of one county side by side: every figure, the CMS measures and their plans. */
export default async function ComparePage(props: Props) {
  const locale = await getLocale()
  const messages = await getMessages()
  const amountsMessages = messages.amounts
  const words = figureWordsOf(messages)
  const m = messages.find
  const { zip, countyFips, county, compared, areaPremiums } = await loadComparison(props)
  const back = findHref(zip, countyFips)
  if (!compared || !county) {
    return (
      <div className="content-page">
        <h1>{m.compareHeading}</h1>
        <p>{m.compareInvalid}</p>
        <p>
          <AppLink href={back}>{m.compareBack}</AppLink>
        </p>
      </div>
    )
  }
  // Each figure once: the table's rows on a wide screen, each insurer's card on a phone.
  const figures: [string, (insurer: InsurerSummary) => ReactNode][] = [
    [
      messages.insurerFigures.cmsRating,
      (insurer) => (
        <StarsOrReason measure={insurer.cms?.overall ?? null} isPublished={insurer.cms !== null} words={words} />
      ),
    ],
    [
      m.measureMedicalCare,
      (insurer) => (
        <StarsOrReason measure={insurer.cms?.medicalCare ?? null} isPublished={insurer.cms !== null} words={words} />
      ),
    ],
    [
      m.measureMemberExperience,
      (insurer) => (
        <StarsOrReason
          measure={insurer.cms?.memberExperience ?? null}
          isPublished={insurer.cms !== null}
          words={words}
        />
      ),
    ],
    [
      m.measurePlanAdministration,
      (insurer) => (
        <StarsOrReason
          measure={insurer.cms?.planAdministration ?? null}
          isPublished={insurer.cms !== null}
          words={words}
        />
      ),
    ],
    [messages.insurerFigures.memberScore, (insurer) => <MemberScore member={insurer.member} words={words} />],
    [
      messages.insurerFigures.denials,
      (insurer) => (
        <>
          <DenialRate insurer={insurer} words={words} />
          <ClaimsCaveatNote caveat={insurer.caveat} />
        </>
      ),
    ],
    [messages.insurerFigures.deductible, (insurer) => formatRange(insurer.deductible, words)],
    [messages.insurerFigures.outOfPocket, (insurer) => formatRange(insurer.outOfPocketMax, words)],
    [messages.insurerFigures.metals, (insurer) => metalList(insurer.metalLevels, words)],
    [messages.insurerFigures.network, (insurer) => referralText(insurer, words)],
    [messages.insurerFigures.nationalNetwork, (insurer) => nationalNetworkText(insurer, words)],
    [messages.insurerFigures.outOfArea, (insurer) => outOfAreaText(insurer, words)],
    [
      messages.insurerFigures.hsa,
      (insurer) => (insurer.hasHsaEligible ? messages.insurerFigures.hsaYes : messages.insurerFigures.hsaNo),
    ],
    [
      messages.insurerFigures.premiums,
      () => <span className="figure--missing">{messages.insurerFigures.premiumsMissing}</span>,
    ],
    [
      m.planOptions(compared[0]!.planYear),
      (insurer) => (
        <ul className="compare-table__options">
          {insurer.options.map((option) => (
            <li key={option.standardComponentId}>
              <span className="compare-table__option-name">
                {m.optionLine(
                  option.marketingName,
                  messages.insurerFigures.metalNames[option.metalLevel] ?? option.metalLevel,
                )}
              </span>
              <span className="compare-table__option-costs">
                {m.optionCosts(
                  formatCostShare(option.deductible, amountsMessages),
                  formatCostShare(option.outOfPocketMax, amountsMessages),
                )}
              </span>
            </li>
          ))}
        </ul>
      ),
    ],
  ]
  const nameOf = (insurer: InsurerSummary) => (
    <>
      <AppLink href={planHref(insurer.nid, { zip, countyFips: county.fips })} translate="no">
        {insurer.name}
      </AppLink>
      <span className="compare-table__type">
        {messages.plans.productTypes[insurer.productType] ?? insurer.productType}
      </span>
      {insurer.notSellingIn !== null ? (
        <span className="compare-table__type">{messages.insurerFigures.notSellingIn(insurer.notSellingIn)}</span>
      ) : null}
    </>
  )
  return (
    <div className="content-page compare-page">
      <h1>{m.compareHeading}</h1>
      <p className="content-page__lead">{m.compareLead(zip, `${county.name}, ${stateName(county.state, locale)}`)}</p>
      <p>
        <AppLink href={back}>{m.compareBack}</AppLink>
      </p>
      <AreaPremiumsNote
        premiums={areaPremiums}
        stateLabel={stateName(areaPremiums?.state ?? county.state, locale)}
        note={messages.premiumNotes.areaPremiumsNote}
      />
      <PremiumsNotLoaded zip={zip} />
      {/* A phone reads one insurer at a time, each figure named in full above its value. */}
      <ol className="compare-cards">
        {compared.map((insurer) => (
          <li key={insurer.nid}>
            <article className="compare-card" aria-labelledby={`compare-card-${insurer.nid}`}>
              <h2 id={`compare-card-${insurer.nid}`} className="compare-card__name">
                {nameOf(insurer)}
              </h2>
              <dl className="compare-card__figures">
                {figures.map(([label, cell]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{cell(insurer)}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ol>
      <div className="compare-wide">
        <TableScroll label={m.compareHeading}>
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">{m.compareFigure}</th>
                {compared.map((insurer) => (
                  <th key={insurer.nid} scope="col">
                    {nameOf(insurer)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {compared.map((insurer) => (
                    <td key={insurer.nid}>{cell(insurer)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
      <p className="plan-section__note">{m.sourcesNote(compared[0]!.planYear)}</p>
    </div>
  )
}
