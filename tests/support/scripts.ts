import { spawn } from 'node:child_process'
import path from 'node:path'

export type ScriptRun = {
  status: number | null
  /** Set when the run was stopped for taking too long. */
  stalled: boolean
  stdout: string
  stderr: string
  /** Everything it printed, and why it stopped when it was stopped. */
  out: string
}

/** How long one run of a script may take before it counts as stalled. */
const SCRIPT_TIMEOUT_MS = 120_000

function runOnce(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join('node_modules', '.bin', 'tsx'), args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let stalled = false
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => {
      stalled = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (status) => {
      clearTimeout(timer)
      const why = stalled ? `\n(stopped after ${timeoutMs / 1000} s)` : ''
      resolve({ status, stalled, stdout, stderr, out: `${stdout}${stderr}${why}` })
    })
  })
}

/**
 * Runs one of Candor's scripts with tsx, as an operator would, without holding the test's thread.
 * On a busy machine tsx can stall while it loads Payload, before the script has run a line; a run
 * that printed nothing and was stopped is run once more. Scripts given here must be safe to run
 * twice, as an operator might.
 */
export async function runTsxScript(
  args: string[],
  env: NodeJS.ProcessEnv,
  { timeoutMs = SCRIPT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ScriptRun> {
  const first = await runOnce(args, env, timeoutMs)
  return first.stalled && first.stdout.trim() === '' ? runOnce(args, env, timeoutMs) : first
}

/** A test that runs scripts waits for two runs of each, and a little more. */
export const SCRIPT_TEST_TIMEOUT_MS = 2 * SCRIPT_TIMEOUT_MS + 30_000
