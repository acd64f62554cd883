import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { FIELD, intentOf, requestOf, valuesOf, withHealthcareGovCredit } from '@/features/costs'
import { answerEstimateForm } from '@/features/costs/server'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import { messagesFor } from '@/messages'
import { translateText } from '@/messages/translate-text'
import { getLocale } from '@/platform/locale.server'
import { consumeRateLimit } from '@/platform/rate-limit'

import { careEntriesOf } from './components/care-fields'
import { HIOS_PLAN_ID } from './coverage'
import { checkCurrentPlan } from './current-plan.server'
import { findHealthcareGovEstimate } from './eligibility.server'
import { CURRENT_PLAN_FIELD, type CurrentPlanShown, type HouseholdFormState } from './household-form-state'
import { findHouseholdPlans } from './household-plans.server'
import { plansViewOf } from './plans-view'
import { marketplacePlansRequestSchema } from './schema'

/**
 * "I have a plan now", sent with the household form: last year's plan id, refused in words when
 * it is not one, else what it becomes for the year of the plans listed (none listed, none asked).
 */
async function currentPlanOf(
  form: FormData,
  year: number | null,
  check: (planId: string, year: number) => ReturnType<typeof checkCurrentPlan>,
): Promise<CurrentPlanShown | null> {
  const sent = form.get(CURRENT_PLAN_FIELD)
  const value = typeof sent === 'string' ? sent.trim().slice(0, 40) : ''
  if (value === '' || year === null) return null
  const planId = value.toUpperCase()
  if (!HIOS_PLAN_ID.test(planId)) return { kind: 'invalid', value }
  return { kind: 'answer', value: planId, check: await check(planId, year) }
}

/**
 * The results page's household form: the estimate, and under it every plan HealthCare.gov sells
 * in the county priced for the household (product brief §14). Runs with script and without it
 * (a post to the page itself); income and ages travel in the body only and are never kept, as
 * do the shopper's doctors and drugs, whose coverage each plan then carries.
 * The plans are asked even when only the estimate's year is not published yet: HealthCare.gov
 * may already sell that year's plans. The answer is data only; the form renders it. Its action is
 * `submitHouseholdForm`, on the app's Payload.
 */
export async function answerHouseholdForm(
  form: FormData,
  getPayloadClient: () => Promise<Payload>,
): Promise<HouseholdFormState> {
  const state = await answerEstimateForm(form, getPayloadClient)
  const intent = intentOf(form.get(FIELD.intent))
  if (intent.kind === 'add-person' || intent.kind === 'remove-person' || state.message) return state
  if (state.exchange) return state

  const locale = await getLocale()
  const values = valuesOf(form)
  const care = { drugs: careEntriesOf(form, 'drugs'), providers: careEntriesOf(form, 'providers') }
  const parsed = marketplacePlansRequestSchema.safeParse({
    ...requestOf(values),
    utilization: values.utilization === '' ? undefined : values.utilization,
    rxcuis: care.drugs.map((entry) => entry.id),
    npis: care.providers.map((entry) => entry.id),
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
    const { utilization: _utilization, rxcuis: _rxcuis, npis: _npis, ...household } = parsed.data
    const [data, theirs] = await Promise.all([
      findHouseholdPlans(payload, parsed.data, locale),
      state.estimate ? findHealthcareGovEstimate(payload, household) : null,
    ])
    const currentPlan = await currentPlanOf(form, data.total > 0 ? data.plan_year : null, (planId, year) =>
      checkCurrentPlan(payload, parsed.data, planId, year),
    )
    const formId = String(form.get(FIELD.plansFormId) ?? '')
    // HealthCare.gov's own credit for the household, where it answered for the year estimated, is the one shown.
    const estimate =
      state.estimate && !state.estimate.guide_for_year && theirs?.tax_credit_monthly != null
        ? withHealthcareGovCredit(state.estimate, theirs.tax_credit_monthly)
        : state.estimate
    return {
      ...state,
      estimate,
      extra: {
        plans: data,
        view: plansViewOf(form, intent.kind === 'plans' && intent.more),
        healthCareGov: theirs,
        // A year Candor answers only with another year's figures, as a guide, has its known rules said too.
        notesYear: state.estimate && !state.estimate.guide_for_year ? null : parsed.data.plan_year,
        hasCareLevel: parsed.data.utilization !== undefined,
        care,
        formId: /^[a-z][a-z0-9-]{0,39}$/.test(formId) ? formId : null,
        currentPlan,
      },
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
