import { describe, expect, it } from 'vitest'

import { matchInsurers, normalise, type DirectoryEntry } from '@/features/find'

const entry = (nid: number, name: string, legalName: string, state: string, stateName: string): DirectoryEntry => ({
  nid,
  name,
  legalName,
  state,
  stateName,
})

const ENTRIES = [
  entry(1, 'Ambetter from Superior HealthPlan EPO', 'Celtic Insurance Company', 'TX', 'Texas'),
  entry(2, 'Ambetter Health HMO', 'Ambetter of Tennessee', 'TN', 'Tennessee'),
  entry(3, 'Blue Cross and Blue Shield of Texas PPO', 'Health Care Service Corporation', 'TX', 'Texas'),
  entry(4, 'Oscar Health EPO', 'Oscar Insurance Company', 'FL', 'Florida'),
  entry(5, 'Florida Blue HMO', 'Health Options, Inc.', 'FL', 'Florida'),
]

describe('search by insurer name', () => {
  it('matches the start of any word, ignoring case, accents and punctuation', () => {
    expect(normalise('  Ambétter-Health  ')).toBe('ambetter health')
    expect(matchInsurers(ENTRIES, 'AMBET').map((row) => row.nid)).toEqual([1, 2])
    expect(matchInsurers(ENTRIES, 'blue').map((row) => row.nid)).toEqual([3, 5])
    // Inside a word is not a match: "cross" does not find "Oscar".
    expect(matchInsurers(ENTRIES, 'scar')).toEqual([])
  })

  it('needs every word, and finds by legal name and by state', () => {
    expect(matchInsurers(ENTRIES, 'blue florida').map((row) => row.nid)).toEqual([5])
    expect(matchInsurers(ENTRIES, 'celtic').map((row) => row.nid)).toEqual([1])
    expect(matchInsurers(ENTRIES, 'texas').map((row) => row.nid)).toEqual([3, 1])
    expect(matchInsurers(ENTRIES, 'tx ambetter').map((row) => row.nid)).toEqual([1])
  })

  it('puts names with a word that starts with the query before legal-name matches, and stops at the limit', () => {
    expect(matchInsurers(ENTRIES, 'oscar health').map((row) => row.nid)).toEqual([4])
    expect(matchInsurers(ENTRIES, 'health').map((row) => row.nid)).toEqual([1, 2, 4, 3, 5])
    expect(matchInsurers(ENTRIES, 'health', 2)).toHaveLength(2)
    expect(matchInsurers(ENTRIES, '   ')).toEqual([])
  })
})
