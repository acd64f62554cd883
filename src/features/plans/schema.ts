import { z } from '@/lib/zod'

/** The ZIP code messages of the specification, word for word. */
export const ZIP_MESSAGES = {
  required: 'Please enter zip code',
  tooShort: 'Zip code must be at least 5 digits',
  notNumeric: 'Zip code must contain only numbers',
  tooLong: "Zip Code can't be longer than 5 digits",
} as const

export const ZIP_LENGTH = 5

/**
 * A ZIP code as people type it. The checks run in this order and the first failure is
 * the message shown: required, at least 5, at most 5, then digits only.
 */
export const zipCodeSchema = z
  .string({ error: ZIP_MESSAGES.required })
  .trim()
  .min(1, ZIP_MESSAGES.required)
  .min(ZIP_LENGTH, ZIP_MESSAGES.tooShort)
  .max(ZIP_LENGTH, ZIP_MESSAGES.tooLong)
  .regex(/^\d{5}$/, ZIP_MESSAGES.notNumeric)

/** The first message for an invalid ZIP code, or null when it is valid. */
export function zipCodeError(value: unknown): string | null {
  const result = zipCodeSchema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? ZIP_MESSAGES.required)
}
