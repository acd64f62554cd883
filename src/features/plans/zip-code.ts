import { zipValidation } from '@/messages/en/zipValidation'

/** The ZIP code messages of the specification, word for word. */
export const ZIP_MESSAGES = zipValidation

export const ZIP_LENGTH = 5

/**
 * The first message for an invalid ZIP code, or null when it is valid. The checks run in
 * this order and the first failure is the message shown: required, at least 5, at most 5,
 * then digits only. Plain code, so the ZIP boxes of every page need no schema library;
 * `zipCodeSchema` (schema.ts) applies the same checks on the server.
 */
export function zipCodeError(value: unknown): string | null {
  if (typeof value !== 'string') return ZIP_MESSAGES.required
  const zip = value.trim()
  if (zip.length === 0) return ZIP_MESSAGES.required
  if (zip.length < ZIP_LENGTH) return ZIP_MESSAGES.tooShort
  if (zip.length > ZIP_LENGTH) return ZIP_MESSAGES.tooLong
  if (!/^\d{5}$/.test(zip)) return ZIP_MESSAGES.notNumeric
  return null
}
