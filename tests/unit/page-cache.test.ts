import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  answerOf,
  cacheableTags,
  hashedPolicy,
  listenForPurges,
  nonceOf,
  pageToStore,
  preferredEncoding,
  purgeCachedPages,
  readCachedPage,
  storeCachedPage,
  PAGE_CACHE_MAX_AGE_MS,
  type CachedPage,
} from '@/lib/page-cache'
import { announcePurge } from '@/lib/page-cache-purges'

const HTML =
  '<html><head><script nonce="OLDNONCE" src="/_next/static/a.js" async=""></script></head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
  '<script nonce="OLDNONCE">self.__next_f.push([1,"a"])</script><script nonce="OLDNONCE">self.__next_f.push([1,"b"])</script></body></html>'
const POLICY = "default-src 'self'; script-src 'self' 'nonce-OLDNONCE' 'strict-dynamic'; object-src 'none'"
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = async (tags: string[], storedAt = Date.now()): Promise<CachedPage> =>
  (await pageToStore(
    Buffer.from(HTML),
    { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY },
    tags,
    storedAt,
  ))!

describe('page cache', () => {
  it('caches only plain page loads of plan, browse, ZIP result and editorial pages, each also tagged with the frame', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => cacheableTags({ method: 'GET', url, headers })
    expect(get('/plans/65')).toEqual(['market', 'plan:65', 'frame'])
    expect(get('/plans')).toEqual(['market', 'frame'])
    expect(get('/plans/state/tx')).toEqual(['market', 'reviews', 'frame'])
    expect(get('/plans?q=blue')).toBeNull()
    expect(get('/find/77002')).toEqual(['market', 'reviews', 'frame'])
    expect(get('/privacy-policy')).toEqual(['content', 'frame'])
    expect(get('/articles/how-deductibles-work')).toEqual(['content', 'frame'])
    expect(get('/privacy-policy', { cookie: '__prerender_bypass=abc' })).toBeNull()
    expect(get('/quiz')).toBeNull()
    expect(get('/report/abc')).toBeNull()
    expect(get('/find/75007?county=48113')).toBeNull()
    expect(get('/plans/65?reviewModalOpen=true')).toBeNull()
    expect(get('/plans/65', { rsc: '1' })).toBeNull()
    expect(get('/plans/65', { authorization: 'Bearer x' })).toBeNull()
    expect(get('/plans/65', { cookie: 'payload-token=abc' })).toBeNull()
    expect(get('/')).toBeNull()
    expect(get('/admin')).toBeNull()
    expect(cacheableTags({ method: 'POST', url: '/plans/65', headers: {} })).toBeNull()
  })

  it('stores a page under a policy of its inline scripts’ hashes, so its bytes serve every answer', async () => {
    const stored = await page(['market'])
    const policy = String(stored.headers['content-security-policy'])
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('self.__next_f.push([1,"a"])')} ${sha('self.__next_f.push([1,"b"])')}; object-src 'none'`,
    )
    // Escaped text is not a script and gets no hash; nothing else of the policy changes.
    expect(policy).not.toContain('nonce')
    expect(policy).not.toContain('strict-dynamic')
    expect(hashedPolicy("default-src 'self'", HTML)).toBeNull()
    expect(await pageToStore(Buffer.from(HTML), { 'content-security-policy': "default-src 'self'" }, [])).toBeNull()
  })

  it('compresses a stored page once in Brotli and gzip, and answers in what the browser accepts', async () => {
    const stored = await page(['market'])
    expect(brotliDecompressSync(stored.br).toString()).toBe(HTML)
    expect(gunzipSync(stored.gzip).toString()).toBe(HTML)
    const br = answerOf(stored, preferredEncoding('gzip, deflate, br, zstd'))
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBe(String(stored.br.length))
    expect(br.headers.vary).toBe('Accept-Encoding')
    const gzip = answerOf(stored, preferredEncoding('gzip;q=1.0, br;q=0'))
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body).toBe(stored.gzip)
    const plain = answerOf(stored, preferredEncoding(undefined))
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(HTML)
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('*')).toBe('br')
    // The flat header lists a hit writes at once say the same as the answers above.
    const pairs = (flat: string[]) => Object.fromEntries(flat.flatMap((v, i) => (i % 2 ? [] : [[v, flat[i + 1]]])))
    expect(pairs(stored.rawHeaders.br)).toEqual(br.headers)
    expect(pairs(stored.rawHeaders.gzip)).toEqual(gzip.headers)
    expect(pairs(stored.rawHeaders.identity)).toEqual(plain.headers)
  })

  it('reads the nonce of a policy', async () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-YWJj+/=' 'strict-dynamic'")).toBe('YWJj+/=')
    expect(nonceOf("default-src 'self'")).toBeNull()
  })

  it('drops pages by tag when their data changes, and after a minute', async () => {
    storeCachedPage('/plans/1', await page(['market', 'plan:1']))
    storeCachedPage('/plans/2', await page(['market', 'plan:2']))
    expect(purgeCachedPages('plan:1')).toBe(1)
    expect(readCachedPage('/plans/1')).toBeNull()
    expect(readCachedPage('/plans/2')).not.toBeNull()
    expect(readCachedPage('/plans/2', Date.now() + PAGE_CACHE_MAX_AGE_MS + 1)).toBeNull()
    storeCachedPage('/plans/3', await page(['market']))
    expect(purgeCachedPages('market')).toBe(1)
  })

  it('drops the pages a change announces on the purge channel, once the server listens', async () => {
    storeCachedPage('/plans/4', await page(['market', 'plan:4']))
    announcePurge('plan:4')
    expect(readCachedPage('/plans/4')).not.toBeNull()
    const stop = listenForPurges()
    announcePurge('plan:4')
    expect(readCachedPage('/plans/4')).toBeNull()
    stop()
    storeCachedPage('/plans/4', await page(['market', 'plan:4']))
    announcePurge('plan:4')
    expect(readCachedPage('/plans/4')).not.toBeNull()
  })
})
