import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isUnknownTopLevelPath, TOP_LEVEL_SEGMENTS } from '@/platform/routes'

const APP = path.resolve(process.cwd(), 'src/app')

/** The first path segments the app's folders and metadata files answer to. */
function routeSegments(): string[] {
  const segments = new Set<string>()
  for (const group of fs.readdirSync(APP, { withFileTypes: true })) {
    if (!group.isDirectory()) continue
    for (const entry of fs.readdirSync(path.join(APP, group.name), { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('(')) segments.add(entry.name)
      if (entry.isFile() && entry.name === 'icon.svg') segments.add(entry.name)
    }
  }
  for (const file of ['robots.ts', 'sitemap.ts']) {
    if (fs.existsSync(path.join(APP, file))) segments.add(file.replace('.ts', file === 'robots.ts' ? '.txt' : '.xml'))
  }
  return [...segments].sort()
}

describe('addresses the site answers', () => {
  it('knows every top-level folder of the app, so no page of the site is answered as missing', () => {
    expect([...TOP_LEVEL_SEGMENTS].filter((segment) => segment !== '_next').sort()).toEqual(routeSegments())
  })

  it('answers an address beginning with anything else with the 404 page', () => {
    expect(isUnknownTopLevelPath('/')).toBe(false)
    expect(isUnknownTopLevelPath('/plans/65')).toBe(false)
    expect(isUnknownTopLevelPath('/find/77002')).toBe(false)
    expect(isUnknownTopLevelPath('/icon-4usi79.svg')).toBe(false)
    expect(isUnknownTopLevelPath('/no-such-page')).toBe(true)
    expect(isUnknownTopLevelPath('/quiz')).toBe(false)
    expect(isUnknownTopLevelPath('/report/methodology')).toBe(false)
    expect(isUnknownTopLevelPath('/terms-of-service')).toBe(false)
    expect(isUnknownTopLevelPath('/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance')).toBe(false)
    // Another spelling of the article's address is sent to it by the proxy before this check.
    expect(isUnknownTopLevelPath('/top-3-mistakes-americans-make-when-picking-health-insurance')).toBe(true)
    expect(isUnknownTopLevelPath('/newsletter')).toBe(false)
    expect(isUnknownTopLevelPath('/blog')).toBe(true)
  })
})
