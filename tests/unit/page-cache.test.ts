import { describe, expect, it } from 'vitest'

import {
  cacheableTags,
  nonceOf,
  purgeCachedPages,
  readCachedPage,
  splitAtNonce,
  storeCachedPage,
  withNonce,
  PAGE_CACHE_MAX_AGE_MS,
  type CachedPage,
} from '@/lib/page-cache'

const page = (tags: string[], storedAt = Date.now()): CachedPage => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "script-src 'self' 'nonce-OLDNONCE' 'strict-dynamic'",
  },
  bodyParts: splitAtNonce(
    Buffer.from(
      '<script nonce="OLDNONCE" src="/a.js"></script><p>&lt;script nonce=&quot;x&quot;&gt;</p><script nonce="OLDNONCE">1</script>',
    ),
    'OLDNONCE',
  ),
  nonce: 'OLDNONCE',
  tags,
  storedAt,
})

describe('page cache', () => {
  it('caches only plain page loads of plan, browse and ZIP result pages', () => {
    const get = (url: string, headers: Record<string, string> = {}) => cacheableTags({ method: 'GET', url, headers })
    expect(get('/plans/65')).toEqual(['market', 'plan:65'])
    expect(get('/plans')).toEqual(['market'])
    expect(get('/plans/state/tx')).toEqual(['market', 'reviews'])
    expect(get('/plans?q=blue')).toBeNull()
    expect(get('/find/77002')).toEqual(['market', 'reviews'])
    expect(get('/find/75007?county=48113')).toBeNull()
    expect(get('/plans/65?reviewModalOpen=true')).toBeNull()
    expect(get('/plans/65', { rsc: '1' })).toBeNull()
    expect(get('/plans/65', { authorization: 'Bearer x' })).toBeNull()
    expect(get('/plans/65', { cookie: 'payload-token=abc' })).toBeNull()
    expect(get('/')).toBeNull()
    expect(get('/admin')).toBeNull()
    expect(cacheableTags({ method: 'POST', url: '/plans/65', headers: {} })).toBeNull()
  })

  it('gives every answer a fresh nonce in the body and the policy', () => {
    const fresh = withNonce(page(['market']), 'NEWNONCE')
    const body = Buffer.concat(fresh.chunks).toString('utf8')
    expect(body).not.toContain('OLDNONCE')
    expect(body.match(/nonce="NEWNONCE"/g)).toHaveLength(2)
    // Escaped text stays text: it never becomes a script with the nonce.
    expect(body).toContain('&lt;script nonce=&quot;x&quot;&gt;')
    expect(fresh.headers['content-security-policy']).toContain("'nonce-NEWNONCE'")
    expect(fresh.headers['content-length']).toBe(String(Buffer.byteLength(body)))
  })

  it('reads the nonce of a policy', () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-YWJj+/=' 'strict-dynamic'")).toBe('YWJj+/=')
    expect(nonceOf("default-src 'self'")).toBeNull()
  })

  it('drops pages by tag when their data changes, and after a minute', () => {
    storeCachedPage('/plans/1', page(['market', 'plan:1']))
    storeCachedPage('/plans/2', page(['market', 'plan:2']))
    expect(purgeCachedPages('plan:1')).toBe(1)
    expect(readCachedPage('/plans/1')).toBeNull()
    expect(readCachedPage('/plans/2')).not.toBeNull()
    expect(readCachedPage('/plans/2', Date.now() + PAGE_CACHE_MAX_AGE_MS + 1)).toBeNull()
    storeCachedPage('/plans/3', page(['market']))
    expect(purgeCachedPages('market')).toBe(1)
  })
})
