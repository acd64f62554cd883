import { headers } from 'next/headers'

import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { getLocale } from '@/platform/locale.server'
import { getLogger } from '@/lib/logger'
import type { Payload } from 'payload'
import { consumeRateLimit } from '@/platform/rate-limit'
import { messagesFor } from '@/messages'
import { translateText } from '@/messages/translate-text'

import {
  emptyEstimateForm,
  FIELD,
  intentOf,
  requestOf,
  valuesOf,
  withIntent,
  type EstimateFormState,
} from './estimate-form'
import { estimateCosts } from './estimate.server'
import { findPricingPlace } from '@/features/plans/server'
import { estimateRequestSchema } from './schema'
import { guideYearFor } from './years'
import { stateName } from '@/lib/us-states'

/**
 * The estimate forms' answer: the same check, limit and estimate as `POST /v1/data/estimate`,
 * answered as the form's next state, data only (the form renders the figures). Its action
 * (`submitEstimate`) runs from the browser's script, and without script as a plain form post to
 * the page itself, whose answer shows the estimate: in both, income and ages travel in the body
 * and never in the address. Nothing is stored or logged. A page's own action may call this first,
 * with its own way to Payload, and add its own `extra`.
 */
export async function answerEstimateForm(
  form: FormData,
  getPayloadClient: () => Promise<Payload>,
): Promise<EstimateFormState> {
  const locale = await getLocale()
  const translate = (text: string) => translateText(text, locale)
  const values = valuesOf(form)
  const intent = intentOf(form.get(FIELD.intent))
  if (intent.kind === 'add-person' || intent.kind === 'remove-person')
    return emptyEstimateForm({ ...values, people: withIntent(values.people, intent) })

  const state = emptyEstimateForm(values)
  try {
    await consumeRateLimit('estimates.read', clientHashOf(await headers()))
    // A year not published yet is answered with the newest published one's figures, said to be a guide.
    const request = requestOf(values)
    const guideYear = guideYearFor(request.plan_year)
    const parsed = estimateRequestSchema.safeParse(guideYear === null ? request : { ...request, plan_year: guideYear })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // Named as the inputs are: `household_income`, `people.0.age`.
        state.errors[issue.path.map(String).join('.') || FIELD.householdIncome] ??= translate(issue.message)
      }
      return state
    }
    const payload = await getPayloadClient()
    const answer = await estimateCosts(payload, parsed.data, locale, guideYear === null ? null : guideYear + 1)
    if ('exchange' in answer) {
      const words = messagesFor(locale).costEstimate
      const { exchange } = answer
      return {
        ...state,
        exchange: {
          ...exchange,
          sentence: words.exchange(stateName(exchange.state, locale), exchange.name),
          link: words.visitExchange(exchange.name),
        },
      }
    }
    // The county chosen stays to be changed, among the ZIP code's others.
    const place = parsed.data.county_fips ? await findPricingPlace(payload, parsed.data.zipcode, null, 0) : null
    return {
      ...state,
      estimate: answer.estimate,
      counties: place?.kind === 'county-required' ? place.counties : [],
    }
  } catch (error) {
    if (error instanceof AppError) {
      for (const [field, message] of Object.entries(error.fields)) state.errors[field] = translate(message)
      if (error.fields.county_fips) {
        const place = await findPricingPlace(await getPayloadClient(), values.zipcode.trim(), null, 0)
        if (place.kind === 'county-required') state.counties = place.counties
      }
      if (Object.keys(error.fields).length === 0) state.message = error.inLanguage?.(locale) ?? translate(error.message)
      return state
    }
    getLogger().error({ err: error, action: 'estimates.read' }, 'estimate failed')
    return { ...state, message: messagesFor(locale).serverErrors.unexpected }
  }
}
