/** How the estimate writes money, shares and days, in the browser and on the server alike. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Cents as dollars and cents ($1,234.56); Spanish in the United States writes them the same way. */
export const formatMoney = (cents: number) => dollars.format(cents / 100)

const percentage = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** A percentage with up to two decimals (240.58 %). */
export const formatPercentage = (value: number) => `${percentage.format(value)} %`

/** A yyyy-mm-dd day written out in the reader's language ("December 31, 2025", "31 de diciembre de 2025"). */
export function formatLongDate(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
}

/** A yyyy-mm month written out in the reader's language ("May 2025", "mayo de 2025"). */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)))
}

/** Whole dollars, without cents ($84,600). */
export const formatDollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value)
