import { formatCostShareSpan, formatPercent, cmsReasonText, Stars } from '@/features/plans'
import type { CostShareSpan, InsurerSummary, StarMeasure } from '@/features/plans'
import { reviewsNeededForAverage } from '@/features/reviews'
import type { amounts as amountsEn } from '@/messages/en/amounts'
import type { insurerFigures as insurerFiguresEn } from '@/messages/en/insurerFigures'

/**
 * The words these figures use, in the page's language: server pages pass their catalogue,
 * client components what `useMessages` gives them.
 */
export type FigureWords = { m: typeof insurerFiguresEn; amounts: typeof amountsEn }

/** The figures' words from a page's catalogue, for server components. */
export const figureWordsOf = (messages: {
  insurerFigures: typeof insurerFiguresEn
  amounts: typeof amountsEn
}): FigureWords => ({
  m: messages.insurerFigures,
  amounts: messages.amounts,
})

/** CMS's metal levels in the page's language, in CMS's order. */
export function metalList(levels: readonly string[], { m }: Pick<FigureWords, 'm'>): string {
  return levels.map((level) => m.metalNames[level] ?? level).join(', ')
}

/** A product's lowest to highest deductible or out-of-pocket limit, each end as its plan's own figure. */
export function formatRange(span: CostShareSpan | null, { amounts: amountsMessages }: FigureWords): string {
  return formatCostShareSpan(span, amountsMessages)
}

/** CMS stars, or CMS's not-rated wording (with its reason where it gives one), or its silence. */
export function StarsOrReason({
  measure,
  isPublished,
  words: { m },
}: {
  measure: StarMeasure | null
  isPublished: boolean
  words: FigureWords
}) {
  if (!isPublished || !measure) return <span className="figure--missing">{m.cmsNoRating}</span>
  if (measure.stars !== null) return <Stars value={measure.stars} label={m.stars(measure.stars)} />
  return (
    <span className="figure--missing">
      {m.cmsNotRated}
      {measure.notRatedReason ? `: ${cmsReasonText(measure.notRatedReason, m.cmsReasons)}` : null}
    </span>
  )
}

/** Members' score, or how many reviews there are and how many more it needs to be shown. */
export function MemberScore({ member, words: { m } }: { member: InsurerSummary['member']; words: FigureWords }) {
  if (member.average !== null) return <span>{m.memberAverage(member.average.toFixed(1), member.count)}</span>
  const more = reviewsNeededForAverage(member.count)
  return (
    <span className="figure--missing">
      {m.memberNotEnough(member.count)}
      {more > 0 ? `. ${m.memberMoreNeeded(more)}.` : null}
    </span>
  )
}

/**
 * The share of in-network claims denied, with the calendar year of the claims where the file
 * says it, or else the plan year of the file that reported them.
 */
export function DenialRate({
  insurer: { denialRate: rate, claimsYear, claimsReportYear },
  words: { m, amounts: amountsMessages },
}: {
  insurer: Pick<InsurerSummary, 'denialRate' | 'claimsYear' | 'claimsReportYear'>
  words: FigureWords
}) {
  return rate !== null ? (
    <span>
      {m.denialsValue(formatPercent(rate))}
      {claimsYear !== null
        ? ` ${m.denialsYear(claimsYear)}`
        : claimsReportYear !== null
          ? ` ${m.denialsReportYear(claimsReportYear)}`
          : null}
    </span>
  ) : (
    <span className="figure--missing">{amountsMessages.notAvailable}</span>
  )
}

export function referralText(insurer: Pick<InsurerSummary, 'referralPlans' | 'planCount'>, { m }: FigureWords): string {
  if (insurer.planCount > 0 && insurer.referralPlans === insurer.planCount) return m.referralsAll
  if (insurer.referralPlans === 0) return m.referralsNone
  return m.referralsSome(insurer.referralPlans, insurer.planCount)
}

export function nationalNetworkText(
  insurer: Pick<InsurerSummary, 'nationalNetworkPlans' | 'planCount'>,
  { m, amounts: amountsMessages }: FigureWords,
): string {
  if (insurer.nationalNetworkPlans === null) return amountsMessages.notAvailable
  if (insurer.nationalNetworkPlans === 0) return m.nationalNone
  if (insurer.nationalNetworkPlans === insurer.planCount) return m.nationalAll
  return m.nationalSome(insurer.nationalNetworkPlans, insurer.planCount)
}

export function outOfAreaText(
  insurer: Pick<InsurerSummary, 'outOfAreaPlans' | 'planCount'>,
  { m, amounts: amountsMessages }: FigureWords,
): string {
  if (insurer.outOfAreaPlans === null) return amountsMessages.notAvailable
  if (insurer.outOfAreaPlans === 0) return m.outOfAreaNone
  if (insurer.outOfAreaPlans === insurer.planCount) return m.outOfAreaAll
  return m.outOfAreaSome(insurer.outOfAreaPlans, insurer.planCount)
}
