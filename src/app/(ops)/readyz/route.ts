import { checkDatabase } from '@/lib/readiness'

/** Readiness: the database answers a query. 503 while it does not. */
export const dynamic = 'force-dynamic'

export async function GET() {
  const database = await checkDatabase()
  return Response.json(
    { status: database.ok ? 'ready' : 'unavailable', database: database.ok ? 'ok' : 'unavailable' },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
