import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { RATE_LIMIT_KEYS_IN_MEMORY, RATE_LIMITS } from '@/platform/rate-limit'
import { ALLOWED_METHODS, BODY_LIMITS } from '@/platform/request-guard'

const doc = fs.readFileSync('docs/limits.md', 'utf8')

/** The rows of the markdown table under a `## heading`, as arrays of trimmed cells. */
function tableUnder(heading: string): string[][] {
  const section = doc.split(/^## /m).find((part) => part.startsWith(heading))
  if (!section) throw new Error(`docs/limits.md has no section "${heading}"`)
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

const WINDOWS: Record<string, number> = {
  '10 minutes': 600_000,
  '15 minutes': 900_000,
  '1 hour': 3_600_000,
  '24 hours': 86_400_000,
}
const SIZES: Record<string, number> = { KB: 1024, MB: 1024 * 1024 }

describe('docs/limits.md', () => {
  it('states every rate limit with the attempts and window the code applies', () => {
    const rows = tableUnder('Attempts')
    const documented = Object.fromEntries(
      rows.map(([policy, attempts, window]) => [
        policy!.replace(/`/g, ''),
        { limit: Number(attempts), windowMs: WINDOWS[window!] },
      ]),
    )
    expect(documented).toEqual(
      Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, { limit, windowMs }]) => [name, { limit, windowMs }])),
    )
  })

  it('states how many clients each rate limit counts in memory', () => {
    expect(doc).toContain(`at most ${RATE_LIMIT_KEYS_IN_MEMORY.toLocaleString('en-US')} clients' counts`)
  })

  it('states every body limit the server refuses above', () => {
    const rows = tableUnder('Bodies')
    expect(
      rows.map(([label, size]) => {
        const [, amount, unit] = /^(\d+) (KB|MB)$/.exec(size!)!
        return { label, bytes: Number(amount) * SIZES[unit!]! }
      }),
    ).toEqual(BODY_LIMITS.map(({ label, bytes }) => ({ label, bytes })))
  })

  it('states the lockout rules with the attempts and windows the code applies', () => {
    const rows = tableUnder('Accounts are never locked')
    const stated = rows.map(([rule, , policy]) => {
      const [, attempts, window] = /^(\d+) .* in (\d+ \w+)/.exec(rule!)!
      return [policy!.replace(/`/g, ''), { limit: Number(attempts), windowMs: WINDOWS[window!] }]
    })
    expect(stated.map(([policy]) => policy)).toEqual([
      'accounts.loginPair',
      'accounts.loginFailures',
      'accounts.login',
      'accounts.loginAccount',
    ])
    for (const [policy, limit] of stated) {
      const { limit: attempts, windowMs } = RATE_LIMITS[policy as keyof typeof RATE_LIMITS]
      expect(limit, String(policy)).toEqual({ limit: attempts, windowMs })
    }
  })

  it('states the answer floors the code waits out', async () => {
    const { FAILED_LOGIN_FLOOR_MS, RESET_ANSWER_FLOOR_MS } = await import('@/platform/login-attempts.server')
    // Not exported: read where it is set.
    const register = fs.readFileSync('src/features/accounts/use-cases/register.server.ts', 'utf8')
    const registerFloor = Number(/const REGISTER_ANSWER_FLOOR_MS = (\d+)/.exec(register)![1])
    const rows = tableUnder('Answer times')
    const floorOf = (start: string) => rows.find(([answer]) => answer!.startsWith(start))?.[1]
    expect(rows).toHaveLength(3)
    expect(floorOf('a wrong password')).toBe(`${FAILED_LOGIN_FLOOR_MS} ms`)
    expect(floorOf('a password reset request')).toBe(`${RESET_ANSWER_FLOOR_MS} ms`)
    expect(floorOf('a registration')).toBe(`${registerFloor} ms`)
  })

  it('names the methods the server answers', () => {
    expect(doc).toContain(`a method other than ${ALLOWED_METHODS.join(', ')}`)
  })
})
