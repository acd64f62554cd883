import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = {
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  '@': path.join(root, 'src'),
}

// CI collects the counts of every run: each npm script writes its own JSON report.
const reportDir = process.env.CANDOR_REPORT_DIR
const reporters = reportDir
  ? [
      'default',
      ['json', { outputFile: path.join(reportDir, `vitest-${process.env.npm_lifecycle_event ?? 'run'}.json`) }],
    ]
  : ['default']

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: reporters as never,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.test.ts'],
          // Each file boots its own Payload on its own fresh database, in its own process.
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
})
