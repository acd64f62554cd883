import { describe, expect, it } from 'vitest'

import { matchInsurers, readOptionMatches, withOptionMatches, type DirectoryEntry } from '@/features/find'

const entry = (nid: number, name: string, state: string, stateName: string): DirectoryEntry => ({
  nid,
  name,
  legalName: name,
  state,
  stateName,
})

const DIRECTORY = [
  entry(199, 'Aetna CVS Health HMO', 'TX', 'Texas'),
  entry(28, 'Aetna CVS Health HMO', 'FL', 'Florida'),
  entry(187, 'Oscar Insurance Company EPO', 'TX', 'Texas'),
]

describe('the insurer search by plan option name', () => {
  it('maps an option name to its insurer product and says which option matched, after the name matches', () => {
    const byOption = readOptionMatches({
      matches: [
        { nid: 199, option_name: 'Silver 10 Advanced: $0 PCP + Aetna network' },
        { nid: 187, option_name: 'Silver Classic' },
        { nid: 999, option_name: 'Not in the directory' },
        { nid: 'x', option_name: 'Malformed' },
      ],
    })
    expect(byOption).toHaveLength(3)
    const found = withOptionMatches(DIRECTORY, matchInsurers(DIRECTORY, 'oscar'), byOption)
    expect(found.map(({ nid, matchedOption }) => [nid, matchedOption])).toEqual([
      [187, null],
      [199, 'Silver 10 Advanced: $0 PCP + Aetna network'],
    ])
  })

  it('reads no matches from an answer without them', () => {
    expect(readOptionMatches(null)).toEqual([])
    expect(readOptionMatches({ matches: 'no' })).toEqual([])
  })
})
