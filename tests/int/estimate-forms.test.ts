import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { expectedCoverage, lastYearPriceOf } from '../support/marketplace-coverage'
import { startMarketplaceStandIn, type MarketplaceStandIn } from '../support/marketplace-stand-in'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * The estimate forms' actions, as a page posts them (with or without script): a year not
 * published yet is answered with the newest year's figures as a guide, never a dead end; with the
 * Marketplace API on, the results page adds HealthCare.gov's own estimate for the year asked.
 * The stand-in answers 2027's eligibility with the 2026 recordings, as HealthCare.gov answers a
 * year on sale before Candor publishes its figures.
 */
let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

let context: TestPayload
let payload: Payload
/** The forms' answers open the app's Payload this way; here it is the test's own. */
const openPayload = async () => payload
let standIn: MarketplaceStandIn

beforeAll(async () => {
  standIn = await startMarketplaceStandIn({ eligibilityYearsAs: { 2027: 2026 } })
  process.env.MARKETPLACE_API_URL = standIn.url
  process.env.MARKETPLACE_API_KEY = standIn.key
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
})

afterAll(async () => {
  await context?.stop()
  await standIn?.close()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
  ;(await import('@/features/marketplace/server')).clearHouseholdPlansCache()
  standIn.requests.length = 0
})

const inLanguage = (locale: 'en' | 'es') => {
  requestHeaders = new Headers({ 'x-candor-locale': locale, 'x-candor-client-address': '198.51.100.20' })
}

/** Marion County, Indiana: a 40-year-old at $37,650, as HealthCare.gov's recordings have them. */
function marionForm(year: number): FormData {
  const form = new FormData()
  form.set('intent', 'estimate')
  form.set('plan_year', String(year))
  form.set('zipcode', '46204')
  form.set('county_fips', '18097')
  form.set('household_income', '37650')
  form.set('household_size', '')
  form.set('people.0.age', '40')
  form.set('plans_form', 'household-plans')
  return form
}

describe('the estimate forms for a year not published yet', () => {
  it('answers 2027 on the costs page with the 2026 estimate, said to be a guide, and no field error', async () => {
    inLanguage('en')
    const { answerEstimateForm } = await import('@/features/costs/server')
    const state = await answerEstimateForm(marionForm(2027), openPayload)
    expect(state.errors).toEqual({})
    expect(state.estimate).toMatchObject({ plan_year: 2026, guide_for_year: 2027, state_name: 'Indiana' })
    expect(state.estimate!.lead[0]!.kind).toBe('guide')
    expect(state.estimate!.lead[0]!.sentences[0]).toContain('Candor does not have the 2027 figures yet')
    expect(state.estimate!.lead[0]!.sentences[0]).toContain('Below is the 2026 estimate, as a guide only')
    inLanguage('es')
    const spanish = await answerEstimateForm(marionForm(2027), openPayload)
    expect(spanish.estimate!.lead[0]!.sentences[0]).toContain('Abajo está la estimación de 2026, solo como orientación')
  })

  it('still refuses a year beyond the next, on its field', async () => {
    inLanguage('en')
    const { answerEstimateForm } = await import('@/features/costs/server')
    const state = await answerEstimateForm(marionForm(2028), openPayload)
    expect(state.estimate).toBeNull()
    expect(state.errors.plan_year).toBe('The tax-credit figures for this plan year are not published yet.')
  })

  it('adds HealthCare.gov’s own 2027 estimate on the results page with the API on, asked for 2027', async () => {
    inLanguage('en')
    const { answerHouseholdForm } = await import('@/features/marketplace/server')
    const state = await answerHouseholdForm(marionForm(2027), openPayload)
    expect(state.errors).toEqual({})
    expect(state.estimate).toMatchObject({ plan_year: 2026, guide_for_year: 2027 })
    // HealthCare.gov's figure is for the year asked, and its rules for that year are said beside.
    expect(state.extra?.healthCareGov).toMatchObject({ plan_year: 2027, tax_credit_monthly: 216 })
    expect(state.extra?.notesYear).toBe(2027)
    const asked = standIn.requests.filter((request) => request.path.endsWith('/households/eligibility/estimates'))
    expect(asked).toHaveLength(1)
    expect(asked[0]!.body).toMatchObject({ year: 2027 })
    // Income and ages go in the body, never in the address.
    expect(JSON.stringify(asked[0]!.query)).not.toContain('37650')
  })

  it('shows HealthCare.gov’s own credit on the results page for the year estimated, with the area’s beside it', async () => {
    inLanguage('en')
    const { answerHouseholdForm } = await import('@/features/marketplace/server')
    const state = await answerHouseholdForm(marionForm(2026), openPayload)
    // Marion County: HealthCare.gov gives $216 (its EHB benchmark); the area figure would give $222.
    expect(state.estimate).toMatchObject({
      plan_year: 2026,
      credit_source: 'healthcare-gov',
      tax_credit_monthly: 216,
      area_credit_monthly: 222,
    })
    expect(state.estimate!.benchmark_silver_after_credit_monthly).toBeCloseTo(
      state.estimate!.benchmark_silver_monthly! - 216,
      2,
    )
    expect(state.extra?.healthCareGov).toMatchObject({ plan_year: 2026, tax_credit_monthly: 216 })
  })

  it('checks every plan against the doctors and drugs the form carries, names kept beside their ids', async () => {
    inLanguage('en')
    const { answerHouseholdForm } = await import('@/features/marketplace/server')
    const form = marionForm(2026)
    form.append('care_drug', '861007|metformin hydrochloride 500 MG')
    form.append('care_drug', 'not-a-drug|anything')
    form.append('care_provider', '1999000001|Ana Morales, MD')
    const state = await answerHouseholdForm(form, openPayload)
    expect(state.extra?.care).toEqual({
      drugs: [{ id: '861007', name: 'metformin hydrochloride 500 MG' }],
      providers: [{ id: '1999000001', name: 'Ana Morales, MD' }],
    })
    const plans = state.extra!.plans.plans
    expect(plans.length).toBeGreaterThan(20)
    for (const plan of plans) {
      expect(plan.drugs).toEqual([{ rxcui: '861007', coverage: expectedCoverage('drug', '861007', plan.id) }])
      expect(plan.providers).toEqual([
        { npi: '1999000001', coverage: expectedCoverage('provider', '1999000001', plan.id) },
      ])
    }
    // The list reaches HealthCare.gov's coverage calls only; the plan search does not carry it.
    const searches = standIn.requests.filter((request) => request.path.endsWith('/plans/search'))
    expect(JSON.stringify(searches.map((request) => request.body))).not.toContain('861007')
  })

  it('says what last year’s plan becomes, with its price for the household last year and this year, without script', async () => {
    inLanguage('en')
    const { answerHouseholdForm } = await import('@/features/marketplace/server')
    const first = await answerHouseholdForm(marionForm(2026), openPayload)
    const listed = first.extra!.plans.plans
    const kept = listed.find((plan) => plan.metal_level === 'Silver' && plan.premium_after_credit! > 0)!
    expect(first.extra?.currentPlan).toBeNull()

    const form = marionForm(2026)
    form.set('intent', 'current-plan')
    form.set('current_plan', ` ${kept.id.toLowerCase()} `)
    const state = await answerHouseholdForm(form, openPayload)
    expect(state.extra?.plans.plans.map((plan) => plan.id)).toEqual(listed.map((plan) => plan.id))
    const shown = state.extra?.currentPlan
    expect(shown).toMatchObject({ kind: 'answer', value: kept.id })
    if (shown?.kind !== 'answer') throw new Error('no answer')
    expect(shown.check.crosswalk).toMatchObject({
      status: 'found',
      new_plan_id: kept.id,
      change: 'same-plan',
      year: 2025,
    })
    expect(shown.check.last_year).toEqual({
      name: kept.name,
      premium: lastYearPriceOf(kept.premium!),
      premium_after_credit: lastYearPriceOf(kept.premium_after_credit!),
    })
    // Last year's price was asked of HealthCare.gov for 2025, the household in the body only.
    const asked = standIn.requests.filter((request) => request.path.endsWith('/plans'))
    expect(asked).toHaveLength(1)
    expect(asked[0]!.body).toMatchObject({ year: 2025, plan_ids: [kept.id], household: { income: 37650 } })
    expect(JSON.stringify(asked[0]!.query)).not.toContain('37650')

    // A mistyped id is refused in words and asks nothing more; an insurer gone from the state gets no price.
    standIn.requests.length = 0
    form.set('current_plan', 'my plan')
    const refused = await answerHouseholdForm(form, openPayload)
    expect(refused.extra?.currentPlan).toEqual({ kind: 'invalid', value: 'my plan' })
    expect(standIn.requests.filter((request) => /\/(plans|crosswalk)$/.test(request.path))).toHaveLength(0)
    form.set('current_plan', '96992IN0010001')
    const gone = await answerHouseholdForm(form, openPayload)
    expect(gone.extra?.currentPlan).toMatchObject({
      kind: 'answer',
      check: { crosswalk: { status: 'none', insurer_leaves: true }, last_year: null },
    })
  })
})
