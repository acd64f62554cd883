import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

type LockEntry = {
  version?: string
  resolved?: string
  integrity?: string
  optional?: boolean
  os?: string[]
  cpu?: string[]
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number
  packages: Record<string, LockEntry>
}

/**
 * Every platform Next.js ships its compiler for. A lockfile made on one machine without them
 * is rewritten by `npm install` on another (and `npm ci` there installs no compiler at all),
 * so the committed lockfile lists them all, as a clean install writes it.
 */
const SWC_PLATFORMS = [
  'darwin-arm64',
  'darwin-x64',
  'linux-x64-gnu',
  'linux-x64-musl',
  'linux-arm64-gnu',
  'linux-arm64-musl',
  'win32-x64-msvc',
  'win32-arm64-msvc',
]

describe('package-lock.json', () => {
  const next = lock.packages['node_modules/next']

  it('is a version 3 lockfile with Next.js in it', () => {
    expect(lock.lockfileVersion).toBe(3)
    expect(next?.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it("lists Next.js's compiler for every platform, at Next.js's version, with its checksum", () => {
    const problems = SWC_PLATFORMS.flatMap((platform) => {
      const name = `@next/swc-${platform}`
      const entry = lock.packages[`node_modules/${name}`]
      if (!entry) return [`${name}: missing`]
      return [
        ...(next?.optionalDependencies?.[name] === undefined ? [`${name}: not an optional dependency of next`] : []),
        ...(entry.version !== next?.version ? [`${name}: version ${entry.version}, next is ${next?.version}`] : []),
        ...(!/^sha512-[A-Za-z0-9+/]+={0,2}$/.test(entry.integrity ?? '') ? [`${name}: no sha512 integrity`] : []),
        // The project's npm leaves registry addresses out of the lockfile; one that is there is the registry's.
        ...(entry.resolved !== undefined &&
        entry.resolved !== `https://registry.npmjs.org/${name}/-/swc-${platform}-${entry.version}.tgz`
          ? [`${name}: resolved from ${entry.resolved}`]
          : []),
        ...(entry.optional !== true ? [`${name}: not marked optional`] : []),
        ...(!entry.os?.length || !entry.cpu?.length ? [`${name}: no os or cpu`] : []),
      ]
    })
    expect(problems).toEqual([])
  })

  it('names no compiler platform Next.js does not ask for', () => {
    const asked = Object.keys(next?.optionalDependencies ?? {}).filter((name) => name.startsWith('@next/swc-'))
    expect(asked.sort()).toEqual(SWC_PLATFORMS.map((platform) => `@next/swc-${platform}`).sort())
  })
})
