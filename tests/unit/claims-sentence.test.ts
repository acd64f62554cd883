import { describe, expect, it } from 'vitest'

import { claimsFileYear } from '@/features/plans/claims-file'
import { caveatSentences, claimsCaveatKinds, claimsSentence, claimsTrend, claimsYearOf } from '@/features/plans/format'
import { claimsCaveats as claimsCaveatsEn } from '@/messages/en/claimsCaveats'
import { claimsCaveats as claimsCaveatsEs } from '@/messages/es/claimsCaveats'
import { plans as plansEn } from '@/messages/en/plans'
import { plans as plansEs } from '@/messages/es/plans'

/** The stored notes of the two claims files, in the importer's English. */
const FILE_2024 = {
  pufYear: 2024,
  source: 'CMS Transparency in Coverage PUF, plan year 2024',
  period: 'one calendar year of claims, as reported in the plan year 2024 file',
}
const FILE_2026 = {
  pufYear: 2026,
  source: 'CMS Transparency in Coverage PUF, plan year 2026',
  period: 'claims of 2024 (January 1 to December 31), as reported in the plan year 2026 file',
}

const sentence = (messages: Pick<typeof plansEn, 'claimsPeriod'>, claims: { pufYear: number | null; source: string }) =>
  messages.claimsPeriod(claimsFileYear(claims), claimsYearOf(claimsFileYear(claims)))

describe('where the claims figures come from', () => {
  it('takes the file’s year as kept, or as its stored source names it', () => {
    expect(claimsFileYear(FILE_2026)).toBe(2026)
    expect(claimsFileYear({ pufYear: null, source: FILE_2024.source })).toBe(2024)
    expect(claimsFileYear({ pufYear: null, source: 'a file of unknown year' })).toBeNull()
  })

  it('is said in English from the years, whatever the stored notes say', () => {
    expect(sentence(plansEn, FILE_2024)).toBe(
      'Covers claims of 2022 (January 1 to December 31), as reported in the plan year 2024 file. Source: CMS Transparency in Coverage public use file, plan year 2024.',
    )
    expect(sentence(plansEn, FILE_2026)).toBe(
      'Covers claims of 2024 (January 1 to December 31), as reported in the plan year 2026 file. Source: CMS Transparency in Coverage public use file, plan year 2026.',
    )
  })

  it('is said wholly in Spanish on Spanish pages, with none of the stored English', () => {
    for (const file of [FILE_2024, FILE_2026, { pufYear: null, source: 'unknown' }]) {
      const spanish = sentence(plansEs, file)
      expect(spanish).toMatch(/^Abarca .*Fuente: /)
      expect(spanish).not.toMatch(/\b(the|of|and|claims|reported|Source|plan year|file|as)\b/)
    }
    expect(sentence(plansEs, FILE_2026)).toBe(
      'Abarca los reclamos de 2024 (del 1 de enero al 31 de diciembre), según el archivo del año del plan 2026. Fuente: archivo público de Transparency in Coverage de CMS, año del plan 2026.',
    )
  })
})

/** Oscar in Texas (20069): 25.5 % of in-network claims denied in 2024, 11.7 % in the earlier file. */
const OSCAR = { rate: 764_285 / 3_001_076, earlier: 0.117, pufYear: 2026 }

describe('the claims trend beside the newest rate', () => {
  it('says up, down or the same against the earlier file, in English', () => {
    expect(claimsTrend(0.255, 0.117, plansEn)).toBe('up from 11.7% in the earlier report')
    expect(claimsTrend(0.117, 0.255, plansEn)).toBe('down from 25.5% in the earlier report')
    expect(claimsTrend(0.2, 0.2, plansEn)).toBe('the same as in the earlier report (20%)')
  })

  it('calls rates the same when they read the same as shown, to a tenth of a percent', () => {
    expect(claimsTrend(0.11702, 0.11699, plansEn)).toBe('the same as in the earlier report (11.7%)')
    expect(claimsTrend(0.1176, 0.1174, plansEn)).toBe('up from 11.7% in the earlier report')
  })

  it('says up, down or the same in Spanish', () => {
    expect(claimsTrend(0.255, 0.117, plansEs)).toBe('sube desde el 11.7% del informe anterior')
    expect(claimsTrend(0.117, 0.255, plansEs)).toBe('baja desde el 25.5% del informe anterior')
    expect(claimsTrend(0.2, 0.2, plansEs)).toBe('igual que en el informe anterior (20%)')
  })

  it('says nothing without both rates', () => {
    expect(claimsTrend(null, 0.117, plansEn)).toBeNull()
    expect(claimsTrend(0.255, null, plansEn)).toBeNull()
  })
})

describe('the line under the rate: the year of the claims, then the trend', () => {
  it('names 2024’s claims from the plan year 2026 file, with the trend, in English and Spanish', () => {
    expect(claimsSentence(OSCAR, plansEn)).toBe(
      '2024 claims, reported for plan year 2026; up from 11.7% in the earlier report',
    )
    expect(claimsSentence(OSCAR, plansEs)).toBe(
      'Reclamos de 2024, publicados para el año del plan 2026; sube desde el 11.7% del informe anterior',
    )
  })

  it('names the claims’ calendar year for the plan year 2024 file the same way (2022 claims)', () => {
    expect(claimsSentence({ rate: 0.117, earlier: null, pufYear: 2024 }, plansEn)).toBe(
      '2022 claims, reported for plan year 2024',
    )
    expect(claimsSentence({ rate: 0.117, earlier: null, pufYear: 2024 }, plansEs)).toBe(
      'Reclamos de 2022, publicados para el año del plan 2024',
    )
  })

  it('names only the file’s plan year for a file before 2024, whose claims year Candor has not checked', () => {
    expect(claimsSentence({ rate: 0.117, earlier: null, pufYear: 2023 }, plansEn)).toBe('Reported for plan year 2023')
    expect(claimsSentence({ rate: 0.117, earlier: null, pufYear: 2023 }, plansEs)).toBe(
      'Cifras publicadas para el año del plan 2023',
    )
  })

  it('gives the trend alone without a file year, and nothing when there is nothing to say', () => {
    expect(claimsSentence({ rate: 0.3, earlier: 0.2, pufYear: null }, plansEn)).toBe(
      'up from 20% in the earlier report',
    )
    expect(claimsSentence({ rate: 0.3, earlier: null, pufYear: null }, plansEn)).toBeNull()
  })
})

describe('CMS’s caveat on an insurer’s claims figures, in plain words', () => {
  const DENTAL =
    'also on CMS Ind SADP sheet: issuer-level figures are one set per Issuer_ID, printed identically on every sheet, so they may include dental (SADP) claims and cannot be split; n_plans blank (12 plan rows on all sheets)'
  const BOTH =
    'also on CMS Ind SADP and SHOP sheet: issuer-level figures are one set per Issuer_ID, printed identically on every sheet, so they may include dental (SADP) and small-group (SHOP) claims and cannot be split; n_plans blank (22 plan rows on all sheets)'
  const ANOMALY = 'out-of-network denied > received as published by CMS (source anomaly)'

  it('reads the kinds the data names, and never lets an unknown caveat pass unsaid', () => {
    expect(claimsCaveatKinds(DENTAL)).toEqual(['dental'])
    expect(claimsCaveatKinds(BOTH)).toEqual(['dental', 'smallGroup'])
    expect(claimsCaveatKinds(ANOMALY)).toEqual(['anomaly'])
    expect(claimsCaveatKinds('figures restated by CMS after publication')).toEqual(['other'])
    expect(claimsCaveatKinds(null)).toEqual([])
    expect(claimsCaveatKinds('  ')).toEqual([])
  })

  it('is said in both languages, with a sentence for a caveat of no known kind', () => {
    expect(caveatSentences(DENTAL, claimsCaveatsEn)).toEqual([
      'CMS prints one set of claims figures per insurer, the same on every kind of plan it sells: these may also count its dental plans’ claims.',
    ])
    expect(caveatSentences(BOTH, claimsCaveatsEs)).toEqual([claimsCaveatsEs.dental, claimsCaveatsEs.smallGroup])
    expect(caveatSentences('something new', claimsCaveatsEn)).toEqual([claimsCaveatsEn.other])
    expect(caveatSentences('something new', claimsCaveatsEs)[0]).toMatch(/^Los datos de CMS traen una advertencia/)
  })
})
