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

describe('preparing a PostgreSQL database that does not exist', () => {
  const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const prepare = (database: string, env: Record<string, string> = {}) => {
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/prepare-database.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PAYLOAD_SECRET: 'a test secret of at least thirty-two characters',
        LOG_LEVEL: 'fatal',
        ...env,
      },
      encoding: 'utf8',
      timeout: 120_000,
    })
    return { status: result.status, out: `${result.stdout}${result.stderr}` }
  }
  const exists = async (database: string) => {
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      return (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1
    } finally {
      await admin.end()
    }
  }
  const drop = async (database: string) => {
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }

  it('stops with a message naming it, and creates nothing', async () => {
    const misspelt = `candor_mispelt_${process.pid}`
    const result = prepare(misspelt)
    expect(result.status).toBe(1)
    expect(result.out).toContain(`The PostgreSQL database "${misspelt}" does not exist.`)
    expect(await exists(misspelt)).toBe(false)
  })

  it('creates it when asked with CREATE_DATABASE=true', async () => {
    const wanted = `candor_created_${process.pid}`
    try {
      expect(prepare(wanted, { CREATE_DATABASE: 'true' }).status).toBe(0)
      expect(await exists(wanted)).toBe(true)
    } finally {
      await drop(wanted)
    }
  }, 180_000)
})
