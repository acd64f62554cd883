import { ESTIMATE_MESSAGES, MAX_AGE, MAX_HOUSEHOLD_SIZE, MAX_INCOME, MAX_PEOPLE } from '@/features/costs'
import { zipCodeSchema } from '@/features/plans'
import { z, type Infer, type ZodType } from '@/lib/zod'
import { reportValidation } from '@/messages/en/reportValidation'

/**
 * The fields of an issuer report (seed-spec §3) that the browser may set through calls 5
 * and the creation call, with what each accepts. Dates travel as yyyy-mm-dd. The answers
 * about health are sensitive: they stay in the database and the owner's browser, never in a
 * URL, a log line, an analytics event or a mail.
 */
export const REPORT_MESSAGES = reportValidation

/** The health questions of step 2: each optional, asked only after the person agrees. */
export const HEALTH_FIELDS = [
  'field_ir_pregnant',
  'field_ir_diabetes',
  'field_ir_medication',
  'field_ir_hospitalized',
] as const
export type HealthField = (typeof HEALTH_FIELDS)[number]

export const METER_FIELDS = ['field_ir_commsmeter', 'field_ir_flexibilitymeter', 'field_ir_paymentmeter'] as const
export type MeterField = (typeof METER_FIELDS)[number]

/** Where a meter starts before the person moves it: the middle, which leaves its factors as they are. */
export const METER_DEFAULT = 50

/** The quiz steps, "0" to "4" (seed-spec §3 "Client state"). */
export const QUIZ_STEPS = [0, 1, 2, 3, 4] as const
export type QuizStep = (typeof QUIZ_STEPS)[number]
export const LAST_QUIZ_STEP: QuizStep = 4

export const MAX_AGE_YEARS = 120

/** Today as yyyy-mm-dd in the visitor's own calendar (or the server's). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whole years from a yyyy-mm-dd birthday to a yyyy-mm-dd day. */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** A real calendar day written yyyy-mm-dd (2025-02-30 is not one). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * A date of birth: a real day, not in the future, at most 120 years ago. "Today" is taken a
 * day ahead so that a person east of the server's clock is not told their birthday is
 * in the future.
 */
export const birthdaySchema = z
  .string({ error: REPORT_MESSAGES.birthdayRequired })
  .trim()
  .min(1, REPORT_MESSAGES.birthdayRequired)
  .refine(isCalendarDay, REPORT_MESSAGES.dateInvalid)
  .refine((value) => value <= todayIso(new Date(Date.now() + 24 * 3600 * 1000)), REPORT_MESSAGES.birthdayFuture)
  .refine((value) => ageOn(value, todayIso()) <= MAX_AGE_YEARS, REPORT_MESSAGES.birthdayTooOld)

const meter = z.coerce
  .number({ error: REPORT_MESSAGES.meterInvalid })
  .int(REPORT_MESSAGES.meterInvalid)
  .min(0, REPORT_MESSAGES.meterInvalid)
  .max(100, REPORT_MESSAGES.meterInvalid)

const yesNo = z
  .union([z.boolean(), z.enum(['0', '1', 'yes', 'no', 'true', 'false'])], { error: REPORT_MESSAGES.yesNoInvalid })
  .transform((value) => value === true || value === '1' || value === 'yes' || value === 'true')

/**
 * The money answers of step 1, for the tax-credit estimate: each optional, asked only after the
 * person agrees to their stated use, and sensitive like the health answers.
 */
export const MONEY_FIELDS = [
  'field_ir_household_size',
  'field_ir_household_income',
  'field_ir_covered_ages',
  'field_ir_tobacco',
] as const
export type MoneyField = (typeof MONEY_FIELDS)[number]

const householdSize = z.coerce
  .number({ error: ESTIMATE_MESSAGES.householdSizeInvalid })
  .int(ESTIMATE_MESSAGES.householdSizeInvalid)
  .min(1, ESTIMATE_MESSAGES.householdSizeInvalid)
  .max(MAX_HOUSEHOLD_SIZE, ESTIMATE_MESSAGES.householdSizeInvalid)
const householdIncome = z
  .number({ error: ESTIMATE_MESSAGES.incomeRequired })
  .min(0, ESTIMATE_MESSAGES.incomeNegative)
  .max(MAX_INCOME, ESTIMATE_MESSAGES.incomeTooHigh)
/** The ages of the others the plan would cover (the person's own comes from the date of birth). */
const coveredAges = z
  .array(
    z
      .number({ error: ESTIMATE_MESSAGES.ageInvalid })
      .int(ESTIMATE_MESSAGES.ageInvalid)
      .min(0, ESTIMATE_MESSAGES.ageInvalid)
      .max(MAX_AGE, ESTIMATE_MESSAGES.ageInvalid),
    { error: ESTIMATE_MESSAGES.ageInvalid },
  )
  .max(MAX_PEOPLE - 1, ESTIMATE_MESSAGES.peopleTooMany)

/** A health answer: yes, no, or null for "Prefer not to say". */
const healthAnswer = yesNo.nullable()

export const reportFieldsSchema = z
  .object({
    field_ir_birthday: birthdaySchema,
    field_ir_commsmeter: meter,
    field_ir_flexibilitymeter: meter,
    field_ir_paymentmeter: meter,
    field_ir_health_consent: yesNo,
    field_ir_diabetes: healthAnswer,
    field_ir_hospitalized: healthAnswer,
    field_ir_medication: healthAnswer,
    field_ir_pregnant: healthAnswer,
    field_ir_under18: yesNo,
    field_ir_money_consent: yesNo,
    field_ir_household_size: householdSize.nullable(),
    field_ir_household_income: householdIncome.nullable(),
    field_ir_covered_ages: coveredAges,
    field_ir_tobacco: yesNo,
    field_ir_zipcode: z.string().regex(/^\d{5}$/, REPORT_MESSAGES.zipInvalid),
    /** The county (5-digit FIPS) when the ZIP code spans several. */
    field_ir_county: z.string().regex(/^\d{5}$/, REPORT_MESSAGES.countyInvalid),
    field_ir_submit_email: z.union([z.literal(''), z.email(REPORT_MESSAGES.emailInvalid)]),
    field_ir_last_step: z.coerce.number({ error: REPORT_MESSAGES.stepInvalid }).int().min(0).max(LAST_QUIZ_STEP),
    field_ir_last_time: z.iso.datetime({ error: REPORT_MESSAGES.dateInvalid }),
  })
  .partial()
  .strict()

export type ReportFields = Infer<typeof reportFieldsSchema>

/**
 * A new report's answers with the key its browser chose for it: a creation sent again (its
 * answer lost on the way) gives back the report the first made, never a second one.
 */
export const newReportSchema = reportFieldsSchema.extend({
  client_report_id: z
    .string({ error: REPORT_MESSAGES.clientIdInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, REPORT_MESSAGES.clientIdInvalid)
    .optional(),
})

export type NewReportFields = Infer<typeof newReportSchema>

/** The answers as stored: what call 5 accepted, merged. */
export type StoredAnswers = Partial<{
  field_ir_birthday: string
  field_ir_commsmeter: number
  field_ir_flexibilitymeter: number
  field_ir_paymentmeter: number
  field_ir_health_consent: boolean
  field_ir_diabetes: boolean | null
  field_ir_hospitalized: boolean | null
  field_ir_medication: boolean | null
  field_ir_pregnant: boolean | null
  field_ir_under18: boolean
  field_ir_money_consent: boolean
  field_ir_household_size: number | null
  field_ir_household_income: number | null
  field_ir_covered_ages: number[]
  field_ir_tobacco: boolean
  field_ir_zipcode: string
  field_ir_county: string
  field_ir_submit_email: string
  field_ir_last_step: number
  field_ir_last_time: string
}>

/** What each quiz step asks for before the person may go on; each step checks only its own fields. */
export const quizStepSchemas = {
  0: z.object({ field_ir_zipcode: zipCodeSchema }),
  1: z
    .object({
      field_ir_birthday: birthdaySchema,
      field_ir_under18: z.boolean({ error: REPORT_MESSAGES.under18Required }),
      field_ir_money_consent: z.boolean().optional(),
      field_ir_household_size: householdSize.nullable().optional(),
      field_ir_household_income: householdIncome.optional(),
      field_ir_covered_ages: coveredAges.optional(),
      field_ir_tobacco: z.boolean().optional(),
    })
    .superRefine((answers, context) => {
      if (answers.field_ir_money_consent && answers.field_ir_household_income === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['field_ir_household_income'],
          message: ESTIMATE_MESSAGES.incomeRequired,
        })
      }
      const people = 1 + (answers.field_ir_covered_ages?.length ?? 0)
      if (
        answers.field_ir_money_consent &&
        answers.field_ir_household_size &&
        answers.field_ir_household_size < people
      ) {
        context.addIssue({
          code: 'custom',
          path: ['field_ir_household_size'],
          message: ESTIMATE_MESSAGES.householdSizeTooSmall,
        })
      }
    }),
  2: z.object({
    field_ir_health_consent: z.boolean().optional(),
    field_ir_pregnant: z.boolean().nullable().optional(),
    field_ir_diabetes: z.boolean().nullable().optional(),
    field_ir_medication: z.boolean().nullable().optional(),
    field_ir_hospitalized: z.boolean().nullable().optional(),
  }),
  3: z.object({
    field_ir_commsmeter: meter,
    field_ir_flexibilitymeter: meter,
    field_ir_paymentmeter: meter,
  }),
  4: z.object({ field_ir_submit_email: z.union([z.literal(''), z.email(REPORT_MESSAGES.emailInvalid)]) }),
} as const satisfies Record<QuizStep, ZodType>
