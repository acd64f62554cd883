import type { amounts as amountsEn } from '@/messages/en/amounts'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const whole = new Intl.NumberFormat('en-US')
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

export function formatDollars(value: number): string {
  return dollars.format(value)
}

/** A deductible or out-of-pocket limit: integrated, or medical plus a separate drug amount. */
export function formatCostShare(
  medical: number | null,
  drugs: number | null,
  amountsMessages: typeof amountsEn,
): string {
  if (medical === null) return amountsMessages.notAvailable
  if (drugs === null) return formatDollars(medical)
  return amountsMessages.medicalPlusDrugs(formatDollars(medical), formatDollars(drugs))
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
 * The calendar year a claims file's figures cover: the plan year 2026 file holds 2024's claims
 * (CMS), and so on for later files. Earlier files say their period in their own words, so for
 * them (and for figures loaded before Candor kept the file's year) this is null.
 */
export function claimsYearOf(pufYear: number | null): number | null {
  return pufYear !== null && pufYear >= 2026 ? pufYear - 2 : null
}

export function formatPercent(rate: number): string {
  return percent.format(rate)
}
