import { describe, expect, it } from 'vitest'

import { filterInsurers, NO_FILTERS, sortInsurers, summariseInsurer, type SummarySource } from '@/features/plans'

const option = (overrides: Partial<SummarySource['options'][number]> = {}): SummarySource['options'][number] => ({
  standardComponentId: 'X',
  marketingName: 'Silver Plan',
  metalLevel: 'Silver',
  deductible: 3000,
  outOfPocketMax: 8000,
  isHsaEligible: false,
  isReferralRequired: false,
  summaryOfBenefitsUrl: null,
  ...overrides,
})

const source = (nid: number, name: string, overrides: Partial<SummarySource> = {}): SummarySource => ({
  nid,
  name,
  issuerMarketingName: name,
  legalName: name,
  productType: 'HMO',
  state: 'TX',
  reportingUnitId: `${nid}-HMO`,
  options: [option()],
  planYear: 2025,
  ratings: null,
  claims: null,
  member: { average: null, count: 0 },
  ...overrides,
})

describe('an insurer summarised for the ZIP results', () => {
  it('gives the lowest and highest of its plans sold here, each as that plan’s own figure, and its metals in order', () => {
    const summary = summariseInsurer(
      source(1, 'Alpha HMO', {
        options: [
          option({ metalLevel: 'Gold', deductible: 500, outOfPocketMax: 6000 }),
          option({
            metalLevel: 'Bronze',
            deductible: 7000,
            drugDeductible: 500,
            outOfPocketMax: 9200,
            isHsaEligible: true,
          }),
          option({ metalLevel: 'Silver', deductible: null, outOfPocketMax: 9000, isReferralRequired: true }),
        ],
      }),
    )
    // The bronze plan's separate drug deductible stays beside its medical one, never added into it.
    expect(summary.deductible).toEqual({
      lowest: { medical: 500, drugs: null },
      highest: { medical: 7000, drugs: 500 },
    })
    expect(summary.outOfPocketMax).toEqual({
      lowest: { medical: 6000, drugs: null },
      highest: { medical: 9200, drugs: null },
    })
    expect(summary.metalLevels).toEqual(['Bronze', 'Silver', 'Gold'])
    expect(summary.hasHsaEligible).toBe(true)
    expect(summary).toMatchObject({ referralPlans: 1, planCount: 3, nationalNetworkPlans: null, outOfAreaPlans: null })
    const national = summariseInsurer(
      source(3, 'Gamma PPO', {
        options: [option({ isNationalNetwork: true }), option({ isNationalNetwork: false })],
      }),
    )
    expect(national.nationalNetworkPlans).toBe(1)
  })

  it('counts the plans covering care outside their service area, or none at all when one plan lacks the flag', () => {
    const covered = summariseInsurer(
      source(4, 'Delta PPO', {
        options: [
          option({ isOutOfAreaCovered: true }),
          option({ isOutOfAreaCovered: false }),
          option({ isOutOfAreaCovered: true }),
        ],
      }),
    )
    expect(covered).toMatchObject({ outOfAreaPlans: 2, planCount: 3 })
    expect(
      summariseInsurer(source(5, 'Echo HMO', { options: [option({ isOutOfAreaCovered: false })] })).outOfAreaPlans,
    ).toBe(0)
    // One plan loaded before the flag existed: a count of the others would understate it.
    const partial = summariseInsurer(
      source(6, 'Foxtrot EPO', {
        options: [option({ isOutOfAreaCovered: true }), option({ isOutOfAreaCovered: null }), option()],
      }),
    )
    expect(partial.outOfAreaPlans).toBeNull()
  })

  it('takes the drug deductible from a separate one (even $0), else from the integrated medical deductible', () => {
    const summary = summariseInsurer(
      source(7, 'Golf PPO', {
        options: [
          // Integrated: the one deductible covers drugs too.
          option({ standardComponentId: 'A', deductible: 2500, drugDeductible: null }),
          // Separate: drugs have their own deductible, whatever the medical one is.
          option({ standardComponentId: 'B', deductible: 7000, drugDeductible: 500 }),
          option({ standardComponentId: 'C', deductible: 6000, drugDeductible: 0 }),
        ],
      }),
    )
    expect(summary.drugDeductible).toEqual({ min: 0, max: 2500 })
    expect(summary.options.map((row) => [row.standardComponentId, row.drugDeductible])).toEqual([
      ['A', 2500],
      ['B', 500],
      ['C', 0],
    ])
    // Options are put in order by their medical and drug deductibles together.
    expect(summary.deductible).toEqual({
      lowest: { medical: 2500, drugs: null },
      highest: { medical: 7000, drugs: 500 },
    })
    expect(summary.options.map((row) => row.deductible)).toEqual([
      { medical: 2500, drugs: null },
      { medical: 7000, drugs: 500 },
      { medical: 6000, drugs: 0 },
    ])
  })

  it('keeps what CMS did not publish as missing, never as zero', () => {
    const summary = summariseInsurer(
      source(2, 'Beta EPO', {
        options: [option({ deductible: null, outOfPocketMax: null })],
        claims: { claimsReceivedInNetwork: null, claimsDeniedInNetwork: 10, period: '2024', pufYear: null },
        ratings: {
          ratingYear: 2026,
          overall: null,
          overallNotRatedReason: 'Not Rated',
          medicalCare: 3,
          medicalCareNotRatedReason: null,
          memberExperience: null,
          memberExperienceNotRatedReason: 'New-Ineligible for Scoring',
          planAdministration: 4,
          planAdministrationNotRatedReason: null,
        },
      }),
    )
    expect(summary.deductible).toBeNull()
    expect(summary.drugDeductible).toBeNull()
    expect(summary.outOfPocketMax).toBeNull()
    expect(summary.denialRate).toBeNull()
    expect(summary.cms?.overall).toEqual({ stars: null, notRatedReason: null })
    expect(summary.cms?.memberExperience).toEqual({ stars: null, notRatedReason: 'New-Ineligible for Scoring' })
  })
})

describe('the years an insurer summary says', () => {
  it('carries the plan year of its options and the calendar year its claims cover', () => {
    const newest = summariseInsurer(
      source(7, 'Gamma HMO', {
        planYear: 2027,
        claims: { claimsReceivedInNetwork: 200, claimsDeniedInNetwork: 51, period: '', pufYear: 2026 },
      }),
    )
    expect(newest.planYear).toBe(2027)
    // The plan year 2026 file holds 2024's claims.
    expect(newest.claimsYear).toBe(2024)
    expect(newest.denialRate).toBeCloseTo(0.255)
  })

  it('names the plan year 2024 file’s claims year the same way (2022), and none for a file before it', () => {
    const earlier = summariseInsurer(
      source(8, 'Delta PPO', {
        claims: { claimsReceivedInNetwork: 100, claimsDeniedInNetwork: 12, period: 'PY2024 file', pufYear: 2024 },
      }),
    )
    expect(earlier.claimsYear).toBe(2022)
    expect(earlier.claimsReportYear).toBe(2024)
    const older = summariseInsurer(
      source(10, 'Foxtrot HMO', {
        claims: { claimsReceivedInNetwork: 100, claimsDeniedInNetwork: 12, period: 'PY2023 file', pufYear: 2023 },
      }),
    )
    expect(older.claimsYear).toBeNull()
    expect(older.claimsReportYear).toBe(2023)
    expect(summariseInsurer(source(9, 'Echo EPO')).claimsYear).toBeNull()
  })

  it('carries CMS’s caveat on the claims figures, so that no rate is shown without it', () => {
    const caveat = 'also on CMS Ind SADP sheet: … so they may include dental (SADP) claims and cannot be split'
    const claims = { claimsReceivedInNetwork: 100, claimsDeniedInNetwork: 12, period: '', pufYear: 2026 }
    expect(summariseInsurer(source(10, 'Foxtrot HMO', { claims: { ...claims, caveat } })).caveat).toBe(caveat)
    expect(summariseInsurer(source(11, 'Golf HMO', { claims: { ...claims, caveat: '  ' } })).caveat).toBeNull()
    expect(summariseInsurer(source(12, 'Hotel HMO', { claims })).caveat).toBeNull()
    expect(summariseInsurer(source(13, 'India HMO')).caveat).toBeNull()
  })
})

describe('sorting and filtering the results', () => {
  const rows = [
    summariseInsurer(
      source(1, 'Cedar HMO', {
        member: { average: 4.1, count: 9 },
        claims: { claimsReceivedInNetwork: 100, claimsDeniedInNetwork: 30, period: '2024', pufYear: null },
      }),
    ),
    summariseInsurer(
      source(2, 'Aspen PPO', {
        productType: 'PPO',
        options: [option({ deductible: 900, metalLevel: 'Gold', isHsaEligible: true })],
      }),
    ),
    summariseInsurer(
      source(3, 'Birch EPO', {
        productType: 'EPO',
        member: { average: 3.2, count: 4 },
        claims: { claimsReceivedInNetwork: 100, claimsDeniedInNetwork: 12, period: '2024', pufYear: null },
      }),
    ),
  ]
  const names = (list: typeof rows) => list.map((row) => row.name)

  it('lists by name by default, and sorts each figure with the missing ones last', () => {
    expect(names(sortInsurers(rows, 'name'))).toEqual(['Aspen PPO', 'Birch EPO', 'Cedar HMO'])
    expect(names(sortInsurers(rows, 'member'))).toEqual(['Cedar HMO', 'Birch EPO', 'Aspen PPO'])
    expect(names(sortInsurers(rows, 'denials'))).toEqual(['Birch EPO', 'Cedar HMO', 'Aspen PPO'])
    expect(names(sortInsurers(rows, 'deductible'))).toEqual(['Aspen PPO', 'Birch EPO', 'Cedar HMO'])
    expect(names(sortInsurers(rows, 'stars'))).toEqual(['Aspen PPO', 'Birch EPO', 'Cedar HMO'])
  })

  it('filters by product type, metal level and HSA eligibility', () => {
    expect(names(filterInsurers(rows, NO_FILTERS))).toHaveLength(3)
    expect(names(filterInsurers(rows, { ...NO_FILTERS, productTypes: ['EPO', 'PPO'] }))).toEqual([
      'Aspen PPO',
      'Birch EPO',
    ])
    expect(names(filterInsurers(rows, { ...NO_FILTERS, metalLevels: ['Gold'] }))).toEqual(['Aspen PPO'])
    expect(names(filterInsurers(rows, { ...NO_FILTERS, hsaOnly: true }))).toEqual(['Aspen PPO'])
  })
})

describe('insurers that no longer sell on HealthCare.gov', () => {
  it('are said so, listed after those that sell in every order, and left out by the filter', async () => {
    const { summariseInsurer, sortInsurers, filterInsurers, NO_FILTERS } = await import('@/features/plans')
    const gone = summariseInsurer(source(1, 'Aetna CVS Health HMO', { presence: { planYear: 2026, isSelling: false } }))
    const staying = summariseInsurer(source(2, 'Zeta Health PPO', { presence: { planYear: 2026, isSelling: true } }))
    const unknown = summariseInsurer(source(3, 'Beta Care EPO'))
    expect(gone.notSellingIn).toBe(2026)
    expect(staying.notSellingIn).toBeNull()
    expect(unknown.notSellingIn).toBeNull()
    expect(sortInsurers([gone, staying, unknown], 'name').map((row) => row.nid)).toEqual([3, 2, 1])
    expect(sortInsurers([gone, staying, unknown], 'deductible').at(-1)!.nid).toBe(1)
    expect(
      filterInsurers([gone, staying, unknown], { ...NO_FILTERS, stillSelling: true }).map((row) => row.nid),
    ).toEqual([2, 3])
  })
})
