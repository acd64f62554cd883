/**
 * The benchmark's static baseline: nginx (from Debian's packages) serving pages Candor
 * rendered, as files on disk, each beside its gzip (`gzip_static`), so a request costs
 * nginx no more than reading a file. Candor's figures are printed as ratios to it. The
 * ceilings (scripts/bench-ceilings.ts) run it with one worker, as one Node process has.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { ensureDebianProgram } from './bench-support'

/** A page and, when given, the gzip to serve for it (otherwise gzip -9 of the page). */
export type StaticPage = { pathname: string; html: string | Buffer; gzip?: Buffer }
/** `stop` ends nginx; `exited` settles once it has. */
export type NginxBaseline = { base: string; stop: () => void; exited: Promise<void> }
/**
 * nginx's worker processes (a number, or one per core: 'auto'), and whether it keeps the
 * files it serves open between requests (`open_file_cache`, as a tuned static server does).
 */
export type NginxOptions = { workers?: number | 'auto'; openFileCache?: boolean }

/** Writes `pages` under a new root and starts nginx on 127.0.0.1:`port` in the foreground. */
export async function startNginxBaseline(
  pages: StaticPage[],
  port: number,
  { workers = 'auto', openFileCache = false }: NginxOptions = {},
): Promise<NginxBaseline> {
  const nginx = ensureDebianProgram('nginx', 'nginx-light')
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-nginx-'))
  const root = path.join(work, 'root')
  for (const page of pages) {
    const file = path.join(root, page.pathname)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, page.html)
    fs.writeFileSync(`${file}.gz`, page.gzip ?? zlib.gzipSync(page.html, { level: 9 }))
  }
  // nginx's workers drop to an unprivileged user when started as root: let them read the pages.
  spawnSync('chmod', ['-R', 'a+rX', work])
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      `worker_processes ${workers};`,
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${path.join(work, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      '  keepalive_requests 100000;',
      `  client_body_temp_path ${path.join(work, 'body')};`,
      `  proxy_temp_path ${path.join(work, 'proxy')};`,
      `  fastcgi_temp_path ${path.join(work, 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(work, 'uwsgi')};`,
      `  scgi_temp_path ${path.join(work, 'scgi')};`,
      '  default_type text/html;',
      '  charset utf-8;',
      '  gzip_static on;',
      '  gzip_vary on;',
      ...(openFileCache ? ['  open_file_cache max=10000 inactive=60s;', '  open_file_cache_valid 60s;'] : []),
      `  server { listen 127.0.0.1:${port}; root ${root}; }`,
      '}',
      '',
    ].join('\n'),
  )
  const child = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  const probe = pages[0]?.pathname ?? '/'
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const answer = await fetch(`${base}${probe}`, { headers: { 'accept-encoding': 'gzip' } })
      await answer.arrayBuffer()
      if (answer.ok) {
        return {
          base,
          exited,
          stop: () => {
            child.kill('SIGTERM')
            fs.rmSync(work, { recursive: true, force: true })
          },
        }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGTERM')
  throw new Error(`nginx did not serve ${probe}; see ${path.join(work, 'error.log')}`)
}
