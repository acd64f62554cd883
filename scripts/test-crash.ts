/**
 * `npm run test:crash`: the built site on SQLite and on PostgreSQL at once, killed with SIGKILL
 * three times while clients send reviews, register accounts and create reports, and started
 * again each time as `npm start` does (the database prepared, then the server). A client
 * that gets no answer sends the same request again, as the site's own pages do (the same
 * review id, the same report key, the same registration). Afterwards:
 *
 * - every review, account and report that was acknowledged is stored;
 * - none is stored twice (one row per review id, report key and address);
 * - the moderation figures count exactly the reviews stored.
 *
 * Then, on each database, a newsletter issue to 300 subscribers is sent through a real SMTP
 * server while the server is killed twice mid-delivery: every subscriber gets exactly one
 * copy, except a copy held back because a kill came during its handover (counted, never sent
 * twice).
 *
 * On either database, a server that prints the PostgreSQL driver's warning of two queries at
 * once on one connection fails the step.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

import { reviewBody, solveCaptcha } from '../tests/support/reviews'
import { freePort, startSmtpServer } from '../tests/support/smtp'

import { nextStartCommand } from './next-command'

/** Each database's server listens on its own port: the two runs go at once. */
const PORTS: Record<Kind, number> = {
  sqlite: Number(process.env.CRASH_PORT ?? 3480),
  postgres: Number(process.env.CRASH_PORT ?? 3480) + 10,
}
const baseOf = (kind: Kind) => `http://127.0.0.1:${PORTS[kind]}`
const CLIENTS = 6
const KILLS = 3
const SUBSCRIBERS = 300
const NEWSLETTER_KILLS = 2
const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const bin = (name: string) => path.join('node_modules', '.bin', name)

type Kind = 'sqlite' | 'postgres'
type Sent = { kind: 'review' | 'account' | 'report'; key: string; acknowledged: boolean; attempts: number }

let requestCount = 0
/** A connection of its own for each request, so per-client limits never refuse the load. */
const freshAddress = () => {
  requestCount += 1
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`
}

async function post(base: string, pathname: string, body: unknown): Promise<number> {
  try {
    const answer = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    await answer.arrayBuffer()
    return answer.status
  } catch {
    return 0
  }
}

/** Sends one request until it is answered (2xx), as a person whose page retries would. */
async function untilAnswered(sent: Sent, send: () => Promise<number>, stop: () => boolean): Promise<void> {
  while (sent.attempts < 30) {
    sent.attempts += 1
    const status = await send()
    if (status >= 200 && status < 300) {
      sent.acknowledged = true
      return
    }
    if (status >= 400 && status < 500 && status !== 429) throw new Error(`${sent.kind} refused with ${status}`)
    if (stop() && sent.attempts > 10) return
    await sleep(500)
  }
}

async function client(base: string, nid: number, log: Sent[], stop: () => boolean): Promise<void> {
  for (let round = 0; !stop(); round += 1) {
    const which = round % 3
    if (which === 0) {
      const challenge = await fetch(`${base}/api/reviews/challenge`, { headers: { 'x-forwarded-for': freshAddress() } })
        .then((answer) => (answer.ok ? answer.json() : null))
        .catch(() => null)
      if (!challenge) {
        await sleep(300)
        continue
      }
      const body = reviewBody(nid, await solveCaptcha(challenge), {
        field_review_account_email: `crash-${randomUUID()}@example.com`,
      })
      const sent: Sent = { kind: 'review', key: body.client_review_id, acknowledged: false, attempts: 0 }
      log.push(sent)
      await untilAnswered(sent, () => post(base, '/api/reviews', body), stop)
    } else if (which === 1) {
      const email = `crash-${randomUUID()}@example.com`
      const sent: Sent = { kind: 'account', key: email, acknowledged: false, attempts: 0 }
      log.push(sent)
      const body = { first_name: 'Crash', last_name: 'Test', email, password: 'a long crash test passphrase' }
      await untilAnswered(sent, () => post(base, '/v1/account/register', body), stop)
    } else {
      const key = randomBytes(16).toString('hex')
      const sent: Sent = { kind: 'report', key, acknowledged: false, attempts: 0 }
      log.push(sent)
      const body = { field_ir_zipcode: '77002', field_ir_last_step: 0, client_report_id: key }
      await untilAnswered(sent, () => post(base, '/v1/data/report', body), stop)
    }
  }
}

/**
 * The PostgreSQL driver's warning that a query was sent on a connection still busy with
 * another (two queries of one transaction at once): any server of a run that prints it fails
 * the step. Each run collects its servers' warnings in its own list.
 */
const OVERLAPPING_QUERIES = /client\.query\(\) when the client is already executing a query/

function startServer(env: NodeJS.ProcessEnv, overlappingQueries: string[]): ChildProcess {
  const { command, args } = nextStartCommand(Number(env.PORT))
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  if (child.stderr) {
    readline.createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => {
      if (OVERLAPPING_QUERIES.test(line)) overlappingQueries.push(line)
    })
  }
  return child
}

/**
 * Starts the site again after a kill as `npm start` does (scripts/start.ts): the database is
 * prepared first, which on SQLite settles what the killed process left half done.
 */
async function restartServer(env: NodeJS.ProcessEnv, overlappingQueries: string[]): Promise<ChildProcess> {
  const prepared = spawn(bin('tsx'), ['scripts/prepare-database.ts'], { env, stdio: 'inherit' })
  const status = await new Promise<number | null>((resolve) => prepared.once('exit', resolve))
  if (status !== 0) throw new Error('preparing the database after a kill failed')
  return startServer(env, overlappingQueries)
}

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return
    await sleep(250)
  }
  throw new Error('the server did not start within 120 s')
}

type Stored = {
  reviews: Record<string, number>
  accounts: Record<string, number>
  reports: Record<string, number>
  totalReviews: number
  countedReviews: number
  /** The newsletter copies in the outbox, per subscriber address, and those held back. */
  copies: Record<string, number>
  heldBack: string[]
}

/** `--count`: in a process of its own, on the database of its environment, counts what the clients sent. */
async function countInThisProcess(): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { sum } = await import('@payloadcms/db-sqlite/drizzle')
  const { rawDb, rawTable } = await import('../src/lib/raw-tables')
  const payload = await getPayload({ config })
  const keys = JSON.parse(process.env.CRASH_KEYS ?? '{}') as Record<Sent['kind'], string[]>
  const count = async (collection: 'reviews' | 'members' | 'reports', where = {}) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const stored: Stored = {
    reviews: {},
    accounts: {},
    reports: {},
    totalReviews: 0,
    countedReviews: 0,
    copies: {},
    heldBack: [],
  }
  for (const key of keys.review) stored.reviews[key] = await count('reviews', { clientId: { equals: key } })
  for (const key of keys.account) stored.accounts[key] = await count('members', { email: { equals: key } })
  for (const key of keys.report) stored.reports[key] = await count('reports', { clientId: { equals: key } })
  stored.totalReviews = await count('reviews')
  const counts = rawTable(payload, 'moderation_daily_counts')
  const [row] = await (
    await rawDb(payload)
  )
    .select<{ reviews: unknown }>({ reviews: sum(counts.reviews!) })
    .from(counts)
  stored.countedReviews = Number(row?.reviews ?? 0)
  stored.copies = {}
  stored.heldBack = []
  const copies = await payload.find({
    collection: 'outbox',
    where: { newsletterIssue: { exists: true } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { to: true, status: true, handoverAt: true },
  })
  for (const copy of copies.docs) {
    stored.copies[copy.to] = (stored.copies[copy.to] ?? 0) + 1
    if (copy.status === 'failed' && copy.handoverAt) stored.heldBack.push(copy.to)
  }
  console.log(`CRASH-RESULT ${JSON.stringify(stored)}`)
}

/** `--seed`: a postal address, confirmed subscribers, and an issue being sent to them. */
async function seedNewsletter(): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { postalAddress: 'Candor, 100 Main Street, Austin, TX 78701' },
  })
  for (let index = 0; index < SUBSCRIBERS; index += 1) {
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: subscriberAddress(index), status: 'confirmed', confirmedAt: new Date().toISOString() },
    })
  }
  await payload.create({
    collection: 'newsletter-issues',
    overrideAccess: true,
    context: { newsletterSend: true },
    data: {
      subject: 'Open enrollment starts November 1',
      body: 'What changes for 2027, and how to compare plans before you choose.',
      status: 'sending',
      recipients: SUBSCRIBERS,
      sendStartedAt: new Date().toISOString(),
    },
  })
}

const subscriberAddress = (index: number) => `crash-subscriber-${index}@example.com`

type Finished = { status: number | null; stdout: string; stderr: string; error?: Error }

/**
 * Runs one of Candor's scripts and waits for it without holding up this process: the other
 * database's run, and its mail server, go on meanwhile.
 */
function runScript(args: string[], env: NodeJS.ProcessEnv, capture = false): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(bin('tsx'), args, { env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk))
    child.once('error', (error) => resolve({ status: null, stdout, stderr, error }))
    child.once('close', (status) => resolve({ status, stdout, stderr }))
  })
}

/** Counts in the database, once the server has stopped. */
async function countStored(env: NodeJS.ProcessEnv, log: Sent[]): Promise<Stored> {
  const keys = {
    review: log.filter((sent) => sent.kind === 'review').map((sent) => sent.key),
    account: log.filter((sent) => sent.kind === 'account').map((sent) => sent.key),
    report: log.filter((sent) => sent.kind === 'report').map((sent) => sent.key),
  }
  const result = await runScript(
    ['scripts/test-crash.ts', '--count'],
    { ...env, CRASH_KEYS: JSON.stringify(keys), LOG_LEVEL: 'fatal' },
    true,
  )
  const line = result.stdout.split('\n').find((text) => text.startsWith('CRASH-RESULT '))
  if (!line) {
    const how = result.error ? String(result.error) : `exit ${result.status}`
    throw new Error(
      `reading the database failed (${how}): ${result.stderr.slice(-2000)}\n${result.stdout.slice(-2000)}`.trimEnd(),
    )
  }
  return JSON.parse(line.slice('CRASH-RESULT '.length)) as Stored
}

async function run(kind: Kind): Promise<string[]> {
  const base = baseOf(kind)
  const overlappingQueries: string[] = []
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `candor-crash-${kind}-`))
  const smtpPort = await freePort()
  const smtp = await startSmtpServer(smtpPort)
  const newsletterReceived = () => smtp.received.filter((mail) => mail.to[0]?.startsWith('crash-subscriber-'))
  const database = `candor_crash_${process.pid}`
  let databaseUrl = `file:${path.join(work, 'candor.db')}`
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${database}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    databaseUrl = url.toString()
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORTS[kind]),
    DATABASE_URL: databaseUrl,
    DATA_DIR: work,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: base,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // A message a kill interrupted counts as such after 15 s, not 10 minutes.
    MAIL_STALE_AFTER_SECONDS: '15',
  }
  const failures: string[] = []
  let server: ChildProcess | null = null
  try {
    const prepared = await runScript(['scripts/prepare-database.ts'], env)
    if (prepared.status !== 0) throw new Error('preparing the database failed')
    const seeded = await runScript(['scripts/test-crash.ts', '--seed'], env)
    if (seeded.status !== 0) throw new Error('seeding the newsletter failed')
    server = startServer(env, overlappingQueries)
    await waitForHealth(base)
    const lookup = await fetch(`${base}/v1/data/issuers/zipcode/77002/plans`, { method: 'POST' }).then((answer) =>
      answer.json(),
    )
    const nid = lookup.data.available_universe_servicearea_plans[1].nid[0].value as number

    const log: Sent[] = []
    let stopping = false
    const clients = Promise.all(Array.from({ length: CLIENTS }, () => client(base, nid, log, () => stopping)))
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(4_000 + Math.floor(Math.random() * 3_000))
      server.kill('SIGKILL')
      await new Promise((resolve) => server!.once('exit', resolve))
      server = await restartServer(env, overlappingQueries)
      await waitForHealth(base)
    }
    await sleep(3_000)
    stopping = true
    await clients

    // The newsletter: the jobs run at each whole minute once the server has started. Killed as soon as
    // copies arrive, twice, then left to finish.
    for (let kill = 0; kill < NEWSLETTER_KILLS; kill += 1) {
      const before = newsletterReceived().length
      const deadline = Date.now() + 150_000
      while (newsletterReceived().length === before && Date.now() < deadline) await sleep(100)
      await sleep(Math.floor(Math.random() * 400))
      server.kill('SIGKILL')
      await new Promise((resolve) => server!.once('exit', resolve))
      server = await restartServer(env, overlappingQueries)
      await waitForHealth(base)
    }
    // Done when every subscriber has it, or when no copy has arrived for 80 s: longer than a
    // job's minute plus the 15 s after which an interrupted delivery is taken up again.
    let last = newsletterReceived().length
    let quietSince = Date.now()
    while (Date.now() - quietSince < 80_000 && last < SUBSCRIBERS) {
      await sleep(1_000)
      const now = newsletterReceived().length
      if (now !== last) {
        last = now
        quietSince = Date.now()
      }
    }
    server.kill('SIGTERM')
    await new Promise((resolve) => server!.once('exit', resolve))
    server = null

    const stored = await countStored(env, log)
    const acknowledged = log.filter((sent) => sent.acknowledged)
    const lost = acknowledged.filter(
      (sent) =>
        ({ review: stored.reviews, account: stored.accounts, report: stored.reports })[sent.kind][sent.key] !== 1,
    )
    const doubled = log.filter(
      (sent) =>
        ({ review: stored.reviews, account: stored.accounts, report: stored.reports })[sent.kind][sent.key]! > 1,
    )
    const byKind = (name: Sent['kind']) =>
      `${acknowledged.filter((sent) => sent.kind === name).length}/${log.filter((sent) => sent.kind === name).length}`
    console.log(
      `${kind}: ${KILLS} kills; acknowledged reviews ${byKind('review')}, accounts ${byKind('account')}, reports ${byKind('report')}; ` +
        `${log.reduce((sum, sent) => sum + sent.attempts - 1, 0)} requests sent again after no answer`,
    )
    console.log(`${kind}: moderation figures count ${stored.countedReviews} reviews; ${stored.totalReviews} are stored`)
    if (acknowledged.length < 10) failures.push(`${kind}: only ${acknowledged.length} requests were acknowledged`)
    for (const sent of lost) failures.push(`${kind}: an acknowledged ${sent.kind} is not stored once (${sent.key})`)
    for (const sent of doubled) failures.push(`${kind}: a ${sent.kind} is stored twice (${sent.key})`)
    const received = new Map<string, number>()
    for (const mail of newsletterReceived()) received.set(mail.to[0]!, (received.get(mail.to[0]!) ?? 0) + 1)
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, index) => subscriberAddress(index))
    const twice = addresses.filter((address) => (received.get(address) ?? 0) > 1)
    const missed = addresses.filter((address) => !received.has(address) && !stored.heldBack.includes(address))
    const extraCopies = addresses.filter((address) => (stored.copies[address] ?? 0) !== 1)
    console.log(
      `${kind}: newsletter to ${SUBSCRIBERS} subscribers, ${NEWSLETTER_KILLS} kills mid-delivery: ${received.size} received it, ` +
        `${twice.length} twice, ${stored.heldBack.length} held back, ${missed.length} missed`,
    )
    if (twice.length > 0) failures.push(`${kind}: ${twice.length} subscribers got the issue twice`)
    if (missed.length > 0) failures.push(`${kind}: ${missed.length} subscribers never got the issue nor were held back`)
    if (extraCopies.length > 0) failures.push(`${kind}: ${extraCopies.length} subscribers have not exactly one copy`)
    if (stored.countedReviews !== stored.totalReviews) {
      failures.push(
        `${kind}: the moderation figures count ${stored.countedReviews} reviews, not ${stored.totalReviews}`,
      )
    }
    if (overlappingQueries.length > 0) {
      failures.push(`${kind}: a server warned that queries overlapped on one connection: ${overlappingQueries[0]}`)
    }
  } finally {
    server?.kill('SIGKILL')
    await smtp.stop()
    fs.rmSync(work, { recursive: true, force: true })
    if (kind === 'postgres') {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${database} with (force)`)
      await cleanup.end()
    }
  }
  return failures
}

async function main(): Promise<number> {
  const built = spawnSync(bin('tsx'), ['scripts/start.ts', '--build-only'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the build failed')
  // The two databases at once: most of a run is waiting for the next minute's job pass.
  const failures = (await Promise.all([run('sqlite'), run('postgres')])).flat()
  for (const failure of failures) console.log(`FAIL ${failure}`)
  console.log(failures.length === 0 ? 'crash: passed' : 'crash: FAILED')
  const reportDir = process.env.CANDOR_REPORT_DIR
  if (reportDir) {
    fs.writeFileSync(
      path.join(reportDir, 'crash.json'),
      JSON.stringify({ numPassedTests: failures.length === 0 ? 2 : 0, numFailedTests: failures.length === 0 ? 0 : 2 }),
    )
  }
  return failures.length === 0 ? 0 : 1
}

const entry = process.argv.includes('--count')
  ? countInThisProcess().then(() => 0)
  : process.argv.includes('--seed')
    ? seedNewsletter().then(() => 0)
    : main()
entry.then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
