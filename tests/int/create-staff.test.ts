import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/lib/database'

import { runTsxScript, SCRIPT_TEST_TIMEOUT_MS } from '../support/scripts'
import { createTestDatabase, type TestDatabase } from '../support/test-payload'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.drop()
})

/** Runs the script as an operator would, in production mode (tests/support/scripts.ts). */
const createStaff = (args: string[]) =>
  runTsxScript(['scripts/create-staff.ts', ...args], {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  })

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
  it(
    'creates a staff account that can log in with its role',
    async () => {
      const created = await createStaff([
        '--email',
        'mod@candor.test',
        '--password',
        'first password 123',
        '--role',
        'moderator',
      ])
      expect(created.out).toContain('Created staff account mod@candor.test (moderator).')
      expect(created.status).toBe(0)

      const updated = await createStaff([
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
    },
    2 * SCRIPT_TEST_TIMEOUT_MS,
  )

  it(
    'refuses an unknown role or a short password, saying why, and creates nothing',
    async () => {
      const badRole = await createStaff([
        '--email',
        'x@candor.test',
        '--password',
        'long enough password',
        '--role',
        'owner',
      ])
      expect(badRole.status).toBe(2)
      expect(badRole.out).toContain('--role must be one of: admin, editor, moderator, policy-reviewer')

      const shortPassword = await createStaff(['--email', 'x@candor.test', '--password', 'short', '--role', 'editor'])
      expect(shortPassword.status).toBe(2)
      expect(shortPassword.out).toContain('--password must be at least 12 characters')
      // Neither run made an account.
      await expect(login('x@candor.test', 'long enough password')).rejects.toThrow()
      await expect(login('x@candor.test', 'short')).rejects.toThrow()
    },
    SCRIPT_TEST_TIMEOUT_MS,
  )
})
