/**
 * `npm run test:instances`: two Candor instances behind HAProxy on this machine, sharing
 * PostgreSQL and Redis, checked to behave as one site (docs/deploy.md):
 *   1. the proxy spreads requests over both instances;
 *   2. a client's rate limit is one allowance across them;
 *   3. a change through one instance shows on the other's next page at once (no instance
 *      keeps a rendered page);
 *   4. an instance whose database is unreachable fails /readyz and the proxy takes it out,
 *      then back in once the database answers again;
 *   5. an instance killed while reviews arrive loses none it accepted;
 *   6. a page's first answer is one the proxy keeps, and it answers it from its own cache
 *      (deploy/haproxy.cfg's cache);
 *   7. a review published shows on its plan page through that cache within the stated time;
 *   8. no answer marked private, and no answer to a signed-in person, is ever kept by it.
 * It runs the committed deploy/haproxy.cfg, on local ports, and prints the proxy's requests
 * per second for a plan page, while its first copy is made and once it is kept.
 * Needs PostgreSQL and Redis (started when they are not answering) and HAProxy (installed
 * from Debian's packages when missing). Exits non-zero when a check fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Challenge } from 'altcha-lib'
import { Agent, request } from 'undici'

import { reviewBody, solveCaptcha } from '../tests/support/reviews'

import { SHARED_CACHE_SECONDS } from '../src/platform/shared-pages'

import { startLocalProxy } from './haproxy-local'
import { nextStartCommand } from './next-command'

const PROXY = 3500
const INSTANCE_PORTS = { a: 3501, b: 3502 } as const
/** Instance b reaches PostgreSQL through a relay the script can cut. */
const DB_RELAY = 3503
const REDIS_DB = 9
const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const proxyUrl = `http://127.0.0.1:${PROXY}`
const bin = (name: string) => path.join('node_modules', '.bin', name)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Check = { name: string; ok: boolean; detail: string }
const checks: Check[] = []
function check(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`)
}

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function databaseRelay(): { cut: () => void; restore: () => Promise<void>; close: () => void } {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(5432, '127.0.0.1')
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(DB_RELAY, '127.0.0.1', () => resolve())
    })
  const cut = () => {
    server?.close()
    server = null
    for (const socket of sockets) socket.destroy()
  }
  void listen()
  return { cut, restore: listen, close: cut }
}

/**
 * What each instance wrote to stderr, its last lines only. The checks provoke lost database
 * connections and a killed process, so the logs are shown only when a check fails.
 */
const instanceLogs: Record<string, string[]> = { a: [], b: [] }
const LOG_LINES_KEPT = 60

function startInstance(name: 'a' | 'b', env: Record<string, string>): ChildProcess {
  const { command, args } = nextStartCommand(INSTANCE_PORTS[name])
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(INSTANCE_PORTS[name]) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.resume()
  child.stderr?.on('data', (chunk: Buffer) => {
    const log = instanceLogs[name]
    log.push(...String(chunk).trimEnd().split('\n'))
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT))
  })
  return child
}

function printInstanceLogs(): void {
  for (const [name, lines] of Object.entries(instanceLogs)) {
    if (lines.length === 0) continue
    console.log(`\nlast lines instance ${name} wrote to stderr:`)
    for (const line of lines) console.log(`[${name}] ${line}`)
  }
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
}

const status = async (url: string) => (await fetch(url)).status

async function servedBy(pathname: string, init?: RequestInit): Promise<{ instance: string; status: number }> {
  const answer = await fetch(`${proxyUrl}${pathname}`, init)
  await answer.arrayBuffer()
  return { instance: answer.headers.get('x-candor-instance') ?? '?', status: answer.status }
}

async function submitReview(nid: number, base: string): Promise<{ status: number; id?: number }> {
  const challenge = (await (await fetch(`${base}/api/reviews/challenge`)).json()) as Challenge
  const body = reviewBody(nid, await solveCaptcha(challenge), {
    field_review_account_email: `instances-${randomUUID()}@example.com`,
  })
  const answer = await fetch(`${base}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await answer.json().catch(() => ({}))) as { data?: { review?: { id?: number } } }
  return { status: answer.status, id: json.data?.review?.id }
}

async function proxyThroughput(pathname: string, seconds: number): Promise<{ rps: number; fromCache: number }> {
  const agent = new Agent({ connections: 32, pipelining: 1 })
  let done = 0
  let fromCache = 0
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (Date.now() < until) {
        const answer = await request(`${proxyUrl}${pathname}`, {
          dispatcher: agent,
          headers: { 'accept-encoding': 'gzip' },
        })
        await answer.body.arrayBuffer()
        if (answer.statusCode === 200) done += 1
        if (answer.headers.age !== undefined) fromCache += 1
      }
    }),
  )
  await agent.close()
  return { rps: done / seconds, fromCache }
}

/** An answer through the proxy: its status, the id of the request that made it, and its caching. */
async function throughProxy(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; requestId: string; cacheControl: string; age: string | null; text: string }> {
  const answer = await fetch(`${proxyUrl}${pathname}`, { headers })
  return {
    status: answer.status,
    requestId: answer.headers.get('x-request-id') ?? '',
    cacheControl: answer.headers.get('cache-control') ?? '',
    age: answer.headers.get('age'),
    text: await answer.text(),
  }
}

async function main(): Promise<void> {
  const built = spawnSync(bin('tsx'), ['scripts/start.ts', '--build-only'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the build failed')

  const dbName = `candor_instances_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  await admin.end()
  const dbUrl = new URL(adminUrl)
  dbUrl.pathname = `/${dbName}`
  const relayedUrl = new URL(dbUrl)
  relayedUrl.port = String(DB_RELAY)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-instances-'))
  const redisUrl = `redis://127.0.0.1:6379/${REDIS_DB}`
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: redisUrl,
    SITE_URL: proxyUrl,
    TRUST_PROXY: 'true',
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
  }
  const children: ChildProcess[] = []
  const relay = databaseRelay()
  try {
    const { Redis } = await import('ioredis')
    const redis = new Redis(redisUrl)
    await redis.flushdb()
    redis.disconnect()

    // Migrations and the first data load, once, before any instance starts.
    const prepared = spawnSync(bin('tsx'), ['scripts/prepare-database.ts'], {
      stdio: 'inherit',
      env: { ...process.env, ...shared, DATABASE_URL: dbUrl.toString() },
    })
    if (prepared.status !== 0) throw new Error('preparing the database failed')
    const staff = { email: 'instances-admin@candor.test', password: 'a long passphrase for instances' }
    const created = spawnSync(
      bin('tsx'),
      ['scripts/create-staff.ts', '--email', staff.email, '--password', staff.password, '--role', 'admin'],
      { stdio: 'inherit', env: { ...process.env, ...shared, DATABASE_URL: dbUrl.toString() } },
    )
    if (created.status !== 0) throw new Error('creating the staff account failed')

    const a = startInstance('a', { ...shared, DATABASE_URL: dbUrl.toString() })
    const b = startInstance('b', { ...shared, DATABASE_URL: relayedUrl.toString() })
    children.push(a, b)
    for (const port of Object.values(INSTANCE_PORTS)) {
      await waitFor(`the instance on ${port}`, async () => (await status(`http://127.0.0.1:${port}/readyz`)) === 200)
    }
    const proxy = startLocalProxy({
      port: PROXY,
      instances: [
        { name: 'a', port: INSTANCE_PORTS.a },
        { name: 'b', port: INSTANCE_PORTS.b },
      ],
      nameInstances: true,
    })
    children.push(proxy)
    await waitFor('HAProxy', async () => (await servedBy('/healthz')).status === 200)
    await sleep(1500)

    // 1. Round robin.
    const spread = new Map<string, number>()
    for (let i = 0; i < 20; i += 1) {
      const { instance } = await servedBy('/healthz')
      spread.set(instance, (spread.get(instance) ?? 0) + 1)
    }
    check(
      'the proxy spreads requests over both instances',
      (spread.get('a') ?? 0) > 0 && (spread.get('b') ?? 0) > 0,
      JSON.stringify(Object.fromEntries(spread)),
    )

    // 2. One allowance across instances: the newsletter sign-up allows 5 an hour per client.
    const signUps: { instance: string; status: number }[] = []
    for (let i = 0; i < 7; i += 1) {
      signUps.push(
        await servedBy('/v1/newsletter/subscribe', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `limit-${i}-${process.pid}@example.com`, consent: true }),
        }),
      )
    }
    const accepted = signUps.filter((answer) => answer.status === 200).length
    check(
      'a client’s rate limit is one allowance across the instances',
      accepted === 5 && signUps.slice(5).every((answer) => answer.status === 429),
      `${signUps.map((answer) => `${answer.instance}:${answer.status}`).join(' ')}`,
    )

    // 3. A change through instance a shows on instance b's next rendering of a page.
    const zipAnswer = await fetch(`${proxyUrl}/v1/data/issuers/zipcode/77002/plans`, { method: 'POST' })
    const zip = (await zipAnswer.json()) as {
      data: { available_universe_servicearea_plans: { nid: [{ value: number }] }[] }
    }
    const nid = zip.data.available_universe_servicearea_plans[0]!.nid[0].value
    const onB = `http://127.0.0.1:${INSTANCE_PORTS.b}/plans/${nid}`
    await fetch(onB).then((answer) => answer.arrayBuffer())
    const login = await fetch(`http://127.0.0.1:${INSTANCE_PORTS.a}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    })
    const token = ((await login.json()) as { token: string }).token
    const notice = `Candor is for people who live in the United States. ${randomUUID()}`
    const saved = await fetch(`http://127.0.0.1:${INSTANCE_PORTS.a}/api/cms/globals/footer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ notice }),
    })
    const savedAt = Date.now()
    let seenAfter = Infinity
    while (Date.now() - savedAt < 5000) {
      if ((await (await fetch(onB)).text()).includes(notice)) {
        seenAfter = Date.now() - savedAt
        break
      }
      await sleep(50)
    }
    check(
      'a change through one instance shows on the other’s next page within a second',
      saved.status === 200 && seenAfter <= 1000,
      `footer saved through a (${saved.status}); b's plan page showed it after ${seenAfter} ms`,
    )

    // 4. Instance b's database becomes unreachable: /readyz fails and the proxy takes b out.
    relay.cut()
    await waitFor(
      'b failing /readyz',
      async () => (await status(`http://127.0.0.1:${INSTANCE_PORTS.b}/readyz`)) === 503,
      15_000,
    )
    // The proxy checks every second and takes an instance out after two failed checks.
    await waitFor(
      'the proxy sending everything to a',
      async () => {
        for (let i = 0; i < 4; i += 1) if ((await servedBy('/healthz')).instance !== 'a') return false
        return true
      },
      15_000,
    )
    const whileDown: { instance: string; status: number }[] = []
    // A query string: rendered by an instance each time, never answered from a cache.
    for (let i = 0; i < 10; i += 1) whileDown.push(await servedBy(`/plans/${nid}?while-b-is-down=${i}`))
    check(
      'an instance whose database is unreachable is taken out of rotation',
      whileDown.every((answer) => answer.instance === 'a' && answer.status === 200),
      whileDown.map((answer) => `${answer.instance}:${answer.status}`).join(' '),
    )
    await relay.restore()
    await waitFor(
      'b ready again',
      async () => (await status(`http://127.0.0.1:${INSTANCE_PORTS.b}/readyz`)) === 200,
      30_000,
    )
    await sleep(2000)
    const backIn = new Set<string>()
    for (let i = 0; i < 10; i += 1) backIn.add((await servedBy('/healthz')).instance)
    check('it comes back into rotation once its database answers', backIn.has('b'), [...backIn].join(', '))

    // Throughput through the proxy: a plan page, gzip, 32 connections. First on a page no copy
    // holds (every client at once asks for a page the cache does not have: HAProxy collapses no
    // requests, so they reach the instances until one answer is kept), then once it is kept.
    const herd = await proxyThroughput(`/plans/${nid}`, 5)
    const whenKept = await proxyThroughput(`/plans/${nid}`, 5)
    console.log(
      `two instances through HAProxy and its cache, a plan page (32 connections, 5 s each): ${herd.rps.toFixed(0)} req/s (${herd.fromCache} from the cache) while its first copy is made, then ${whenKept.rps.toFixed(0)} req/s (${whenKept.fromCache} from the cache)`,
    )

    // 6. A page's first answer is already one the proxy may keep (no second render per proxy
    // after a start or a purge), and the proxy answers it from its cache: the same answer, request id and all.
    const cachedPath = '/plans/state/tx'
    const first = await throughProxy(cachedPath)
    const second = await throughProxy(cachedPath)
    check(
      'the proxy keeps a page from its first answer and answers it from its own cache',
      first.status === 200 &&
        first.cacheControl.startsWith('public') &&
        second.requestId === first.requestId &&
        second.age !== null,
      `first answer: ${first.status}, Cache-Control "${first.cacheControl}"; request ids ${first.requestId.slice(0, 8)} then ${second.requestId.slice(0, 8)}, Age ${second.age}`,
    )

    // 7. A review published reaches its plan page through the cache within the stated time,
    // the page kept by the proxy before it is published.
    const planPath = `/plans/${nid}`
    await throughProxy(planPath)
    const policyStaff = { email: 'instances-policy@candor.test', password: 'a long passphrase for policy' }
    spawnSync(
      bin('tsx'),
      [
        'scripts/create-staff.ts',
        '--email',
        policyStaff.email,
        '--password',
        policyStaff.password,
        '--role',
        'policy-reviewer',
      ],
      { env: { ...process.env, ...shared, DATABASE_URL: dbUrl.toString() } },
    )
    const tokenOf = async (account: { email: string; password: string }) => {
      const answer = await fetch(`http://127.0.0.1:${INSTANCE_PORTS.a}/api/cms/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      })
      return ((await answer.json()) as { token: string }).token
    }
    const written = await submitReview(nid, `http://127.0.0.1:${INSTANCE_PORTS.a}`)
    const reviewDoc = (await (
      await fetch(`http://127.0.0.1:${INSTANCE_PORTS.a}/api/cms/reviews/${written.id}?depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()) as { publicMessage: string }
    const decide = async (bearer: string, data: Record<string, string>) =>
      (
        await fetch(`http://127.0.0.1:${INSTANCE_PORTS.a}/api/cms/reviews/${written.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', Authorization: `JWT ${bearer}` },
          body: JSON.stringify(data),
        })
      ).status
    const editorial = await decide(token, { editorialDecision: 'pass' })
    const policy = await decide(await tokenOf(policyStaff), { policyDecision: 'pass' })
    const publishedAt = Date.now()
    const shown = reviewDoc.publicMessage.slice(-36)
    let reachedAfter = Infinity
    while (Date.now() - publishedAt < (SHARED_CACHE_SECONDS + 15) * 1000) {
      if ((await throughProxy(planPath)).text.includes(shown)) {
        reachedAfter = Date.now() - publishedAt
        break
      }
      await sleep(500)
    }
    check(
      `a review published shows through the proxy's cache within ${SHARED_CACHE_SECONDS} s`,
      written.status === 201 &&
        editorial === 200 &&
        policy === 200 &&
        reachedAfter <= SHARED_CACHE_SECONDS * 1000 + 1500,
      `review ${written.status}, decisions ${editorial} and ${policy}; on the page through the proxy after ${reachedAfter} ms`,
    )

    // 8. Nothing private is kept: each of these asked twice is made twice, and none says public.
    const report = (await (
      await fetch(`${proxyUrl}/v1/data/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ field_ir_zipcode: '77002', field_ir_county: '48201', field_ir_last_step: 1 }),
      })
    ).json()) as { data: { issuer_report: { field_ir_unique_id: [{ value: string }] } } }
    const reportId = report.data.issuer_report.field_ir_unique_id[0].value
    const privateAsks: { what: string; path: string; headers?: Record<string, string> }[] = [
      { what: 'a report', path: `/report/${reportId}` },
      { what: 'the tax-credit page', path: '/costs' },
      { what: 'a plan page for a signed-in person', path: cachedPath, headers: { cookie: `payload-token=${token}` } },
      { what: 'a plan page for a staff token', path: cachedPath, headers: { Authorization: `JWT ${token}` } },
      { what: 'ZIP results asked with a query', path: '/find/77002?county=48201' },
    ]
    const kept: string[] = []
    for (const ask of privateAsks) {
      const one = await throughProxy(ask.path, ask.headers)
      const two = await throughProxy(ask.path, ask.headers)
      if (one.requestId === two.requestId || two.age !== null || one.cacheControl.startsWith('public')) {
        kept.push(`${ask.what} (${one.cacheControl})`)
      }
    }
    check(
      'no private answer, and no answer to a signed-in person, is kept by the proxy',
      kept.length === 0,
      kept.length === 0 ? `${privateAsks.map((ask) => ask.what).join(', ')}: each made anew` : kept.join('; '),
    )

    // 5. Kill instance a while reviews arrive: every review answered 201 is stored.
    const answers: { status: number; id?: number }[] = []
    const sending = Promise.all(
      // Nine reviews: all come from one client (the proxy's address), whose allowance is 10 an hour.
      Array.from({ length: 3 }, async () => {
        for (let i = 0; i < 3; i += 1) answers.push(await submitReview(nid, proxyUrl).catch(() => ({ status: 0 })))
      }),
    )
    await waitFor('the first reviews', async () => answers.length >= 3, 60_000)
    a.kill('SIGKILL')
    await sending
    const acceptedIds = answers.filter((answer) => answer.status === 201).map((answer) => answer.id!)
    const database = new pg.Client({ connectionString: dbUrl.toString() })
    await database.connect()
    const stored = await database.query<{ id: number }>('select id from reviews where id = any($1::int[])', [
      acceptedIds,
    ])
    await database.end()
    check(
      'an instance killed while reviews arrive loses none it accepted',
      acceptedIds.length > 0 && stored.rowCount === acceptedIds.length,
      `${answers.length} sent, ${acceptedIds.length} accepted (201), ${stored.rowCount} of them stored`,
    )
  } finally {
    for (const child of children) child.kill('SIGKILL')
    relay.close()
    const cleanup = new pg.Client({ connectionString: adminUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${dbName} with (force)`)
    await cleanup.end()
    fs.rmSync(work, { recursive: true, force: true })
  }
  const failed = checks.filter((entry) => !entry.ok)
  console.log(`\n${checks.length - failed.length} of ${checks.length} checks passed`)
  // CI counts the checks with the tests (.ci/run).
  const reportDir = process.env.CANDOR_REPORT_DIR
  if (reportDir) {
    fs.writeFileSync(
      path.join(reportDir, 'instances.json'),
      JSON.stringify({ numPassedTests: checks.length - failed.length, numFailedTests: failed.length }),
    )
  }
  if (failed.length > 0) {
    printInstanceLogs()
    process.exitCode = 1
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    printInstanceLogs()
    console.error(error)
    process.exit(1)
  },
)
