import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Every Markdown file a newcomer reads: the README and everything under docs/. */
function documents(): string[] {
  const docs = fs
    .readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file))
  return ['README.md', ...docs]
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expand(named: string): string[] {
  const match = /\{([^}]+)\}/.exec(named)
  if (!match) return [named]
  return match[1]!.split(',').flatMap((part) => expand(named.replace(match[0], part)))
}

/**
 * The repository paths a document names in code spans (`src/…`, `scripts/…`, `tests/…`,
 * `deploy/…`, `docs/…`, `public/…`), without a `:line` or `#anchor`; a name with a
 * placeholder (`src/messages/en/<namespace>.ts`) or a wildcard stands for many and is left out.
 */
function namedPaths(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/`((?:src|scripts|tests|deploy|docs|public)\/[^`\s]+)`/g)) {
    const named = match[1]!.replace(/[:#].*$/, '').replace(/\/$/, '')
    if (/[<>*]/.test(named)) continue
    found.push(...expand(named))
  }
  return found
}

describe('the documents', () => {
  it('read a path as a path: braces give each, placeholders are left out', () => {
    expect(namedPaths('see `src/globals/{Footer,Home}` and `scripts/server.ts:12`')).toEqual([
      'src/globals/Footer',
      'src/globals/Home',
      'scripts/server.ts',
    ])
    expect(namedPaths('`src/features/<name>` and `tests/e2e/*.spec.ts`')).toEqual([])
  })

  it('name only files and folders that exist', () => {
    const missing = documents().flatMap((document) =>
      namedPaths(fs.readFileSync(document, 'utf8'))
        .filter((named) => !fs.existsSync(named))
        .map((named) => `${document}: ${named}`),
    )
    expect(missing).toEqual([])
  })
})
