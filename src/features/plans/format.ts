import type { amounts as amountsEn } from '@/messages/en/amounts'
import type { claimsCaveats as claimsCaveatsEn } from '@/messages/en/claimsCaveats'
import type { plans as plansEn } from '@/messages/en/plans'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const whole = new Intl.NumberFormat('en-US')
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

export function formatDollars(value: number): string {
  return dollars.format(value)
}

/**
 * A plan option's deductible or out-of-pocket limit as CMS gives it: one amount for medical
 * care and prescription drugs together (`drugs` null), or a medical amount with a separate
 * drug amount beside it. Every page shows this one figure, formatted by `formatCostShare`.
 */
export type CostShare = { medical: number; drugs: number | null }

/** The lowest and highest of a product's plan options, each one option's own figure. */
export type CostShareSpan = { lowest: CostShare; highest: CostShare }

/** An option's figure from its stored columns; null where CMS gave no medical (or combined) amount. */
export function costShareOf(medical: number | null, drugs: number | null | undefined): CostShare | null {
  return medical === null ? null : { medical, drugs: drugs ?? null }
}

/**
 * What a figure weighs when options are put in order: the combined amount, or the medical and
 * drug amounts together (what a person who needs both pays before the plan shares every cost).
 */
export function costShareTotal(share: CostShare): number {
  return share.medical + (share.drugs ?? 0)
}

/** The options' lowest and highest figures by their total; a tie keeps the first option listed. */
export function costShareSpan(shares: readonly (CostShare | null)[]): CostShareSpan | null {
  const known = shares.filter((share): share is CostShare => share !== null)
  if (known.length === 0) return null
  let lowest = known[0]!
  let highest = known[0]!
  for (const share of known) {
    if (costShareTotal(share) < costShareTotal(lowest)) lowest = share
    if (costShareTotal(share) > costShareTotal(highest)) highest = share
  }
  return { lowest, highest }
}

/** A figure in words: "$2,000", or "$0 medical + $2,000 drugs" where drugs have their own amount. */
export function formatCostShare(share: CostShare | null, amountsMessages: typeof amountsEn): string {
  if (share === null) return amountsMessages.notAvailable
  if (share.drugs === null) return formatDollars(share.medical)
  return amountsMessages.medicalPlusDrugs(formatDollars(share.medical), formatDollars(share.drugs))
}

/** A product's span in words, each end written as that option's figure is everywhere else. */
export function formatCostShareSpan(span: CostShareSpan | null, amountsMessages: typeof amountsEn): string {
  if (span === null) return amountsMessages.notAvailable
  return amountsMessages.range(
    formatCostShare(span.lowest, amountsMessages),
    formatCostShare(span.highest, amountsMessages),
  )
}

export function formatCount(value: number): string {
  return whole.format(value)
}

/** Denied ÷ received, or null when either figure is missing or nothing was received. */
export function denialRate(denied: number | null, received: number | null): number | null {
  if (denied === null || received === null || received <= 0) return null
  return denied / received
}

/**
 * The calendar year a claims file's figures cover: CMS's Transparency in Coverage file for plan
 * year N holds the claims of calendar year N − 2 (issuers report them in the plan year N − 1
 * application: the plan year 2024 file counts claims with dates of service in 2022, the 2026 file
 * those of 2024). Null for files before 2024, whose period Candor has not checked, and for figures
 * loaded before Candor kept the file's year.
 */
export function claimsYearOf(pufYear: number | null): number | null {
  return pufYear !== null && pufYear >= 2024 ? pufYear - 2 : null
}

export function formatPercent(rate: number): string {
  return percent.format(rate)
}

/** The words of the claims trend and year, as the plans catalogue gives them in either language. */
export type ClaimsSentenceWords = Pick<
  typeof plansEn,
  'claimsYear' | 'claimsReported' | 'claimsTrendUp' | 'claimsTrendDown' | 'claimsTrendSame'
>

/**
 * The newest in-network denial rate against the earlier claims file's, in words: up, down, or
 * the same where the two read the same as shown (to a tenth of a percent). Null without both.
 */
export function claimsTrend(rate: number | null, earlier: number | null, words: ClaimsSentenceWords): string | null {
  if (rate === null || earlier === null) return null
  const shown = formatPercent(earlier)
  if (Math.round(rate * 1000) === Math.round(earlier * 1000)) return words.claimsTrendSame(shown)
  return rate > earlier ? words.claimsTrendUp(shown) : words.claimsTrendDown(shown)
}

/**
 * The line under a denial rate: the year of the claims and the file that reported them, where
 * known, with the trend after it ("2024 claims, reported for plan year 2026; up from 11.7% in the
 * earlier report"). Null where there is nothing to say.
 */
export function claimsSentence(
  { rate, earlier, pufYear }: { rate: number | null; earlier: number | null; pufYear: number | null },
  words: ClaimsSentenceWords,
): string | null {
  const trend = claimsTrend(rate, earlier, words)
  const claimsYear = claimsYearOf(pufYear)
  const year =
    pufYear === null
      ? null
      : claimsYear !== null
        ? words.claimsYear(claimsYear, pufYear)
        : words.claimsReported(pufYear)
  if (year === null) return trend
  return trend === null ? year : `${year}; ${trend}`
}

/** What CMS's caveat on an insurer's claims figures says, in kinds Candor words plainly. */
export type ClaimsCaveatKind = 'dental' | 'smallGroup' | 'anomaly' | 'other'

/**
 * The kinds of a claims caveat as the data writes it: may include dental (SADP) or small-group
 * (SHOP) claims, or a figure CMS published inconsistently; `other` for a caveat of none of these
 * kinds, so that no caveat goes unsaid. Empty without a caveat.
 */
export function claimsCaveatKinds(caveat: string | null | undefined): ClaimsCaveatKind[] {
  if (!caveat?.trim()) return []
  const kinds: ClaimsCaveatKind[] = [
    ...(/\bSADP\b/.test(caveat) ? (['dental'] as const) : []),
    ...(/\bSHOP\b/.test(caveat) ? (['smallGroup'] as const) : []),
    ...(/denied > received/.test(caveat) ? (['anomaly'] as const) : []),
  ]
  return kinds.length > 0 ? kinds : ['other']
}

/** The short note's key for a caveat: the kind that says most, both kinds where there are both. */
export function claimsCaveatShort(caveat: string | null | undefined): keyof (typeof claimsCaveatsEn)['short'] | null {
  const kinds = claimsCaveatKinds(caveat)
  if (kinds.length === 0) return null
  return kinds.includes('dental') && kinds.includes('smallGroup') ? 'dentalSmallGroup' : kinds[0]!
}

/** CMS's caveat on an insurer's claims figures as plain sentences, one per kind it names. */
export function caveatSentences(caveat: string | null | undefined, words: typeof claimsCaveatsEn): string[] {
  return claimsCaveatKinds(caveat).map((kind) => words[kind])
}
