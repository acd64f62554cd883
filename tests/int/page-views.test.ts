import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { countedPathOf, readPageViewFigures } from '@/features/measurement/server'
import { rawDb, rawTable } from '@/lib/raw-tables'

import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
type RouteHandler = (request: Request) => Promise<Response>
let count: RouteHandler

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  count = (await import('@/app/(frontend)/v1/page-views/route')).POST
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
  const db = await rawDb(payload)
  await db.delete(rawTable(payload, 'page_view_counts')).where(undefined)
})

const view = (path: unknown) => callRoute(count, { body: { path } })

async function storedRows() {
  const db = await rawDb(payload)
  const table = rawTable(payload, 'page_view_counts')
  return db
    .select<{ day: string; path: string; views: number | string }>({
      day: table.day!,
      path: table.path!,
      views: table.views!,
    })
    .from(table)
}

describe("Candor's own page-view count", () => {
  it('keeps the path and the day only, one row per path and day, counting each view', async () => {
    expect((await view('/plans/12?zip=99501')).status).toBe(202)
    await view('/plans/12')
    await view('/find?zip=99501#results')
    const today = new Date().toISOString().slice(0, 10)
    const rows = await storedRows()
    expect(
      rows.map((row) => ({ ...row, views: Number(row.views) })).sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual([
      { day: today, path: '/find', views: 1 },
      { day: today, path: '/plans/12', views: 2 },
    ])
  })

  it("counts a report without its private id, and the staff chart shows 30 days with the day's total", async () => {
    await view('/report/4f9a2c61-aaaa-bbbb-cccc-1234567890ab')
    await view('/es/report/4f9a2c61-aaaa-bbbb-cccc-1234567890ab')
    await view('/report/methodology')
    const figures = await readPageViewFigures(payload)
    expect(figures.days).toHaveLength(30)
    expect(figures.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 3 })
    expect(figures.days.slice(0, -1).every((row) => row.views === 0)).toBe(true)
    expect(figures.total).toBe(3)
    expect(figures.topPaths.map((row) => row.path).sort()).toEqual(['/es/report/…', '/report/methodology', '/report/…'])
  })

  it.each([
    ['a page of another site', 'https://example.com/plans/1'],
    ['a protocol-relative address', '//example.com/'],
    ['the admin', '/admin/collections/reviews'],
    ['a call', '/v1/page-views'],
    ['an address no route answers', '/wp-login.php'],
    ['a path far too long', `/plans/${'9'.repeat(300)}`],
    ['no path at all', ''],
    ['a number', 42],
  ])('refuses %s with a clear message and stores nothing', async (_what, path) => {
    const answer = await view(path)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('The path must be a page of this site, such as /plans/12.')
    expect(await storedRows()).toEqual([])
  })

  it('reads the path as the count keeps it', () => {
    expect(countedPathOf('/')).toBe('/')
    expect(countedPathOf('/es')).toBe('/es')
    expect(countedPathOf('/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance?x=1')).toBe(
      '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
    )
  })
})
