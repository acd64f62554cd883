import { describe, expect, it } from 'vitest'

import { keptCareListOf } from '@/features/marketplace/components/care-account-answer'

describe('the doctors and drugs the account keeps, as the page reads them', () => {
  it('reads a kept list, no list, and an answer it cannot read apart', () => {
    const drugs = [{ id: '861007', name: 'metformin hydrochloride 500 MG' }]
    expect(keptCareListOf({ care_list: { consented_at: '2026-11-29T00:00:00.000Z', drugs, providers: [] } })).toEqual({
      drugs,
      providers: [],
    })
    expect(keptCareListOf({ care_list: null })).toBeNull()
    for (const unreadable of [null, {}, { care_list: 'x' }, { care_list: { drugs } }, 'care_list']) {
      expect(keptCareListOf(unreadable), JSON.stringify(unreadable)).toBeUndefined()
    }
  })
})
