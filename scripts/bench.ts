/**
 * `npm run bench`: starts the built site on its own database and measures, at 32
 * concurrent connections for 10 seconds each:
 *   - call 1 (POST /v1/data/issuers/zipcode/{zip}/plans) over random real ZIP codes,
 *   - a plan page (GET /plans/{nid}) over random plans.
 * Prints requests per second and p50/p95/p99 latency. Targets on a 2-core machine:
 * call 1 p95 under 20 ms; a plan page at least 500 requests per second.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { Agent, request } from 'undici'

import { readMarketSeed } from '../src/features/plans/market-data.server'

const PORT = Number(process.env.BENCH_PORT ?? 3900)
const BASE = `http://localhost:${PORT}`
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2

type Scenario = { name: string; method: 'GET' | 'POST'; nextPath: () => string }
type Result = { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number }

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function run(scenario: Scenario, seconds: number, agent: Agent): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now()
      try {
        const response = await request(`${BASE}${scenario.nextPath()}`, { method: scenario.method, dispatcher: agent })
        await response.body.dump()
        if (response.statusCode !== 200) errors += 1
        else latencies.push(performance.now() - started)
      } catch {
        errors += 1
      }
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
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

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${BASE}/readyz`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('The server did not become ready in 10 minutes')
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

  const server = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: 'file:./data/bench/candor.db',
      DATA_DIR: 'data/bench',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForServer()
    const agent = new Agent({ connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 })
    const scenarios: Scenario[] = [
      {
        name: `call 1: POST /v1/data/issuers/zipcode/{zip}/plans (${zips.length} ZIPs)`,
        method: 'POST',
        nextPath: () => `/v1/data/issuers/zipcode/${pick(zips)}/plans`,
      },
      {
        name: `plan page: GET /plans/{nid} (${nids.length} plans)`,
        method: 'GET',
        nextPath: () => `/plans/${pick(nids)}`,
      },
    ]
    const results: Result[] = []
    for (const scenario of scenarios) {
      await run(scenario, WARMUP_SECONDS, agent)
      results.push(await run(scenario, SECONDS, agent))
    }
    await agent.close()
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, after a ${WARMUP_SECONDS} s warm-up\n`)
    console.log('scenario | requests | errors | req/s | p50 ms | p95 ms | p99 ms')
    console.log('---|---:|---:|---:|---:|---:|---:')
    for (const r of results) {
      console.log(
        `${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)}`,
      )
    }
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
