/**
 * The benchmark's load generator: wrk, a C program from Debian's packages, so the client
 * is never what limits a figure (a Node client saturates near 15,000 requests per second on
 * two cores). `runWrk` runs it with `--latency` and a generated Lua script whose `done`
 * prints the exact figures (p95, bytes, errors, and the statuses when asked); when the
 * requests vary (paths, bodies, client addresses), the script sends them in turn from a
 * list formatted once per thread, so choosing a request costs wrk a table lookup.
 * `parseWrkOutput` reads what wrk printed.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianProgram } from './bench-support'

/** One request of a list that wrk sends in turn. Its headers are added to the run's. */
export type WrkRequest = { path: string; method?: string; body?: string; headers?: Record<string, string> }

export type WrkOptions = {
  /** Where wrk connects; its path and query are the request's when `requests` is not given. */
  url: string
  connections: number
  /** wrk's threads, each with connections / threads of the connections. */
  threads: number
  /** Whole seconds. */
  seconds: number
  /** For every request (default GET); a request of `requests` may name its own. */
  method?: string
  /** Sent with every request (such as Accept-Encoding). */
  headers?: Record<string, string>
  /** Sent with every request that has no body of its own. */
  body?: string
  /**
   * Requests sent in turn, each wrk thread starting at its own place in the list: give a
   * list long enough to vary as the scenario should (a few thousand entries cost nothing).
   */
  requests?: WrkRequest[]
  /**
   * Counts every answer's status (`statuses`). It costs wrk a parse of each answer's headers
   * and body in Lua, so leave it off when the figure is a ceiling.
   */
  countStatuses?: boolean
  /** A request slower than this counts as a timeout error (wrk's default: 2 s). */
  timeoutSeconds?: number
}

export type WrkSocketErrors = { connect: number; read: number; write: number; timeout: number }

export type WrkResult = {
  threads: number
  connections: number
  /** The run as wrk measured it. */
  seconds: number
  /** Answers completed, whatever their status. */
  requests: number
  rps: number
  p50Ms: number
  p75Ms: number
  p90Ms: number
  /** NaN when wrk's output has no `done` line (its own summary stops at 50/75/90/99). */
  p95Ms: number
  p99Ms: number
  maxMs: number
  meanMs: number
  /** Answers with a status of 400 or more: what wrk prints as "Non-2xx or 3xx responses". */
  non2xx3xx: number
  socketErrors: WrkSocketErrors
  /** non2xx3xx plus every socket error. */
  errors: number
  bytesRead: number
  /** Exact figures, read from the script's `done` line; otherwise from wrk's rounded summary. */
  exact: boolean
  /** Answers by status, when the run counted them. */
  statuses?: Record<number, number>
}

/** The marker of the line the generated script's `done` prints. */
const DONE_MARKER = 'candor-wrk '

const TIME_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
const BINARY_UNITS: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4, P: 1024 ** 5 }

/** A duration as wrk prints it ("716.86us", "8.17ms", "1.00s", "1.50m"), in milliseconds. */
function millisecondsOf(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim())
  if (!match) throw new Error(`wrk printed a duration this does not read: ${JSON.stringify(text)}`)
  return Number(match[1]) * TIME_UNITS[match[2]!]!
}

/** A byte count as wrk prints it ("5.26GB", "12.00KB", "512.00B"). */
function bytesOf(text: string): number {
  const match = /^([\d.]+)([KMGTP]?)B$/.exec(text.trim())
  if (!match) throw new Error(`wrk printed a size this does not read: ${JSON.stringify(text)}`)
  return Number(match[1]) * BINARY_UNITS[match[2]!]!
}

type DoneLine = {
  duration_us: number
  requests: number
  bytes: number
  errors: { connect: number; read: number; write: number; status: number; timeout: number }
  latency_us: Record<'min' | 'mean' | 'stdev' | 'max' | 'p50' | 'p75' | 'p90' | 'p95' | 'p99', number>
  statuses?: Record<string, number>
}

/**
 * What wrk printed with `--latency`, as figures. When the output holds the generated
 * script's `done` line, its exact counts and percentiles are used; wrk's own summary gives
 * the rest (threads, connections), or everything, rounded, when there is no such line.
 */
export function parseWrkOutput(output: string): WrkResult {
  const line = (pattern: RegExp) => pattern.exec(output)
  const setup = line(/(\d+) threads and (\d+) connections/)
  const total = line(/(\d+) requests in ([\d.]+\w+), ([\d.]+\w+) read/)
  const latency = line(/^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+\S+%\s*$/m)
  const rate = line(/^Requests\/sec:\s+([\d.]+)/m)
  if (!setup || !total || !latency || !rate) {
    throw new Error(`This is not wrk's summary:\n${output}`)
  }
  const distribution = (p: number) => {
    const found = new RegExp(`^\\s*${p}%\\s+(\\S+)\\s*$`, 'm').exec(output)
    return found ? millisecondsOf(found[1]!) : NaN
  }
  const non2xx = line(/Non-2xx or 3xx responses: (\d+)/)
  const sockets = line(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const summary: WrkResult = {
    threads: Number(setup[1]),
    connections: Number(setup[2]),
    seconds: millisecondsOf(total[2]!) / 1000,
    requests: Number(total[1]),
    rps: Number(rate[1]),
    p50Ms: distribution(50),
    p75Ms: distribution(75),
    p90Ms: distribution(90),
    p95Ms: NaN,
    p99Ms: distribution(99),
    maxMs: millisecondsOf(latency[3]!),
    meanMs: millisecondsOf(latency[1]!),
    non2xx3xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: sockets
      ? {
          connect: Number(sockets[1]),
          read: Number(sockets[2]),
          write: Number(sockets[3]),
          timeout: Number(sockets[4]),
        }
      : { connect: 0, read: 0, write: 0, timeout: 0 },
    errors: 0,
    bytesRead: bytesOf(total[3]!),
    exact: false,
  }
  const doneLine = output.split('\n').find((text) => text.startsWith(DONE_MARKER))
  if (doneLine) {
    const done = JSON.parse(doneLine.slice(DONE_MARKER.length)) as DoneLine
    const ms = (us: number) => us / 1000
    Object.assign(summary, {
      seconds: done.duration_us / 1e6,
      requests: done.requests,
      rps: done.requests / (done.duration_us / 1e6),
      p50Ms: ms(done.latency_us.p50),
      p75Ms: ms(done.latency_us.p75),
      p90Ms: ms(done.latency_us.p90),
      p95Ms: ms(done.latency_us.p95),
      p99Ms: ms(done.latency_us.p99),
      maxMs: ms(done.latency_us.max),
      meanMs: ms(done.latency_us.mean),
      non2xx3xx: done.errors.status,
      socketErrors: {
        connect: done.errors.connect,
        read: done.errors.read,
        write: done.errors.write,
        timeout: done.errors.timeout,
      },
      bytesRead: done.bytes,
      exact: true,
    })
    if (done.statuses && Object.keys(done.statuses).length > 0) {
      summary.statuses = Object.fromEntries(Object.entries(done.statuses).map(([code, n]) => [Number(code), n]))
    }
  }
  const { connect, read, write, timeout } = summary.socketErrors
  summary.errors = summary.non2xx3xx + connect + read + write + timeout
  return summary
}

/** Requests as the script's init reads them: every field as `<byte length>:<bytes>`. */
export function encodeWrkRequests(requests: WrkRequest[], method: string, body: string | undefined): Buffer {
  const field = (value: string) => {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([Buffer.from(`${bytes.length}:`), bytes])
  }
  const parts: Buffer[] = []
  for (const request of requests) {
    // wrk writes the path into the request line as given: a space would end it there.
    if (/\s/.test(request.path)) throw new Error(`a path for wrk must be encoded: "${request.path}"`)
    const requestBody = request.body ?? body
    const headers = Object.entries(request.headers ?? {})
    parts.push(
      field(request.method ?? method),
      field(request.path),
      field(requestBody === undefined ? '0' : '1'),
      field(requestBody ?? ''),
      field(String(headers.length)),
      ...headers.flatMap(([name, value]) => [field(name), field(value)]),
    )
  }
  return Buffer.concat(parts)
}

/**
 * The Lua script of a run: reads the requests (a file named by the script's first argument)
 * in each thread's init and formats them once, with the run's headers (Host among them);
 * sends them in turn, or as wrk's one static request when there is only one; counts statuses
 * when asked; and prints the exact figures as one JSON line from `done`.
 */
export function wrkScript(options: { threads: number; varying: boolean; countStatuses: boolean }): string {
  return `-- Written by scripts/bench-wrk.ts for one run of wrk.
local thread_total = ${options.threads}
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_number", #threads)
end

local function read_requests(file)
  local handle = assert(io.open(file, "rb"))
  local data = handle:read("*a")
  handle:close()
  local position = 1
  local function field()
    local colon = string.find(data, ":", position, true)
    local length = tonumber(string.sub(data, position, colon - 1))
    local value = string.sub(data, colon + 1, colon + length)
    position = colon + length + 1
    return value
  end
  local list = {}
  while position <= #data do
    local method = field()
    local path = field()
    local has_body = field() == "1"
    local body = field()
    local headers = {}
    for _ = 1, tonumber(field()) do
      local name = field()
      headers[name] = field()
    end
    list[#list + 1] = { method = method, path = path, body = has_body and body or nil, headers = headers }
  end
  return list
end

local function with_run_headers(own)
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  for name, value in pairs(own) do headers[name] = value end
  return headers
end

local formatted = {}
local next_index = 1

function init(args)
  statuses = {}
  local list = read_requests(args[1])
${
  options.varying
    ? `  for index, entry in ipairs(list) do
    local body = entry.body
    if body == nil and entry.method ~= "GET" and entry.method ~= "HEAD" then body = "" end
    formatted[index] = wrk.format(entry.method, entry.path, with_run_headers(entry.headers), body)
  end
  -- Each thread starts at its own place in the list.
  next_index = math.floor(((thread_number or 1) - 1) * #formatted / thread_total) + 1`
    : `  local entry = list[1]
  wrk.method = entry.method
  wrk.path = entry.path
  wrk.headers = with_run_headers(entry.headers)
  wrk.body = entry.body
  if wrk.body == nil and entry.method ~= "GET" and entry.method ~= "HEAD" then wrk.body = "" end`
}
end
${
  options.varying
    ? `
function request()
  local text = formatted[next_index]
  next_index = next_index + 1
  if next_index > #formatted then next_index = 1 end
  return text
end
`
    : ''
}${
    options.countStatuses
      ? `
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
`
      : ''
  }
function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    local counted = thread:get("statuses") or {}
    for status, n in pairs(counted) do counts[status] = (counts[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(counts) do parts[#parts + 1] = string.format('"%d":%d', status, n) end
  local e = summary.errors
  io.write(string.format(
    '${DONE_MARKER}{"duration_us":%.0f,"requests":%.0f,"bytes":%.0f,' ..
      '"errors":{"connect":%.0f,"read":%.0f,"write":%.0f,"status":%.0f,"timeout":%.0f},' ..
      '"latency_us":{"min":%.0f,"mean":%.3f,"stdev":%.3f,"max":%.0f,"p50":%.0f,"p75":%.0f,"p90":%.0f,"p95":%.0f,"p99":%.0f},' ..
      '"statuses":{%s}}\\n',
    summary.duration, summary.requests, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.min, latency.mean, latency.stdev, latency.max,
    latency:percentile(50), latency:percentile(75), latency:percentile(90), latency:percentile(95), latency:percentile(99),
    table.concat(parts, ",")))
end
`
}

/** The arguments of wrk for a run, the script and its requests file given. */
export function wrkArguments(options: WrkOptions, script: string, requestsFile: string): string[] {
  const args = [
    `--threads=${options.threads}`,
    `--connections=${options.connections}`,
    `--duration=${options.seconds}s`,
    `--timeout=${options.timeoutSeconds ?? 2}s`,
    '--latency',
    `--script=${script}`,
  ]
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push(`--header=${name}: ${value}`)
  return [...args, options.url, '--', requestsFile]
}

/** Runs wrk against `options.url` and returns its figures; throws when wrk fails. */
export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  for (const [name, value] of [
    ['threads', options.threads],
    ['connections', options.connections],
    ['seconds', options.seconds],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`wrk's ${name} must be a whole number ≥ 1`)
  }
  if (options.connections < options.threads) throw new Error('wrk needs at least one connection per thread')
  if (options.requests?.length === 0) throw new Error('wrk was given an empty list of requests')
  const wrk = ensureDebianProgram('wrk', 'wrk')
  const target = new URL(options.url)
  const method = options.method ?? 'GET'
  const requests = options.requests ?? [{ path: `${target.pathname}${target.search}` }]
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-wrk-'))
  try {
    const script = path.join(work, 'run.lua')
    const requestsFile = path.join(work, 'requests')
    fs.writeFileSync(
      script,
      wrkScript({
        threads: options.threads,
        varying: requests.length > 1,
        countStatuses: options.countStatuses ?? false,
      }),
    )
    fs.writeFileSync(requestsFile, encodeWrkRequests(requests, method, options.body))
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, wrkArguments(options, script, requestsFile), { stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
      child.on('error', reject)
      child.on('close', (code) => {
        if (code === 0) resolve(stdout)
        else reject(new Error(`wrk exited with ${code}: ${stderr || stdout}`))
      })
    })
    return parseWrkOutput(output)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** "2 threads, 32 connections, 10 s": how a run was driven, to print beside its figures. */
export const describeWrkRun = (result: WrkResult) =>
  `wrk, ${result.threads} threads, ${result.connections} connections, ${result.seconds.toFixed(1)} s`
