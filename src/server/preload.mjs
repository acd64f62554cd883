/**
 * The preload as one Node option (`--import ./src/server/preload.mjs`): it registers tsx, then
 * loads the preload written in TypeScript (preload.ts). The tests, the benchmarks and the
 * Dockerfile put it before `next start` (scripts/next-command.ts); `npm run dev` gives it in
 * NODE_OPTIONS, which `next dev` passes to the server process it forks.
 */
await import('tsx')
await import('./preload.ts')
