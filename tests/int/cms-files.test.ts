import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * Stored images through the CMS API's file address (`/api/cms/media/file/…`), through the
 * route's real handler on a real database: a file that is not on the disk is not found.
 */
let context: TestPayload
let payload: Payload
let get: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** A PNG of one transparent pixel. */
const DOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { REST_GET } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const { guardCmsApi } = await import('@/server/cms-api-guard')
  const { answerMissingFiles } = await import('@/server/cms-files')
  get = guardCmsApi(answerMissingFiles(REST_GET(config)))
})

afterAll(async () => {
  await context?.stop()
})

async function file(name: string, headers: Record<string, string> = {}) {
  const url = new URL(`/api/cms/media/file/${name}`, 'http://localhost')
  // Next.js hands the route each segment decoded.
  const slug = url.pathname.slice('/api/cms/'.length).split('/').map(decodeURIComponent)
  const response = await get(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, type: response.headers.get('content-type'), body: await response.arrayBuffer() }
}

const json = (body: ArrayBuffer) => JSON.parse(Buffer.from(body).toString('utf8')) as unknown

describe('a stored image', () => {
  it('is served while it is on the disk, and not found once it is not', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A dot' },
      file: { data: DOT, mimetype: 'image/png', name: 'dot.png', size: DOT.length },
      overrideAccess: true,
    })
    const stored = await file(media.filename!)
    expect(stored.status).toBe(200)
    expect(stored.type).toBe('image/png')
    expect(Buffer.from(stored.body).equals(DOT)).toBe(true)

    fs.rmSync(path.join(process.env.DATA_DIR!, 'media', media.filename!))
    const gone = await file(media.filename!)
    expect(gone.status).toBe(404)
    expect(json(gone.body)).toEqual({ code: '404', message: 'Not found: no file has this name.', errors: {} })
  })

  it('that never was is not found, in the language the request prefers', async () => {
    expect(json((await file('abc.png')).body)).toEqual({
      code: '404',
      message: 'Not found: no file has this name.',
      errors: {},
    })
    const spanish = await file('abc.png', { 'accept-language': 'es' })
    expect(spanish.status).toBe(404)
    expect((json(spanish.body) as { message: string }).message).toBe('No encontrado: ningún archivo tiene este nombre.')
  })

  it('under a name no file can have is not found; a name leaving the folder is refused', async () => {
    for (const name of ['%00', 'a%2Fb', 'A'.repeat(300), '1e309']) {
      expect((await file(name)).status, name).toBe(404)
    }
    const outside = await file('..%2F..%2Fetc%2Fpasswd')
    expect(outside.status).toBeGreaterThanOrEqual(400)
    expect(outside.status).toBeLessThan(500)
  })
})
