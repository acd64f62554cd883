/**
 * The shipped proxy (deploy/haproxy.cfg) as committed, on this machine's ports: the same cache
 * and rules, its two `server` lines pointed at local instances. `npm run test:instances` checks
 * two instances through it; `npm run bench` measures public pages through it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianProgram } from './bench-support'

export type LocalProxyOptions = {
  /** The local port the proxy listens on. */
  port: number
  /** The two instances' ports, in the order of the file's `server` lines (they may be the same). */
  instances: readonly [{ name: string; port: number }, { name: string; port: number }]
  /** Each answer names the instance that made it (X-Candor-Instance); a cached copy names the first. */
  nameInstances?: boolean
}

export function localHaproxyConfig({
  port,
  instances: [first, second],
  nameInstances = false,
}: LocalProxyOptions): string {
  const committed = fs.readFileSync(path.join('deploy', 'haproxy.cfg'), 'utf8')
  const naming = nameInstances ? `http-response set-header X-Candor-Instance %s\n$1` : ''
  const local = committed
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)server app1 app1:3000 /m, `$1${naming}server ${first.name} 127.0.0.1:${first.port} `)
    .replace(/^(\s*)server app2 app2:3000 /m, `$1server ${second.name} 127.0.0.1:${second.port} `)
  if (!local.includes(`bind 127.0.0.1:${port}`) || !local.includes(`server ${second.name} 127.0.0.1:${second.port}`)) {
    throw new Error('deploy/haproxy.cfg no longer has the bind and server lines this check rewrites')
  }
  return local
}

/** HAProxy (installed with apt when missing) running the committed file on local ports; stop it with `kill`. */
export function startLocalProxy(options: LocalProxyOptions): ChildProcess {
  const haproxy = ensureDebianProgram('haproxy', 'haproxy')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-haproxy-'))
  const config = path.join(folder, 'haproxy.cfg')
  fs.writeFileSync(config, localHaproxyConfig(options))
  const proxy = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] })
  proxy.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }))
  return proxy
}
