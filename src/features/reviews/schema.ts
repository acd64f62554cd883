import { z, type Infer, type ZodType } from '@/lib/zod'

import { fieldErrorsOf } from '@/lib/validation'

import { CLIENT_ID_FIELD } from './contract'
import { RATING_SPEC_FIELDS, RATING_VALUES, type RatingCategory, type RatingName } from './ratings'
import { reviewValidation } from '@/messages/en/reviewValidation'

/**
 * The review form's rules and messages, word for word from the specification (§5). The
 * wizard checks one step at a time with the step schemas; the server re-parses the whole
 * payload with `reviewPayloadSchema`.
 */
export const REVIEW_MESSAGES = reviewValidation

export const PRIVATE_MESSAGE_MAX = 500
/**
 * The specification's rule says 1 and its message says 50; Candor enforces 50 so that the
 * message is true (product brief §6.1).
 */
export const PUBLIC_MESSAGE_MIN = 50
export const PUBLIC_MESSAGE_MAX = 1000
export const NAME_MAX = 120

/** A face rating: required with `requiredMessage`, one of the five values otherwise. */
function rating(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .pipe(z.enum(RATING_VALUES, { error: REVIEW_MESSAGES.invalidRating }))
}

/** The message of each rating left empty, word for word from the specification. */
export const RATING_REQUIRED = {
  overall: REVIEW_MESSAGES.overallRequired,
  accessToCare: REVIEW_MESSAGES.accessRequired,
  customerService: REVIEW_MESSAGES.customerServiceRequired,
  priceTransparency: REVIEW_MESSAGES.costRequired,
} satisfies Record<RatingCategory, string>

/** The rules of some ratings, under their fields in call 2. */
function ratingShape<C extends RatingCategory>(...categories: C[]) {
  return Object.fromEntries(
    categories.map((category) => [RATING_SPEC_FIELDS[category], rating(RATING_REQUIRED[category])]),
  ) as { [K in C as RatingName<'specField', K>]: ReturnType<typeof rating> }
}

const isBlank = (value: unknown) => value === undefined || value === null || value === ''

export const stepOneSchema = z.object(ratingShape('overall'))

/** How many years back "When were you on this plan?" reaches, this year included as the newest. */
export const EXPERIENCE_YEARS_BACK = 10

/** The years a reviewer may name as their last on the plan: this year and the ten before it. */
export function experienceYears(now = new Date()): number[] {
  const year = now.getFullYear()
  return Array.from({ length: EXPERIENCE_YEARS_BACK + 1 }, (_, index) => year - index)
}

/**
 * The year of the reviewer's experience (a review platform's "date of experience"): optional,
 * empty or a year of `experienceYears()`. A year of the next calendar year is let through from a
 * day before it starts, for a reviewer ahead of the server's clock.
 */
const experienceYear = z
  .union([z.string(), z.number()], { error: REVIEW_MESSAGES.experienceYearInvalid })
  .refine((value) => {
    if (value === '') return true
    const year = Number(value)
    const newest = new Date(Date.now() + 24 * 3600 * 1000).getFullYear()
    return Number.isInteger(year) && year <= newest && year >= new Date().getFullYear() - EXPERIENCE_YEARS_BACK
  }, REVIEW_MESSAGES.experienceYearInvalid)
  .optional()

export const stepTwoSchema = z.object({
  ...ratingShape('accessToCare', 'customerService', 'priceTransparency'),
  field_review_experience_year: experienceYear,
})

/** Whether a form's checkbox came ticked: browsers send "1", JSON callers may send true or 1. */
export const isTicked = (value: unknown): boolean => value === true || value === '1' || value === 1

export const stepThreeSchema = z.object({
  field_review_private_message: z
    .string()
    .max(PRIVATE_MESSAGE_MAX, REVIEW_MESSAGES.privateTooLong)
    .optional()
    .default(''),
  field_review_insurer_may_contact: z
    .union([z.literal(''), z.literal('0'), z.literal('1'), z.boolean(), z.literal(0), z.literal(1)], {
      error: REVIEW_MESSAGES.insurerMayContactInvalid,
    })
    .optional(),
  field_review_public_message: z
    .string({ error: REVIEW_MESSAGES.publicTooShort })
    .trim()
    .min(PUBLIC_MESSAGE_MIN, REVIEW_MESSAGES.publicTooShort)
    .max(PUBLIC_MESSAGE_MAX, REVIEW_MESSAGES.publicTooLong),
  field_user_account_displayname: z
    .string({ error: REVIEW_MESSAGES.nameRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.nameRequired)
    .max(NAME_MAX, REVIEW_MESSAGES.nameTooLong),
  field_review_account_email: z
    .string({ error: REVIEW_MESSAGES.emailRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.emailRequired)
    .pipe(z.email(REVIEW_MESSAGES.emailInvalid)),
  field_review_tos_confirm: z.unknown().superRefine((value, context) => {
    if (isBlank(value)) context.addIssue({ code: 'custom', message: REVIEW_MESSAGES.termsRequired })
    else if (!isTicked(value)) {
      context.addIssue({ code: 'custom', message: REVIEW_MESSAGES.termsMustAccept })
    }
  }),
  challenge: z.string({ error: REVIEW_MESSAGES.captchaRequired }).min(1, REVIEW_MESSAGES.captchaRequired),
})

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
