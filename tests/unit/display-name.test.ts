import { describe, expect, it } from 'vitest'

import { displayNameOf } from '@/features/accounts'

describe('the name on a claimed review', () => {
  it('is the first name and the initial of the last name (brief §6.2, not the second letter)', () => {
    expect(displayNameOf('Maria', 'Garcia')).toBe('Maria G.')
    expect(displayNameOf(' Ana ', ' lópez ')).toBe('Ana L.')
    expect(displayNameOf('Zoë', 'Østergaard')).toBe('Zoë Ø.')
  })

  it('is the first name alone when there is no last name', () => {
    expect(displayNameOf('Cher', '  ')).toBe('Cher')
  })
})
