import { createHash } from 'node:crypto'

import { test as base, expect } from '@playwright/test'

/**
 * Every end-to-end test fails when the page logs an error or throws: a console error is
 * something broken that nobody asserted (a CSP violation, a hydration mismatch, a 500).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  /**
   * Every test is a client of its own: the site under test trusts X-Forwarded-For, so rate
   * limits count per test as they would per person.
   */
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    const [a, b, c] = createHash('sha256').update(testInfo.testId).digest()
    await provide({ 'x-forwarded-for': `10.${a}.${b}.${c}` })
  },
  /** Console errors a test expects, such as the browser's note about a 404 it asked for. */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text))) {
          errors.push(text)
        }
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
