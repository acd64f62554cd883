import { describe, expect, it } from 'vitest'

import type { HouseholdPlan } from '@/features/marketplace'
import {
  facetsOf,
  filterPlans,
  PAGE_OF_PLANS,
  plansViewOf,
  sortPlans,
  viewPlans,
  yearlyTotalOf,
} from '@/features/marketplace/plans-view'

const plan = (id: string, changes: Partial<HouseholdPlan> = {}): HouseholdPlan => ({
  id,
  name: `Plan ${id}`,
  issuer_id: id.slice(0, 5),
  issuer_name: 'Insurer',
  plan_nid: 1,
  metal_level: 'Silver',
  type: 'HMO',
  premium: 400,
  premium_after_credit: 100,
  deductible: 1000,
  moop: 5000,
  csr: null,
  quality_rating: 3,
  hsa_eligible: false,
  oopc: null,
  benefits: { primary_care: null, specialist: null, generic_drugs: null, emergency_room: null },
  documents: { summary_of_benefits: null, brochure: null, formulary: null, network: null },
  insurer: { member_average: 4, member_count: 10, reply_rate: null },
  ...changes,
})

const ids = (plans: HouseholdPlan[]) => plans.map((one) => one.id)

describe('the household plan list', () => {
  const plans = [
    plan('11111IN0000001', { premium_after_credit: 250, deductible: 0, quality_rating: null, oopc: 900 }),
    plan('11111IN0000002', { premium_after_credit: 90.5, deductible: 6000, metal_level: 'Bronze', hsa_eligible: true }),
    plan('22222IN0000003', { premium_after_credit: 90.5, deductible: 3000, quality_rating: 5, type: 'PPO', oopc: 100 }),
    plan('22222IN0000004', { premium_after_credit: null, deductible: null, insurer: null }),
  ]

  it('sorts by price after the credit, ties by id, unknown figures last in every order', () => {
    expect(ids(sortPlans(plans, 'price'))).toEqual([
      '11111IN0000002',
      '22222IN0000003',
      '11111IN0000001',
      '22222IN0000004',
    ])
    expect(ids(sortPlans(plans, 'deductible'))[0]).toBe('11111IN0000001')
    expect(ids(sortPlans(plans, 'deductible')).at(-1)).toBe('22222IN0000004')
    expect(ids(sortPlans(plans, 'stars'))[0]).toBe('22222IN0000003')
    expect(ids(sortPlans(plans, 'members')).at(-1)).toBe('22222IN0000004')
  })

  it('estimates the yearly total as HealthCare.gov does: twelve premiums after the credit and the expected costs', () => {
    expect(yearlyTotalOf(plans[0])).toBe(12 * 250 + 900)
    expect(yearlyTotalOf(plans[2])).toBe(12 * 90.5 + 100)
    expect(yearlyTotalOf(plans[1])).toBeNull()
    expect(ids(sortPlans(plans, 'yearly'))).toEqual([
      '22222IN0000003',
      '11111IN0000001',
      '11111IN0000002',
      '22222IN0000004',
    ])
  })

  it('filters by metal level, type and HSA, and lists the facets present in order', () => {
    expect(ids(filterPlans(plans, { metals: ['Bronze'], types: [], hsaOnly: false, coversAll: false }))).toEqual([
      '11111IN0000002',
    ])
    expect(ids(filterPlans(plans, { metals: [], types: ['PPO'], hsaOnly: false, coversAll: false }))).toEqual([
      '22222IN0000003',
    ])
    expect(ids(filterPlans(plans, { metals: [], types: [], hsaOnly: true, coversAll: false }))).toEqual([
      '11111IN0000002',
    ])
    expect(facetsOf(plans)).toEqual({ metals: ['Bronze', 'Silver'], types: ['HMO', 'PPO'] })
  })

  it('keeps only the plans that cover every drug and doctor asked, a generic covering its drug', () => {
    const checked = plans.map((one, index) => ({
      ...one,
      drugs: [{ rxcui: '861007', coverage: (['Covered', 'GenericCovered', 'NotCovered', 'Unknown'] as const)[index]! }],
      providers: [{ npi: '1999000001', coverage: index === 1 ? ('DataNotProvided' as const) : ('Covered' as const) }],
    }))
    const view = { metals: [], types: [], hsaOnly: false, coversAll: true }
    expect(ids(filterPlans(checked, view))).toEqual([checked[0]!.id])
    expect(ids(filterPlans(checked, { ...view, coversAll: false }))).toHaveLength(checked.length)
  })

  it('reads the view a form posted, and anything unknown as the default', () => {
    const form = new FormData()
    form.set('plans_sort', 'moop')
    form.append('plans_metal', 'Gold')
    form.append('plans_metal', 'Gold')
    form.set('plans_hsa', 'on')
    form.set('plans_shown', '40')
    for (const id of [
      '11111IN0000001',
      'not-a-plan',
      '11111IN0000002',
      '22222IN0000003',
      '22222IN0000004',
      '33333IN0000005',
    ])
      form.append('plans_compare', id)
    const view = plansViewOf(form, true)
    expect(view).toMatchObject({ sort: 'moop', metals: ['Gold'], hsaOnly: true, shown: 60 })
    expect(view.compare).toEqual(['11111IN0000001', '11111IN0000002', '22222IN0000003', '22222IN0000004'])
    const odd = new FormData()
    odd.set('plans_sort', 'drop table')
    odd.set('plans_shown', '-5')
    expect(plansViewOf(odd)).toMatchObject({ sort: 'price', shown: PAGE_OF_PLANS, compare: [] })
  })

  it('shows 20 at a time and the plans chosen to compare', () => {
    const many = Array.from({ length: 45 }, (_, index) => plan(`33333IN${String(index).padStart(7, '0')}`))
    const view = viewPlans(many, {
      sort: 'price',
      metals: [],
      types: [],
      hsaOnly: false,
      coversAll: false,
      shown: 20,
      compare: [many[44].id],
    })
    expect(view.matching).toBe(45)
    expect(view.shown).toHaveLength(20)
    expect(ids(view.compared)).toEqual([many[44].id])
  })
})
