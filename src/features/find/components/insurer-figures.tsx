import { formatDollars, formatPercent } from '@/features/plans/format'
import type { InsurerSummary, Range, StarMeasure } from '@/features/plans/insurer-summary'
import { Stars } from '@/features/plans/components/stars'
import { amounts as amountsMessages } from '@/messages/en/amounts'
import { insurerFigures as insurerFiguresMessages } from '@/messages/en/insurerFigures'

export function formatRange(range: Range | null): string {
  return range
    ? amountsMessages.range(formatDollars(range.min), formatDollars(range.max))
    : amountsMessages.notAvailable
}

/** CMS stars, or CMS's not-rated wording (with its reason where it gives one), or its silence. */
export function StarsOrReason({ measure, isPublished }: { measure: StarMeasure | null; isPublished: boolean }) {
  if (!isPublished || !measure) return <span className="figure--missing">{insurerFiguresMessages.cmsNoRating}</span>
  if (measure.stars !== null) return <Stars value={measure.stars} />
  return (
    <span className="figure--missing">
      {insurerFiguresMessages.cmsNotRated}
      {measure.notRatedReason ? `: ${measure.notRatedReason}` : null}
    </span>
  )
}

export function MemberScore({ member }: { member: InsurerSummary['member'] }) {
  return member.average !== null ? (
    <span>{insurerFiguresMessages.memberAverage(member.average.toFixed(1), member.count)}</span>
  ) : (
    <span className="figure--missing">{insurerFiguresMessages.memberNotEnough(member.count)}</span>
  )
}

export function DenialRate({ rate }: { rate: number | null }) {
  return rate !== null ? (
    <span>{insurerFiguresMessages.denialsValue(formatPercent(rate))}</span>
  ) : (
    <span className="figure--missing">{amountsMessages.notAvailable}</span>
  )
}

export function referralText(insurer: Pick<InsurerSummary, 'referralPlans' | 'planCount'>): string {
  if (insurer.planCount > 0 && insurer.referralPlans === insurer.planCount) return insurerFiguresMessages.referralsAll
  if (insurer.referralPlans === 0) return insurerFiguresMessages.referralsNone
  return insurerFiguresMessages.referralsSome(insurer.referralPlans, insurer.planCount)
}

export function nationalNetworkText(insurer: Pick<InsurerSummary, 'nationalNetworkPlans' | 'planCount'>): string {
  if (insurer.nationalNetworkPlans === null) return amountsMessages.notAvailable
  if (insurer.nationalNetworkPlans === 0) return insurerFiguresMessages.nationalNone
  if (insurer.nationalNetworkPlans === insurer.planCount) return insurerFiguresMessages.nationalAll
  return insurerFiguresMessages.nationalSome(insurer.nationalNetworkPlans, insurer.planCount)
}

export function outOfAreaText(insurer: Pick<InsurerSummary, 'outOfAreaPlans' | 'planCount'>): string {
  if (insurer.outOfAreaPlans === null) return amountsMessages.notAvailable
  if (insurer.outOfAreaPlans === 0) return insurerFiguresMessages.outOfAreaNone
  if (insurer.outOfAreaPlans === insurer.planCount) return insurerFiguresMessages.outOfAreaAll
  return insurerFiguresMessages.outOfAreaSome(insurer.outOfAreaPlans, insurer.planCount)
}

/** Every figure of one insurer product, as a description list. */
export function InsurerFigures({ insurer }: { insurer: InsurerSummary }) {
  const rows: [string, React.ReactNode][] = [
    [
      insurerFiguresMessages.cmsRating,
      <StarsOrReason key="cms" measure={insurer.cms?.overall ?? null} isPublished={insurer.cms !== null} />,
    ],
    [insurerFiguresMessages.memberScore, <MemberScore key="member" member={insurer.member} />],
    [insurerFiguresMessages.denials, <DenialRate key="denials" rate={insurer.denialRate} />],
    [insurerFiguresMessages.deductible, formatRange(insurer.deductible)],
    [insurerFiguresMessages.outOfPocket, formatRange(insurer.outOfPocketMax)],
    [
      insurerFiguresMessages.metals,
      `${insurer.metalLevels.join(', ')} · ${insurerFiguresMessages.plans(insurer.planCount)}`,
    ],
    [insurerFiguresMessages.network, referralText(insurer)],
    [insurerFiguresMessages.nationalNetwork, nationalNetworkText(insurer)],
    [insurerFiguresMessages.outOfArea, outOfAreaText(insurer)],
    [insurerFiguresMessages.hsa, insurer.hasHsaEligible ? insurerFiguresMessages.hsaYes : insurerFiguresMessages.hsaNo],
    [
      insurerFiguresMessages.premiums,
      <span key="premium" className="figure--missing">
        {insurerFiguresMessages.premiumsMissing}
      </span>,
    ],
  ]
  return (
    <dl className="insurer-figures">
      {rows.map(([label, value]) => (
        <div key={label} className="insurer-figures__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
