import type { Payload } from 'payload'

import { ESTIMATE_MESSAGES } from '@/features/costs'
import { findPricingPlace } from '@/features/plans/server'
import type { StateExchange } from '@/features/plans'
import { AppError } from '@/lib/errors'

import type { MarketplacePlansRequest } from './schema'

/** Where a household shops: a county on HealthCare.gov, or a state's own exchange. */
export type HouseholdPlace =
  | { kind: 'county'; zip: string; county: { fips: string; name: string; state: string } }
  | { kind: 'exchange'; zip: string; exchange: StateExchange }

/** The household's county, or the field error that stops the call, with the estimate's messages. */
export async function placeOfHousehold(payload: Payload, request: MarketplacePlansRequest): Promise<HouseholdPlace> {
  const zip = request.zipcode.slice(0, 5)
  const place = await findPricingPlace(payload, zip, request.county_fips ?? null, request.plan_year)
  if (place.kind === 'unknown') throw AppError.invalid({ zipcode: ESTIMATE_MESSAGES.zipUnknown })
  if (place.kind === 'county-not-in-zip') throw AppError.invalid({ county_fips: ESTIMATE_MESSAGES.countyNotInZip })
  if (place.kind === 'county-required') throw AppError.invalid({ county_fips: ESTIMATE_MESSAGES.countyRequired })
  if (place.kind === 'exchange') return { kind: 'exchange', zip, exchange: place.exchange }
  return { kind: 'county', zip, county: place.county }
}
