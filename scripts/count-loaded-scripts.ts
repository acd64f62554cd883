/**
 * `npm run budgets:loaded`: the JavaScript a browser loads for each page, counted as a browser
 * loads it. The built site is started, Chromium opens the page at phone size and again at
 * desktop size, and every script it receives until the network has been quiet for half a
 * second (framework, page chunks, anything loaded after paint) is gzipped at level 9 and added
 * up; a script loaded by both visits counts once. Printed against the budgets of decision 010
 * (content pages 151 KiB, the quiz 210 KiB; its addendum); exits 1 over a budget. `npm run budgets` counts
 * what the build's manifests list for a page's first load, which leaves out what loads after.
 *
 * Starts the site itself (`scripts/start.ts`, which builds it first when the build is older
 * than the source) on BUDGETS_PORT (default 3962) with its own data in data/budgets; with
 * BUDGETS_BASE set, counts the site already running there instead. `--list` prints every
 * script of each page with its size.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import zlib from 'node:zlib'

import { chromium, type Browser, type Request } from '@playwright/test'

import { waitForServer } from './bench-support'
import { findChromium } from './ensure-browser'

import { readMarketSeed } from '../src/features/plans/server'

const KIB = 1024
const CONTENT_KIB = 151
const INTERACTIVE_KIB = 210
const PORT = Number(process.env.BUDGETS_PORT ?? 3962)
const LIST = process.argv.includes('--list')

type Budget = { name: string; pathname: string; budgetKib: number }
/** The viewports a page is loaded at: a phone and a desktop (scripts can differ by width). */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

function budgets(): Budget[] {
  const plans = readMarketSeed().tables.market_plans!
  const row = plans.rows[0]!
  const nid = row[plans.columns.indexOf('nid')] as number
  const state = String(row[plans.columns.indexOf('state')] ?? 'TX').toLowerCase()
  return [
    { name: 'home', pathname: '/', budgetKib: CONTENT_KIB },
    { name: 'plan page', pathname: `/plans/${nid}`, budgetKib: CONTENT_KIB },
    { name: 'state page', pathname: `/plans/state/${state}`, budgetKib: CONTENT_KIB },
    {
      name: 'article',
      pathname: '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
      budgetKib: CONTENT_KIB,
    },
    { name: 'terms of service', pathname: '/terms-of-service', budgetKib: CONTENT_KIB },
    { name: 'privacy policy', pathname: '/privacy-policy', budgetKib: CONTENT_KIB },
    { name: 'Spanish plan page', pathname: `/es/plans/${nid}`, budgetKib: CONTENT_KIB },
    { name: 'quiz', pathname: '/quiz', budgetKib: INTERACTIVE_KIB },
  ]
}

const QUIET_MS = 500

/**
 * Every script the page loads at each viewport until the network is quiet (no request started
 * or ended for half a second, every script arrived): URL → gzip -9 bytes. Chromium never
 * reports the end of a `keepalive` request (the page-view count), so quiet is judged here
 * rather than by Playwright's `networkidle`.
 */
async function scriptsOf(browser: Browser, url: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>()
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const pending: Promise<void>[] = []
    let scriptsInFlight = 0
    let lastActivity = Date.now()
    page.on('request', (request) => {
      lastActivity = Date.now()
      if (request.resourceType() === 'script') scriptsInFlight += 1
    })
    const ended = (request: Request) => {
      lastActivity = Date.now()
      if (request.resourceType() === 'script') scriptsInFlight -= 1
    }
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const scriptUrl = response.url().split('?')[0]!
      pending.push(
        response.body().then(
          (body) => void sizes.set(scriptUrl, zlib.gzipSync(body, { level: 9 }).length),
          () => undefined,
        ),
      )
    })
    const answer = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status() ?? 'nothing'}`)
    const deadline = Date.now() + 30_000
    while (scriptsInFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url}: the network was not quiet within 30 s`)
      await page.waitForTimeout(100)
    }
    await Promise.all(pending)
    await context.close()
  }
  return sizes
}

function startSite(): ChildProcess {
  return spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: 'file:./data/budgets/candor.db',
      DATA_DIR: 'data/budgets',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

async function main(): Promise<void> {
  const base = process.env.BUDGETS_BASE ?? `http://127.0.0.1:${PORT}`
  const server = process.env.BUDGETS_BASE ? undefined : startSite()
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium: run `npx tsx scripts/ensure-browser.ts` first')
  let browser: Browser | undefined
  let over = 0
  try {
    await waitForServer(base)
    browser = await chromium.launch({ executablePath })
    console.log('\nJavaScript loaded until the network is quiet (375 and 1280 px), each script gzip -9\n')
    console.log('page | scripts | JavaScript, gzip | budget | within')
    console.log('---|---:|---:|---:|---')
    for (const budget of budgets()) {
      const sizes = await scriptsOf(browser, `${base}${budget.pathname}`)
      const total = [...sizes.values()].reduce((sum, size) => sum + size, 0)
      const within = total <= budget.budgetKib * KIB
      if (!within) over += 1
      console.log(
        `${budget.name} | ${sizes.size} | ${(total / KIB).toFixed(1)} KiB | ${budget.budgetKib} KiB | ${within ? 'yes' : 'NO, over budget'}`,
      )
      if (LIST) {
        for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1]))
          console.log(`  ${(size / KIB).toFixed(1)} KiB ${url.replace(base, '')}`)
      }
    }
  } finally {
    await browser?.close()
    server?.kill('SIGTERM')
  }
  if (over > 0) {
    console.log(`\n${over} ${over === 1 ? 'page is' : 'pages are'} over budget`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
