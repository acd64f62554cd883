import { describe, expect, it } from 'vitest'

import {
  mergeIdenticalOptions,
  OPTIONS_PER_PAGE,
  pageOfOptions,
  planOptionsHref,
  readOptionsPage,
  type PlanOption,
} from '@/features/plans'

const option = (id: string, overrides: Partial<PlanOption> = {}): PlanOption => ({
  standardComponentId: id,
  serviceAreaId: `TXS00${id.slice(-1)}`,
  marketingName: 'Silver 10 Advanced',
  metalLevel: 'Silver',
  deductible: 5_000,
  drugDeductible: null,
  outOfPocketMax: 9_200,
  drugOutOfPocketMax: null,
  isHsaEligible: false,
  isReferralRequired: true,
  isNationalNetwork: false,
  isOutOfAreaCovered: false,
  summaryOfBenefitsUrl: null,
  brochureUrl: null,
  ...overrides,
})

describe('merging plan options CMS lists once per service area', () => {
  it('makes one row of options alike in every figure a person compares, naming every plan id', () => {
    const rows = mergeIdenticalOptions([
      option('33602TX0420001'),
      option('33602TX0420002', { summaryOfBenefitsUrl: 'https://example.org/sbc' }),
      option('33602TX0420003', { marketingName: 'Silver  10 advanced' }),
      option('33602TX0420004', { deductible: 4_500 }),
    ])
    expect(rows).toHaveLength(2)
    expect(rows[0]!.ids).toEqual(['33602TX0420001', '33602TX0420002', '33602TX0420003'])
    // The merged row keeps a document one of its options has.
    expect(rows[0]!.option.summaryOfBenefitsUrl).toBe('https://example.org/sbc')
    expect(rows[1]!.ids).toEqual(['33602TX0420004'])
  })

  it('keeps apart options that differ in metal level, cost-sharing or referrals', () => {
    const rows = mergeIdenticalOptions([
      option('A1'),
      option('A2', { metalLevel: 'Gold' }),
      option('A3', { outOfPocketMax: 9_100 }),
      option('A4', { isReferralRequired: false }),
      option('A5', { isHsaEligible: true }),
    ])
    expect(rows.map((row) => row.ids.length)).toEqual([1, 1, 1, 1, 1])
  })
})

describe('a page of plan options', () => {
  const many = Array.from({ length: 45 }, (_, index) =>
    option(`P${String(index).padStart(3, '0')}`, {
      metalLevel: index < 10 ? 'Bronze' : index < 30 ? 'Silver' : 'Gold',
      deductible: index,
    }),
  )
  const rows = mergeIdenticalOptions(many)

  it(`shows ${OPTIONS_PER_PAGE} rows at a time, grouped by metal level in the order given`, () => {
    const first = pageOfOptions(rows, 1)
    expect(first).toMatchObject({ page: 1, pageCount: 3, rowCount: 45 })
    expect(first.groups.map((group) => [group.metalLevel, group.rows.length])).toEqual([
      ['Bronze', 10],
      ['Silver', 10],
    ])
    const second = pageOfOptions(rows, 2)
    expect(second.groups.map((group) => [group.metalLevel, group.rows.length])).toEqual([
      ['Silver', 10],
      ['Gold', 10],
    ])
    expect(pageOfOptions(rows, 3).groups.flatMap((group) => group.rows)).toHaveLength(5)
  })

  it('shows the last page for a page past it, and one empty page for no options', () => {
    expect(pageOfOptions(rows, 99).page).toBe(3)
    expect(pageOfOptions([], 1)).toEqual({ page: 1, pageCount: 1, rowCount: 0, groups: [] })
  })

  it('reads the page an address asks for, and the first for anything else', () => {
    expect(readOptionsPage('2')).toBe(2)
    for (const value of [undefined, '', '0', '-1', '2.5', 'x', ['2', '3'], '99999'])
      expect(readOptionsPage(value)).toBe(1)
  })

  it('links the pages keeping the place searched, and never anything else of the visitor', () => {
    const place = { zip: '77002', countyFips: '48201' }
    expect(planOptionsHref(191, place, { page: 2 })).toBe(
      '/plans/191?zip=77002&county=48201&options=2#plan-options-heading',
    )
    expect(planOptionsHref(191, place, { all: true })).toBe(
      '/plans/191?zip=77002&county=48201&all=1#plan-options-heading',
    )
    expect(planOptionsHref(191, null, { page: 3 })).toBe('/plans/191?options=3#plan-options-heading')
    expect(planOptionsHref(191, null)).toBe('/plans/191#plan-options-heading')
  })
})
