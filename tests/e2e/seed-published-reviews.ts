/**
 * Stores published reviews straight into the database of the site under test, as a large
 * plan would have them, and prints the plan's nid: the last plan of the marketplace data,
 * which no other test uses. Those it stored before are deleted first.
 *   tsx tests/e2e/seed-published-reviews.ts <count>
 */
export {}

const count = Number(process.argv[2] ?? 12)
const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const { closeDatabase } = await import('../../src/lib/database')
const { rawDb, rawTable } = await import('../../src/lib/raw-tables')
const { desc } = await import('@payloadcms/db-sqlite/drizzle')
const payload = await getPayload({ config })
const plans = rawTable(payload, 'market_plans')
const [last] = await (
  await rawDb(payload)
)
  .select<{ nid: number }>({ nid: plans.nid! })
  .from(plans)
  .orderBy(desc(plans.nid!))
  .limit(1)
const nid = Number(last!.nid)
// The reviews an earlier run stored go first, so the plan holds exactly `count`.
await payload.delete({ collection: 'reviews', where: { email: { like: 'e2e-paging-' } }, overrideAccess: true })
const faces = ['terrible', 'bad', 'okay', 'good', 'great'] as const
for (let index = 0; index < count; index += 1) {
  await payload.create({
    collection: 'reviews',
    overrideAccess: true,
    data: {
      plan: nid,
      status: 'published',
      publishedAt: new Date(Date.now() - index * 3_600_000).toISOString(),
      overallRating: faces[index % 5]!,
      accessToCareRating: 'good',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'bad',
      publicMessage: `Review number ${index + 1}: the network suited us and claims were paid within a month.`,
      displayName: `Member ${index + 1}`,
      email: `e2e-paging-${index}@example.com`,
    },
  })
}
await closeDatabase(payload)
console.log(`nid=${nid}`)
process.exit(0)
