import { describe, expect, it } from 'vitest'

import { claimsFileYear } from '@/features/plans/claims-file'
import { claimsYearOf } from '@/features/plans/format'
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
      'Covers one calendar year of claims, as reported in the plan year 2024 file. Source: CMS Transparency in Coverage public use file, plan year 2024.',
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
