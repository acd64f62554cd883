/**
 * Finds the Chromium the end-to-end tests drive: CHROMIUM_PATH, or the system's
 * /usr/bin/chromium. When neither exists and this is Debian as root, installs it with apt;
 * otherwise says how. Playwright never downloads a browser of its own here.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, SYSTEM_CHROMIUM, '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)))
}

function installWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false
  console.log('Chromium is not installed: installing it with apt-get (Debian package "chromium")…')
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' })
  if (update.status !== 0) return false
  const install = spawnSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return install.status === 0
}

const isMain = process.argv[1]?.endsWith('ensure-browser.ts')
if (isMain) {
  let found = findChromium()
  if (!found && installWithApt()) found = findChromium()
  if (!found) {
    console.error(
      'No Chromium found for the end-to-end tests. Install it (Debian: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    )
    process.exit(1)
  }
  console.log(`End-to-end tests will use ${found}`)
}
