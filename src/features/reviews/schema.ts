import { z, type Infer, type ZodType } from '@/lib/zod'

import { fieldErrorsOf } from '@/lib/validation'

import { CLIENT_ID_FIELD } from './contract'
import { RATING_CATEGORIES, type RatingCategory, type RatingName } from './ratings'
import { fieldsOfStep, type FieldOfStep, type FormStep } from './review-field-keys'
import { RATING_REQUIRED_KEYS, REVIEW_FIELDS } from './review-fields'
import { reviewValidation } from '@/messages/en/reviewValidation'

/**
 * The review form's rules and messages, word for word from the specification (§5), built from
 * the table of answers (review-fields.ts). The wizard checks one step at a time with the step
 * schemas; the server re-parses the whole payload with `reviewPayloadSchema`, which adds what
 * call 2 carries about the plan and the client id.
 */
export const REVIEW_MESSAGES = reviewValidation

/** The rules of one wizard step, from the table of answers, in the order the step shows them. */
function stepShape<S extends FormStep>(step: S) {
  return Object.fromEntries(fieldsOfStep(step).map((name) => [name, REVIEW_FIELDS[name].rule(z, REVIEW_MESSAGES)])) as {
    [K in FieldOfStep<S>]: ReturnType<(typeof REVIEW_FIELDS)[K]['rule']>
  }
}

/** The message of each rating left empty, word for word from the specification. */
export const RATING_REQUIRED = Object.fromEntries(
  RATING_CATEGORIES.map((category) => [category, REVIEW_MESSAGES[RATING_REQUIRED_KEYS[category]]]),
) as Record<RatingCategory, string>

export const stepOneSchema = z.object(stepShape(1))
export const stepTwoSchema = z.object(stepShape(2))
export const stepThreeSchema = z.object(stepShape(3))

/** The whole review as the client posts it (seed-spec §3), re-parsed by the server. */
export const reviewPayloadSchema = stepOneSchema
  .extend(stepTwoSchema.shape)
  .extend(stepThreeSchema.shape)
  .extend({
    [CLIENT_ID_FIELD]: z.uuid(REVIEW_MESSAGES.clientIdInvalid),
    field_review_issuerid: z.string(REVIEW_MESSAGES.planUnknown).regex(/^\d{1,9}$/, REVIEW_MESSAGES.planUnknown),
    field_review_issuer_legal_name: z.string().max(300).optional(),
    field_review_issuer_state: z.string().max(2).optional(),
    field_review_reportingunit: z.string().max(40).optional(),
  })

export type ReviewPayload = Infer<typeof reviewPayloadSchema>

/** The fields a person fills in the wizard's three form steps, as the step schemas read them. */
export type ReviewFormFields = Infer<typeof stepOneSchema> & Infer<typeof stepTwoSchema> & Infer<typeof stepThreeSchema>

/** The fields of the schema that hold a face rating. */
export type RatingField = RatingName<'specField'>

/** Field name → first message, for the fields of one step or of the whole payload. */
export function fieldErrors(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldErrorsOf(result.error.issues)
}
