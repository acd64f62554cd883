import { describe, expect, it } from 'vitest'

import { estimateHousehold, leadOf, MEDICAID_STATUS, NEAR_LIMIT_SHARE, SUBSIDY_PARAMETERS } from '@/features/costs'
import type { Person } from '@/features/costs'
import { messagesFor } from '@/messages'

const AREA = { ratingAreaId: 'Rating Area 1', benchmarkSilverCentsAge40: 50_000, lowestBronzeCentsAge40: 30_000 }

function leadFor(
  household: { state: string; label: string; income: number; people: Person[]; planYear?: number },
  locale: 'en' | 'es' = 'en',
  guideFor: number | null = null,
) {
  const estimate = estimateHousehold(
    {
      planYear: household.planYear ?? 2026,
      state: household.state,
      people: household.people,
      householdSize: household.people.length,
      yearlyIncome: household.income,
    },
    AREA,
  )!
  return leadOf(estimate, messagesFor(locale).costExplanations, household.label, locale, guideFor)
}

const COUPLE: Person[] = [
  { age: 50, tobacco: false },
  { age: 50, tobacco: false },
]

/** The 2026 limit for two, from the published parameters: the cap's share of the guideline 2026 uses. */
function limitForTwoIn2026(): number {
  const guidelineYear = SUBSIDY_PARAMETERS.guidelinesUsedForCoverageYear['2026']!
  const table = SUBSIDY_PARAMETERS.federalPovertyGuidelines[guidelineYear]!['48_states_and_DC']
  return (
    (SUBSIDY_PARAMETERS.eligibility['2026']!.max_fpl_pct! / 100) * (table.first_person + table.each_additional_person)
  )
}

describe('what an estimate says before its figures', () => {
  it('tells a couple at $85,000 in 2026 the limit for two in dollars and how far over they are, and that MAGI counts', () => {
    expect(limitForTwoIn2026()).toBe(84_600)
    const lead = leadFor({ state: 'OH', label: 'Ohio', income: 85_000, people: COUPLE })
    expect(lead.map((box) => box.kind)).toEqual(['cliff'])
    const [said, magi] = lead[0]!.sentences
    expect(said).toContain('for a household of 2, that is $84,600 a year')
    expect(said).toContain('Your income, $85,000, is $400 over the limit')
    expect(magi).toContain('modified adjusted gross income (MAGI)')
    expect(magi).toContain('retirement')
  })

  it('says how far under the limit a household close to it is, and nothing far below it or in 2025', () => {
    const near = leadFor({ state: 'OH', label: 'Ohio', income: 80_000, people: COUPLE })
    expect(near[0]!.sentences[0]).toContain('$4,600 under the limit')
    const justOutside = Math.floor(limitForTwoIn2026() * NEAR_LIMIT_SHARE) - 1
    expect(leadFor({ state: 'OH', label: 'Ohio', income: justOutside, people: COUPLE })).toEqual([])
    expect(leadFor({ state: 'OH', label: 'Ohio', income: 85_000, people: COUPLE, planYear: 2025 })).toEqual([])
  })

  it('puts the coverage gap first for a Texan under 100 %, with the status dated in words', () => {
    const lead = leadFor({ state: 'TX', label: 'Texas', income: 12_000, people: [{ age: 35, tobacco: false }] })
    expect(lead.map((box) => box.kind)).toEqual(['coverage-gap'])
    expect(MEDICAID_STATUS.get('TX')?.statusAsOf).toBe('2025-05')
    const text = lead[0]!.sentences.join(' ')
    expect(lead[0]!.sentences[0]).toContain('coverage gap')
    expect(text).toContain('Texas has not expanded Medicaid (KFF, status as of May 2025)')
    expect(text).toContain('Apply to Texas’s Medicaid agency, or on HealthCare.gov')
    expect(text).not.toContain('2025-05')
  })

  it('tells an Ohioan under 138 % that Medicaid may cover them, since when Ohio expanded it, in both languages', () => {
    const single = [{ age: 30, tobacco: false }]
    const since = MEDICAID_STATUS.get('OH')!.expansionEffectiveDate!
    expect(since).toBe('2014-01-01')
    const lead = leadFor({ state: 'OH', label: 'Ohio', income: 18_000, people: single })
    expect(lead[0]!.kind).toBe('medicaid')
    expect(lead[0]!.sentences[0]).toContain('You may qualify for Medicaid instead of a tax credit')
    expect(lead[0]!.sentences.join(' ')).toContain(
      'Ohio expanded Medicaid on January 1, 2014 (KFF, status as of May 2025)',
    )
    const spanish = leadFor({ state: 'OH', label: 'Ohio', income: 18_000, people: single }, 'es')
    expect(spanish[0]!.sentences.join(' ')).toContain(
      'Ohio amplió Medicaid el 1 de enero de 2014 (KFF, situación a mayo de 2025)',
    )
  })

  it('tells an Alaskan family under the limit that the children may have Medicaid or CHIP', () => {
    const family = [
      { age: 38, tobacco: false },
      { age: 36, tobacco: false },
      { age: 9, tobacco: false },
      { age: 6, tobacco: false },
    ]
    const lead = leadFor({ state: 'AK', label: 'Alaska', income: 40_000, people: family })
    expect(lead[0]!.kind).toBe('medicaid')
    expect(lead[0]!.sentences.join(' ')).toContain('Medicaid or the Children’s Health Insurance Program (CHIP)')
    expect(lead[0]!.sentences.join(' ')).toContain('Alaska expanded Medicaid on September 1, 2015')
  })

  it('opens with the year asked where another year’s figures stand in as a guide', () => {
    const lead = leadFor({ state: 'OH', label: 'Ohio', income: 50_000, people: COUPLE }, 'en', 2027)
    expect(lead[0]).toEqual({
      kind: 'guide',
      sentences: [expect.stringContaining('Below is the 2026 estimate, as a guide only')],
    })
  })
})
