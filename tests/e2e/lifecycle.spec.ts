import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures'

const PORT = 3199

test('the server logs each request with an id and exits cleanly on SIGTERM', async () => {
  test.setTimeout(90_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lifecycle-'))
  // The server itself, with tsx as a loader: the tsx command would stand between the test and
  // the server and, on a busy machine, kill it outright if it does not acknowledge SIGTERM
  // within tsx's own 30 ms.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${dataDir}/candor.db`,
      LOG_LEVEL: 'info',
    },
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))

  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Candor is listening')
    // One runtime: once Next.js has prepared the app, the server runs on the app's services.
    await expect.poll(() => output, { timeout: 30_000 }).toContain('the app offers its services')
    const answer = await fetch(`http://localhost:${PORT}/healthz?zip=77002`)
    expect(answer.status).toBe(200)
    await expect.poll(() => output).toContain('"path":"/healthz"')
    server.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('shutting down')
    expect(output).toContain('shutdown complete')
    // Request logs carry an id and a path, never a query string.
    expect(output).toMatch(/"reqId":"[0-9a-f-]{36}"/)
    expect(output).not.toContain('77002')
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
