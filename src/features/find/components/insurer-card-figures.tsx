import type { ReactNode } from 'react'

import type { InsurerSummary } from '@/features/plans'

import {
  DenialRate,
  formatRange,
  MemberScore,
  metalList,
  nationalNetworkText,
  outOfAreaText,
  referralText,
  StarsOrReason,
  type FigureWords,
} from './insurer-figures'

type FigureRow = [string, ReactNode]

const FigureList = ({ rows }: { rows: FigureRow[] }) => (
  <dl className="insurer-figures">
    {rows.map(([label, value]) => (
      <div key={label} className="insurer-figures__row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
)

/**
 * Every figure of one insurer product on its result card, as description lists: the key figures
 * (ratings, denials, deductible with its plan year) always shown, the rest folded under a
 * disclosure, so that a long list stays short on a phone. A plain `<details>`: it opens by
 * keyboard and without script. Apart from the figures the tables share (insurer-figures.tsx), so
 * that a page with only a table does not carry the cards' code.
 */
export function InsurerFigures({
  insurer,
  words,
  deductibleLabel,
  denialNote,
}: {
  insurer: InsurerSummary
  words: FigureWords
  /** The deductible's label, with the plan year of the options it spans. */
  deductibleLabel: string
  /** CMS's caveat on the denial rate, rendered on the server, where it has one. */
  denialNote?: ReactNode
}) {
  const { m } = words
  const rows: FigureRow[] = [
    [
      m.cmsRating,
      <StarsOrReason
        key="cms"
        measure={insurer.cms?.overall ?? null}
        isPublished={insurer.cms !== null}
        words={words}
      />,
    ],
    [m.memberScore, <MemberScore key="member" member={insurer.member} words={words} />],
    [
      m.denials,
      <>
        <DenialRate insurer={insurer} words={words} />
        {denialNote}
      </>,
    ],
    [deductibleLabel, formatRange(insurer.deductible, words)],
    [m.outOfPocket, formatRange(insurer.outOfPocketMax, words)],
    [m.metals, `${metalList(insurer.metalLevels, words)} · ${m.plans(insurer.planCount, insurer.planYear)}`],
    [m.network, referralText(insurer, words)],
    [m.nationalNetwork, nationalNetworkText(insurer, words)],
    [m.outOfArea, outOfAreaText(insurer, words)],
    [m.hsa, insurer.hasHsaEligible ? m.hsaYes : m.hsaNo],
    [
      m.premiums,
      <span key="premium" className="figure--missing">
        {m.premiumsMissing}
      </span>,
    ],
  ]
  return (
    <>
      <FigureList rows={rows.slice(0, KEY_FIGURES)} />
      <details className="insurer-card__more">
        <summary>
          {m.moreFigures}
          <span className="visually-hidden">: {insurer.name}</span>
        </summary>
        <FigureList rows={rows.slice(KEY_FIGURES)} />
      </details>
    </>
  )
}

/** How many of the first figures stay shown when a card's detail is folded. */
const KEY_FIGURES = 4
