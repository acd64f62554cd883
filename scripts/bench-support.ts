/** What the benchmark scripts share: percentiles, waiting for a server, its memory, programs from Debian. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/** The p-th percentile of an ascending list (nearest rank), or NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Waits until `base`/readyz answers 200, for up to ten minutes (a first start builds the site). */
export async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${base}/readyz`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('The server did not become ready in 10 minutes')
}

/** The resident memory of a process, in MB, as the kernel counts it (VmRSS), or NaN once it has gone. */
export function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024
  } catch {
    return NaN
  }
}

/**
 * The path of a program from Debian's packages, installed with apt when it is missing
 * (HAProxy for the two-instance checks, nginx for the benchmark's static baseline).
 */
export function ensureDebianProgram(program: string, debianPackage: string): string {
  const where = () => {
    const found = spawnSync('sh', ['-c', `command -v ${program} || ls /usr/sbin/${program}`], { encoding: 'utf8' })
    const path = found.stdout.trim().split('\n')[0]
    return found.status === 0 && path ? path : null
  }
  const existing = where()
  if (existing) return existing
  console.log(`${program} is missing: installing ${debianPackage} from Debian’s packages`)
  spawnSync(
    'sh',
    ['-c', `apt-get install -y ${debianPackage} || (apt-get update && apt-get install -y ${debianPackage})`],
    { stdio: 'inherit' },
  )
  // wrk installs in /usr/bin, nginx in /usr/sbin: asked again where it went.
  return where() ?? `/usr/sbin/${program}`
}
