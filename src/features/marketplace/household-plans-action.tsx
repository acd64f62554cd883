'use server'

import { headers } from 'next/headers'

import { FIELD, intentOf, requestOf, valuesOf, type EstimateFormState } from '@/features/costs'
import { submitEstimate } from '@/features/costs/server'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import { messagesFor } from '@/messages'
import { translateText } from '@/messages/translate-text'
import { getLocale } from '@/platform/locale.server'
import { consumeRateLimit } from '@/platform/rate-limit'
import { getPayloadClient } from '@/server/payload'

import { HealthcareGovEstimateNote } from './components/healthcare-gov-estimate'
import { HouseholdPlans } from './components/household-plans'
import { PlanYearNotes } from './components/plan-year-notes'
import { householdPlansWords } from './components/household-plans-words'
import { findHealthcareGovEstimate } from './eligibility.server'
import { findHouseholdPlans } from './household-plans.server'
import { plansViewOf } from './plans-view'
import { marketplacePlansRequestSchema } from './schema'

/**
 * The results page's household form: the estimate, and under it every plan HealthCare.gov sells
 * in the county priced for the household (product brief §14). Runs with script and without it
 * (a post to the page itself); income and ages travel in the body only and are never kept.
 * The plans are asked even when only the estimate's year is not published yet: HealthCare.gov
 * may already sell that year's plans.
 */
export async function submitHouseholdForm(previous: EstimateFormState, form: FormData): Promise<EstimateFormState> {
  const state = await submitEstimate(previous, form)
  const intent = intentOf(form.get(FIELD.intent))
  if (intent.kind === 'add-person' || intent.kind === 'remove-person' || state.message) return state
  if (state.exchange) return state

  const locale = await getLocale()
  const values = valuesOf(form)
  const parsed = marketplacePlansRequestSchema.safeParse({
    ...requestOf(values),
    utilization: values.utilization === '' ? undefined : values.utilization,
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.')
      if (field === FIELD.utilization) state.errors[field] ??= translateText(issue.message, locale)
    }
    return state
  }
  try {
    await consumeRateLimit('plans.household', clientHashOf(await headers()))
    const payload = await getPayloadClient()
    const { utilization: _utilization, ...household } = parsed.data
    const [data, theirs] = await Promise.all([
      findHouseholdPlans(payload, parsed.data, locale),
      state.estimate ? findHealthcareGovEstimate(payload, household) : null,
    ])
    const formId = String(form.get(FIELD.plansFormId) ?? '')
    const words = messagesFor(locale)
    return {
      ...state,
      extra: (
        <>
          {state.estimate ? null : <PlanYearNotes year={parsed.data.plan_year} words={words.planYearNotes} />}
          {theirs ? (
            <HealthcareGovEstimateNote
              estimate={theirs}
              candorCredit={state.estimate?.tax_credit_monthly ?? null}
              words={words.healthcareGovEstimate}
            />
          ) : null}
          <HouseholdPlans
            data={data}
            view={plansViewOf(form, intent.kind === 'plans' && intent.more)}
            formId={/^[a-z][a-z0-9-]{0,39}$/.test(formId) ? formId : null}
            words={householdPlansWords(words, locale)}
            hasCareLevel={parsed.data.utilization !== undefined}
          />
        </>
      ),
    }
  } catch (error) {
    if (error instanceof AppError) {
      // The estimate has already said what is wrong with a field; a limit reached is said here.
      if (Object.keys(error.fields).length === 0)
        return { ...state, message: error.inLanguage?.(locale) ?? translateText(error.message, locale) }
      return state
    }
    getLogger().error({ err: error, action: 'plans.household' }, 'household plans failed')
    return { ...state, message: messagesFor(locale).serverErrors.unexpected }
  }
}
