/**
 * What this machine serves at most, measured in the benchmark's own run so every Candor
 * figure can be printed as a share of it: one gzipped page answered by
 *   - nginx with one worker, reading it from disk beside its gzip (`gzip_static`), and
 *   - a bare Node `http` server, in its own process, sending the same bytes from memory.
 * Each is first checked to serve the page (status 200, gzip, the gzip's length, the page
 * once decompressed), then driven by wrk, and each timed answer is checked to be that size.
 *
 * On its own, `npx tsx scripts/bench-ceilings.ts [--threads 2] [--connections 32]
 * [--seconds 10] [--html page.html] [--open-file-cache]` prints both ceilings for a
 * generated 60 KB page (11.8 KB gzipped).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { startNginxBaseline } from './bench-nginx'
import { runWrk, type WrkResult } from './bench-wrk'

/** A page as the ceilings serve it: its HTML, its gzip and the path it is asked for. */
export type CeilingPage = { pathname: string; html: Buffer; gzip: Buffer }
export type CeilingServer = { name: string; url: string; stop: () => Promise<void> }
export type CeilingOptions = {
  threads?: number
  connections?: number
  seconds?: number
  /** A run before the measured one, not counted (default 2 s). */
  warmupSeconds?: number
  nginxPort?: number
  nodePort?: number
  /** nginx keeps the page's file open between requests (`open_file_cache`); off by default. */
  nginxOpenFileCache?: boolean
}
export type Ceiling = { name: string; result: WrkResult; bytesPerAnswer: number }
export type Ceilings = { page: { htmlBytes: number; gzipBytes: number }; nginx: Ceiling; node: Ceiling }

/** What the checks and wrk ask every ceiling with, as a browser would. */
export const ACCEPT_GZIP = { 'Accept-Encoding': 'gzip' }

/** The page's HTML and its gzip (gzip -9 of the HTML unless given). */
export function ceilingPage(html: string | Buffer, options: { gzip?: Buffer; pathname?: string } = {}): CeilingPage {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html
  return {
    pathname: options.pathname ?? '/page',
    html: bytes,
    gzip: options.gzip ?? zlib.gzipSync(bytes, { level: 9 }),
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One GET with Accept-Encoding: gzip, its body as sent (nothing decompressed). */
function getRaw(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...ACCEPT_GZIP }, agent: false }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      )
      answer.on('error', reject)
    })
    request.on('error', reject)
  })
}

/**
 * Throws unless `url` answers the page: status 200, Content-Encoding gzip, a body of the
 * gzip's length that decompresses to the page.
 */
export async function checkServesPage(name: string, url: string, page: CeilingPage): Promise<void> {
  const answer = await getRaw(url)
  const problems: string[] = []
  if (answer.status !== 200) problems.push(`status ${answer.status}`)
  if (answer.headers['content-encoding'] !== 'gzip') {
    problems.push(`Content-Encoding ${answer.headers['content-encoding'] ?? 'none'}`)
  }
  if (answer.body.length !== page.gzip.length) {
    problems.push(`a body of ${answer.body.length} bytes, not the gzip's ${page.gzip.length}`)
  } else {
    let html: Buffer | undefined
    try {
      html = zlib.gunzipSync(answer.body)
    } catch {
      problems.push('a body that is not gzip')
    }
    if (html && !html.equals(page.html)) problems.push('a body that does not decompress to the page')
  }
  if (problems.length > 0) throw new Error(`${name} does not serve the page at ${url}: ${problems.join(', ')}`)
}

/** The bare Node server: every GET answered with the gzip from memory and fixed headers. */
const NODE_CEILING_SERVER = `import fs from 'node:fs'
import http from 'node:http'

const [file, port] = process.argv.slice(2)
const body = fs.readFileSync(file)
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': String(body.length),
  vary: 'Accept-Encoding',
}
const server = http.createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-length': '0' })
    response.end()
    return
  }
  response.writeHead(200, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
})
server.keepAliveTimeout = 65_000
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\\n'))
process.on('SIGTERM', () => process.exit(0))
`

/** Starts the bare Node server in its own process on 127.0.0.1:`port`. */
export async function startNodeCeiling(page: CeilingPage, port: number): Promise<CeilingServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-node-ceiling-'))
  const script = path.join(work, 'server.mjs')
  const gzipFile = path.join(work, 'page.gz')
  fs.writeFileSync(script, NODE_CEILING_SERVER)
  fs.writeFileSync(gzipFile, page.gzip)
  const child = spawn(process.execPath, [script, gzipFile, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    fs.rmSync(work, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bare Node server did not start in 10 s')), 10_000)
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        if (text.includes('listening')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the bare Node server exited with ${code}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { name: 'bare Node http, the gzip from memory', url: `http://127.0.0.1:${port}${page.pathname}`, stop }
}

/** Starts nginx, one worker, serving the page from disk beside its gzip (`gzip_static`). */
export async function startNginxCeiling(
  page: CeilingPage,
  port: number,
  { openFileCache = false }: { openFileCache?: boolean } = {},
): Promise<CeilingServer> {
  const nginx = await startNginxBaseline([page], port, { workers: 1, openFileCache })
  return {
    name: `nginx, one worker, gzip_static from disk${openFileCache ? ', open_file_cache' : ''}`,
    url: `${nginx.base}${page.pathname}`,
    stop: async () => {
      nginx.stop()
      await nginx.exited
    },
  }
}

/**
 * Checks that `server` serves the page, drives it with wrk (a warm-up, then the timed run)
 * and checks that every timed answer succeeded and carried the gzip.
 */
export async function measureServer(
  server: CeilingServer,
  page: CeilingPage,
  options: CeilingOptions = {},
): Promise<Ceiling> {
  await checkServesPage(server.name, server.url, page)
  const run = { url: server.url, threads: options.threads ?? 2, connections: options.connections ?? 32 }
  const headers = ACCEPT_GZIP
  const warmup = options.warmupSeconds ?? 2
  if (warmup > 0) await runWrk({ ...run, headers, seconds: warmup })
  const result = await runWrk({ ...run, headers, seconds: options.seconds ?? 10 })
  if (result.requests === 0 || result.errors > 0) {
    throw new Error(`${server.name}: ${result.requests} answers, ${result.errors} errors under load`)
  }
  // Every answer is the gzip and its headers: fewer bytes would be a smaller answer.
  const bytesPerAnswer = result.bytesRead / result.requests
  if (bytesPerAnswer < page.gzip.length || bytesPerAnswer > page.gzip.length + 1024) {
    throw new Error(
      `${server.name}: ${bytesPerAnswer.toFixed(0)} bytes per answer under load, for a gzip of ${page.gzip.length}`,
    )
  }
  return { name: server.name, result, bytesPerAnswer }
}

/** Both ceilings for one page, one after the other, each server stopped before the next. */
export async function measureCeilings(page: CeilingPage, options: CeilingOptions = {}): Promise<Ceilings> {
  const measureOn = async (server: CeilingServer) => {
    try {
      return await measureServer(server, page, options)
    } finally {
      await server.stop()
    }
  }
  const nginxPort = options.nginxPort ?? (await freePort())
  const nginx = await measureOn(
    await startNginxCeiling(page, nginxPort, { openFileCache: options.nginxOpenFileCache ?? false }),
  )
  const node = await measureOn(await startNodeCeiling(page, options.nodePort ?? (await freePort())))
  return { page: { htmlBytes: page.html.length, gzipBytes: page.gzip.length }, nginx, node }
}

/** The ceilings as a Markdown table, with how wrk drove them. */
export function formatCeilings(ceilings: Ceilings): string {
  const { result } = ceilings.node
  const lines = [
    `ceilings: one page of ${ceilings.page.htmlBytes} bytes, ${ceilings.page.gzipBytes} gzipped; ` +
      `wrk, ${result.threads} threads, ${result.connections} connections, ${result.seconds.toFixed(1)} s each`,
    '',
    'server | requests | req/s | ÷ bare Node | p50 ms | p90 ms | p95 ms | p99 ms | bytes per answer',
    '---|---:|---:|---:|---:|---:|---:|---:|---:',
  ]
  for (const ceiling of [ceilings.nginx, ceilings.node]) {
    const r = ceiling.result
    lines.push(
      `${ceiling.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${(r.rps / ceilings.node.result.rps).toFixed(2)} | ` +
        `${r.p50Ms.toFixed(2)} | ${r.p90Ms.toFixed(2)} | ${r.p95Ms.toFixed(2)} | ${r.p99Ms.toFixed(2)} | ${ceiling.bytesPerAnswer.toFixed(0)}`,
    )
  }
  return lines.join('\n')
}

/**
 * A plan page's worth of HTML (about `bytes` long), the same on every call: a head, a list
 * of plans with their figures and some prose, as varied as a rendered page compresses.
 */
export function samplePageHtml(bytes = 60_000): string {
  let seed = 20_260_101
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  const pickWord = (words: string[]) => words[Math.floor(next() * words.length)]!
  const WORDS = [
    'plan', 'deductible', 'premium', 'network', 'doctor', 'coverage', 'specialist', 'visit', 'generic',
    'drug', 'hospital', 'claim', 'member', 'insurer', 'silver', 'bronze', 'gold', 'county', 'tax',
    'credit', 'household', 'income', 'referral', 'urgent', 'care', 'emergency', 'out-of-pocket', 'maximum',
    'pharmacy', 'copay', 'coinsurance', 'enrollment', 'preventive', 'brand', 'lab', 'imaging', 'therapy',
    'maternity', 'pediatric', 'dental', 'vision', 'telehealth', 'formulary', 'tier', 'appeal', 'denied',
  ] // prettier-ignore
  const sentence = () => Array.from({ length: 8 + Math.floor(next() * 10) }, () => pickWord(WORDS)).join(' ') + '.'
  const parts = [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A plan – Candor</title>',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="stylesheet" href="/_next/static/css/app.css"></head><body><main id="main">',
  ]
  let row = 0
  while (parts.join('').length < bytes - 200) {
    row += 1
    const premium = (200 + next() * 700).toFixed(2)
    const deductible = Math.floor(next() * 90) * 100
    parts.push(
      `<section class="plan" id="plan-${row}"><h2><a href="/plans/${Math.floor(next() * 1e6)}">${pickWord(WORDS)} ${pickWord(WORDS)} ${row}</a></h2>`,
      `<dl><dt>Premium</dt><dd>$${premium} a month</dd><dt>Deductible</dt><dd>$${deductible}</dd>`,
      `<dt>At 21, 40, 60</dt><dd>${[1, 2, 3].map(() => `$${(150 + next() * 900).toFixed(2)}`).join(', ')}</dd></dl>`,
      `<p>${(1 + next() * 4).toFixed(1)} of 5 from ${Math.floor(next() * 3000)} reviews. ${sentence()} ${sentence()}</p></section>`,
    )
  }
  parts.push('</main></body></html>')
  return parts.join('')
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

async function main(): Promise<void> {
  const file = argument('html')
  const page = ceilingPage(file ? fs.readFileSync(file) : samplePageHtml())
  const options: CeilingOptions = {
    threads: Number(argument('threads') ?? 2),
    connections: Number(argument('connections') ?? 32),
    seconds: Number(argument('seconds') ?? 10),
    nginxOpenFileCache: process.argv.includes('--open-file-cache'),
  }
  console.log(`${os.cpus().length} cores; wrk runs on the same machine as the servers`)
  console.log(formatCeilings(await measureCeilings(page, options)))
}

if (process.argv[1]?.endsWith('bench-ceilings.ts')) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
