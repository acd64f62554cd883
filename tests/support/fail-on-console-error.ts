import { afterEach, vi } from 'vitest'

/** A console.error during a test is a failure: something went wrong that nobody asserted. */
const errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}

afterEach(() => {
  const seen = errors.splice(0)
  vi.restoreAllMocks()
  if (seen.length > 0) throw new Error(`console.error was called:\n${seen.map((args) => args.join(' ')).join('\n')}`)
})
