import { zipCodeSchema } from '@/features/plans'
import { z, type Infer, type RefinementCtx } from '@/lib/zod'
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

/** How much care a household expects this year (HealthCare.gov's "utilization"), as forms and calls name it. */
export const CARE_LEVELS = ['low', 'medium', 'high'] as const
export type CareLevel = (typeof CARE_LEVELS)[number]

/** A plan year a call answers for, with the estimate's messages. */
export const planYearOf = (isOffered: (year: number) => boolean, notOffered = ESTIMATE_MESSAGES.planYearNotPublished) =>
  z
    .number(message(ESTIMATE_MESSAGES.planYearRequired))
    .int(ESTIMATE_MESSAGES.planYearRequired)
    .refine(isOffered, notOffered)

/** The household and its place: the one set of rules and messages of every call that prices a household. */
export const householdFields = {
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
}

/** A household is at least as large as the people it lists. */
export function checkHouseholdSize(
  request: { household_size?: number; people: unknown[] },
  context: RefinementCtx,
): void {
  if (request.household_size !== undefined && request.household_size < request.people.length) {
    context.addIssue({ code: 'custom', path: ['household_size'], message: ESTIMATE_MESSAGES.householdSizeTooSmall })
  }
}

/**
 * A household to estimate (`POST /v1/data/estimate` and the estimate forms). Income and ages are
 * sensitive like health answers: they travel in a request body only and are never stored by
 * this call, logged or sent elsewhere.
 */
export const estimateRequestSchema = z
  .object({ plan_year: planYearOf((year) => ESTIMATE_YEARS.includes(year)), ...householdFields })
  .strict()
  .superRefine(checkHouseholdSize)

export type EstimateRequest = Infer<typeof estimateRequestSchema>
