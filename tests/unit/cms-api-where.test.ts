import { describe, expect, it } from 'vitest'

import { whereRefusalOf } from '@/server/cms-api-guard'
import { serverErrors } from '@/messages/en/serverErrors'

const refusalOf = (query: string) => whereRefusalOf(new URLSearchParams(query))

describe('the CMS API’s where check', () => {
  it('refuses the comparisons neither database can make, wherever they sit in a where', () => {
    for (const query of [
      'where[plan][near]=1,2',
      'where[plan][within]=1',
      'where[plan][intersects]=1',
      'where[plan][all]=1',
      // A whole number passes the id check; the comparison is still refused.
      'where[id][near]=1',
      'where[or][0][plan][near]=1,2',
      'where[and][0][or][1][status][all][0]=published',
      'limit=1&where[plan][within][type]=Polygon',
    ]) {
      expect(refusalOf(query), query).toBe(serverErrors.unsupportedComparison)
    }
  })

  it('refuses a bare string and an id compared with what cannot be one', () => {
    for (const query of ['where=notjson', 'where[id][in]=abc', 'where[or][0][id][equals]=x', 'where[id][equals]=1.5']) {
      expect(refusalOf(query), query).toBe(serverErrors.invalid)
    }
  })

  it('lets every comparison the databases make through', () => {
    for (const query of [
      '',
      'limit=10&depth=0',
      'where[plan][equals]=1',
      'where[id][in]=1,2,3',
      'where[id][exists]=true',
      'where[status][in]=published,pending',
      'where[or][0][title][like]=plan&where[or][1][title][contains]=all',
      'where[title][equals]=near',
      'where[createdAt][greater_than]=2026-01-01',
    ]) {
      expect(refusalOf(query), query).toBeNull()
    }
  })
})
