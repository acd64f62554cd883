import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/lib/database'

import { createTestDatabase, type TestDatabase } from '../support/test-payload'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.drop()
})

function runScript(args: string[]) {
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/create-staff.ts', ...args], {
    env: { ...process.env, ...database.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 90_000,
  })
  const signal = result.signal ? `(ended by ${result.signal})` : ''
  return {
    status: result.status,
    out: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}${signal}`,
  }
}

/**
 * Runs the script as an operator would. A run that printed nothing at all, not even an error,
 * never reached the script (the machine was busy starting it): it is run once more.
 */
function createStaff(args: string[]) {
  const first = runScript(args)
  return first.out.trim() === '' ? runScript(args) : first
}

async function login(email: string, password: string) {
  Object.assign(process.env, database.env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  const payload = await getPayload({ config })
  try {
    return await payload.login({ collection: 'users', data: { email, password } })
  } finally {
    await closeDatabase(payload)
  }
}

describe('npm run create-staff', () => {
  // Two runs of the script, each a fresh Node process that loads Payload: on a busy machine that
  // takes more than the suite's minute.
  it('creates a staff account that can log in with its role', async () => {
    const created = createStaff([
      '--email',
      'mod@candor.test',
      '--password',
      'first password 123',
      '--role',
      'moderator',
    ])
    expect(created.out).toContain('Created staff account mod@candor.test (moderator).')
    expect(created.status).toBe(0)

    const updated = createStaff([
      '--email',
      'mod@candor.test',
      '--password',
      'second password 456',
      '--role',
      'policy-reviewer',
    ])
    expect(updated.out).toContain('Updated staff account mod@candor.test (policy-reviewer).')

    const session = await login('mod@candor.test', 'second password 456')
    expect(session.user?.role).toBe('policy-reviewer')
    expect(session.token).toBeTruthy()
  }, 240_000)

  it('refuses an unknown role or a short password, saying why, and creates nothing', () => {
    const badRole = createStaff(['--email', 'x@candor.test', '--password', 'long enough password', '--role', 'owner'])
    expect(badRole.status).toBe(2)
    expect(badRole.out).toContain('--role must be one of: admin, editor, moderator, policy-reviewer')

    const shortPassword = createStaff(['--email', 'x@candor.test', '--password', 'short', '--role', 'editor'])
    expect(shortPassword.status).toBe(2)
    expect(shortPassword.out).toContain('--password must be at least 12 characters')
  })
})
