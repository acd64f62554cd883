import { describe, expect, it } from 'vitest'

import { encodeWrkRequests, parseWrkOutput, wrkArguments, wrkScript } from '../../scripts/bench-wrk'

/** wrk 4.1.0 `-t2 -c32 -d10s --latency` against the bare Node ceiling (11,800-byte gzip), no script. */
const PLAIN = `Running 10s test @ http://127.0.0.1:34811/page
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   536.89us    1.05ms  32.53ms   97.52%
    Req/Sec    36.65k     6.89k   44.86k    83.50%
  Latency Distribution
     50%  367.00us
     75%  470.00us
     90%  698.00us
     99%    3.22ms
  729243 requests in 10.00s, 8.16GB read
Requests/sec:  72890.78
Transfer/sec:    835.14MB
`

/** The same run with the generated script (one static request): its done line follows. */
const SCRIPTED = `Running 10s test @ http://127.0.0.1:34811/page
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   462.33us  752.58us  26.08ms   98.40%
    Req/Sec    38.77k     4.67k   44.99k    86.00%
  Latency Distribution
     50%  364.00us
     75%  409.00us
     90%  588.00us
     99%    1.71ms
  771275 requests in 10.00s, 8.63GB read
Requests/sec:  77109.56
Transfer/sec:      0.86GB
candor-wrk {"duration_us":10002327,"requests":771275,"bytes":9266097850,"errors":{"connect":0,"read":0,"write":0,"status":0,"timeout":0},"latency_us":{"min":18,"mean":462.327,"stdev":752.580,"max":26081,"p50":364,"p75":409,"p90":588,"p95":730,"p99":1708},"statuses":{}}
`

/** Three requests in turn, one a POST the bare server refuses (405), statuses counted. */
const VARYING = `Running 2s test @ http://127.0.0.1:34811/page
  2 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   283.83us    1.25ms  23.57ms   97.53%
    Req/Sec    31.36k    10.07k   76.34k    87.80%
  Latency Distribution
     50%   99.00us
     75%  163.00us
     90%  271.00us
     99%    3.44ms
  127699 requests in 2.10s, 0.96GB read
  Non-2xx or 3xx responses: 42567
Requests/sec:  60826.95
Transfer/sec:    467.65MB
candor-wrk {"duration_us":2099382,"requests":127699,"bytes":1029458867,"errors":{"connect":0,"read":0,"write":0,"status":42567,"timeout":0},"latency_us":{"min":9,"mean":283.832,"stdev":1253.398,"max":23565,"p50":99,"p75":163,"p90":271,"p95":610,"p99":3441},"statuses":{"200":85132,"405":42567}}
`

/** Against a server that drops some connections, answers some late and a third with 503. */
const FLAKY = `Running 2s test @ http://127.0.0.1:3978/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   121.80us  376.55us   7.86ms   96.14%
    Req/Sec     9.59k     8.15k   22.31k    66.67%
  Latency Distribution
     50%   24.00us
     75%   59.00us
     90%  238.00us
     99%    2.02ms
  6284 requests in 2.00s, 795.71KB read
  Socket errors: connect 0, read 12, write 0, timeout 4
  Non-2xx or 3xx responses: 2093
Requests/sec:   3134.24
Transfer/sec:    396.87KB
`

describe('parseWrkOutput', () => {
  it("reads wrk's own summary, rounded, when there is no done line", () => {
    const result = parseWrkOutput(PLAIN)
    expect(result).toMatchObject({
      threads: 2,
      connections: 32,
      seconds: 10,
      requests: 729243,
      rps: 72890.78,
      non2xx3xx: 0,
      socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
      errors: 0,
      exact: false,
    })
    expect(result.p50Ms).toBeCloseTo(0.367, 6)
    expect(result.p75Ms).toBeCloseTo(0.47, 6)
    expect(result.p90Ms).toBeCloseTo(0.698, 6)
    expect(result.p99Ms).toBeCloseTo(3.22, 6)
    expect(result.p95Ms).toBeNaN()
    expect(result.maxMs).toBeCloseTo(32.53, 6)
    expect(result.meanMs).toBeCloseTo(0.53689, 6)
    expect(result.bytesRead).toBeCloseTo(8.16 * 1024 ** 3, 0)
    expect(result.statuses).toBeUndefined()
  })

  it("prefers the script's exact figures: p95, bytes and the measured duration", () => {
    const result = parseWrkOutput(SCRIPTED)
    expect(result).toMatchObject({
      threads: 2,
      connections: 32,
      requests: 771275,
      bytesRead: 9266097850,
      seconds: 10.002327,
      errors: 0,
      exact: true,
    })
    expect(result.rps).toBeCloseTo(771275 / 10.002327, 6)
    expect(result.p50Ms).toBe(0.364)
    expect(result.p95Ms).toBe(0.73)
    expect(result.p99Ms).toBe(1.708)
    expect(result.maxMs).toBe(26.081)
    // Each answer carried the 11,800-byte gzip and its headers.
    expect(Math.round(result.bytesRead / result.requests)).toBe(12014)
    expect(result.statuses).toBeUndefined()
  })

  it('counts statuses of 400 and more as errors, and the statuses when they were counted', () => {
    const result = parseWrkOutput(VARYING)
    expect(result).toMatchObject({ requests: 127699, non2xx3xx: 42567, errors: 42567, p95Ms: 0.61 })
    expect(result.statuses).toEqual({ 200: 85132, 405: 42567 })
  })

  it('adds socket errors to the errors', () => {
    const result = parseWrkOutput(FLAKY)
    expect(result).toMatchObject({
      threads: 1,
      connections: 4,
      seconds: 2,
      requests: 6284,
      rps: 3134.24,
      non2xx3xx: 2093,
      socketErrors: { connect: 0, read: 12, write: 0, timeout: 4 },
      errors: 2093 + 12 + 4,
    })
    expect(result.p50Ms).toBeCloseTo(0.024, 6)
    expect(result.bytesRead).toBeCloseTo(795.71 * 1024, 6)
  })

  it('refuses what is not a wrk summary', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:3999 Connection refused')).toThrow(/not wrk/)
  })
})

describe('the requests wrk sends', () => {
  it('writes each field with its length in bytes, bodies and headers included', () => {
    const encoded = encodeWrkRequests(
      [
        { path: '/v1/data/estimate', body: '{"zip":"77002","name":"Zoë"}', headers: { 'X-Forwarded-For': '10.0.0.1' } },
        { path: '/healthz', method: 'GET' },
      ],
      'POST',
      undefined,
    )
    expect(encoded.toString('utf8')).toBe(
      '4:POST17:/v1/data/estimate1:129:{"zip":"77002","name":"Zoë"}1:115:X-Forwarded-For8:10.0.0.1' +
        '3:GET8:/healthz1:00:1:0',
    )
  })

  it('gives every request the run body unless it has its own', () => {
    const encoded = encodeWrkRequests([{ path: '/a' }, { path: '/b', body: '{}' }], 'POST', '[]')
    expect(encoded.toString('utf8')).toBe('4:POST2:/a1:12:[]1:04:POST2:/b1:12:{}1:0')
  })

  it('sends a list in turn only when it varies, and parses answers only when statuses are counted', () => {
    const varying = wrkScript({ threads: 2, varying: true, countStatuses: false })
    expect(varying).toContain('function request()')
    expect(varying).not.toContain('function response(')
    expect(varying).toContain('local thread_total = 2')
    const fixed = wrkScript({ threads: 1, varying: false, countStatuses: true })
    expect(fixed).not.toContain('function request()')
    expect(fixed).toContain('function response(')
    for (const script of [varying, fixed]) expect(script).toContain('function done(summary, latency, requests)')
  })

  it('runs wrk with --latency, the script, the run headers and the requests file', () => {
    expect(
      wrkArguments(
        {
          url: 'http://127.0.0.1:3900/plans/1',
          threads: 2,
          connections: 32,
          seconds: 10,
          headers: { 'Accept-Encoding': 'gzip' },
        },
        '/tmp/run.lua',
        '/tmp/requests',
      ),
    ).toEqual([
      '--threads=2',
      '--connections=32',
      '--duration=10s',
      '--timeout=2s',
      '--latency',
      '--script=/tmp/run.lua',
      '--header=Accept-Encoding: gzip',
      'http://127.0.0.1:3900/plans/1',
      '--',
      '/tmp/requests',
    ])
  })
})
