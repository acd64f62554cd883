import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Payload's config (the `payload` command, the migrations at start) and the scripts load
 * feature entries in plain Node, whole and without the bundler: every `index.ts` and
 * `server.ts`, components included, must load there (decision 016). A stylesheet cannot, which
 * is why the pages and layouts import a feature's stylesheets, not its components.
 */
const ENTRIES = fs
  .readdirSync('src/features')
  .flatMap((feature) => ['index.ts', 'server.ts'].map((file) => path.resolve('src/features', feature, file)))
  .filter((file) => fs.existsSync(file))

/** The entries among `files` that fail to load in plain Node, with the first line of their error. */
function failuresInPlainNode(files: string[]): string[] {
  // tsx reports a failed module a second time as uncaught: the rejected import is enough.
  const script = `
    process.on('uncaughtException', () => {})
    const failures = []
    for (const file of ${JSON.stringify(files)}) {
      try { await import(file) } catch (error) { failures.push(file + ': ' + String(error.message).split('\\n')[0]) }
    }
    process.stdout.write(JSON.stringify(failures))`
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
    timeout: 60_000,
  })
  if (result.status !== 0) {
    const error = result.stderr.match(/^\w*Error: .*$/m)?.[0] ?? `exit ${result.status}`
    throw new Error(`plain Node stopped before it had loaded every entry: ${error}`)
  }
  return (JSON.parse(result.stdout) as string[]).map((failure) => failure.replace(process.cwd() + path.sep, ''))
}

describe('feature entries outside Next', () => {
  it('loads every index and server entry the way the Payload command and the scripts do', () => {
    expect(ENTRIES.length).toBeGreaterThan(10)
    expect(failuresInPlainNode(ENTRIES)).toEqual([])
  })
})
