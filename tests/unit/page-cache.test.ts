import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  answerOf,
  cacheableTags,
  hashedPolicy,
  isStorableRendering,
  listenForPurges,
  nonceOf,
  pageToStore,
  preferredEncoding,
  withRequestId,
  purgeCachedPages,
  readCachedPage,
  scriptsAfterFirstPaint,
  storeCachedPage,
  PAGE_CACHE_MAX_AGE_MS,
  SCRIPT_LOADER_ATTRIBUTE,
  SHARED_CACHE_SECONDS,
  type CachedPage,
} from '@/lib/page-cache'
import { announcePurge } from '@/lib/page-cache-purges'

const HTML =
  '<html><head><script nonce="OLDNONCE" src="/_next/static/a.js" async=""></script></head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
  '<script nonce="OLDNONCE">self.__next_f.push([1,"a"])</script><script nonce="OLDNONCE">self.__next_f.push([1,"b"])</script></body></html>'
const POLICY = "default-src 'self'; script-src 'self' 'nonce-OLDNONCE' 'strict-dynamic'; object-src 'none'"
/** The text of the inline script a stored page loads its scripts with. */
const loaderOf = (stored: CachedPage) =>
  new RegExp(`<script ${SCRIPT_LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`).exec(stored.body.toString())?.[1] ?? ''
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = async (tags: string[], storedAt = Date.now()): Promise<CachedPage> =>
  (await pageToStore(
    Buffer.from(HTML),
    { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY },
    tags,
    storedAt,
  ))!

describe('page cache', () => {
  it('caches only plain page loads of the home, quiz, plan, browse, ZIP result and editorial pages, each also tagged with the frame', async () => {
    const get = (url: string, headers: Record<string, string> = {}) => cacheableTags({ method: 'GET', url, headers })
    expect(get('/plans/65')).toEqual(['market', 'plan:65', 'frame'])
    expect(get('/plans')).toEqual(['market', 'frame'])
    expect(get('/plans/state/tx')).toEqual(['market', 'reviews', 'frame'])
    expect(get('/plans?q=blue')).toBeNull()
    expect(get('/find/77002')).toEqual(['market', 'reviews', 'frame'])
    expect(get('/privacy-policy')).toEqual(['content', 'frame'])
    expect(get('/articles/how-deductibles-work')).toEqual(['content', 'frame'])
    expect(get('/privacy-policy', { cookie: '__prerender_bypass=abc' })).toBeNull()
    expect(get('/quiz')).toEqual(['frame'])
    expect(get('/es/quiz')).toEqual(['frame'])
    expect(get('/quiz?step=2')).toBeNull()
    expect(cacheableTags({ method: 'POST', url: '/quiz', headers: {} })).toBeNull()
    expect(get('/report/abc')).toBeNull()
    expect(get('/find/75007?county=48113')).toBeNull()
    expect(get('/plans/65?reviewModalOpen=true')).toBeNull()
    expect(get('/plans/65', { rsc: '1' })).toBeNull()
    expect(get('/plans/65', { authorization: 'Bearer x' })).toBeNull()
    expect(get('/plans/65', { cookie: 'payload-token=abc' })).toBeNull()
    expect(get('/')).toEqual(['home', 'frame'])
    expect(get('/es')).toEqual(['home', 'frame'])
    expect(get('/?review=true')).toBeNull()
    expect(get('/admin')).toBeNull()
    expect(cacheableTags({ method: 'POST', url: '/plans/65', headers: {} })).toBeNull()
  })

  it('renders a plan page carrying the searched ZIP anew (it lists that place’s options), and stores only a plain rendering', () => {
    const get = (url: string, headers: Record<string, string> = {}) => cacheableTags({ method: 'GET', url, headers })
    expect(get('/plans/65')).toEqual(['market', 'plan:65', 'frame'])
    expect(get('/plans/65?zip=77002')).toBeNull()
    expect(get('/plans/65?zip=75007&county=48113')).toBeNull()
    expect(get('/es/plans/65?zip=77002&options=2')).toBeNull()
    expect(isStorableRendering('/plans/65')).toBe(true)
    expect(isStorableRendering('/plans/65?zip=77002')).toBe(false)
  })

  it('stores a page under a policy of its inline scripts’ hashes, so its bytes serve every answer', async () => {
    const stored = await page(['market'])
    const policy = String(stored.headers['content-security-policy'])
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('self.__next_f.push([1,"a"])')} ${sha('self.__next_f.push([1,"b"])')} ${sha(loaderOf(stored))}; object-src 'none'`,
    )
    // Escaped text is not a script and gets no hash; nothing else of the policy changes.
    expect(policy).not.toContain('nonce')
    expect(policy).not.toContain('strict-dynamic')
    expect(hashedPolicy("default-src 'self'", HTML)).toBeNull()
    expect(await pageToStore(Buffer.from(HTML), { 'content-security-policy': "default-src 'self'" }, [])).toBeNull()
  })

  it('lets a shared cache in front keep a stored page for a stated time, whatever the page was rendered with', async () => {
    const stored = (await pageToStore(
      Buffer.from(HTML),
      {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': POLICY,
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      },
      ['market'],
    ))!
    for (const encoding of ['br', 'gzip', null] as const) {
      expect(answerOf(stored, encoding).headers['cache-control']).toBe(
        `public, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`,
      )
    }
    expect(SHARED_CACHE_SECONDS).toBeLessThanOrEqual(60)
  })

  it('compresses a stored page once in Brotli and gzip, and answers in what the browser accepts', async () => {
    const stored = await page(['market'])
    expect(brotliDecompressSync(stored.br)).toEqual(stored.body)
    expect(gunzipSync(stored.gzip)).toEqual(stored.body)
    const br = answerOf(stored, preferredEncoding('gzip, deflate, br, zstd'))
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBe(String(stored.br.length))
    expect(br.headers.vary).toBe('Accept-Encoding')
    const gzip = answerOf(stored, preferredEncoding('gzip;q=1.0, br;q=0'))
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body).toBe(stored.gzip)
    const plain = answerOf(stored, preferredEncoding(undefined))
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toEqual(stored.body)
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('*')).toBe('br')
    // The flat header lists a hit writes at once say the same as the answers above.
    const pairs = (flat: string[]) => Object.fromEntries(flat.flatMap((v, i) => (i % 2 ? [] : [[v, flat[i + 1]]])))
    const hit = { 'x-candor-cache': 'hit', 'x-request-id': 'request-one' }
    expect(pairs(withRequestId(stored.rawHeaders.br, 'request-one'))).toEqual({ ...br.headers, ...hit })
    expect(pairs(withRequestId(stored.rawHeaders.gzip, 'request-one'))).toEqual({ ...gzip.headers, ...hit })
    expect(pairs(withRequestId(stored.rawHeaders.identity, 'request-one'))).toEqual({ ...plain.headers, ...hit })
    // Each answer writes its own id in the same place.
    expect(withRequestId(stored.rawHeaders.br, 'request-two').at(-1)).toBe('request-two')
    expect(stored.rawHeaders.br.filter((value) => value === 'x-request-id')).toHaveLength(1)
    // A browser's choice is remembered, and a different value is chosen anew.
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding(['gzip', 'br'])).toBe('br')
  })

  it('asks for a stored page’s scripts after its first frame, and marks when they have all arrived', async () => {
    const rendered =
      '<html><head><link rel="preload" as="font" href="/f.woff2"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
      '<script src="/_next/static/chunks/a.js" async="" nonce="N"></script>' +
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N"></script></head>' +
      '<body><h1>Plan</h1><script nonce="N">self.__next_f.push([1,"x"])</script>' +
      '<script src="/_next/static/chunks/main.js" nonce="N" async=""></script></body></html>'
    const html = scriptsAfterFirstPaint(rendered)
    // The heading, the font, the legacy-browser script and the page's data stay as they were;
    // nothing in the head asks for the page's scripts any more.
    expect(html).toContain('<h1>Plan</h1>')
    expect(html).toContain('as="font"')
    expect(html).toContain('polyfills.js" noModule=""')
    expect(html).toContain('self.__next_f.push([1,"x"])')
    expect(html).not.toContain('as="script"')
    expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(?:a|main)\.js"/)

    // Run the loader in a stand-in document: a visible tab waits for a frame, then asks
    // for each script once, and the loader is marked when the last has arrived.
    const loader = /<script data-scripts-after-paint="">([\s\S]*?)<\/script><\/body>/.exec(html)![1]!
    const added: { src: string; async: boolean; onload?: () => void }[] = []
    const marks: string[] = []
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    const document = {
      visibilityState: 'visible',
      currentScript: { setAttribute: (name: string) => marks.push(name) },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    )
    expect(added).toEqual([])
    frames.forEach((callback) => callback())
    timers.forEach((callback) => callback())
    expect(added.map((script) => [script.src, script.async])).toEqual([
      ['/_next/static/chunks/a.js', true],
      ['/_next/static/chunks/main.js', true],
    ])
    added[0]!.onload!()
    expect(marks).toEqual([])
    added[1]!.onload!()
    expect(marks).toEqual(['data-loaded'])

    // A page without such scripts is stored as it is.
    expect(scriptsAfterFirstPaint('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>')
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
