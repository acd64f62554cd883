import { describe, expect, it } from 'vitest'

import {
  costShareOf,
  costShareRange,
  costShareSpan,
  formatCostShare,
  formatCostShareSpan,
  summariseInsurer,
  type SummarySource,
} from '@/features/plans'
import { amounts as amountsEn } from '@/messages/en/amounts'
import { amounts as amountsEs } from '@/messages/es/amounts'

/** Aetna CVS Health HMO's plans in 77002 (plan year 2025), as CMS lists them. */
const aetnaOptions: SummarySource['options'] = [
  ['Gold S', 'Gold', 1500, null, 7800],
  ['Silver S', 'Silver', 5000, null, 8000],
  ['Silver 5 Advanced', 'Silver', 7495, null, 8695],
  ['Gold 10 Advanced', 'Gold', 0, 250, 6595],
  ['Silver 10 Advanced', 'Silver', 0, 2000, 9195],
].map(([marketingName, metalLevel, deductible, drugDeductible, outOfPocketMax], index) => ({
  standardComponentId: `58840TX00${index}`,
  marketingName: marketingName as string,
  metalLevel: metalLevel as string,
  deductible: deductible as number,
  drugDeductible: drugDeductible as number | null,
  outOfPocketMax: outOfPocketMax as number,
  isHsaEligible: false,
  isReferralRequired: true,
  summaryOfBenefitsUrl: null,
}))

const aetna = summariseInsurer({
  nid: 199,
  name: 'Aetna CVS Health HMO',
  issuerMarketingName: 'Aetna CVS Health',
  legalName: 'Aetna Health Inc.',
  productType: 'HMO',
  state: 'TX',
  reportingUnitId: '58840-HMO',
  member: { average: null, count: 0 },
  options: aetnaOptions,
  planYear: 2025,
  ratings: null,
  claims: null,
})

describe('a plan option’s deductible, the one figure every page shows', () => {
  it('is one amount where CMS gives a combined deductible, medical plus drugs where it gives them apart', () => {
    expect(formatCostShare(costShareOf(2000, null), amountsEn)).toBe('$2,000')
    expect(formatCostShare(costShareOf(0, 2000), amountsEn)).toBe('$0 medical + $2,000 drugs')
    expect(formatCostShare(costShareOf(0, 2000), amountsEs)).toBe('$0 médico + $2,000 medicamentos')
    expect(formatCostShare(costShareOf(null, 2000), amountsEn)).toBe('Not available')
  })

  it('is the same for an option on the results, the comparison and the plan page (Silver 10 Advanced)', () => {
    const silver10 = aetna.options.find((option) => option.marketingName === 'Silver 10 Advanced')!
    // The plan page formats the stored columns; the results and comparison the summary's option.
    expect(formatCostShare(silver10.deductible, amountsEn)).toBe(formatCostShare(costShareOf(0, 2000), amountsEn))
    expect(formatCostShare(silver10.deductible, amountsEn)).toBe('$0 medical + $2,000 drugs')
  })

  it('gives a product’s range from its options’ own figures, never from a sum shown as one amount', () => {
    expect(formatCostShareSpan(aetna.deductible, amountsEn)).toBe('$0 medical + $250 drugs to $7,495')
    expect(formatCostShareSpan(aetna.deductible, amountsEs)).toBe('de $0 médico + $250 medicamentos a $7,495')
    expect(formatCostShareSpan(aetna.outOfPocketMax, amountsEn)).toBe('$6,595 to $9,195')
    const ends = [aetna.deductible!.lowest, aetna.deductible!.highest]
    for (const end of ends) expect(aetna.options.map((option) => option.deductible)).toContainEqual(end)
  })

  it('says one amount when every option has the same figure, and nothing known as not available', () => {
    expect(formatCostShareSpan(costShareSpan([costShareOf(500, null), costShareOf(500, null)]), amountsEn)).toBe('$500')
    expect(formatCostShareSpan(costShareSpan([null, costShareOf(null, null)]), amountsEn)).toBe('Not available')
  })

  it('orders options by medical and drug amounts together, as the sort and the report ranking do', () => {
    expect(costShareRange(aetna.deductible)).toEqual({ min: 250, max: 7495 })
    expect(costShareRange(null)).toBeNull()
  })
})
