import type { Payload } from 'payload'

import { failure, field, ok, type JsonAnswer } from '@/lib/api-response'
import type { Locale } from '@/lib/i18n'
import { translateText } from '@/messages/translate-text'

import type { MarketPlan } from './market-types'
import type { ZipLookup } from './market-index-build.server'
import { findPlansByZip } from './zip-lookup.server'
import { toPlanEntity } from './plan-entity'
import { zipCodeError } from './zip-code'

/** Call 1's answer with its JSON text, made once per lookup. */
export type CallOneAnswer = JsonAnswer & { text: string }

/**
 * The one cache of call 1's answers: per lookup, which the marketplace index keeps while the
 * data stays the same, so an answer is built and serialized once per ZIP and data version.
 */
const answers = new WeakMap<ZipLookup, CallOneAnswer>()

function withText(answer: JsonAnswer): CallOneAnswer {
  return { ...answer, text: JSON.stringify(answer.body) }
}

/**
 * Call 1, `POST /v1/data/issuers/zipcode/{zip}/plans`: the plans sold in a ZIP code, with
 * its counties and, where it applies, its state's own exchange. `rawZip` is the path
 * segment as received (still URL-encoded); a refused ZIP is explained in `locale`, the
 * language the request asked for (Accept-Language).
 */
export async function answerPlansByZip(
  payload: Payload,
  rawZip: string,
  locale: Locale = 'en',
): Promise<CallOneAnswer> {
  let zip: string
  try {
    zip = decodeURIComponent(rawZip)
  } catch {
    zip = rawZip
  }
  const error = zipCodeError(zip)
  if (error) {
    const message = translateText(error, locale)
    return withText(failure(400, message, { zipcode: message }))
  }

  const result = await findPlansByZip(payload, zip)
  const known = answers.get(result)
  if (known) return known
  // The names on member cards, so a person can find the plan by the name they know.
  const withOptionNames = (plan: MarketPlan) => ({
    ...toPlanEntity(plan),
    field_plan_option_names: (result.optionNames.get(plan.nid) ?? []).map((name) => field(name)[0]),
  })
  const answer = withText(
    ok({
      zipcode: zip,
      available_universe_servicearea_plans: result.plans.map(withOptionNames),
      counties: result.counties.map((county) => ({
        fips: county.fips,
        name: county.name,
        state: county.state,
        is_primary: county.isPrimary,
        nids: county.planIds.map((nid) => field(nid)[0]),
      })),
      exchange: result.exchange,
      // Where the state left HealthCare.gov: the plans sold there before, which people may still review.
      ...(result.earlierPlans.length > 0 ? { earlier_plans: result.earlierPlans.map(withOptionNames) } : {}),
    }),
  )
  answers.set(result, answer)
  return answer
}
