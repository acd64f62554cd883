/**
 * How marketplace premiums vary with age. Outside the states that set their own curve, an
 * insurer may charge a person of age A the age-40 premium × factor(A) ÷ factor(40): the
 * federal default standard age curve of 45 CFR 147.102(e) (from plan year 2018; 21 = 1.000,
 * 40 = 1.278, 64 and older = 3.000). Pure, for the server and the browser alike.
 */

/** States that set their own age curve (or rate by community); the default curve does not apply. */
export const OWN_AGE_CURVE_STATES: ReadonlySet<string> = new Set(['AL', 'DC', 'MA', 'MN', 'MS', 'NY', 'OR', 'UT', 'VT'])

/** Factors for ages 0–14 (one factor), 15, 16, …, 63; 64 and older are 3.000. */
const CHILD_FACTOR = 0.765
const FACTORS_FROM_15 = [
  0.833, 0.859, 0.885, 0.913, 0.941, 0.97, 1, 1, 1, 1, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183, 1.198,
  1.214, 1.222, 1.23, 1.238, 1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635, 1.706, 1.786,
  1.865, 1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952,
]
const OLDEST_FACTOR = 3

export const REFERENCE_AGE = 40

/** The last age the curve rises at: a person older than this pays the age-64 premium. */
export const OLDEST_RATED_AGE = 64

/** The age a premium box was given, as what it can show for it. */
export type AgeReading =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  /** A whole age other than 40 in a state that sets its own curve. */
  | { kind: 'own-curve' }
  /** `isPastCurve`: older than 64, so the figures are the age-64 ones (and Medicare usually applies). */
  | { kind: 'age'; age: number; isPastCurve: boolean }

/** What a typed age lets a premium box show in `state`. */
export function readAge(text: string, state: string): AgeReading {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'missing' }
  const age = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN
  if (!canScaleToAge(age, state)) {
    return Number.isInteger(age) && age >= 0 && age <= 120 ? { kind: 'own-curve' } : { kind: 'invalid' }
  }
  return { kind: 'age', age, isPastCurve: age > OLDEST_RATED_AGE }
}

export function ageFactor(age: number): number {
  if (age <= 14) return CHILD_FACTOR
  if (age >= 64) return OLDEST_FACTOR
  return FACTORS_FROM_15[Math.floor(age) - 15]!
}

/** Whether an age-40 premium can be told for `age` in `state`: a whole age, and 40 alone where the state sets its own curve. */
export function canScaleToAge(age: number, state: string): boolean {
  if (!Number.isInteger(age) || age < 0 || age > 120) return false
  return age === REFERENCE_AGE || !OWN_AGE_CURVE_STATES.has(state)
}

/**
 * A monthly premium at `age`, in cents, from the age-40 premium of the same plan in the same
 * area; null where the state's own curve applies (only age 40 is known there) or the age is
 * not a whole number from 0 to 120.
 */
export function premiumAtAge(centsAge40: number, age: number, state: string): number | null {
  if (!canScaleToAge(age, state)) return null
  if (age === REFERENCE_AGE) return centsAge40
  return Math.round((centsAge40 * ageFactor(age)) / ageFactor(REFERENCE_AGE))
}
