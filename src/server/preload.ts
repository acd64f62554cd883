/**
 * Loaded by Node.js before Next.js starts (`node --import ./src/server/preload.mjs
 * node_modules/next/dist/bin/next start`, scripts/next-command.ts), so that no request
 * arrives unseen: each is stamped with its id and the caller's address and logged once answered
 * (request-stamps.server.ts), and what no route could answer is refused before Next.js reads it
 * (request-gate.server.ts). Next.js is the process's only HTTP server (decision 027). `npm
 * start` imports it itself before Next.js starts in its process (scripts/start.ts); `npm run
 * dev` gives preload.mjs in NODE_OPTIONS, which `next dev` passes to the server process it
 * forks.
 */
import { getEnv } from '@/lib/env'
import { gateRequests } from '@/platform/request-gate.server'
import { stampRequests } from '@/platform/request-stamps.server'

stampRequests({ trustProxy: getEnv().trustProxy })
gateRequests()
