/**
 * Runs the Marketplace API stand-in (tests/support/marketplace-stand-in.ts) on its own, for
 * end-to-end tests and benchmarks that start the site as a separate process:
 *   npx tsx scripts/marketplace-stand-in.ts [--port 3199] [--page-delay-ms 300] [--mode normal] [--data <dir>] [--any-household]
 * Prints one line with the address to give the site as MARKETPLACE_API_URL (its key is
 * `stand-in-key`), and stops on SIGTERM or SIGINT.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { STAND_IN_MODES, type StandInMode, startMarketplaceStandIn } from '../tests/support/marketplace-stand-in'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3199' },
    'page-delay-ms': { type: 'string', default: '0' },
    mode: { type: 'string', default: 'normal' },
    data: { type: 'string' },
    'any-household': { type: 'boolean', default: false },
  },
})

const port = Number(values.port)
const pageDelayMs = Number(values['page-delay-ms'])
const mode = values.mode as StandInMode
if (!Number.isInteger(port) || port < 0 || !Number.isInteger(pageDelayMs) || pageDelayMs < 0) {
  console.error('--port and --page-delay-ms take whole numbers.')
  process.exit(2)
}
if (!STAND_IN_MODES.includes(mode)) {
  console.error(`--mode is one of ${STAND_IN_MODES.join(', ')}.`)
  process.exit(2)
}

const standIn = await startMarketplaceStandIn({
  port,
  pageDelayMs,
  mode,
  dataDir: values.data && path.resolve(values.data),
  anyHousehold: values['any-household'],
})
console.log(`Marketplace API stand-in at ${standIn.url} (key ${standIn.key}, mode ${mode})`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void standIn.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
