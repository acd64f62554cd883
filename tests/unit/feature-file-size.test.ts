import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** A feature's file is read in one sitting: 300 lines at most. Data catalogues (`*.data.ts`) and generated types (`*.generated.ts`) aside. */
const MAX_LINES = 300

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    )
}

describe('the features', () => {
  it(`keep every code file within ${MAX_LINES} lines`, () => {
    const tooLong = filesUnder(path.join(process.cwd(), 'src/features'))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.data.ts') && !file.endsWith('.generated.ts'))
      .map((file) => ({
        file: path.relative(process.cwd(), file),
        lines: fs.readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(tooLong).toEqual([])
  })
})
