import { describe, expect, it } from 'vitest'

import { pathOf, resolveRequestId } from '../../scripts/edge/request-log'

describe('request logging', () => {
  it('logs the path without the query string, where personal answers could hide', () => {
    expect(pathOf('/report/abc?pregnant=yes&zip=77002')).toBe('/report/abc')
    expect(pathOf('/plans/12#reviews')).toBe('/plans/12')
    expect(pathOf(undefined)).toBe('/')
  })

  it('keeps a plain upstream request id and replaces anything else', () => {
    expect(resolveRequestId('req-1234abcd')).toBe('req-1234abcd')
    const replaced = resolveRequestId('bad id\nInjected: header')
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/)
    expect(resolveRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })
})
