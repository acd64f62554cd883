import { formatDollars, formatPercent } from '@/features/plans/format'
import type { InsurerSummary, Range, StarMeasure } from '@/features/plans/insurer-summary'
import { Stars } from '@/features/plans/components/stars'
import { amounts as amountsMessages } from '@/messages/en/amounts'
import { insurerFigures as insurerFiguresMessages } from '@/messages/en/insurerFigures'

const m = insurerFiguresMessages

export function formatRange(range: Range | null): string {
  return range
    ? amountsMessages.range(formatDollars(range.min), formatDollars(range.max))
    : amountsMessages.notAvailable
}

/** CMS stars, or CMS's not-rated wording (with its reason where it gives one), or its silence. */
export function StarsOrReason({ measure, isPublished }: { measure: StarMeasure | null; isPublished: boolean }) {
  if (!isPublished || !measure) return <span className="figure--missing">{m.cmsNoRating}</span>
  if (measure.stars !== null) return <Stars value={measure.stars} />
  return (
    <span className="figure--missing">
      {m.cmsNotRated}
      {measure.notRatedReason ? `: ${measure.notRatedReason}` : null}
    </span>
  )
}

export function MemberScore({ member }: { member: InsurerSummary['member'] }) {
  return member.average !== null ? (
    <span>{m.memberAverage(member.average.toFixed(1), member.count)}</span>
  ) : (
    <span className="figure--missing">{m.memberNotEnough(member.count)}</span>
  )
}

export function DenialRate({ rate }: { rate: number | null }) {
  return rate !== null ? (
    <span>{m.denialsValue(formatPercent(rate))}</span>
  ) : (
    <span className="figure--missing">{amountsMessages.notAvailable}</span>
  )
}

export function referralText(insurer: Pick<InsurerSummary, 'referralPlans' | 'planCount'>): string {
  if (insurer.planCount > 0 && insurer.referralPlans === insurer.planCount) return m.referralsAll
  if (insurer.referralPlans === 0) return m.referralsNone
  return m.referralsSome(insurer.referralPlans, insurer.planCount)
}

export function nationalNetworkText(insurer: Pick<InsurerSummary, 'nationalNetworkPlans' | 'planCount'>): string {
  if (insurer.nationalNetworkPlans === null) return amountsMessages.notAvailable
  if (insurer.nationalNetworkPlans === 0) return m.nationalNone
  if (insurer.nationalNetworkPlans === insurer.planCount) return m.nationalAll
  return m.nationalSome(insurer.nationalNetworkPlans, insurer.planCount)
}

export function outOfAreaText(insurer: Pick<InsurerSummary, 'outOfAreaPlans' | 'planCount'>): string {
  if (insurer.outOfAreaPlans === null) return amountsMessages.notAvailable
  if (insurer.outOfAreaPlans === 0) return m.outOfAreaNone
  if (insurer.outOfAreaPlans === insurer.planCount) return m.outOfAreaAll
  return m.outOfAreaSome(insurer.outOfAreaPlans, insurer.planCount)
}

/** Every figure of one insurer product, as a description list. */
export function InsurerFigures({ insurer }: { insurer: InsurerSummary }) {
  const rows: [string, React.ReactNode][] = [
    [
      m.cmsRating,
      <StarsOrReason key="cms" measure={insurer.cms?.overall ?? null} isPublished={insurer.cms !== null} />,
    ],
    [m.memberScore, <MemberScore key="member" member={insurer.member} />],
    [m.denials, <DenialRate key="denials" rate={insurer.denialRate} />],
    [m.deductible, formatRange(insurer.deductible)],
    [m.outOfPocket, formatRange(insurer.outOfPocketMax)],
    [m.metals, `${insurer.metalLevels.join(', ')} · ${m.plans(insurer.planCount)}`],
    [m.network, referralText(insurer)],
    [m.nationalNetwork, nationalNetworkText(insurer)],
    [m.outOfArea, outOfAreaText(insurer)],
    [m.hsa, insurer.hasHsaEligible ? m.hsaYes : m.hsaNo],
    [
      m.premiums,
      <span key="premium" className="figure--missing">
        {m.premiumsMissing}
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
