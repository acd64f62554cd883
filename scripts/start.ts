/**
 * `npm start`: validate the configuration, build when no current build exists,
 * apply pending migrations, then serve the site with Next.js (scripts/next-command.ts).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { nextBin, nextStartArgs } from './next-command'

// `npm start` serves the production build unless told otherwise.
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

const root = process.cwd()
const FINGERPRINT_FILE = path.join(root, '.next', 'candor-build-fingerprint')
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

function listFiles(entry: string): string[] {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [entry]
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((dirent) => listFiles(path.join(entry, dirent.name)))
}

/** A hash of everything the build depends on: a build is current when it matches. */
function sourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const file of BUILD_INPUTS.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
  }
  return hash.digest('hex')
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n${what} failed (exit ${result.status ?? result.signal}). Candor did not start.`)
    process.exit(result.status ?? 1)
  }
}

async function main(): Promise<void> {
  const { getEnv, ConfigError } = await import('../src/lib/env')
  const { storageProblemOf } = await import('../src/lib/storage')
  try {
    const env = getEnv()
    // A full or read-only disk is said before anything tries to write there.
    const folders: [string, string][] = [[env.dataDir, 'DATA_DIR']]
    if (env.sqlitePath) folders.push([path.dirname(env.sqlitePath), 'DATABASE_URL'])
    for (const [folder, variable] of folders) {
      const problem = storageProblemOf(folder, variable)
      if (problem) throw new ConfigError(problem)
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
  const fingerprint = sourceFingerprint()
  const hasBuild = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
  const isCurrent =
    hasBuild && fs.existsSync(FINGERPRINT_FILE) && fs.readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint
  if (isCurrent) {
    console.log('Build is current.')
  } else {
    console.log(hasBuild ? 'Sources changed since the last build: building…' : 'No build yet: building…')
    run(bin('next'), ['build'], 'The build')
    fs.writeFileSync(FINGERPRINT_FILE, fingerprint)
  }

  // `--build-only`: make the build current and stop (scripts/test-instances.ts, image builds).
  if (process.argv.includes('--build-only')) return
  run(bin('tsx'), [path.join(root, 'scripts', 'prepare-database.ts')], 'Preparing the database')

  await serve(getEnv().port)
}

/**
 * How long requests in flight may take to finish once a stop is asked for; Next.js waits for
 * them without a limit, so the process then ends regardless.
 */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * Next.js serves, in this process: the preload's work first (each request stamped, logged and
 * gated, src/server/preload.ts), then Next.js's own `next start`. On SIGTERM or SIGINT Next.js
 * stops taking connections, finishes the requests in flight and exits (143 or 130: stopped by
 * the signal, cleanly); after the grace period the process ends regardless.
 */
async function serve(port: number): Promise<void> {
  await import('../src/server/preload')
  const onStop = (signal: NodeJS.Signals) => {
    console.log(`shutting down (${signal}): finishing requests in flight`)
    setTimeout(() => {
      console.log('shutdown grace period over: stopping')
      process.exit(signal === 'SIGINT' ? 130 : 143)
    }, SHUTDOWN_GRACE_MS).unref()
    process.once('exit', () => console.log('shutdown complete'))
  }
  process.once('SIGTERM', onStop)
  process.once('SIGINT', onStop)
  const bin = nextBin(root)
  process.argv = [process.argv[0]!, bin, ...nextStartArgs(port)]
  await import(bin)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
