import { describe, expect, it } from 'vitest'

import { scrubError } from '@/lib/logger'

describe('an error as the log keeps it', () => {
  it('drops the values a failed query was given, from its fields, message, stack and cause', () => {
    const query = 'insert into "subscribers" ("email") values (?)'
    const values = 'rosa@example.com,http://localhost:3000/newsletter/confirm?token=secret\nThe Candor team'
    const scrubbed = scrubError({
      type: 'DrizzleQueryError',
      message: `Failed query: ${query}\nparams: ${values}: database or disk is full`,
      stack: `Error: Failed query: ${query}\nparams: ${values}\n    at insert (file:///x.js:1:1)\n    at run (file:///y.js:2:2)`,
      query,
      params: ['rosa@example.com'],
      cause: { message: 'database or disk is full', params: ['rosa@example.com'] },
    }) as Record<string, unknown>
    const text = JSON.stringify(scrubbed)
    expect(text).not.toContain('rosa@example.com')
    expect(text).not.toContain('token=secret')
    expect(scrubbed.message).toBe(`Failed query: ${query}\nparams: [redacted]`)
    expect(scrubbed.stack).toBe(
      `Error: Failed query: ${query}\nparams: [redacted]\n    at insert (file:///x.js:1:1)\n    at run (file:///y.js:2:2)`,
    )
    expect(scrubbed.query).toBe(query)
    expect((scrubbed.cause as Record<string, unknown>).message).toBe('database or disk is full')
  })

  it('leaves an error without values as it was', () => {
    const error = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (y.js:1:1)' }
    expect(scrubError(error)).toEqual(error)
  })
})
