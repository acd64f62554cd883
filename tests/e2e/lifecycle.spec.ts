import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures'

const PORT = 3199

test('npm start serves with Next.js, logs each request with an id and exits cleanly on SIGTERM', async () => {
  test.setTimeout(120_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-lifecycle-'))
  // `npm start` itself (the build is current), with tsx as a loader: the tsx command would
  // stand between the test and the script and, on a busy machine, kill it outright if it does
  // not acknowledge SIGTERM within tsx's own 30 ms.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
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
    await expect.poll(() => output, { timeout: 90_000 }).toContain('Candor is listening')
    // The app starts its jobs and builds its marketplace index as Next.js prepares it.
    await expect.poll(() => output, { timeout: 30_000 }).toContain('the job queue runs every minute')
    const answer = await fetch(`http://localhost:${PORT}/healthz?zip=77002`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => output).toContain('"path":"/healthz"')
    server.kill('SIGTERM')
    // Stopped by the signal, after a clean stop (128 + 15), as Next.js ends.
    expect(await exited).toBe(143)
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
