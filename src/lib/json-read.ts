/**
 * Small readers for JSON the browser receives or keeps (answers, localStorage). They stay
 * out of Zod so that the pages every visitor loads carry no schema library; the server
 * validates what people send with Zod (src/lib/zod.ts).
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isText(value: unknown): value is string {
  return typeof value === 'string'
}

export function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

/** A string, or null for anything else (missing, null, another type). */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/** A whole number at least `min`. */
export function isWholeNumber(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min
}

/** A finite number of at least zero (a time in ms, a count). */
export function isNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

/** A positive whole number, given as a number or as its digits; null otherwise. */
export function positiveIdOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
  return isWholeNumber(number, 1) ? number : null
}
