import {
  CARE_LEVELS,
  checkHouseholdSize,
  ESTIMATE_MESSAGES,
  ESTIMATE_YEARS,
  householdFields,
  planYearOf,
} from '@/features/costs'
import { z, type Infer } from '@/lib/zod'
import { lookupValidation as m } from '@/messages/en/lookupValidation'

import { MAX_COVERAGE_ITEMS, NPI, RXCUI } from './coverage'
import { shoppingYearOn } from './shopping-year'

/** The first plan year Candor lists plans for: the oldest its estimate knows. */
export const FIRST_PLANS_YEAR = Math.min(...ESTIMATE_YEARS)

/** Whether Candor lists plans for a year: from the first it knows to the one on sale today. */
export const isPlansYearOffered = (year: number, today: Date = new Date()) =>
  year >= FIRST_PLANS_YEAR && year <= shoppingYearOn(today)

/** Up to 10 ids of one kind, each of its form, without repeats; one message for the list. */
function idList(form: RegExp, message: string) {
  return z
    .array(z.string({ error: message }), { error: message })
    .max(10, { error: message })
    .refine((ids) => ids.every((id) => form.test(id)), { error: message })
    .transform((ids) => [...new Set(ids)])
    .optional()
}

/** The drugs and doctors a plan list is checked against: up to 10 of each, no repeats. */
export const coverageFields = {
  rxcuis: idList(RXCUI, m.drugsInvalid),
  npis: idList(NPI, m.providersInvalid),
}

/**
 * `POST /v1/data/marketplace-plans`: the estimate's household with its rules and messages, for
 * any plan year from the first Candor knows to the one on sale (the next year from 1 November),
 * the care the household expects, and the drugs (RxCUIs) and doctors (NPIs) each plan is checked
 * against. Like the estimate, sensitive: in a body, never an address.
 */
export const marketplacePlansRequestSchema = z
  .object({
    plan_year: planYearOf((year) => isPlansYearOffered(year), ESTIMATE_MESSAGES.plansYearNotOffered),
    ...householdFields,
    utilization: z.enum(CARE_LEVELS, { error: ESTIMATE_MESSAGES.utilizationInvalid }).optional(),
    ...coverageFields,
  })
  .strict()
  .superRefine(checkHouseholdSize)

export type MarketplacePlansRequest = Infer<typeof marketplacePlansRequestSchema>

/** The longest name of a drug, doctor or facility a list keeps. */
export const CARE_NAME_MAX = 200

/** Up to 10 entries of one kind, each its id of the kind's form and its name; no id twice. */
function careEntries(form: RegExp, message: string) {
  const entry = z.object(
    {
      id: z.string({ error: message }).regex(form, { error: message }),
      name: z
        .string({ error: message })
        .trim()
        .min(1, { error: message })
        .max(CARE_NAME_MAX, { error: message })
        .regex(/^[^\u0000-\u001f\u007f]+$/, { error: message }),
    },
    { error: message },
  )
  return z
    .array(entry, { error: message })
    .max(MAX_COVERAGE_ITEMS, { error: message })
    .refine((entries) => new Set(entries.map((one) => one.id)).size === entries.length, { error: message })
}

/**
 * `POST /v1/account/care_list`: the shopper's doctors and drugs, kept in their account. Health
 * data: the member says yes to keeping them (`consent: true`) with every list sent.
 */
export const careAccountSchema = z.object({
  consent: z.literal(true, { error: m.careConsentRequired }),
  drugs: careEntries(RXCUI, m.careDrugsInvalid),
  providers: careEntries(NPI, m.careProvidersInvalid),
})

export type CareAccountInput = Infer<typeof careAccountSchema>
