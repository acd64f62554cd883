import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Server code is known by its name (decision 016): a `*.server.ts(x)` file, a feature's
 * `server.ts` entry, anything under `src/server`. ESLint refuses a `'use client'` module that
 * imports it; this test follows every import from every client module, through the modules in
 * between, and finds none that reaches it. Through an entry that re-exports, it follows only the
 * names used, as the bundler does. A server action (`'use server'`) is where the walk stops: the
 * browser gets a reference to it, not its code.
 */
const root = process.cwd()

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    )
}

const sources = new Map(
  filesUnder(path.join(root, 'src'))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => [path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')]),
)

const isServerCode = (file: string) =>
  /\.server\.tsx?$/.test(file) || /^src\/features\/[^/]+\/server\.ts$/.test(file) || file.startsWith('src/server/')
const directive = (text: string) =>
  text.match(/^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"](use (?:client|server))['"]/)?.[1]

function resolve(specifier: string, importer: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.posix.join('src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(importer), specifier)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (sources.has(candidate)) return candidate
  }
  return null
}

type Link = { target: string; names: Set<string> | null }

/** `a, type b, c as d` → the names on one side of each `as` (`source` or the local `alias`). */
function namesIn(list: string, side: 'source' | 'alias'): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [source, alias] = part.split(/\s+as\s+/)
      return (side === 'alias' ? (alias ?? source) : source)!.trim()
    })
}

/**
 * What a module brings into a bundle when `wanted` of its exports are used (null: all of them):
 * every import of its own code, whole, and of its re-exports only those that give a wanted name,
 * as a bundler keeps them. Types are erased, so `import type` and `export type` bring nothing.
 */
function linksOf(file: string, wanted: Set<string> | null): Link[] {
  const text = sources.get(file)!.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
  const links: Link[] = []
  const add = (specifier: string, names: Set<string> | null) => {
    const target = resolve(specifier, file)
    if (target) links.push({ target, names })
  }
  for (const [, clause, specifier] of text.matchAll(
    /(?:^|\n)\s*import\s+(?!type\s)([^'";]*?)\s*from\s+['"]([^'"]+)['"]/g,
  )) {
    const named = clause!.match(/\{([^}]*)\}/)
    const whole = /\*\s+as\s/.test(clause!) || /^[\w$]+\s*(,|$)/.test(clause!.trim())
    add(specifier!, whole || !named ? null : new Set(namesIn(named[1]!, 'source')))
  }
  for (const [, specifier] of text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) add(specifier!, null)
  for (const [, specifier] of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) add(specifier!, null)
  for (const [, list, specifier] of text.matchAll(/(?:^|\n)\s*export\s+\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/g)) {
    const sourceNames = namesIn(list!, 'source')
    const aliases = namesIn(list!, 'alias')
    const given = sourceNames.filter((_, index) => wanted === null || wanted.has(aliases[index]!))
    if (given.length > 0) add(specifier!, new Set(given))
  }
  for (const [, specifier] of text.matchAll(/(?:^|\n)\s*export\s+\*\s+from\s+['"]([^'"]+)['"]/g))
    add(specifier!, wanted)
  return links
}

/** Each server module a client module reaches, with the chain of imports that leads there. */
function serverCodeReachedFromClients(): string[] {
  const reached: string[] = []
  for (const [start, text] of sources) {
    if (directive(text) !== 'use client') continue
    // For each module reached: the names asked of it so far (null: all), and how it was reached.
    const asked = new Map<string, Set<string> | null>([[start, null]])
    const cameFrom = new Map<string, string | null>([[start, null]])
    const queue: Link[] = [{ target: start, names: null }]
    while (queue.length > 0) {
      const { target: file, names } = queue.shift()!
      for (const link of linksOf(file, names)) {
        const before = asked.get(link.target)
        if (before === null) continue
        const fresh =
          link.names === null ? null : new Set([...link.names].filter((name) => !before || !before.has(name)))
        if (fresh && fresh.size === 0) continue
        asked.set(link.target, fresh === null ? null : new Set([...(before ?? []), ...fresh]))
        if (!cameFrom.has(link.target)) cameFrom.set(link.target, file)
        if (directive(sources.get(link.target)!) === 'use server') continue
        if (isServerCode(link.target)) {
          if (before !== undefined) continue
          const chain = [link.target]
          for (let step = cameFrom.get(link.target); step; step = cameFrom.get(step)!) chain.unshift(step)
          reached.push(chain.join(' → '))
          continue
        }
        queue.push({ target: link.target, names: fresh })
      }
    }
  }
  return reached
}

describe('server code', () => {
  it('is reached from no client module, through any chain of imports', () => {
    expect(serverCodeReachedFromClients()).toEqual([])
  })

  it('is found through a chain when it is there', () => {
    // The walk itself: a client module that reaches a server module through another is caught.
    sources.set('src/features/example/widget.tsx', "'use client'\nimport { shown } from './entry'\n")
    // An entry whose other export is server code is fine: only what is used is followed.
    sources.set(
      'src/features/example/entry.ts',
      "export { shown } from './shown'\nexport { unused } from './unused.server'\n",
    )
    sources.set(
      'src/features/example/shown.ts',
      "import { secret } from './secret.server'\nexport const shown = secret\n",
    )
    sources.set('src/features/example/unused.server.ts', 'export const unused = 1\n')
    sources.set('src/features/example/secret.server.ts', 'export const secret = 1\n')
    try {
      expect(serverCodeReachedFromClients()).toEqual([
        'src/features/example/widget.tsx → src/features/example/entry.ts → src/features/example/shown.ts → src/features/example/secret.server.ts',
      ])
    } finally {
      for (const file of ['widget.tsx', 'entry.ts', 'shown.ts', 'unused.server.ts', 'secret.server.ts']) {
        sources.delete(`src/features/example/${file}`)
      }
    }
  })

  it('is no longer marked with the server-only package, which plain Node cannot load', () => {
    const marked = [...sources].filter(([, text]) => /^import 'server-only'$/m.test(text)).map(([file]) => file)
    expect(marked).toEqual([])
  })
})
