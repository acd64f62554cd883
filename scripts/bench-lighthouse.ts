/**
 * `npm run bench:lighthouse` (also part of `npm run bench`): Lighthouse's mobile audit
 * (its default: a mid-range phone on a slow 4G connection, simulated) of the home page, a
 * plan page, the article and the quiz, on the built site with the system Chromium. Each page is
 * audited BENCH_LIGHTHOUSE_RUNS times (default 3) after a warm-up visit; prints the median
 * performance score and Largest Contentful Paint against the goals (score at least 95,
 * LCP at most 1.5 s). Two yardsticks follow in the same run (`lighthouse-baselines.ts`): a
 * nearly empty Next.js page, the best any page on this framework can score here, and the
 * plan page without its scripts. Exits 1 when a Candor page misses a goal; `npm run bench`
 * still runs its other parts.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { findChromium } from './ensure-browser'
import { waitForServer } from './bench-support'
import { startFrameworkFloor, startScriptlessCopy, type Baseline } from './lighthouse-baselines'

import { readMarketSeed } from '../src/features/plans/server'

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

/** `--only=quiz,home`: audits only the pages whose names start with one of these words (no yardsticks). */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')

type Items = { items?: Record<string, unknown>[] }
type Audits = Record<string, { details?: unknown } | undefined>

const itemsOf = (audits: Audits, id: string) => (audits[id]?.details as Items | undefined)?.items ?? []

function explanation(audits: Audits): string[] {
  const lines: string[] = []
  // The LCP element's audit is a list of two tables: the element, then the phases of its time.
  const [element, phases] = itemsOf(audits, 'largest-contentful-paint-element') as Items[]
  const node = element?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined
  if (node) lines.push(`LCP element: ${node.snippet ?? ''} "${(node.nodeLabel ?? '').slice(0, 80)}"`)
  const timings = (phases?.items ?? []).map((item) => `${String(item.phase)} ${Number(item.timing).toFixed(0)} ms`)
  if (timings.length > 0) lines.push(`LCP phases: ${timings.join(', ')}`)
  for (const item of itemsOf(audits, 'bootup-time').slice(0, 5)) {
    lines.push(
      `script ${String(item.url).replace(BASE, '')}: ${Number(item.total).toFixed(0)} ms (run ${Number(item.scripting).toFixed(0)}, parse ${Number(item.scriptParseCompile).toFixed(0)})`,
    )
  }
  const tasks = itemsOf(audits, 'long-tasks').slice(0, 6)
  lines.push(
    `long tasks: ${tasks.map((item) => `${String(item.url).replace(BASE, '') || '(page)'} at ${Number(item.startTime).toFixed(0)} ms for ${Number(item.duration).toFixed(0)} ms`).join('; ')}`,
  )
  const work = itemsOf(audits, 'mainthread-work-breakdown').slice(0, 5)
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
    { name: 'quiz', pathname: '/quiz' },
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
  const baselines: Baseline[] = []
  /** Audits `url` RUNS times and prints its row; returns whether both goals were met. */
  const auditRow = async (name: string, url: string): Promise<boolean> => {
    await (await fetch(url)).arrayBuffer()
    const runs: Audit[] = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port))
    const score = median(runs.map((r) => r.score))
    const lcpMs = median(runs.map((r) => r.lcpMs))
    const met = score >= GOAL_SCORE && lcpMs <= GOAL_LCP_MS
    benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex))
    console.log(
      `${name} | ${score} | ${(lcpMs / 1000).toFixed(2)} s | ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s | ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${met ? 'met' : 'NOT met'}`,
    )
    // Under its row, not in the table's columns: the first run's explanation.
    if (EXPLAIN) for (const line of runs[0]!.explain) console.log(`  ${line}`)
    return met
  }
  try {
    await waitForServer(BASE)
    console.log(`\nLighthouse mobile (simulated slow 4G, 4× slower CPU), median of ${RUNS} runs per page\n`)
    console.log('page | score | LCP | FCP | TBT | CLS | goals (score ≥ 95, LCP ≤ 1.5 s)')
    console.log('---|---:|---:|---:|---:|---:|---')
    for (const page of pages) {
      if (ONLY && !ONLY.some((word) => page.name.startsWith(word))) continue
      if (!(await auditRow(`${page.name} (${page.pathname})`, `${BASE}${page.pathname}`))) missed += 1
    }
    if (!ONLY) {
      // The yardsticks: what the same framework scores with almost nothing on the page, and
      // what a plan page's own HTML and CSS score without any script.
      const floor = await startFrameworkFloor(PORT + 1)
      baselines.push(floor)
      await auditRow('yardstick: a Next.js page with a heading, a paragraph and a button', floor.url)
      const scriptless = await startScriptlessCopy(`${BASE}${pages[1]!.pathname}`, PORT + 2)
      baselines.push(scriptless)
      await auditRow('yardstick: the plan page without its scripts', scriptless.url)
    }
    // Lighthouse's yardstick of this computer's CPU (a Pixel 5 scores about 1000); its 4×
    // slowdown stands for a phone when the computer scores well above that.
    console.log(`\nLighthouse benchmarkIndex of this machine: ${median(benchmarkIndexes).toFixed(0)}`)
  } finally {
    for (const baseline of baselines) baseline.stop()
    chrome.kill()
    server.kill('SIGTERM')
  }
  if (missed > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
