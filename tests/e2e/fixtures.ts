import { createHash } from 'node:crypto'

import { test as base, expect, type Page } from '@playwright/test'

import { SCRIPT_LOADER_ATTRIBUTE } from '../../src/lib/page-cache'

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
  /**
   * A page from the page cache asks for its scripts after its first frame, so its load event
   * can come before they arrive. Going to a page or reloading it waits for them too, as the
   * load event used to, so that what the test does next reaches React (unless the browser
   * runs no scripts at all).
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const waitsForLoad = (waitUntil?: string) =>
      javaScriptEnabled !== false && (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle')
    page.goto = async (url, options) => {
      const answer = await goto(url, options)
      if (waitsForLoad(options?.waitUntil)) await scriptsArrived(page)
      return answer
    }
    page.reload = async (options) => {
      const answer = await reload(options)
      if (waitsForLoad(options?.waitUntil)) await scriptsArrived(page)
      return answer
    }
    await provide(page)
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

/** Resolves once a page that loads its scripts after its first frame has them all (at once for other pages). */
async function scriptsArrived(page: Page) {
  await page.waitForFunction((selector) => {
    const loader = document.querySelector(selector)
    return !loader || loader.hasAttribute('data-loaded')
  }, `script[${SCRIPT_LOADER_ATTRIBUTE}]`)
}

export { expect }
