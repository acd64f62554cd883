import { lookupValidation as m } from '@/messages/en/lookupValidation'
import { z, type Infer } from '@/lib/zod'

import { HIOS_PLAN_ID } from './coverage'

/**
 * The shapes of the drug, doctor and crosswalk look-ups (product brief §15) and the rules of
 * their questions. Types and schemas only, safe anywhere.
 */

export const PROVIDER_TYPES = ['Individual', 'Facility'] as const
export type ProviderType = (typeof PROVIDER_TYPES)[number]

/** A drug as HealthCare.gov names it (RxNorm). */
export type DrugMatch = { rxcui: string; name: string; strength: string | null; route: string | null }

export type ProviderAddress = {
  street: string | null
  city: string | null
  state: string | null
  zipcode: string | null
}

/** A doctor or a facility near a ZIP code. */
export type ProviderMatch = {
  npi: string
  name: string
  type: ProviderType
  specialties: string[]
  accepting: 'accepting' | 'not accepting' | 'accepting in some locations' | 'unknown' | null
  address: ProviderAddress | null
  /** Miles from the ZIP code, where the API said. */
  distance: number | null
}

/** What a look-up answers: its matches, and whether it could ask HealthCare.gov at all. */
export type LookupAnswer<T> = { available: boolean; items: T[] }

/** A name typed into a look-up: at least 3 letters (HealthCare.gov's own minimum). */
export const lookupQuery = z
  .string({ error: m.queryTooShort })
  .trim()
  .min(3, { error: m.queryTooShort })
  .max(100, { error: m.queryTooLong })

export const drugSearchSchema = z.object({ q: lookupQuery })

export const providerSearchSchema = z.object({
  q: lookupQuery,
  zipcode: z.string({ error: m.zipInvalid }).regex(/^\d{5}$/, { error: m.zipInvalid }),
  type: z.enum(PROVIDER_TYPES, { error: m.providerTypeInvalid }),
})

export const crosswalkSchema = z.object({
  plan_id: z
    .string({ error: m.planIdInvalid })
    .trim()
    .transform((id) => id.toUpperCase())
    .pipe(z.string().regex(HIOS_PLAN_ID, { error: m.planIdInvalid })),
  year: z.coerce
    .number({ error: m.crosswalkYearInvalid })
    .int({ error: m.crosswalkYearInvalid })
    .min(2014, { error: m.crosswalkYearInvalid })
    .max(2100, { error: m.crosswalkYearInvalid }),
  zipcode: z.string({ error: m.zipInvalid }).regex(/^\d{5}$/, { error: m.zipInvalid }),
  county_fips: z.string({ error: m.countyInvalid }).regex(/^\d{5}$/, { error: m.countyInvalid }),
})
export type CrosswalkRequest = Infer<typeof crosswalkSchema>

/**
 * What becomes of last year's plan: the plan HealthCare.gov maps it to (`new_plan_id`), or
 * none, with what Candor knows of its insurer's next year.
 */
export type CrosswalkAnswer = {
  available: boolean
  plan_id: string
  /** The plan year of `plan_id`; the new plan is of the year after. */
  year: number
  /** `found`: mapped to a plan; `none`: HealthCare.gov maps it to nothing; `unknown`: it could not be asked. */
  status: 'found' | 'none' | 'unknown'
  new_plan_id: string | null
  /** HealthCare.gov's level and reason codes, as it gives them. */
  level: string | null
  reason: string | null
  /** What changed, in Candor's words: same plan id, same insurer, another plan of it, or another insurer. */
  change: 'same-plan' | 'same-insurer' | 'other-insurer' | null
  /** Where Candor's presence files say the plan's insurer leaves HealthCare.gov in the state for the new year. */
  insurer_leaves: boolean
}

/** Last year's plan priced for the household for last year, by HealthCare.gov. */
export type LastYearPrice = { name: string; premium: number | null; premium_after_credit: number | null }

/** "I have a plan now" for a household: the crosswalk, and last year's price where HealthCare.gov gave it. */
export type CurrentPlanCheck = { crosswalk: CrosswalkAnswer; last_year: LastYearPrice | null }
