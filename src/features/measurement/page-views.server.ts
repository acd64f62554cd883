import { gte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { ok, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import type { MutationContext } from '@/platform/mutation-context'
import { rawDb, rawTable } from '@/lib/raw-tables'
import { isUnknownTopLevelPath } from '@/platform/routes'
import { pageViewCount as m } from '@/messages/en/pageViewCount'

import type { PageViewInput } from './page-view-schema'

export const COUNT_DAYS = 30
const MAX_PATH_LENGTH = 200
/** Paths that are not pages a visitor reads. */
const NOT_PAGES = /^\/(?:admin|api|v1|_next|healthz|readyz)(?:\/|$)/

/**
 * The path as counted, or null when it is not a page of the site: without its query and
 * fragment, and with a report's private id replaced, so no row names one person's page.
 */
export function countedPathOf(raw: string): string | null {
  const path = raw.split(/[?#]/)[0]!
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) return null
  if (NOT_PAGES.test(path) || isUnknownTopLevelPath(path.replace(/^\/es(?=\/|$)/, '') || '/')) return null
  return path.replace(/^((?:\/es)?\/report)\/(?!methodology$).+$/, '$1/…')
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** `POST /v1/page-views`: one more view of a path today. */
export async function countPageView({ payload, input }: MutationContext<PageViewInput>): Promise<JsonAnswer> {
  const path = countedPathOf(input.path)
  if (!path) throw new AppError('invalid', m.pathInvalid, { fields: { path: m.pathInvalid } })
  const counts = rawTable(payload, 'page_view_counts')
  const db = await rawDb(payload)
  await db
    .insert(counts)
    .values([{ day: dayOf(new Date()), path, views: 1 }])
    .onConflictDoUpdate({ target: [counts.day!, counts.path!], set: { views: sql`${counts.views!} + 1` } })
  return ok({ counted: true }, 202)
}

export type PageViewFigures = {
  /** Every day of the window, oldest first, with 0 for a day without views. */
  days: { day: string; views: number }[]
  total: number
  topPaths: { path: string; views: number }[]
}

/** The last COUNT_DAYS days of the count, ending today. */
export async function readPageViewFigures(payload: Payload, today = new Date()): Promise<PageViewFigures> {
  const first = new Date(today.getTime() - (COUNT_DAYS - 1) * 86_400_000)
  const counts = rawTable(payload, 'page_view_counts')
  const db = await rawDb(payload)
  const since = gte(counts.day!, dayOf(first))
  const byDay = await db
    .select<{ day: string; views: number | string }>({ day: counts.day!, views: sql`sum(${counts.views!})` })
    .from(counts)
    .where(since)
    .groupBy(counts.day!)
  const byPath = await db
    .select<{ path: string; views: number | string }>({ path: counts.path!, views: sql`sum(${counts.views!})` })
    .from(counts)
    .where(since)
    .groupBy(counts.path!)
    .orderBy(sql`sum(${counts.views!}) desc`, counts.path!)
    .limit(10)
  const viewsOn = new Map(byDay.map((row) => [row.day, Number(row.views)]))
  const days = Array.from({ length: COUNT_DAYS }, (_, index) => {
    const day = dayOf(new Date(first.getTime() + index * 86_400_000))
    return { day, views: viewsOn.get(day) ?? 0 }
  })
  return {
    days,
    total: days.reduce((sum, row) => sum + row.views, 0),
    topPaths: byPath.map((row) => ({ path: row.path, views: Number(row.views) })),
  }
}
