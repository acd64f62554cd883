/**
 * `npm run bench`: starts the built site on its own database and measures, at 32
 * concurrent connections for 10 seconds each:
 *   - call 1 (POST /v1/data/issuers/zipcode/{zip}/plans) over random real ZIP codes,
 *   - the framework's floor: GET /healthz, a Next.js route that answers a constant,
 *   - a plan page (GET /plans/{nid}) over random plans,
 *   - ZIP results (GET /find/{zip}) over random ZIPs, and over 20 cached ones,
 *   - state lists (GET /plans/state/{code}) and the insurer search (GET /plans?q=),
 *   - the tax-credit estimate (POST /v1/data/estimate), a household per request
 *   - at 16 connections: the report page (GET /report/{id}), its data (call 4) and a quiz
 *     step saved (call 5), over 40 reports made as the quiz makes them.
 * Prints requests per second and p50/p95/p99 latency. Targets on a 2-core machine:
 * call 1 p95 under 20 ms; a plan page at least 500 requests per second.
 *
 * A static baseline is measured in the same run: nginx serving the 50 cached plan pages
 * from disk, gzipped beforehand. Every figure is also printed as a ratio to it; the goal
 * for the cached plan page is at least 0.4 of nginx's requests per second.
 *
 * Then review submission (call 2): BENCH_REVIEWS reviews (default 300), each with a
 * captcha solved beforehand, sent at 16 concurrent connections as that many different
 * clients (the server trusts X-Forwarded-For here). Prints reviews accepted per second and
 * checks that the reviews stored equal the 201 answers. Target: at least 100 per second.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import type { Challenge } from 'altcha-lib'
import { Agent, request } from 'undici'

import { reviewBody, solveCaptcha } from '../tests/support/reviews'

import { startNginxBaseline } from './bench-nginx'
import { percentile, waitForServer } from './bench-support'

import { readMarketSeed } from '../src/features/plans/node'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const NGINX_PORT = PORT + 1
const BASE = `http://localhost:${PORT}`
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2
/** How many ZIP result pages the cached scenario cycles through (all cached after the warm-up). */
const BENCH_CACHED_ZIPS = 20

type Scenario = {
  name: string
  method: 'GET' | 'POST'
  nextPath: () => string
  /** Per request: a JSON body, and headers (a client address, so per-client limits see many people). */
  nextBody?: () => string
  nextHeaders?: () => Record<string, string>
  connections?: number
}
type Result = { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number }

/** Plans visited often enough to stay in the page cache. */
const BENCH_CACHED_PLANS = 50

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!

async function run(scenario: Scenario, seconds: number, agent: Agent, base = BASE): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now()
      try {
        const body = scenario.nextBody?.()
        const response = await request(`${base}${scenario.nextPath()}`, {
          method: scenario.method,
          dispatcher: agent,
          body,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...scenario.nextHeaders?.() },
        })
        await response.body.dump()
        if (response.statusCode !== 200) errors += 1
        else latencies.push(performance.now() - started)
      } catch {
        errors += 1
      }
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: scenario.connections ?? CONNECTIONS }, worker))
  const elapsed = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name: scenario.name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  }
}

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 300)
const REVIEW_CONNECTIONS = 16
const BENCH_STAFF = { email: 'bench-admin@candor.test', password: 'a long bench passphrase' }

/** A different client for each review, as many people writing at once would be. */
const clientAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

type ReviewRun = {
  sent: number
  created: number
  other: Record<number, number>
  seconds: number
  p50: number
  p95: number
  stored: number
}

async function runReviewSubmission(nids: number[], env: Record<string, string>): Promise<ReviewRun> {
  const runId = randomUUID()
  const agent = new Agent({ connections: REVIEW_CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 })
  // Captchas first: fetching and solving them is the browser's work, not the server's.
  const bodies: { address: string; body: ReturnType<typeof reviewBody> }[] = []
  for (let index = 0; index < REVIEWS; index += 1) {
    const address = clientAddress(index + 1)
    const challenge = await request(`${BASE}/api/reviews/challenge`, {
      headers: { 'x-forwarded-for': address },
      dispatcher: agent,
    })
    const captcha = await solveCaptcha((await challenge.body.json()) as Challenge)
    const body = reviewBody(pick(nids), captcha)
    body.field_review_public_message = `${body.field_review_public_message} bench ${runId}`
    bodies.push({ address, body })
  }

  const latencies: number[] = []
  const other: Record<number, number> = {}
  let created = 0
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const { address, body } = bodies[next++]!
      const started = performance.now()
      const response = await request(`${BASE}/api/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
        dispatcher: agent,
      })
      await response.body.dump()
      latencies.push(performance.now() - started)
      if (response.statusCode === 201) created += 1
      else other[response.statusCode] = (other[response.statusCode] ?? 0) + 1
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: REVIEW_CONNECTIONS }, worker))
  const seconds = (performance.now() - began) / 1000
  await agent.close()
  latencies.sort((a, b) => a - b)

  // Count what was stored, as staff see it.
  const staff = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['scripts/create-staff.ts', '--email', BENCH_STAFF.email, '--password', BENCH_STAFF.password, '--role', 'admin'],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (staff.status !== 0) throw new Error(`create-staff failed: ${staff.stderr}`)
  const login = await fetch(`${BASE}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  })
  const { token } = (await login.json()) as { token: string }
  const query = new URLSearchParams({ 'where[publicMessage][like]': runId, limit: '1', depth: '0' })
  const count = await fetch(`${BASE}/api/cms/reviews?${query}`, { headers: { Authorization: `JWT ${token}` } })
  const { totalDocs } = (await count.json()) as { totalDocs: number }

  return {
    sent: bodies.length,
    created,
    other,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    stored: totalDocs,
  }
}

const REPORT_CONNECTIONS = 16
const BENCH_REPORTS = 40

/**
 * Reports made as the quiz makes them (ZIP code, birthday, health answers with agreement,
 * meters, each from its own client), then: the report page (its HTML, and call 4, which
 * carries the insurers the browser ranks) and a quiz step saved through call 5.
 */
async function reportScenarios(zips: string[]): Promise<Scenario[]> {
  let client = 1
  const nextClient = () => ({ 'x-forwarded-for': clientAddress(0x200000 + (client++ % 0xfffff)) })
  const ids: string[] = []
  for (let i = 0; i < BENCH_REPORTS; i += 1) {
    const created = await request(`${BASE}/v1/data/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...nextClient() },
      body: JSON.stringify({
        field_ir_zipcode: i % 2 === 0 ? '77002' : pick(zips),
        field_ir_birthday: '1984-07-02',
        field_ir_under18: false,
        field_ir_health_consent: true,
        field_ir_medication: true,
        field_ir_last_step: 4,
      }),
    })
    const answer = (await created.body.json()) as {
      data?: { issuer_report?: { field_ir_unique_id?: [{ value: string }] } }
    }
    const id = answer.data?.issuer_report?.field_ir_unique_id?.[0].value
    if (created.statusCode !== 201 || !id) throw new Error(`Could not create a bench report (${created.statusCode})`)
    ids.push(id)
  }
  return [
    {
      name: `report page: GET /report/{id} (${ids.length} reports)`,
      method: 'GET',
      nextPath: () => `/report/${pick(ids)}`,
      connections: REPORT_CONNECTIONS,
    },
    {
      name: `report data: POST /v1/data/report/{id} (call 4, with the insurers to rank)`,
      method: 'POST',
      nextPath: () => `/v1/data/report/${pick(ids)}`,
      nextHeaders: nextClient,
      connections: REPORT_CONNECTIONS,
    },
    {
      name: 'quiz step save: POST /v1/data/report/{id}/update (call 5)',
      method: 'POST',
      nextPath: () => `/v1/data/report/${pick(ids)}/update`,
      nextBody: () =>
        JSON.stringify({
          field_ir_commsmeter: Math.floor(Math.random() * 101),
          field_ir_flexibilitymeter: Math.floor(Math.random() * 101),
          field_ir_paymentmeter: Math.floor(Math.random() * 101),
          field_ir_last_step: 3,
          field_ir_last_time: new Date().toISOString(),
        }),
      nextHeaders: nextClient,
      connections: REPORT_CONNECTIONS,
    },
  ]
}

/** Counties of the HealthCare.gov sample (ZIP and county FIPS), and Houston's. */
const ESTIMATE_PLACES: [string, string][] = [
  ['77002', '48201'],
  ['47150', '18019'],
  ['46204', '18097'],
  ['43215', '39049'],
  ['44114', '39035'],
  ['37201', '47037'],
  ['25301', '54039'],
]
let estimateClient = 1
const nextEstimateClient = () => ({ 'x-forwarded-for': clientAddress(0x300000 + (estimateClient++ % 0xfffff)) })

/** A household of one to four people with an income from $12,000 to $150,000. */
function nextHousehold(): string {
  const [zipcode, fips] = pick(ESTIMATE_PLACES)
  const size = 1 + Math.floor(Math.random() * 4)
  return JSON.stringify({
    plan_year: pick([2025, 2026]),
    zipcode,
    county_fips: fips,
    household_income: 12_000 + Math.floor(Math.random() * 138_000),
    people: Array.from({ length: size }, (_, index) => ({
      age: index === 0 ? 21 + Math.floor(Math.random() * 44) : Math.floor(Math.random() * 60),
      tobacco: false,
    })),
  })
}

/** Cached plan pages over nginx reach at least this share of nginx's requests per second. */
const NGINX_GOAL = 0.4

/**
 * The same plan pages Candor serves from its cache, written to disk and served by nginx
 * with their gzip beside them, measured as Candor's cached scenario is.
 */
async function staticBaseline(nids: number[], agent: Agent): Promise<Result> {
  const pages = []
  for (const nid of nids) {
    const answer = await fetch(`${BASE}/plans/${nid}`)
    if (!answer.ok) throw new Error(`/plans/${nid} answered ${answer.status}`)
    pages.push({ pathname: `/plans/${nid}`, html: await answer.text() })
  }
  const nginx = await startNginxBaseline(pages, NGINX_PORT)
  try {
    const probe = await request(`${nginx.base}/plans/${nids[0]}`, {
      dispatcher: agent,
      headers: { 'accept-encoding': 'gzip' },
    })
    await probe.body.dump()
    if (probe.headers['content-encoding'] !== 'gzip') throw new Error('nginx did not answer with its gzip file')
    const scenario: Scenario = {
      name: `baseline: nginx, the same ${nids.length} plan pages from disk, gzip`,
      method: 'GET',
      nextPath: () => `/plans/${pick(nids)}`,
      nextHeaders: () => ({ 'accept-encoding': 'gzip' }),
    }
    await run(scenario, WARMUP_SECONDS, agent, nginx.base)
    return await run(scenario, SECONDS, agent, nginx.base)
  } finally {
    nginx.stop()
  }
}

async function main(): Promise<void> {
  const seed = readMarketSeed()
  const plansTable = seed.tables.market_plans!
  const nids = plansTable.rows.map((row) => row[plansTable.columns.indexOf('nid')] as number)
  const states = new Set(plansTable.rows.map((row) => row[plansTable.columns.indexOf('state')] as string))
  const zipTable = seed.tables.market_zip_counties!
  const zips = [
    ...new Set(
      zipTable.rows
        .filter((row) => states.has(row[zipTable.columns.indexOf('state')] as string))
        .map((row) => row[zipTable.columns.indexOf('zip')] as string),
    ),
  ]

  const serverEnv = { DATABASE_URL: 'file:./data/bench/candor.db', DATA_DIR: 'data/bench', LOG_LEVEL: 'warn' }
  const server = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: { ...process.env, ...serverEnv, PORT: String(PORT), TRUST_PROXY: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForServer(BASE)
    const agent = new Agent({ connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 })
    // What a browser gets: a cached page in Brotli, compressed once when it was stored.
    const cachedPlanPages: Scenario = {
      name: `plan page, cached, Brotli: GET /plans/{nid} (${BENCH_CACHED_PLANS} plans, Accept-Encoding: br)`,
      method: 'GET',
      nextPath: () => `/plans/${pick(nids.slice(0, BENCH_CACHED_PLANS))}`,
      nextHeaders: () => ({ 'accept-encoding': 'gzip, deflate, br' }),
    }
    const scenarios: Scenario[] = [
      {
        name: `call 1: POST /v1/data/issuers/zipcode/{zip}/plans (${zips.length} ZIPs)`,
        method: 'POST',
        nextPath: () => `/v1/data/issuers/zipcode/${pick(zips)}/plans`,
      },
      {
        // The tax-credit estimate for a household: a validated body, the area's premiums from
        // the index and the sentences in English; each request from another client, as people are.
        name: `estimate: POST /v1/data/estimate (${ESTIMATE_PLACES.length} counties, households of 1 to 4)`,
        method: 'POST',
        nextPath: () => '/v1/data/estimate',
        nextBody: nextHousehold,
        nextHeaders: nextEstimateClient,
      },
      {
        // A Next.js route that reads nothing and answers a constant: no route through the
        // framework, cached or not, answers faster than this (decision 013).
        name: 'framework floor: GET /healthz (a Next.js route answering a constant)',
        method: 'GET',
        nextPath: () => '/healthz',
      },
      {
        name: `plan page: GET /plans/{nid} (${nids.length} plans)`,
        method: 'GET',
        nextPath: () => `/plans/${pick(nids)}`,
      },
      cachedPlanPages,
      {
        // A page rendered anew for each request, compressed as it streams (the home page and
        // the quiz are answered from the page cache, as the plan pages above).
        name: 'tax-credit page, rendered, Brotli: GET /costs (Accept-Encoding: br)',
        method: 'GET',
        nextPath: () => '/costs',
        nextHeaders: () => ({ 'accept-encoding': 'gzip, deflate, br' }),
      },
      {
        // The first visit to a ZIP renders; later ones are answered from the page cache.
        name: `ZIP results: GET /find/{zip} (${zips.length} ZIPs, mostly rendered)`,
        method: 'GET',
        nextPath: () => `/find/${pick(zips)}`,
      },
      {
        name: `ZIP results: GET /find/{zip} (${BENCH_CACHED_ZIPS} ZIPs, cached)`,
        method: 'GET',
        nextPath: () => `/find/${pick(zips.slice(0, BENCH_CACHED_ZIPS))}`,
      },
      {
        // Every insurer of the state with its figures; rendered once per state, then cached.
        name: `state list: GET /plans/state/{code} (${states.size} states)`,
        method: 'GET',
        nextPath: () => `/plans/state/${pick([...states]).toLowerCase()}`,
      },
      {
        // The insurer search without JavaScript: a query string, so never cached.
        name: 'insurer search: GET /plans?q={name} (rendered)',
        method: 'GET',
        nextPath: () => `/plans?q=${pick(['ambetter', 'blue cross', 'oscar', 'aetna', 'united'])}`,
      },
    ]
    scenarios.push(...(await reportScenarios(zips)))
    const results: Result[] = []
    for (const scenario of scenarios) {
      await run(scenario, WARMUP_SECONDS, agent)
      results.push(await run(scenario, SECONDS, agent))
    }
    const baseline = await staticBaseline(nids.slice(0, BENCH_CACHED_PLANS), agent)
    await agent.close()
    // Two significant digits: review submissions are a few thousandths of nginx's rate.
    const ratio = (value: number, to: number) => (value / to).toPrecision(2)
    console.log(
      `\n${CONNECTIONS} connections (report scenarios ${REPORT_CONNECTIONS}), ${SECONDS} s per scenario, after a ${WARMUP_SECONDS} s warm-up\n`,
    )
    console.log('scenario | requests | errors | req/s | ÷ nginx req/s | p50 ms | p95 ms | ÷ nginx p95 | p99 ms')
    console.log('---|---:|---:|---:|---:|---:|---:|---:|---:')
    for (const r of [baseline, ...results]) {
      console.log(
        `${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${ratio(r.rps, baseline.rps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${ratio(r.p95, baseline.p95)} | ${r.p99.toFixed(1)}`,
      )
    }
    const cached = results.find((r) => r.name === cachedPlanPages.name)!
    const share = cached.rps / baseline.rps
    console.log(
      `\ncached plan page ÷ nginx serving the same pages from disk: ${share.toFixed(2)} (goal at least ${NGINX_GOAL}: ${share >= NGINX_GOAL ? 'met' : 'NOT met'})`,
    )

    const reviews = await runReviewSubmission(nids, serverEnv)
    console.log(`\nreview submission: POST /api/reviews, ${reviews.sent} reviews, ${REVIEW_CONNECTIONS} connections`)
    console.log(
      `accepted ${reviews.created} (201) in ${reviews.seconds.toFixed(2)} s = ${(reviews.created / reviews.seconds).toFixed(0)} per second (÷ nginx req/s ${ratio(reviews.created / reviews.seconds, baseline.rps)}); p50 ${reviews.p50.toFixed(1)} ms, p95 ${reviews.p95.toFixed(1)} ms`,
    )
    if (Object.keys(reviews.other).length > 0) console.log(`other answers: ${JSON.stringify(reviews.other)}`)
    console.log(
      `stored ${reviews.stored}: ${reviews.stored === reviews.created ? 'equal to the 201 answers' : 'NOT equal to the 201 answers'}`,
    )
    if (reviews.stored !== reviews.created || reviews.created !== reviews.sent) process.exitCode = 1
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
