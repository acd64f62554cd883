/**
 * `npm run bench:reviews` (also the last part of `npm run bench`): what a plan page and the
 * moderation figures cost with many reviews. On a fresh PostgreSQL database it starts the
 * built site, times uncached renders (a query string keeps the page cache out) with no
 * review at all, then stores BENCH_SCALE_REVIEWS reviews (default 200,000: 90 % published,
 * over 400 days, one plan holding a fifth of them; a third of the published ones with an
 * insurer's published reply, and helpful marks on most), rebuilds the aggregate rows as the
 * migrations would, and times the same pages again. Prints p50/p95 per page and whether
 * each p95 stays under 100 ms. Needs PostgreSQL (CANDOR_PG_ADMIN_URL).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { percentile, waitForServer } from './bench-support'

const PORT = Number(process.env.BENCH_SCALE_PORT ?? 3950)
const BASE = `http://127.0.0.1:${PORT}`
const REVIEWS = Number(process.env.BENCH_SCALE_REVIEWS ?? 200_000)
const TARGET_P95_MS = 100
const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Timing = { name: string; samples: number; p50: number; p95: number; max: number }

/** Sequential GETs of `paths`, each timed to its last byte; every answer must be 200. */
async function time(name: string, paths: string[]): Promise<Timing> {
  for (const warm of paths.slice(0, 10)) await (await fetch(`${BASE}${warm}&warm`)).arrayBuffer()
  const latencies: number[] = []
  for (const pathname of paths) {
    const started = performance.now()
    const answer = await fetch(`${BASE}${pathname}`)
    await answer.arrayBuffer()
    latencies.push(performance.now() - started)
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`)
  }
  latencies.sort((a, b) => a - b)
  return {
    name,
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1)!,
  }
}

async function measure(label: string, nids: number[], bigPlan: number): Promise<Timing[]> {
  const stamp = `${label}-${Date.now()}`
  return [
    await time(
      `${label}: plan page, uncached (${nids.length} plans)`,
      nids.map((nid, index) => `/plans/${nid}?${stamp}-${index}`),
    ),
    await time(
      `${label}: plan page of the plan with the most reviews, uncached`,
      Array.from({ length: 30 }, (_, index) => `/plans/${bigPlan}?${stamp}-${index}`),
    ),
    await time(
      `${label}: moderation figures page, uncached`,
      Array.from({ length: 30 }, (_, index) => `/content-guidelines/moderation?${stamp}-${index}`),
    ),
    await time(
      `${label}: reviews call, page 5 by lowest score, plan with the most reviews`,
      Array.from(
        { length: 30 },
        (_, index) => `/v1/data/plans/${bigPlan}/reviews?sort=lowest&offset=40&${stamp}=${index}`,
      ),
    ),
    await time(
      `${label}: reviews call, page 5 most helpful, plan with the most reviews`,
      Array.from(
        { length: 30 },
        (_, index) => `/v1/data/plans/${bigPlan}/reviews?sort=helpful&offset=40&${stamp}=${index}`,
      ),
    ),
  ]
}

/** Stores `count` reviews in one statement: ratings, statuses and dates vary with the row number. */
async function storeReviews(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `
    WITH plans AS (SELECT array_agg(nid ORDER BY nid) AS nids FROM market_plans),
    rows AS (
      SELECT i,
        CASE WHEN i % 5 = 0 THEN nids[1] ELSE nids[1 + (i * 7919) % array_length(nids, 1)] END AS plan,
        CASE WHEN i % 20 = 0 THEN 'pending' WHEN i % 20 = 1 THEN 'rejected' ELSE 'published' END AS status,
        now() - make_interval(days => i % 400, mins => (i * 37) % 1440) AS created,
        make_interval(hours => 1 + (i * 13) % 96) AS wait
      FROM generate_series(1, $1::int) AS i, plans
    )
    INSERT INTO reviews (plan, status, published_at, decided_at, rejection_reason, overall_rating, overall_score,
      access_to_care_rating, customer_service_rating, price_transparency_rating, public_message,
      display_name, email, created_at, updated_at)
    SELECT plan, status::enum_reviews_status,
      CASE WHEN status = 'published' THEN created + wait END,
      CASE WHEN status <> 'pending' THEN created + wait END,
      CASE WHEN status = 'rejected' THEN 'advertising'::enum_reviews_rejection_reason END,
      (ARRAY['terrible','bad','okay','good','great'])[1 + (i * 7) % 5]::enum_reviews_overall_rating,
      1 + (i * 7) % 5,
      (ARRAY['terrible','bad','okay','good','great'])[1 + (i * 3) % 5]::enum_reviews_access_to_care_rating,
      (ARRAY['terrible','bad','okay','good','great'])[1 + (i * 11) % 5]::enum_reviews_customer_service_rating,
      (ARRAY['terrible','bad','okay','good','great'])[1 + (i * 13) % 5]::enum_reviews_price_transparency_rating,
      'Review ' || i || ': the network suited our family and claims were paid, though the phone queue was long.',
      'Member ' || i, 'member' || i || '@example.com', created, created
    FROM rows
    `,
    [count],
  )
  // Helpful marks on most reviews, and an insurer's published reply under a third of the published ones.
  await client.query('UPDATE reviews SET helpful_count = id % 17')
  await client.query(`
    INSERT INTO review_replies (review_id, plan, issuer_id, body, status, submitted_at, first_submitted_at,
      published_at, first_published_at, updated_at, created_at)
    SELECT r.id, r.plan, split_part(m.reporting_unit_id, '-', 1),
      'Thank you for telling us. Our member services team has looked into this and will call you.',
      'published', r.published_at + interval '1 day', r.published_at + interval '1 day',
      r.published_at + interval '2 days', r.published_at + interval '2 days', r.published_at, r.published_at
    FROM reviews r JOIN market_plans m ON m.nid = r.plan
    WHERE r.status = 'published' AND r.id % 3 = 0
  `)
  await client.query('ANALYZE reviews')
  await client.query('ANALYZE review_replies')
}

/** Rebuilds every aggregate row from the reviews, with Candor's own functions. */
async function rebuildAggregates(env: Record<string, string>): Promise<number> {
  Object.assign(process.env, env)
  const started = performance.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { refreshRatingTotals } = await import('../src/features/reviews/server')
  const { refreshModerationFigures } = await import('../src/features/moderation/server')
  const { closeDatabase } = await import('../src/lib/database')
  const payload = await getPayload({ config })
  try {
    await refreshRatingTotals(payload)
    await refreshModerationFigures(payload)
  } finally {
    await closeDatabase(payload)
  }
  return (performance.now() - started) / 1000
}

async function main(): Promise<void> {
  const database = `candor_bench_reviews_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  const env = {
    DATABASE_URL: url.toString(),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: 'data/bench-reviews',
    LOG_LEVEL: 'warn',
  }
  const server = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const client = new pg.Client({ connectionString: url.toString() })
  try {
    await waitForServer(BASE)
    await client.connect()
    const plans = await client.query<{ nid: number }>('select nid from market_plans order by nid')
    const nids = plans.rows.map((row) => Number(row.nid))
    const sample = nids.filter((_, index) => index % Math.max(1, Math.floor(nids.length / 100)) === 0).slice(0, 100)
    const bigPlan = nids[0]!

    const before = await measure('no reviews', sample, bigPlan)

    const storing = performance.now()
    await storeReviews(client, REVIEWS)
    const storeSeconds = (performance.now() - storing) / 1000
    const rebuildSeconds = await rebuildAggregates(env)
    const replies = await client.query<{ n: string }>('select count(*) as n from review_replies')
    const counts = await client.query<{ status: string; n: string }>(
      'select status::text, count(*) as n from reviews group by status order by status',
    )
    const onBigPlan = await client.query<{ n: string }>(
      "select count(*) as n from reviews where plan = $1 and status = 'published'",
      [bigPlan],
    )
    const after = await measure(`${REVIEWS.toLocaleString('en-US')} reviews`, sample, bigPlan)

    console.log(
      `\nstored ${REVIEWS.toLocaleString('en-US')} reviews in ${storeSeconds.toFixed(1)} s (${counts.rows
        .map((row) => `${row.n} ${row.status}`)
        .join(
          ', ',
        )}; ${onBigPlan.rows[0]!.n} published on plan ${bigPlan}; ${replies.rows[0]!.n} insurers' replies); aggregate rows rebuilt in ${rebuildSeconds.toFixed(1)} s\n`,
    )
    console.log('page | samples | p50 ms | p95 ms | max ms | p95 under 100 ms')
    console.log('---|---:|---:|---:|---:|---')
    for (const timing of [...before, ...after]) {
      console.log(
        `${timing.name} | ${timing.samples} | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} | ${timing.max.toFixed(1)} | ${timing.p95 < TARGET_P95_MS ? 'yes' : 'NO'}`,
      )
    }
    if (after.some((timing) => timing.p95 >= TARGET_P95_MS)) process.exitCode = 1
  } finally {
    server.kill('SIGTERM')
    await client.end().catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
