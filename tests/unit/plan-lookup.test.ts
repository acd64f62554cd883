import { describe, expect, it } from 'vitest'

import { planLookupUrl, plansForCounty, readPlanLookup } from '@/features/plans'
import { filterPlanChoices } from '@/features/reviews/plan-choices'

const plan = (nid: number, legal: string, name: string, type: string, issuer = '1') => ({
  nid: [{ value: nid }],
  field_plan_issuer_legal_name: [{ value: legal }],
  field_plan_issuer_name: [{ value: name }],
  field_plan_product_type: [{ value: type }],
  field_plan_state: [{ value: 'NH' }],
  field_plan_reporting_unit: [{ value: `${issuer}-${type}` }],
  field_plan_issuer_id: [{ value: issuer }],
})

const answer = {
  code: '200',
  data: {
    available_universe_servicearea_plans: [
      plan(137, 'Matthew Thornton Hlth Plan', 'Anthem Blue Cross and Blue Shield', 'HMO'),
      plan(134, 'WellSense Health Plan', 'WellSense Health Plan', 'HMO'),
      { nid: [{ value: 'x' }] },
    ],
    counties: [
      { fips: '33001', name: 'Belknap County', state: 'NH', is_primary: true, nids: [{ value: 134 }, { value: 137 }] },
      { fips: '33003', name: 'Carroll County', state: 'NH', is_primary: false, nids: [{ value: 137 }] },
    ],
    exchange: null,
  },
}

describe('reading the ZIP lookup for the review-start dialog', () => {
  it('lists the plans by the name the plan page shows: marketing name and product type', () => {
    const lookup = readPlanLookup(answer.data)!
    expect(lookup.plans).toEqual([
      { nid: 137, label: 'Anthem Blue Cross and Blue Shield HMO', optionNames: [] },
      { nid: 134, label: 'WellSense Health Plan HMO', optionNames: [] },
    ])
    expect(lookup.counties.map((county) => county.name)).toEqual(['Belknap County', 'Carroll County'])
  })

  it('tells apart two plans that would share a name (33101: "Ambetter Health HMO" twice)', () => {
    const lookup = readPlanLookup({
      available_universe_servicearea_plans: [
        plan(36, 'Ambetter Health', 'Ambetter Health', 'HMO', '49004'),
        plan(43, 'Sunshine State Health Plan', 'Ambetter Health', 'HMO', '86382'),
      ],
    })!
    expect(lookup.plans).toEqual([
      { nid: 36, label: 'Ambetter Health HMO (issuer ID 49004)', optionNames: [] },
      { nid: 43, label: 'Ambetter Health HMO (Sunshine State Health Plan)', optionNames: [] },
    ])
  })

  it('offers a county’s plans only once that county is chosen', () => {
    const lookup = readPlanLookup(answer.data)!
    expect(plansForCounty(lookup, null)).toEqual([])
    expect(plansForCounty(lookup, '33003').map((choice) => choice.nid)).toEqual([137])
    const oneCounty = { ...lookup, counties: lookup.counties.slice(0, 1) }
    expect(plansForCounty(oneCounty, null)).toHaveLength(2)
  })

  it('finds a plan by the name of one of its options, as on a member card, and says which option matched', () => {
    const aetna = {
      ...plan(199, 'Aetna Health Inc.', 'Aetna CVS Health', 'HMO', '58840'),
      field_plan_option_names: [
        { value: 'Gold 3 Advanced: Aetna network + $0 walk-in clinic' },
        { value: 'Silver 10 Advanced: $0 PCP + Aetna network + $0 walk-in clinic' },
      ],
    }
    const lookup = readPlanLookup({
      available_universe_servicearea_plans: [aetna, plan(134, 'WellSense Health Plan', 'WellSense Health Plan', 'HMO')],
    })!
    expect(lookup.plans[0]!.optionNames).toHaveLength(2)
    expect(filterPlanChoices(lookup.plans, 'silver 10 adv')).toEqual([
      { plan: lookup.plans[0], matchedOption: 'Silver 10 Advanced: $0 PCP + Aetna network + $0 walk-in clinic' },
    ])
    // The plan's own name first: no option is named then.
    expect(filterPlanChoices(lookup.plans, 'Aetna')).toEqual([{ plan: lookup.plans[0], matchedOption: null }])
    expect(filterPlanChoices(lookup.plans, 'wellsense').map(({ plan }) => plan.nid)).toEqual([134])
    expect(filterPlanChoices(lookup.plans, 'platinum')).toEqual([])
    expect(filterPlanChoices(lookup.plans, '  ')).toHaveLength(2)
  })

  it('names the state exchange, but only with a secure link', () => {
    const data = { ...answer.data, available_universe_servicearea_plans: [], counties: [] }
    const exchange = { state: 'CA', name: 'Covered California', url: 'https://www.coveredca.com' }
    expect(readPlanLookup({ ...data, exchange })).toEqual({ plans: [], counties: [], exchange, isEarlier: false })
    const unsafe = { ...exchange, url: 'javascript:alert(1)' }
    expect(readPlanLookup({ ...data, exchange: unsafe })?.exchange).toBeNull()
  })

  it('offers the plans sold before where the state has left HealthCare.gov since, in every county', () => {
    const exchange = { state: 'IL', name: 'Get Covered Illinois', url: 'https://getcovered.illinois.gov' }
    const lookup = readPlanLookup({
      ...answer.data,
      available_universe_servicearea_plans: [],
      earlier_plans: [
        plan(120, 'Blue Cross and Blue Shield of Illinois', 'Blue Cross and Blue Shield of Illinois', 'PPO', '36096'),
      ],
      exchange,
    })!
    expect(lookup.isEarlier).toBe(true)
    expect(lookup.exchange).toEqual(exchange)
    expect(plansForCounty(lookup, null).map((choice) => choice.nid)).toEqual([120])
  })

  it('reads an answer without a plan list as no lookup', () => {
    expect(readPlanLookup(null)).toBeNull()
    expect(readPlanLookup('Zip code must be at least 5 digits')).toBeNull()
    expect(readPlanLookup({})).toBeNull()
  })

  it('puts the ZIP in the path, encoded', () => {
    expect(planLookupUrl('77002')).toBe('/v1/data/issuers/zipcode/77002/plans')
    expect(planLookupUrl('7/2')).toBe('/v1/data/issuers/zipcode/7%2F2/plans')
  })
})
