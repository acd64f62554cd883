import { ESTIMATE_YEARS } from './subsidy-parameters'

/**
 * The plan years a person may choose: those with published figures, and the one after the
 * newest, which answers "not published yet" rather than an older year's figures.
 */
export function estimateYearChoices(): { year: number; isPublished: boolean }[] {
  const newest = Math.max(...ESTIMATE_YEARS)
  return [...ESTIMATE_YEARS.map((year) => ({ year, isPublished: true })), { year: newest + 1, isPublished: false }]
}

/** The year an estimate starts on: the newest with published figures. */
export function defaultEstimateYear(): number {
  return Math.max(...ESTIMATE_YEARS)
}

/**
 * The year whose figures stand in, as a guide, for a year asked that is not published yet (the
 * one after the newest): the newest published. Null for any other year, which the schema checks.
 */
export function guideYearFor(asked: unknown): number | null {
  const newest = defaultEstimateYear()
  return asked === newest + 1 ? newest : null
}
