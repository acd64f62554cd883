/**
 * The household plan list in `npm run bench` (product brief §14): `POST /v1/data/marketplace-plans`
 * against the Marketplace API stand-in serving HealthCare.gov's recorded answers, 300 ms a page
 * as a remote API answers. Two scenarios: households asked before (the answer comes from
 * Candor's cache) and households never asked (every page fetched from the stand-in).
 */
import fs from 'node:fs'
import path from 'node:path'

import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

import { DEFAULT_DATA_DIR, STAND_IN_KEY } from '../tests/support/marketplace-stand-in'

/** How long the stand-in takes to answer each page. */
export const STAND_IN_PAGE_MS = 300
/** Goals on this machine: a cached answer's p95 at 32 connections, and a first ask of 130 plans. */
export const CACHED_P95_GOAL_MS = 50
export const FIRST_ASK_P95_GOAL_MS = 1_500
/** A first ask is one household at a time per connection, as people ask: a few connections. */
export const FIRST_ASK_CONNECTIONS = 2

type Household = { plan_year: number; zipcode: string; county_fips: string; household_income: number; age: number }

/** The households HealthCare.gov's answers were recorded for. */
function recordedHouseholds(): Household[] {
  const folder = path.join(DEFAULT_DATA_DIR, 'recorded/plans-search')
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.request.json'))
    .map((file) => {
      const [page] = (
        JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
          pages: {
            year: number
            place: { zipcode: string; countyfips: string }
            household: { income: number; people: { age: number }[] }
          }[]
        }
      ).pages
      return {
        plan_year: page.year,
        zipcode: page.place.zipcode,
        county_fips: page.place.countyfips,
        household_income: page.household.income,
        age: page.household.people[0].age,
      }
    })
}

const bodyOf = (household: Household) =>
  JSON.stringify({
    plan_year: household.plan_year,
    zipcode: household.zipcode,
    county_fips: household.county_fips,
    household_income: household.household_income,
    household_size: 1,
    people: [{ age: household.age, tobacco: false }],
  })

/** A port no one listens on. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type BenchStandIn = { url: string; key: string; pagesServed: () => Promise<number>; close: () => Promise<void> }

/**
 * The stand-in in a process of its own, as the real API is: the benchmark's own process runs
 * wrk and reads figures, and must not be what the server waits for.
 */
export async function startBenchStandIn(): Promise<BenchStandIn> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/marketplace-stand-in.ts',
      '--port',
      String(port),
      '--page-delay-ms',
      String(STAND_IN_PAGE_MS),
      '--any-household',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const control = `http://127.0.0.1:${port}/__stand-in`
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${control}/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ready) break
    if (attempt > 100 || child.exitCode !== null) throw new Error('the Marketplace API stand-in did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    key: STAND_IN_KEY,
    pagesServed: async () => {
      const answer = (await (await fetch(`${control}/requests`)).json()) as { paths: Record<string, number> }
      return answer.paths['/api/v1/plans/search'] ?? 0
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * The two scenarios. Cached: the recorded households in turn, every one answered during the
 * warm-up. First ask: Franklin County, Ohio (130 plans, two pages of 100) for an income never
 * asked before, so each request reaches the stand-in.
 */
export function householdPlansScenarios(nextHeaders: () => Record<string, string>) {
  const households = recordedHouseholds()
  let turn = 0
  let fresh = 0
  return {
    cached: {
      name: `household plans, cached: POST /v1/data/marketplace-plans (${households.length} households)`,
      method: 'POST' as const,
      nextPath: () => '/v1/data/marketplace-plans',
      nextBody: () => bodyOf(households[turn++ % households.length]),
      nextHeaders,
    },
    firstAsk: {
      name: `household plans, first ask: POST /v1/data/marketplace-plans (130 plans, stand-in ${STAND_IN_PAGE_MS} ms a page, ${FIRST_ASK_CONNECTIONS} connections)`,
      method: 'POST' as const,
      nextPath: () => '/v1/data/marketplace-plans',
      nextBody: () =>
        bodyOf({
          plan_year: 2026,
          zipcode: '43215',
          county_fips: '39049',
          // A new income each time: a household never asked before.
          household_income: 20_000 + (fresh++ % 1_000_000) / 100,
          age: 40,
        }),
      nextHeaders,
      connections: FIRST_ASK_CONNECTIONS,
    },
  }
}

type Measured = { name: string; requests: number; rps: number; p95: number }

/**
 * The goals, and proof that the scenarios measured what they say: the stand-in served about two
 * pages for each first ask (an answer from Candor's own files after an outage would be fast and
 * wrong), and a household asked once answers with HealthCare.gov's prices.
 */
export async function reportHouseholdPlans(
  results: Measured[],
  scenarios: ReturnType<typeof householdPlansScenarios>,
  standIn: BenchStandIn,
  base: string,
): Promise<void> {
  const cached = results.find((result) => result.name === scenarios.cached.name)
  const first = results.find((result) => result.name === scenarios.firstAsk.name)
  if (!cached || !first) return
  const pages = await standIn.pagesServed()
  console.log(
    `household plans: the stand-in served ${pages} pages of plans in the whole run (${first.requests} first asks measured, two pages each, plus their warm-up and the cached households' first asks)`,
  )
  const sample = await fetch(`${base}/v1/data/marketplace-plans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: scenarios.cached.nextBody(),
  })
  const answer = (await sample.json()) as { data?: { source?: string; total?: number; plans?: unknown[] } }
  console.log(
    `household plans: a cached household answers from ${answer.data?.source ?? 'nothing'} with ${answer.data?.plans?.length ?? 0} of ${answer.data?.total ?? '?'} plans`,
  )
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met')
  console.log(
    `household plans, cached: p95 ${cached.p95.toFixed(1)} ms at 32 connections (goal under ${CACHED_P95_GOAL_MS} ms: ${verdict(cached.p95 < CACHED_P95_GOAL_MS)})`,
  )
  console.log(
    `household plans, first ask of 130 plans: p95 ${first.p95.toFixed(0)} ms (goal within ${FIRST_ASK_P95_GOAL_MS} ms: ${verdict(first.p95 <= FIRST_ASK_P95_GOAL_MS)})`,
  )
}
