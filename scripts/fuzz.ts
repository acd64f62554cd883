/**
 * `npm run test:fuzz`: sends the built site, on a fresh SQLite database, at least 5,000
 * malformed requests made from the committed corpus (tests/fuzz/corpus.json), the same ones on
 * every run (its exact requests first, then combinations of its parts), and fails on any
 * answer of 500 or more (or none), any answer slower than 5 s, an error in the server's log,
 * or the server process, run with a 1 GB heap, growing past `MAX_RSS_MB` (or by more than
 * `MAX_GROWTH_MB`). It also declares bodies of 1 to 5 MB to every address that takes one and
 * expects them refused unread.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { bodyLimitOf } from '../src/platform/request-guard'
import { seededRandom } from '../tests/support/seeded-random'

import { nextStartCommand } from './next-command'

const PORT = Number(process.env.FUZZ_PORT ?? 3460)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6000)
const CONCURRENCY = 8
const SLOW_MS = 5_000
/** The server's resident size may not pass this, nor grow by more than the second, during the run. */
const MAX_RSS_MB = 1_400
const MAX_GROWTH_MB = 400
const HEAP_MB = 1_024
const SEED = 2026

type Sent = { method: string; path: string; headers: Record<string, string>; body: string }
type Answered = Sent & { status: number; ms: number; error?: string }

type Corpus = {
  /** Requests sent as they are written, before any combination: each needs its own headers and body together. */
  exact: Sent[]
  routes: [string, string][]
  ids: string[]
  queries: string[]
  bodies: string[]
  contentTypes: string[]
  headers: Record<string, string>[]
  declaredLengths: number[]
}

const corpus = JSON.parse(fs.readFileSync('tests/fuzz/corpus.json', 'utf8')) as Corpus
const bin = (name: string) => path.join('node_modules', '.bin', name)

/** Characters Node's client will not put in a request line are escaped; every `%` stays as the corpus wrote it. */
const sendable = (value: string) => value.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))

function requestsFromCorpus(): Sent[] {
  const next = seededRandom(SEED)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const sent: Sent[] = corpus.exact.map((request) => ({ ...request, path: sendable(request.path) }))
  // Every route once with every id next, then random combinations of the rest.
  for (const [method, route] of corpus.routes) {
    for (const id of route.includes('{id}') ? corpus.ids : ['']) {
      sent.push({ method, path: sendable(route.replace('{id}', id)), headers: {}, body: '' })
    }
  }
  while (sent.length < REQUESTS) {
    const [method, route] = pick(corpus.routes)
    const hasBody = !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method)
    const body = hasBody ? pick(corpus.bodies) : ''
    const headers: Record<string, string> = { ...pick(corpus.headers) }
    if (hasBody) headers['content-type'] = pick(corpus.contentTypes)
    sent.push({
      method,
      path: sendable(route.replace('{id}', pick(corpus.ids)) + pick(corpus.queries)),
      headers,
      body,
    })
  }
  return sent
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function send(request: Sent, address: string): Promise<Answered> {
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (status: number, error?: string) =>
      resolve({ ...request, status, ms: performance.now() - started, error })
    try {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: request.method,
          path: request.path,
          agent,
          // A client of its own for each request, so the rate limits let the requests reach the routes.
          headers: {
            'x-forwarded-for': address,
            ...request.headers,
            'content-length': Buffer.byteLength(request.body),
          },
          timeout: SLOW_MS * 2,
        },
        (answer) => {
          answer.resume()
          answer.on('end', () => done(answer.statusCode ?? 0))
          answer.on('error', (error) => done(answer.statusCode ?? 0, error.message))
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')))
      outgoing.on('error', (error) => done(0, error.message))
      outgoing.end(request.body)
    } catch (error) {
      // A request Node itself refuses to send (a header it finds invalid) tests nothing here.
      done(-1, (error as Error).message)
    }
  })
}

/** The status line the server answers a request head with, the declared body never sent. */
function statusOfHead(method: string, pathname: string, length: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1', () =>
      socket.write(
        `${method} ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      ),
    )
    let answer = ''
    socket.setTimeout(SLOW_MS, () => {
      socket.destroy()
      resolve('no answer')
    })
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) {
        socket.destroy()
        resolve(answer.slice(0, answer.indexOf('\r\n')))
      }
    })
    socket.on('error', (error) => resolve(error.message))
  })
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return
    await sleep(500)
  }
  throw new Error('the server did not start within 120 s')
}

async function main(): Promise<number> {
  const built = spawnSync(bin('tsx'), ['scripts/start.ts', '--build-only'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the build failed')
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-fuzz-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(PORT),
    DATABASE_URL: `file:${path.join(work, 'candor.db')}`,
    DATA_DIR: work,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://localhost:${PORT}`,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // A heap of 1 GB: V8 then collects as a sized container would, so a leak shows as growth
    // (or a crash) instead of hiding in a heap left to grow towards the machine's 24 GB.
    NODE_OPTIONS: process.env.FUZZ_NODE_OPTIONS ?? `--max-old-space-size=${HEAP_MB}`,
    // Mail goes nowhere: nothing listens here, and the outbox keeps what could not be sent.
    SMTP_URL: 'smtp://127.0.0.1:9',
  }
  const prepared = spawnSync(bin('tsx'), ['scripts/prepare-database.ts'], { stdio: 'inherit', env })
  if (prepared.status !== 0) throw new Error('preparing the database failed')

  let server: ChildProcess | null = null
  const errorsLogged: string[] = []
  try {
    const { command, args } = nextStartCommand(PORT)
    server = spawn(command, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => {
      for (const line of String(chunk).split('\n')) if (/"level":(50|60)/.test(line)) errorsLogged.push(line)
    })
    server.stderr?.resume()
    await waitForHealth()
    const pid = server.pid!
    // Settled after the first pages have been rendered once.
    for (const warm of ['/', '/find/77002', '/plans', '/quiz']) await fetch(`http://127.0.0.1:${PORT}${warm}`)
    const before = rssMb(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250)

    const requests = requestsFromCorpus()
    const answered: Answered[] = []
    let cursor = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (cursor < requests.length) {
          const index = cursor++
          const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
          answered.push(await send(requests[index]!, address))
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000

    const bodiesRefused: string[] = []
    const withBody = corpus.routes.filter(([method]) => ['POST', 'PUT', 'PATCH'].includes(method))
    for (const [method, route] of withBody) {
      for (const length of corpus.declaredLengths) {
        const pathname = route.replace('{id}', '1')
        if (length <= bodyLimitOf(pathname)) continue
        const status = await statusOfHead(method, pathname, length)
        if (!status.startsWith('HTTP/1.1 413')) bodiesRefused.push(`${method} ${pathname} (${length} bytes): ${status}`)
      }
    }
    clearInterval(sampler)
    peak = Math.max(peak, rssMb(pid))

    const byClass = new Map<string, number>()
    for (const answer of answered) {
      const key = answer.status <= 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`
      byClass.set(key, (byClass.get(key) ?? 0) + 1)
    }
    const failures = answered.filter((answer) => answer.status >= 500 || answer.status === 0)
    const slow = answered.filter((answer) => answer.ms > SLOW_MS)
    const unsent = answered.filter((answer) => answer.status === -1)
    const slowest = answered.reduce((most, answer) => (answer.ms > most.ms ? answer : most), answered[0]!)

    console.log(`\nfuzz: ${answered.length} requests from tests/fuzz/corpus.json in ${seconds.toFixed(1)} s`)
    console.log(`  answers: ${[...byClass].map(([key, count]) => `${key} ${count}`).join(', ')}`)
    console.log(`  not sent (refused by Node's own client): ${unsent.length}`)
    console.log(`  slowest: ${slowest.ms.toFixed(0)} ms (${slowest.method} ${slowest.path})`)
    console.log(
      `  server memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most (limit ${MAX_RSS_MB} MB, growth ${MAX_GROWTH_MB} MB)`,
    )
    console.log(
      `  oversized bodies refused unread: ${withBody.length * corpus.declaredLengths.length - bodiesRefused.length} checked`,
    )

    let failed = false
    for (const answer of failures.slice(0, 20)) {
      const headers = Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`)
      console.log(`  FAIL ${answer.status || answer.error} ${answer.method} ${answer.path} ${headers.join('; ')}`)
    }
    if (failures.length > 0) {
      console.log(`  ${failures.length} answers of 500 or more, or none`)
      // Every address that failed, however many times: the lines above show the first requests only.
      const byAddress = new Map<string, number>()
      for (const answer of failures) {
        const address = `${answer.method} ${answer.path.split('?', 1)[0]}`
        byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
      }
      for (const [address, count] of byAddress) console.log(`    ${address}: ${count}`)
      failed = true
    }
    if (slow.length > 0) {
      console.log(`  ${slow.length} answers slower than ${SLOW_MS / 1000} s`)
      failed = true
    }
    if (peak > MAX_RSS_MB || peak - before > MAX_GROWTH_MB) {
      console.log('  the server grew past its limit')
      failed = true
    }
    for (const line of bodiesRefused) console.log(`  FAIL oversized body not refused: ${line}`)
    if (bodiesRefused.length > 0) failed = true
    if (answered.length - unsent.length < 5_000) {
      console.log('  fewer than 5,000 requests reached the server')
      failed = true
    }
    for (const line of errorsLogged.slice(0, 10)) console.log(`  logged: ${line.slice(0, 300)}`)
    if (errorsLogged.length > 0) {
      console.log(
        `  ${errorsLogged.length} errors in the server's log: a malformed request is a client's mistake, not Candor's`,
      )
      failed = true
    }
    console.log(failed ? 'fuzz: FAILED' : 'fuzz: passed')
    // CI counts the run as one check with the tests (.ci/run).
    const reportDir = process.env.CANDOR_REPORT_DIR
    if (reportDir) {
      fs.writeFileSync(
        path.join(reportDir, 'fuzz.json'),
        JSON.stringify({ numPassedTests: failed ? 0 : 1, numFailedTests: failed ? 1 : 0 }),
      )
    }
    return failed ? 1 : 0
  } finally {
    agent.destroy()
    server?.kill('SIGTERM')
    await sleep(1000)
    server?.kill('SIGKILL')
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
