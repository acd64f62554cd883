import { describe, expect, it } from 'vitest'

import {
  cmsReasonText,
  distinctPlanNames,
  notRatedReason,
  planLegalName,
  planName,
  tellApartWords,
} from '@/features/plans'
import { insurerFigures as en } from '@/messages/en/insurerFigures'
import { insurerFigures as es } from '@/messages/es/insurerFigures'
import { plans as esPlans } from '@/messages/es/plans'

const ambetter = {
  nid: 12,
  issuerMarketingName: 'Ambetter from Superior HealthPlan',
  productType: 'EPO',
  issuerLegalName: 'Celtic Insurance Company',
  issuerId: '29418',
}

describe('naming a plan', () => {
  it('names a plan by its marketing name and product type, as the plan page does', () => {
    expect(planName(ambetter)).toBe('Ambetter from Superior HealthPlan EPO')
  })

  it('tidies the spacing of legal names and falls back to the marketing name', () => {
    expect(
      planLegalName({ issuerMarketingName: 'Aetna CVS Health', issuerLegalName: 'Aetna Health Inc.  (a TX corp.)' }),
    ).toBe('Aetna Health Inc. (a TX corp.)')
    expect(planLegalName({ issuerMarketingName: 'Wellpoint', issuerLegalName: null })).toBe('Wellpoint')
  })

  it('leaves names alone when they differ, and tells apart the ones that would not', () => {
    const names = distinctPlanNames([
      ambetter,
      {
        nid: 1,
        issuerMarketingName: 'Community Health Choice',
        productType: 'HMO',
        issuerLegalName: 'Community Health Choice Texas, Inc.',
        issuerId: '27248',
      },
      {
        nid: 2,
        issuerMarketingName: 'Community Health Choice',
        productType: 'HMO',
        issuerLegalName: 'Community Health Choice Texas, Inc.',
        issuerId: '20069',
      },
    ])
    expect(names.get(12)).toBe('Ambetter from Superior HealthPlan EPO')
    // The same legal entity twice: only the issuer ID tells them apart.
    expect(names.get(1)).toBe('Community Health Choice HMO (issuer ID 27248)')
    expect(names.get(2)).toBe('Community Health Choice HMO (issuer ID 20069)')
    expect(new Set(names.values()).size).toBe(3)
  })

  it('tells them apart in the page’s language', () => {
    const twins = [20069, 27248].map((id, nid) => ({
      nid,
      issuerMarketingName: 'Community Health Choice',
      productType: 'HMO',
      issuerLegalName: 'Community Health Choice Texas, Inc.',
      issuerId: String(id),
    }))
    const names = distinctPlanNames(twins, tellApartWords(esPlans))
    expect(names.get(0)).toBe('Community Health Choice HMO (ID de aseguradora 20069)')
    expect(names.get(1)).toBe('Community Health Choice HMO (ID de aseguradora 27248)')
  })

  it('says "not rated" once: a reason that only repeats it is dropped', () => {
    expect(notRatedReason('Not Rated')).toBeNull()
    expect(notRatedReason('  ')).toBeNull()
    expect(notRatedReason(null)).toBeNull()
    expect(notRatedReason('New-Ineligible for Scoring')).toBe('New-Ineligible for Scoring')
  })

  it("reads CMS's reasons in Spanish on Spanish pages, word for word as CMS wrote them on English ones", () => {
    const insufficient = 'Insufficient data to calculate a score according to the QRS rating methodology'
    expect(cmsReasonText(insufficient, en.cmsReasons)).toBe(insufficient)
    expect(cmsReasonText('New-Ineligible for Scoring', en.cmsReasons)).toBe('New-Ineligible for Scoring')
    expect(cmsReasonText(insufficient, es.cmsReasons)).toBe(
      'No hay datos suficientes para calcular una puntuación según la metodología del sistema de calificación de calidad (QRS)',
    )
    expect(cmsReasonText('new-ineligible for scoring ', es.cmsReasons)).toBe(
      'Plan nuevo: todavía no se puede calificar',
    )
    // A reason CMS words anew is shown as CMS wrote it rather than hidden.
    expect(cmsReasonText('Suppressed', es.cmsReasons)).toBe('Suppressed')
  })
})
