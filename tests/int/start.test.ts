import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-start-'))
  try {
    const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/candor.db`, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { status: result.status, out: `${result.stdout}${result.stderr}` }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

describe('npm start with a bad configuration', () => {
  it.each([
    [{ PORT: 'http' }, 'PORT: must be a whole number'],
    [{ DATABASE_URL: 'mysql://localhost/candor' }, 'DATABASE_URL: must be file:<path> for SQLite or postgres://'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/candor' }, 'PAYLOAD_SECRET: is required'],
  ])('stops before building or serving and names the variable (%o)', (env, message) => {
    const result = start(env)
    expect(result.status).toBe(1)
    expect(result.out).toContain(message)
    expect(result.out).not.toContain('building')
  })
})
