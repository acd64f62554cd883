/**
 * Two yardsticks for `npm run bench:lighthouse`, audited in the same run as Candor's pages:
 *
 * - the framework's floor: a Next.js page with a heading, a paragraph and one button, built
 *   with the same Next.js and React as Candor, so no Candor page can score better than it;
 * - a plan page without its scripts: the same HTML and CSS, served gzip, which shows what
 *   the markup and styles cost by themselves.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

export type Baseline = { url: string; stop: () => void }

const FLOOR_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'candor-lighthouse-floor', private: true }),
  // The project's node_modules is linked in, so the build root must hold both.
  'next.config.mjs': "export default { turbopack: { root: '/' } }\n",
  'app/layout.tsx': `export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/count-button.tsx': `'use client'
import { useState } from 'react'

export function CountButton() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>
}
`,
  'app/page.tsx': `import { CountButton } from './count-button'

export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>Compare marketplace health plans</h1>
      <p>Enter your ZIP code to see the insurers that sell plans where you live, with official figures beside member reviews.</p>
      <CountButton />
    </main>
  )
}
`,
}

async function waitForPage(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within a minute`)
}

/** Builds the floor page in a temporary folder and starts it with `next start` on `port`. */
export async function startFrameworkFloor(port: number): Promise<Baseline> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lighthouse-floor-'))
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`The floor page did not build:\n${build.stdout}\n${build.stderr}`)
  const server: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}/`
  await waitForPage(url)
  return {
    url,
    stop: () => {
      server.kill('SIGTERM')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The page at `source` without its scripts, gzip, on `port`; its styles come from `source`'s server. */
export async function startScriptlessCopy(source: string, port: number): Promise<Baseline> {
  const html = await (await fetch(source)).text()
  const scriptless = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
  const page = zlib.gzipSync(scriptless, { level: 9 })
  const origin = new URL(source).origin
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
      response.end(page)
      return
    }
    // Stylesheets and icons from Candor's own server, compressed as it sends them.
    fetch(`${origin}${request.url ?? '/'}`, { headers: { 'accept-encoding': 'identity' } })
      .then(async (answer) => {
        const body = zlib.gzipSync(Buffer.from(await answer.arrayBuffer()))
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
          'content-encoding': 'gzip',
        })
        response.end(body)
      })
      .catch(() => {
        response.writeHead(502)
        response.end()
      })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() }
}
