import { zipCodeSchema } from '@/features/plans'
import { z, type Infer } from '@/lib/zod'
import { estimateValidation } from '@/messages/en/estimateValidation'

import { MAX_AGE, MAX_HOUSEHOLD_SIZE, MAX_INCOME, MAX_PEOPLE } from './limits'
import { ESTIMATE_YEARS } from './subsidy-parameters'

export const ESTIMATE_MESSAGES = estimateValidation

export { MAX_AGE, MAX_HOUSEHOLD_SIZE, MAX_INCOME, MAX_PEOPLE }

const message = (text: string) => ({ error: text })

const person = z
  .object({
    age: z
      .number(message(ESTIMATE_MESSAGES.ageInvalid))
      .int(ESTIMATE_MESSAGES.ageInvalid)
      .min(0, ESTIMATE_MESSAGES.ageInvalid)
      .max(MAX_AGE, ESTIMATE_MESSAGES.ageInvalid),
    tobacco: z.boolean(message(ESTIMATE_MESSAGES.tobaccoInvalid)).default(false),
  })
  .strict()

/**
 * A household to estimate (`POST /v1/data/estimate` and the estimate forms). Income and ages are
 * sensitive like health answers: they travel in a request body only and are never stored by
 * this call, logged or sent elsewhere.
 */
export const estimateRequestSchema = z
  .object({
    plan_year: z
      .number(message(ESTIMATE_MESSAGES.planYearRequired))
      .int(ESTIMATE_MESSAGES.planYearRequired)
      .refine((year) => ESTIMATE_YEARS.includes(year), ESTIMATE_MESSAGES.planYearNotPublished),
    zipcode: zipCodeSchema,
    county_fips: z
      .string(message(ESTIMATE_MESSAGES.countyInvalid))
      .regex(/^\d{5}$/, ESTIMATE_MESSAGES.countyInvalid)
      .optional(),
    household_income: z
      .number(message(ESTIMATE_MESSAGES.incomeRequired))
      .min(0, ESTIMATE_MESSAGES.incomeNegative)
      .max(MAX_INCOME, ESTIMATE_MESSAGES.incomeTooHigh),
    household_size: z
      .number(message(ESTIMATE_MESSAGES.householdSizeInvalid))
      .int(ESTIMATE_MESSAGES.householdSizeInvalid)
      .min(1, ESTIMATE_MESSAGES.householdSizeInvalid)
      .max(MAX_HOUSEHOLD_SIZE, ESTIMATE_MESSAGES.householdSizeInvalid)
      .optional(),
    people: z
      .array(person, message(ESTIMATE_MESSAGES.peopleRequired))
      .min(1, ESTIMATE_MESSAGES.peopleRequired)
      .max(MAX_PEOPLE, ESTIMATE_MESSAGES.peopleTooMany),
  })
  .strict()
  .superRefine((request, context) => {
    if (request.household_size !== undefined && request.household_size < request.people.length) {
      context.addIssue({ code: 'custom', path: ['household_size'], message: ESTIMATE_MESSAGES.householdSizeTooSmall })
    }
  })

export type EstimateRequest = Infer<typeof estimateRequestSchema>
