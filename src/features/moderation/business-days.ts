/**
 * The business-day clock behind the promise that a review is checked within 1-2 business
 * days. Days are counted on the calendar of US Eastern time; Saturdays, Sundays and US
 * federal holidays (as observed: a Saturday holiday on the Friday before, a Sunday one on
 * the Monday after) are not business days.
 */
export const PROMISED_BUSINESS_DAYS = 2
const TIME_ZONE = 'America/New_York'

/** A calendar day as `yyyy-mm-dd`. */
type Day = string

const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (year: number, month: number, date: number): Day => `${year}-${pad(month)}-${pad(date)}`

/** Made once: building a formatter costs far more than using it, and the queue asks per review. */
const EASTERN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day of an instant in US Eastern time. */
export function easternDayOf(instant: Date): Day {
  const parts = EASTERN_DAY.formatToParts(instant)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

function weekdayOf(day: Day): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay()
}

function addDays(day: Day, count: number): Day {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** The `nth` given weekday (0 = Sunday) of a month; `nth` -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Day {
  if (nth > 0) {
    const first = weekdayOf(dayOf(year, month, 1))
    return dayOf(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7)
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const last = weekdayOf(dayOf(year, month, lastDate))
  return dayOf(year, month, lastDate - ((last - weekday + 7) % 7))
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(day: Day): Day {
  const weekday = weekdayOf(day)
  if (weekday === 6) return addDays(day, -1)
  if (weekday === 0) return addDays(day, 1)
  return day
}

const holidayCache = new Map<number, Set<Day>>()

/** The US federal holidays observed in a year (5 U.S.C. 6103). */
export function federalHolidays(year: number): Set<Day> {
  let days = holidayCache.get(year)
  if (!days) {
    days = new Set([
      observed(dayOf(year, 1, 1)), // New Year's Day
      nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
      nthWeekday(year, 2, 1, 3), // Washington's Birthday
      nthWeekday(year, 5, 1, -1), // Memorial Day
      observed(dayOf(year, 6, 19)), // Juneteenth National Independence Day
      observed(dayOf(year, 7, 4)), // Independence Day
      nthWeekday(year, 9, 1, 1), // Labor Day
      nthWeekday(year, 10, 1, 2), // Columbus Day
      observed(dayOf(year, 11, 11)), // Veterans Day
      nthWeekday(year, 11, 4, 4), // Thanksgiving Day
      observed(dayOf(year, 12, 25)), // Christmas Day
    ])
    // New Year's Day of the next year may be observed on December 31.
    const nextNewYear = observed(dayOf(year + 1, 1, 1))
    if (nextNewYear.startsWith(String(year))) days.add(nextNewYear)
    holidayCache.set(year, days)
  }
  return days
}

export function isBusinessDay(day: Day): boolean {
  const weekday = weekdayOf(day)
  return weekday !== 0 && weekday !== 6 && !federalHolidays(Number(day.slice(0, 4))).has(day)
}

/** Business days that have begun since the day of `from`, up to and including the day of `to`. */
export function businessDaysElapsed(from: Date, to: Date): number {
  const last = easternDayOf(to)
  let count = 0
  for (let day = addDays(easternDayOf(from), 1); day <= last; day = addDays(day, 1)) {
    if (isBusinessDay(day)) count += 1
  }
  return count
}

/** The last day a review received at `from` may wait: the second business day after it. */
export function decisionDueDay(from: Date, businessDays = PROMISED_BUSINESS_DAYS): Day {
  let day = easternDayOf(from)
  for (let counted = 0; counted < businessDays;) {
    day = addDays(day, 1)
    if (isBusinessDay(day)) counted += 1
  }
  return day
}

export type ReviewClock = { elapsed: number; dueDay: Day; isOverdue: boolean }

/** Where a waiting review stands against the promise. */
export function reviewClock(receivedAt: Date, now: Date): ReviewClock {
  const dueDay = decisionDueDay(receivedAt)
  return { elapsed: businessDaysElapsed(receivedAt, now), dueDay, isOverdue: easternDayOf(now) > dueDay }
}
