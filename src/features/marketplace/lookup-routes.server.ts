import { ok, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { fieldErrorsOf } from '@/lib/validation'
import type { Infer, ZodType } from '@/lib/zod'
import type { MutationContext } from '@/platform/mutation-context'

import { findCrosswalk } from './crosswalk.server'
import { crosswalkSchema, drugSearchSchema, providerSearchSchema, type LookupAnswer } from './lookups'
import { findDrugs, findProviders } from './lookups.server'
import { marketplaceClient, MarketplaceOutage } from './marketplace-api.server'

/**
 * The look-ups' JSON calls (product brief §15): the question is read from the address's query,
 * checked, and asked of HealthCare.gov. Without a key, or while it is out, the answer is an
 * empty list with `available: false`: the page then says the look-up needs HealthCare.gov.
 */

type Context = MutationContext<undefined>

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

function parse<Schema extends ZodType>(schema: Schema, request: Request): Infer<Schema> {
  const parsed = schema.safeParse(queryOf(request))
  if (!parsed.success) throw AppError.invalid(fieldErrorsOf(parsed.error.issues))
  return parsed.data
}

async function lookUp<T>(ask: () => Promise<T[]>): Promise<JsonAnswer> {
  if (!marketplaceClient().isOn) return ok<LookupAnswer<T>>({ available: false, items: [] })
  try {
    return ok<LookupAnswer<T>>({ available: true, items: await ask() })
  } catch (error) {
    if (!(error instanceof MarketplaceOutage)) throw error
    return ok<LookupAnswer<T>>({ available: false, items: [] })
  }
}

export async function answerDrugSearch({ request }: Context): Promise<JsonAnswer> {
  const { q } = parse(drugSearchSchema, request)
  return lookUp(() => findDrugs(q))
}

export async function answerProviderSearch({ request }: Context): Promise<JsonAnswer> {
  const question = parse(providerSearchSchema, request)
  return lookUp(() => findProviders(question))
}

export async function answerCrosswalk({ payload, request }: Context): Promise<JsonAnswer> {
  return ok(await findCrosswalk(payload, parse(crosswalkSchema, request)))
}
