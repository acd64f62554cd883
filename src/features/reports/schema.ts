import { z } from '@/lib/zod'

/**
 * The fields of an issuer report (seed-spec §3) that the browser may set through call 5,
 * with what each accepts. Dates travel as yyyy-mm-dd. The answers about health are
 * sensitive: they stay in the database and the owner's browser, never in a URL or a log.
 */
export const REPORT_MESSAGES = {
  dateInvalid: 'Dates must be written as yyyy-mm-dd',
  meterInvalid: 'Choose a value from 0 to 100',
  yesNoInvalid: 'Answer yes or no',
  zipInvalid: 'Zip code must contain only numbers',
  emailInvalid: 'Please Enter a valid email',
  stepInvalid: 'The quiz step is not valid',
} as const

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), REPORT_MESSAGES.dateInvalid)

const meter = z.coerce.number({ error: REPORT_MESSAGES.meterInvalid }).int().min(0).max(100)

const yesNo = z
  .union([z.boolean(), z.enum(['0', '1', 'yes', 'no', 'true', 'false'])], { error: REPORT_MESSAGES.yesNoInvalid })
  .transform((value) => value === true || value === '1' || value === 'yes' || value === 'true')

export const reportFieldsSchema = z
  .object({
    field_ir_birthday: isoDate,
    field_ir_commsmeter: meter,
    field_ir_flexibilitymeter: meter,
    field_ir_paymentmeter: meter,
    field_ir_diabetes: yesNo,
    field_ir_hospitalized: yesNo,
    field_ir_medication: yesNo,
    field_ir_pregnant: yesNo,
    field_ir_under18: yesNo,
    field_ir_zipcode: z.string().regex(/^\d{5}$/, REPORT_MESSAGES.zipInvalid),
    field_ir_submit_email: z.union([z.literal(''), z.email(REPORT_MESSAGES.emailInvalid)]),
    field_ir_last_step: z.coerce.number({ error: REPORT_MESSAGES.stepInvalid }).int().min(0).max(4),
    field_ir_last_time: z.iso.datetime({ error: REPORT_MESSAGES.dateInvalid }),
  })
  .partial()
  .strict()

export type ReportFields = z.infer<typeof reportFieldsSchema>
