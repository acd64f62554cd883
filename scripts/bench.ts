/**
 * `npm run bench`: starts the built site on its own database and drives it with wrk, a load
 * generator written in C (Debian's `wrk`, installed with apt when missing), at 32 concurrent
 * connections over 2 threads for 10 seconds per scenario:
 *   - call 1 (POST /v1/data/issuers/zipcode/{zip}/plans) over random real ZIP codes,
 *   - the framework's floor: GET /healthz, a Next.js route that answers a constant,
 *   - a plan page (GET /plans/{nid}) over random plans, and one page, each rendered by Next.js
 *     (Candor keeps no rendered page itself, decision 027),
 *   - that one page through the shipped proxy (HAProxy running deploy/haproxy.cfg in front of
 *     the site), answered from the proxy's own cache, as users meet it,
 *   - ZIP results (GET /find/{zip}) over random ZIPs, and over 20 of them,
 *   - state lists (GET /plans/state/{code}) and the insurer search (GET /plans?q=),
 *   - the tax-credit estimate (POST /v1/data/estimate), a household per request
 *   - at 16 connections: the report page (GET /report/{id}), its data (call 4) and a quiz
 *     step saved (call 5), over 40 reports made as the quiz makes them.
 * Prints requests per second and p50/p95/p99 latency, and the server's resident memory before
 * and after the scenarios (and after review submission).
 *
 * The machine's ceilings are measured in the same run, before and after Candor's scenarios,
 * on the bytes of one plan page (bench-ceilings.ts): nginx with one worker serving it
 * from disk beside its gzip (`gzip_static`), and a bare Node `http` server sending the same
 * gzip from memory. Each is checked to serve the page (status, encoding, size, bytes) before
 * it is timed. Every Candor figure is printed as a ratio to both. Goals: the plan page through
 * the shipped proxy at least 0.7 of nginx; a plan page rendered by one instance, over random
 * plans, at least 300 requests a second; call 1 over answers made before at least 0.05 of the
 * bare Node server.
 *
 * Then review submission (call 2): BENCH_REVIEWS reviews (default 1,000, about ten seconds
 * of sending: fewer gave figures that moved by a fifth from run to run), each with a captcha
 * solved beforehand and its own reviewer, sent at 16 concurrent connections as that many
 * different clients (the server trusts X-Forwarded-For here). A captcha works once, so this part
 * keeps its own Node client and a fixed count. Prints reviews accepted per second and
 * checks that the reviews stored equal the 201 answers. Target: at least 100 per second.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import type { Challenge } from 'altcha-lib'
import { Agent, request } from 'undici'

import { reviewBody, solveCaptcha } from '../tests/support/reviews'

import { householdPlansScenarios, reportHouseholdPlans, startBenchStandIn } from './bench-household-plans'
import { ACCEPT_GZIP, ceilingPage, formatCeilings, measureCeilings, type Ceilings } from './bench-ceilings'
import { percentile, residentMb, waitForServer } from './bench-support'
import { runWrk, type WrkRequest } from './bench-wrk'
import { startLocalProxy } from './haproxy-local'
import { nextStartCommand } from './next-command'

import { readMarketSeed } from '../src/features/plans/server'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const BASE = `http://127.0.0.1:${PORT}`
/** The shipped proxy (deploy/haproxy.cfg), in front of the site, for the scenarios measured where users meet it. */
const PROXY_PORT = PORT + 1
const PROXY = `http://127.0.0.1:${PROXY_PORT}`
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const THREADS = 2
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2
/** How many ZIP codes call 1's second scenario cycles through (all answered during the warm-up). */
const BENCH_CACHED_ZIPS_CALL_ONE = 500
/** How many ZIP result pages the second ZIP scenario cycles through (their data read during the warm-up). */
const BENCH_FEW_ZIPS = 20

type Scenario = {
  name: string
  /** Where the requests go: the site itself unless said (the shipped proxy in front of it). */
  url?: string
  method: 'GET' | 'POST'
  nextPath: () => string
  /** Per request: a JSON body, and headers (a client address, so per-client limits see many people). */
  nextBody?: () => string
  nextHeaders?: () => Record<string, string>
  connections?: number
  /** Run just before the scenario's warm-up (the proxy's copy made, as a visitor's first ask would). */
  before?: () => Promise<void>
}
type Result = { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number }

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!

/** How many requests each scenario prepares; wrk sends them in turn, each thread from its own place. */
const PREPARED_REQUESTS = 20_000

/** Drives one scenario with wrk; an answer other than 200 counts as an error. */
async function run(scenario: Scenario, seconds: number): Promise<Result> {
  const requests: WrkRequest[] = Array.from({ length: PREPARED_REQUESTS }, () => {
    const body = scenario.nextBody?.()
    return {
      path: scenario.nextPath(),
      ...(body === undefined ? {} : { body }),
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...scenario.nextHeaders?.() },
    }
  })
  const result = await runWrk({
    url: scenario.url ?? BASE,
    method: scenario.method,
    connections: scenario.connections ?? CONNECTIONS,
    threads: THREADS,
    seconds,
    requests,
    countStatuses: true,
    timeoutSeconds: 10,
  }).catch((error: unknown) => {
    throw new Error(`${scenario.name} (first request ${JSON.stringify(requests[0])}): ${String(error)}`)
  })
  const ok = result.statuses?.[200] ?? 0
  return {
    name: scenario.name,
    requests: ok,
    errors: result.requests - ok + result.errors - result.non2xx3xx,
    rps: (result.rps * ok) / Math.max(1, result.requests),
    p50: result.p50Ms,
    p95: result.p95Ms,
    p99: result.p99Ms,
  }
}

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1000)
/**
 * `BENCH_ONLY=rendered,reviews`: only the scenarios whose names contain one of these words
 * ("reviews" for review submission); the ceilings are still measured.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const chosen = (name: string) => !ONLY || ONLY.some((word) => name.includes(word))
/** `BENCH_CPU_PROF=dir`: the server writes a V8 CPU profile there when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF
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
    // A different person for each review: one address writing hundreds would be a burst.
    body.field_review_account_email = `reviewer-${index + 1}@example.com`
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
  if (!login.ok) throw new Error(`the staff login answered ${login.status}: ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const query = new URLSearchParams({ 'where[publicMessage][like]': runId, limit: '1', depth: '0' })
  const count = await fetch(`${BASE}/api/cms/reviews?${query}`, { headers: { Authorization: `JWT ${token}` } })
  if (!count.ok) throw new Error(`counting the stored reviews answered ${count.status}: ${await count.text()}`)
  const { totalDocs } = (await count.json()) as { totalDocs: number }
  if (totalDocs === 0) {
    const me = await fetch(`${BASE}/api/cms/users/me`, { headers: { Authorization: `JWT ${token}` } })
    console.log(`no review counted; the staff session is: ${me.status} ${(await me.text()).slice(0, 200)}`)
  }

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

/** A plan page rendered by one instance (random plans): its goal, in requests a second. */
const RENDERED_PAGE_GOAL = 300
/** A public page through the shipped proxy: its goal, as a share of nginx serving the same bytes. */
const PROXIED_PAGE_GOAL = 0.7

/**
 * Whether the proxy answers `pathname` from its own cache: asked twice, the second answer is the
 * first's (the same request id), with an Age. Asked until it is, for up to 30 seconds: a page
 * the site has just made may still say private until it is stored.
 */
async function proxyKeeps(pathname: string): Promise<string> {
  const ask = async () => {
    const answer = await request(`${PROXY}${pathname}`, { headers: ACCEPT_GZIP })
    await answer.body.dump()
    return { status: answer.statusCode, id: String(answer.headers['x-request-id'] ?? ''), age: answer.headers.age }
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const first = await ask()
    const second = await ask()
    if (first.status === 200 && second.id === first.id && second.age !== undefined) {
      return `answered from HAProxy's cache (request id ${first.id} twice, Age ${String(second.age)})`
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`HAProxy did not keep ${pathname}: every answer came from the site`)
}
/**
 * Call 1's goal over answers made before, as a share of the bare Node server's requests per
 * second: a Next.js route answers it (decision 027), whose floor is a few times below bare Node.
 */
const CALL_ONE_GOAL = 0.05

/** A page's bytes as the server sends them to a client that takes no compression. */
async function plainBytes(url: string): Promise<Buffer> {
  const { statusCode, body } = await request(url, { headers: { 'accept-encoding': 'identity' } })
  const bytes = Buffer.from(await body.arrayBuffer())
  if (statusCode !== 200) throw new Error(`${url} answered ${statusCode}`)
  return bytes
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

  // HealthCare.gov's plan search, as a stand-in serving its recorded answers at a remote API's pace.
  const standIn = await startBenchStandIn()
  const serverEnv = {
    DATABASE_URL: 'file:./data/bench/candor.db',
    DATA_DIR: 'data/bench',
    LOG_LEVEL: 'warn',
    MARKETPLACE_API_URL: standIn.url,
    MARKETPLACE_API_KEY: standIn.key,
  }
  // As `npm start` does (a current build, the database prepared), then Next.js itself, so that
  // the process started is the server whose memory is read; --cpu-prof is refused in NODE_OPTIONS.
  const env = { ...process.env, ...serverEnv, PORT: String(PORT), TRUST_PROXY: 'true' }
  for (const step of [['scripts/start.ts', '--build-only'], ['scripts/prepare-database.ts']]) {
    const done = spawnSync(process.execPath, ['--import', 'tsx', ...step], { env, stdio: 'inherit' })
    if (done.status !== 0) throw new Error(`${step.join(' ')} failed`)
  }
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : []
  const { command, args } = nextStartCommand(PORT)
  const server = spawn(command, [...profile, ...args], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  const serverMb = () => residentMb(server.pid!)
  let stopProxy = () => {}
  try {
    await waitForServer(BASE)
    // The ceilings' page: one plan page, the bytes Candor itself sends.
    const ceilingNid = nids[0]!
    const ceilingHtml = await plainBytes(`${BASE}/plans/${ceilingNid}`)
    const ceilingBytes = ceilingPage(ceilingHtml, { pathname: `/plans/${ceilingNid}` })
    const ceilingRuns: Ceilings[] = [
      await measureCeilings(ceilingBytes, { threads: THREADS, connections: CONNECTIONS, seconds: SECONDS }),
    ]
    // The shipped proxy in front of the site, both its server lines at this one instance.
    const proxy = startLocalProxy({
      port: PROXY_PORT,
      instances: [
        { name: 'app1', port: PORT },
        { name: 'app2', port: PORT },
      ],
    })
    stopProxy = () => proxy.kill()
    await waitForServer(PROXY)
    let proxyCache = ''
    // What users meet: the same page through the proxy's cache, in the same encoding.
    const proxiedPlanPage: Scenario = {
      name: `plan page through the shipped proxy (HAProxy, deploy/haproxy.cfg), gzip: GET /plans/${ceilingNid}`,
      url: PROXY,
      method: 'GET',
      nextPath: () => `/plans/${ceilingNid}`,
      nextHeaders: () => ACCEPT_GZIP,
      // The proxy keeps a copy 30 seconds, and HAProxy collapses no requests: the scenario
      // starts once a visitor's first ask has made the copy, as it is met between two renderings.
      before: async () => {
        proxyCache = await proxyKeeps(`/plans/${ceilingNid}`)
      },
    }
    // The same page from one instance, rendered each time, in the same encoding as the ceilings.
    const onePlanPage: Scenario = {
      name: `plan page, rendered, gzip: GET /plans/${ceilingNid} (the ceilings' page)`,
      method: 'GET',
      nextPath: () => `/plans/${ceilingNid}`,
      nextHeaders: () => ACCEPT_GZIP,
    }
    // Call 1 over ZIPs whose answers are made already (the warm-up asks each): a kept answer per ZIP.
    const callOne: Scenario = {
      name: `call 1, answered before: POST /v1/data/issuers/zipcode/{zip}/plans (${BENCH_CACHED_ZIPS_CALL_ONE} ZIPs)`,
      method: 'POST',
      nextPath: () => `/v1/data/issuers/zipcode/${pick(zips.slice(0, BENCH_CACHED_ZIPS_CALL_ONE))}/plans`,
    }
    // A plan page rendered by one instance, over every plan: what a proxy in front saves.
    const plansRendered: Scenario = {
      name: `plan page, rendered: GET /plans/{nid} (${nids.length} plans)`,
      method: 'GET',
      nextPath: () => `/plans/${pick(nids)}`,
    }
    const scenarios: Scenario[] = [
      {
        // Most of these ZIPs are asked for the first time in the run: their answers are made.
        name: `call 1: POST /v1/data/issuers/zipcode/{zip}/plans (${zips.length} ZIPs)`,
        method: 'POST',
        nextPath: () => `/v1/data/issuers/zipcode/${pick(zips)}/plans`,
      },
      callOne,
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
      plansRendered,
      onePlanPage,
      proxiedPlanPage,
      {
        // A page rendered for each visitor, compressed as it streams.
        name: 'tax-credit page, rendered, gzip: GET /costs',
        method: 'GET',
        nextPath: () => '/costs',
        nextHeaders: () => ACCEPT_GZIP,
      },
      {
        name: `ZIP results: GET /find/{zip} (${zips.length} ZIPs)`,
        method: 'GET',
        nextPath: () => `/find/${pick(zips)}`,
      },
      {
        name: `ZIP results: GET /find/{zip} (${BENCH_FEW_ZIPS} ZIPs)`,
        method: 'GET',
        nextPath: () => `/find/${pick(zips.slice(0, BENCH_FEW_ZIPS))}`,
      },
      {
        // Every insurer of the state with its figures.
        name: `state list: GET /plans/state/{code} (${states.size} states)`,
        method: 'GET',
        nextPath: () => `/plans/state/${pick([...states]).toLowerCase()}`,
      },
      {
        // The insurer search without JavaScript: a query string, never kept by a shared cache.
        name: 'insurer search: GET /plans?q={name} (rendered)',
        method: 'GET',
        nextPath: () => `/plans?q=${encodeURIComponent(pick(['ambetter', 'blue cross', 'oscar', 'aetna', 'united']))}`,
      },
    ]
    scenarios.push(...(await reportScenarios(zips)))
    let plansClient = 1
    const householdPlans = householdPlansScenarios(() => ({
      'x-forwarded-for': clientAddress(0x400000 + (plansClient++ % 0xfffff)),
    }))
    scenarios.push(householdPlans.cached, householdPlans.firstAsk)
    const results: Result[] = []
    const memoryBefore = serverMb()
    for (const scenario of scenarios.filter((one) => chosen(one.name))) {
      await scenario.before?.()
      await run(scenario, WARMUP_SECONDS)
      results.push(await run(scenario, SECONDS))
    }
    const memoryAfter = serverMb()
    ceilingRuns.push(
      await measureCeilings(ceilingBytes, { threads: THREADS, connections: CONNECTIONS, seconds: SECONDS }),
    )
    for (const [index, ceilings] of ceilingRuns.entries()) {
      console.log(`\n${index === 0 ? 'Before' : 'After'} Candor's scenarios, ${formatCeilings(ceilings)}`)
    }
    // Each ceiling as the mean of its two runs: the machine's state moves during a run.
    const mean = (pick: (c: Ceilings) => number) =>
      ceilingRuns.reduce((sum, c) => sum + pick(c), 0) / ceilingRuns.length
    const nodeRps = mean((c) => c.node.result.rps)
    const nginxRps = mean((c) => c.nginx.result.rps)
    // Two significant digits: review submissions are a few thousandths of the ceilings.
    const ratio = (value: number, to: number) => (value / to).toPrecision(2)
    console.log(
      `\nCandor, wrk with ${THREADS} threads and ${CONNECTIONS} connections (report scenarios ${REPORT_CONNECTIONS}), ${SECONDS} s per scenario, after a ${WARMUP_SECONDS} s warm-up; ceilings: bare Node ${nodeRps.toFixed(0)} req/s, nginx ${nginxRps.toFixed(0)} req/s (means of the two runs)\n`,
    )
    console.log('scenario | requests | errors | req/s | ÷ bare Node | ÷ nginx | p50 ms | p95 ms | p99 ms')
    console.log('---|---:|---:|---:|---:|---:|---:|---:|---:')
    for (const r of results) {
      console.log(
        `${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${ratio(r.rps, nodeRps)} | ${ratio(r.rps, nginxRps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)}`,
      )
    }
    const goal = (name: string, result: Result, share: number) => {
      const reached = result.rps / nodeRps
      console.log(
        `${name} ÷ bare Node: ${reached.toFixed(2)} (goal at least ${share}: ${reached >= share ? 'met' : 'NOT met'})`,
      )
    }
    console.log(
      `\nserver memory (VmRSS): ${memoryBefore.toFixed(0)} MB before Candor's scenarios, ${memoryAfter.toFixed(0)} MB after (${memoryAfter >= memoryBefore ? '+' : ''}${(memoryAfter - memoryBefore).toFixed(0)} MB)`,
    )
    console.log('')
    const renderedResult = results.find((r) => r.name === plansRendered.name)
    if (renderedResult) {
      console.log(
        `plan page rendered by one instance: ${renderedResult.rps.toFixed(0)} req/s (goal at least ${RENDERED_PAGE_GOAL}: ${renderedResult.rps >= RENDERED_PAGE_GOAL ? 'met' : 'NOT met'})`,
      )
    }
    const proxiedResult = results.find((r) => r.name === proxiedPlanPage.name)
    if (proxiedResult) {
      const reached = proxiedResult.rps / nginxRps
      console.log(
        `plan page through the shipped proxy ÷ nginx: ${reached.toFixed(2)} (goal at least ${PROXIED_PAGE_GOAL}: ${reached >= PROXIED_PAGE_GOAL ? 'met' : 'NOT met'}); ${proxyCache}`,
      )
    }
    const callOneResult = results.find((r) => r.name === callOne.name)
    if (callOneResult) goal('call 1', callOneResult, CALL_ONE_GOAL)
    await reportHouseholdPlans(results, householdPlans, standIn, BASE)

    if (!chosen('reviews')) return
    const reviews = await runReviewSubmission(nids, serverEnv)
    console.log(`\nreview submission: POST /api/reviews, ${reviews.sent} reviews, ${REVIEW_CONNECTIONS} connections`)
    console.log(
      `accepted ${reviews.created} (201) in ${reviews.seconds.toFixed(2)} s = ${(reviews.created / reviews.seconds).toFixed(0)} per second (÷ bare Node ${ratio(reviews.created / reviews.seconds, nodeRps)}); p50 ${reviews.p50.toFixed(1)} ms, p95 ${reviews.p95.toFixed(1)} ms`,
    )
    if (Object.keys(reviews.other).length > 0) console.log(`other answers: ${JSON.stringify(reviews.other)}`)
    console.log(`server memory (VmRSS) after review submission: ${serverMb().toFixed(0)} MB`)
    console.log(
      `stored ${reviews.stored}: ${reviews.stored === reviews.created ? 'equal to the 201 answers' : 'NOT equal to the 201 answers'}`,
    )
    if (reviews.stored !== reviews.created || reviews.created !== reviews.sent) process.exitCode = 1
  } finally {
    stopProxy()
    await standIn.close()
    const stopped = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    // The profile is written as the server exits.
    if (CPU_PROFILE_DIR) await stopped
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
