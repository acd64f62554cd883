import { afterEach, vi } from 'vitest'

/** A console.error during a test is a failure: something went wrong that nobody asserted. */
const errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}

/**
 * The PostgreSQL driver's warning that a query was sent on a connection still busy with
 * another: two queries overlapped inside one transaction (Payload's bulk delete or update by
 * `where` handles its rows in parallel). Node says it once per process, so it fails the test
 * during which it first came.
 */
export const OVERLAPPING_QUERIES = /client\.query\(\) when the client is already executing a query/
const warnings: Error[] = []
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && OVERLAPPING_QUERIES.test(warning.message)) warnings.push(warning)
})

afterEach(async () => {
  // A warning is emitted on the next tick of the code that caused it.
  await new Promise((resolve) => setImmediate(resolve))
  const seen = errors.splice(0)
  const overlapping = warnings.splice(0)
  vi.restoreAllMocks()
  if (seen.length > 0) throw new Error(`console.error was called:\n${seen.map((args) => args.join(' ')).join('\n')}`)
  if (overlapping.length > 0) {
    throw new Error(`queries overlapped on one PostgreSQL connection:\n${overlapping.map((w) => w.stack).join('\n')}`)
  }
})
