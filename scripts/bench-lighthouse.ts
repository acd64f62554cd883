/**
 * `npm run bench:lighthouse` (also part of `npm run bench`): Lighthouse's mobile audit
 * (its default: a mid-range phone on a slow 4G connection, simulated) of the home page, a
 * plan page and the article, on the built site with the system Chromium. Each page is
 * audited BENCH_LIGHTHOUSE_RUNS times (default 3) after a warm-up visit; prints the median
 * performance score and Largest Contentful Paint against the goals (score at least 95,
 * LCP at most 1.5 s). Exits 1 when a median misses a goal.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { findChromium } from './ensure-browser'
import { waitForServer } from './bench-support'

import { readMarketSeed } from '../src/features/plans/market-data.server'

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3960)
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const GOAL_SCORE = 95
const GOAL_LCP_MS = 1500

type Audit = {
  score: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  benchmarkIndex: number
  explain: string[]
}

/** `--explain`: after each page, what Lighthouse names as its LCP element and its heaviest scripts. */
const EXPLAIN = process.argv.includes('--explain')

type Details = { items?: Record<string, unknown>[] }

function explanation(audits: Record<string, { details?: unknown; numericValue?: number } | undefined>): string[] {
  const lines: string[] = []
  const lcpItems = (audits['largest-contentful-paint-element']?.details as Details | undefined)?.items ?? []
  const lcpNode = JSON.stringify(lcpItems).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1]
  if (lcpNode) lines.push(`LCP element: ${lcpNode.slice(0, 160)}`)
  const phases = JSON.stringify(lcpItems).match(/"phase":"[^"]+","[^}]*"timing":[0-9.]+/g) ?? []
  if (phases.length > 0) lines.push(`LCP phases: ${phases.map((p) => p.replace(/"/g, '')).join('; ')}`)
  const bootup = ((audits['bootup-time']?.details as Details | undefined)?.items ?? []).slice(0, 5)
  for (const item of bootup) {
    lines.push(
      `script ${String(item.url).replace(BASE, '')}: ${Number(item.total).toFixed(0)} ms (run ${Number(item.scripting).toFixed(0)}, parse ${Number(item.scriptParseCompile).toFixed(0)})`,
    )
  }
  const work = ((audits['mainthread-work-breakdown']?.details as Details | undefined)?.items ?? []).slice(0, 5)
  lines.push(
    `main thread: ${work.map((item) => `${String(item.groupLabel)} ${Number(item.duration).toFixed(0)} ms`).join(', ')}`,
  )
  return lines
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    explain: EXPLAIN ? explanation(lhr.audits) : [],
  }
}

async function main(): Promise<void> {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('No Chromium: run `npx tsx scripts/ensure-browser.ts` first')
  const plans = readMarketSeed().tables.market_plans!
  const nid = plans.rows[0]![plans.columns.indexOf('nid')] as number
  const pages = [
    { name: 'home', pathname: '/' },
    { name: 'plan page', pathname: `/plans/${nid}` },
    { name: 'article', pathname: '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance' },
  ]

  const server = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: 'file:./data/bench/candor.db',
      DATA_DIR: 'data/bench',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  let missed = 0
  const benchmarkIndexes: number[] = []
  try {
    await waitForServer(BASE)
    console.log(`\nLighthouse mobile (simulated slow 4G, 4× slower CPU), median of ${RUNS} runs per page\n`)
    console.log('page | score | LCP | FCP | TBT | CLS | goals (score ≥ 95, LCP ≤ 1.5 s)')
    console.log('---|---:|---:|---:|---:|---:|---')
    for (const page of pages) {
      const url = `${BASE}${page.pathname}`
      await (await fetch(url)).arrayBuffer()
      const runs: Audit[] = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port))
      const score = median(runs.map((r) => r.score))
      const lcpMs = median(runs.map((r) => r.lcpMs))
      const met = score >= GOAL_SCORE && lcpMs <= GOAL_LCP_MS
      if (!met) missed += 1
      if (EXPLAIN) for (const line of runs[0]!.explain) console.log(`  ${line}`)
      benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex))
      console.log(
        `${page.name} (${page.pathname}) | ${score} | ${(lcpMs / 1000).toFixed(2)} s | ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s | ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${met ? 'met' : 'NOT met'}`,
      )
    }
    // Lighthouse's yardstick of this computer's CPU (a Pixel 5 scores about 1000); its 4×
    // slowdown stands for a phone when the computer scores well above that.
    console.log(`\nLighthouse benchmarkIndex of this machine: ${median(benchmarkIndexes).toFixed(0)}`)
  } finally {
    chrome.kill()
    server.kill('SIGTERM')
  }
  if (missed > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
