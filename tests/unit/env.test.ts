import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from '@/lib/env'

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-env-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('configuration', () => {
  it('runs on the embedded database with no settings at all, generating its secret once', () => {
    const dataDir = tempDir()
    const first = parseEnv({ DATA_DIR: dataDir })
    expect(first.databaseKind).toBe('sqlite')
    expect(first.port).toBe(3000)
    expect(first.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(true)

    const second = parseEnv({ DATA_DIR: dataDir })
    expect(second.payloadSecret).toBe(first.payloadSecret)
  })

  it('reads the SQLite path from a file: URL and PostgreSQL from a postgres:// URL', () => {
    const dataDir = tempDir()
    const sqlite = parseEnv({ DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/x.db` })
    expect(sqlite.sqlitePath).toBe(path.join(dataDir, 'x.db'))
    const postgres = parseEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/candor',
      PAYLOAD_SECRET: 'a'.repeat(40),
    })
    expect(postgres.databaseKind).toBe('postgres')
    expect(postgres.payloadSecret).toBe('a'.repeat(40))
  })

  it('refuses PostgreSQL without a secret, naming the variable', () => {
    expect(() =>
      parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/candor' }),
    ).toThrowError(/PAYLOAD_SECRET: is required/)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/candor' }, 'DATABASE_URL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET'],
    [{ SITE_URL: 'candor.example' }, 'SITE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ANALYTICS_ID: 'UA-12345-1' }, 'ANALYTICS_ID'],
    [{ TAG_MANAGER_ID: 'G-ABCDEF' }, 'TAG_MANAGER_ID'],
    [{ SESSION_RECORDING_ID: 'Not An Id!' }, 'SESSION_RECORDING_ID'],
    [{ AD_PIXEL_ID: 'pixel-42' }, 'AD_PIXEL_ID'],
  ])('stops on a malformed value and names it (%o)', (source, name) => {
    let caught: unknown
    try {
      parseEnv({ DATA_DIR: tempDir(), ...source })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as Error).message).toContain(`${name}:`)
  })

  it('offers no measurement unless its ids are set, and reads each that is', () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).measurement).toEqual({})
    const env = parseEnv({
      DATA_DIR: tempDir(),
      ANALYTICS_ID: 'G-AB12CD34EF',
      TAG_MANAGER_ID: 'GTM-AB12CD3',
      SESSION_RECORDING_ID: 'abcd1234ef',
      AD_PIXEL_ID: '123456789012345',
    })
    expect(env.measurement).toEqual({
      analyticsId: 'G-AB12CD34EF',
      tagManagerId: 'GTM-AB12CD3',
      sessionRecordingId: 'abcd1234ef',
      adPixelId: '123456789012345',
    })
  })

  it('sets the port from PORT and the public address from SITE_URL', () => {
    const env = parseEnv({ DATA_DIR: tempDir(), PORT: '4100', SITE_URL: 'https://candor.example/' })
    expect(env.port).toBe(4100)
    expect(env.siteUrl).toBe('https://candor.example')
  })

  it('lets staff use the admin from the site origin, its loopback twins and the listed origins only', () => {
    const local = parseEnv({ DATA_DIR: tempDir(), PORT: '3100' })
    expect(local.allowedOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100'])
    const proxied = parseEnv({
      DATA_DIR: tempDir(),
      SITE_URL: 'https://candor.example/',
      ALLOWED_ORIGINS: 'https://admin.candor.example, http://10.0.0.5:3000/',
    })
    expect(proxied.allowedOrigins).toEqual([
      'https://candor.example',
      'https://admin.candor.example',
      'http://10.0.0.5:3000',
    ])
    expect(() => parseEnv({ DATA_DIR: tempDir(), ALLOWED_ORIGINS: 'admin.candor.example' })).toThrow(
      /ALLOWED_ORIGINS: must be a comma-separated list of origins/,
    )
  })
})
