/**
 * How Candor's server process is started: Next.js's own `next start`, after the preload that
 * stamps, logs and gates every request (src/server/preload.ts, loaded through preload.mjs).
 * `npm start` runs it in its own process after its checks, build and migrations
 * (scripts/start.ts); the tests and benchmarks that start the site the way production does, and
 * the Dockerfile, run the same command.
 */
import path from 'node:path'

/**
 * Proxies and load balancers keep idle connections open for about a minute: the server keeps
 * them longer, or a request sent just as it closes one is reset.
 */
export const KEEP_ALIVE_MS = 65_000

/** Next.js's own command-line entry. */
export function nextBin(root = process.cwd()): string {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
}

/** The arguments of `next start` on `port`. */
export function nextStartArgs(port: number): string[] {
  return ['start', '--port', String(port), '--keepAliveTimeout', String(KEEP_ALIVE_MS)]
}

/** The preload as one Node option: tsx, then the preload written in TypeScript (preload.mjs). */
function preloadOption(root = process.cwd()): string[] {
  return ['--import', path.join(root, 'src', 'server', 'preload.mjs')]
}

export function nextStartCommand(port: number, root = process.cwd()): { command: string; args: string[] } {
  return { command: process.execPath, args: [...preloadOption(root), nextBin(root), ...nextStartArgs(port)] }
}
