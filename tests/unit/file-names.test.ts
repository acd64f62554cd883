import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A file's name says where it may run (decision 016): `*.server.ts(x)` only inside Next's
 * server bundle, guarded by `import 'server-only'`; `*.node.ts` on the server in Next and in
 * plain Node too (the Payload config, the scripts), so never guarded; anything else anywhere.
 * A feature's `server.ts` entry and the files of `src/server` are server-only by their place.
 */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    )
}

const root = process.cwd()
const code = filesUnder(path.join(root, 'src'))
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .map((file) => ({
    file: path.relative(root, file),
    guarded: /^import 'server-only'$/m.test(fs.readFileSync(file, 'utf8')),
  }))

const isServerByName = (file: string) =>
  /\.server\.tsx?$/.test(file) || /^src\/features\/[^/]+\/server\.ts$/.test(file) || file.startsWith('src/server/')

describe('file names', () => {
  it('mark every server-only file, and only those', () => {
    expect(code.filter(({ file, guarded }) => isServerByName(file) && !guarded).map(({ file }) => file)).toEqual([])
    expect(code.filter(({ file, guarded }) => guarded && !isServerByName(file)).map(({ file }) => file)).toEqual([])
  })

  it('keep server code that runs in plain Node free of the guard', () => {
    expect(code.filter(({ file, guarded }) => file.endsWith('.node.ts') && guarded).map(({ file }) => file)).toEqual([])
  })
})
