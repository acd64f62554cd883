/**
 * The plan year a shopper is choosing on a day: from 1 November (open enrollment) the next
 * year's plans are on sale, before then the current year's.
 */
export function shoppingYearOn(day: Date): number {
  const year = day.getUTCFullYear()
  return day.getUTCMonth() >= 10 ? year + 1 : year
}

/** The plan year in force on a day. */
export function currentPlanYearOn(day: Date): number {
  return day.getUTCFullYear()
}
