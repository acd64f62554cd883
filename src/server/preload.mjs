/**
 * The preload for `npm run dev`, given in NODE_OPTIONS, which `next dev` passes to the server
 * process it forks: one option that registers tsx and then loads the preload written in
 * TypeScript (preload.ts).
 */
await import('tsx')
await import('./preload.ts')
