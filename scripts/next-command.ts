/**
 * How Candor's server process is started: Next.js's own `next start`, with the preload that
 * stamps, logs and gates every request (src/server/preload.ts). `npm start` runs it after its
 * checks, build and migrations (scripts/start.ts); the tests that start the site the way
 * production does run the same command.
 */
import path from 'node:path'

/**
 * Proxies and load balancers keep idle connections open for about a minute: the server keeps
 * them longer, or a request sent just as it closes one is reset.
 */
export const KEEP_ALIVE_MS = 65_000

export function nextStartCommand(port: number, root = process.cwd()): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      '--import',
      path.join(root, 'src', 'server', 'preload.ts'),
      path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '--port',
      String(port),
      '--keepAliveTimeout',
      String(KEEP_ALIVE_MS),
    ],
  }
}
