import { afterAll, describe, expect, it } from 'vitest'

import { loadMigrations } from '../support/migrations'
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/test-payload'

/**
 * On SQLite, reviews keep their ids through the migration that stops ids being given twice
 * (20261128_050000_review_ids_never_reused): an installation with reviews upgrades without
 * losing or changing one, and an id a trail has named is never given to a new review.
 */
let database: TestDatabase | undefined

afterAll(async () => {
  await database?.drop()
})

describe.runIf(testDatabaseKind === 'sqlite')('review ids on SQLite', () => {
  it('upgrades with every review kept as it was, and gives no id a trail has named to a new review', async () => {
    database = await createTestDatabase('sqlite')
    Object.assign(process.env, database.env)
    const { getPayload } = await import('payload')
    const { default: config } = await import('@/payload.config')
    const payload = await getPayload({ config })
    const all = await loadMigrations('sqlite')
    const upgrade = all.findIndex((migration) => migration.name === '20261128_050000_review_ids_never_reused')
    expect(upgrade).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: all.slice(0, upgrade) })

    const { loadMarketSeedIfEmpty, listPlans } = await import('@/features/plans/server')
    const { REVIEW_SUBMISSION_CONTEXT } = await import('@/features/reviews')
    await loadMarketSeedIfEmpty(payload)
    const [plan] = await listPlans(payload)
    const review = (n: number) => ({
      plan: plan!.nid,
      planSnapshot: { issuerLegalName: 'An Insurer', state: plan!.state, reportingUnit: 'unit', issuerId: '12345' },
      status: 'pending' as const,
      overallRating: 'good',
      accessToCareRating: 'good',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'good',
      publicMessage: `The plan did what it said it would, and the nurse line answered quickly. (${n})`,
      displayName: `Reviewer ${n}.`,
      email: `reviewer-${n}@example.com`,
      clientId: `client-${n}`,
      captchaId: `captcha-${n}`,
    })
    const made = []
    for (const n of [1, 2, 3]) {
      made.push(
        await payload.create({
          collection: 'reviews',
          context: { [REVIEW_SUBMISSION_CONTEXT]: true },
          data: review(n) as never,
          overrideAccess: true,
        }),
      )
    }
    // The newest review was reported, then deleted: its id stays in the trail.
    await payload.create({
      collection: 'moderation-events',
      data: { reviewRef: made[2]!.id, action: 'reported', reason: 'advertising' },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'reviews', id: made[2]!.id, overrideAccess: true })
    const read = async () =>
      (await payload.find({ collection: 'reviews', overrideAccess: true, depth: 0, sort: 'id', pagination: false }))
        .docs
    const before = await read()

    await payload.db.migrate({ migrations: all })
    expect(await read()).toEqual(before)
    const next = await payload.create({
      collection: 'reviews',
      context: { [REVIEW_SUBMISSION_CONTEXT]: true },
      data: review(4) as never,
      overrideAccess: true,
    })
    expect(next.id).toBeGreaterThan(made[2]!.id)
  })
})
