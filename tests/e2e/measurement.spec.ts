import type { BrowserContext, Page } from '@playwright/test'

import { MEASURED_PORT, MEASUREMENT_ENV } from '../../playwright.config'
import { expect, test } from './fixtures'
import { createStaff, expectNoSevereViolations, firstPlanIn, signInToAdmin } from './support'

/** The instance with every kind of measurement configured (playwright.config.ts). */
const MEASURED = `http://localhost:${MEASURED_PORT}`
const VENDOR = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|[a-z.]*clarity\.ms)\//
const isLocal = (url: string) =>
  /^(data:|blob:|about:)/.test(url) || ['localhost', '127.0.0.1'].includes(new URL(url).hostname)

/**
 * Answers the vendors' script addresses here (the machine's network is closed), with a script
 * that only notes it ran, and records every request that would leave the machine.
 */
async function fakeVendors(context: BrowserContext): Promise<string[]> {
  const outside: string[] = []
  await context.route(
    (url) => !isLocal(url.href),
    async (route) => {
      outside.push(route.request().url())
      if (VENDOR.test(route.request().url())) {
        await route.fulfill({
          contentType: 'text/javascript',
          body: '(window.__vendorScripts = window.__vendorScripts || []).push(document.currentScript && document.currentScript.src)',
        })
      } else {
        await route.abort()
      }
    },
  )
  return outside
}

const vendorScripts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vendorScripts?: string[] }).__vendorScripts ?? [])

/** The page views Candor put on the data layer (Google Tag Manager's). */
const pageViewsOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry): entry is { event: string; page_path: string } =>
        Boolean(entry && typeof entry === 'object' && (entry as { event?: string }).event === 'page_view'),
      )
      .map((entry) => entry.page_path),
  )

const banner = (page: Page) => page.getByRole('region', { name: 'May we measure how this site is used?' })

test.describe('with nothing configured', () => {
  test('no banner appears and no request leaves the site, on every kind of page', async ({
    page,
    context,
    request,
  }) => {
    const outside = await fakeVendors(context)
    const nid = await firstPlanIn(request, '99501')
    for (const path of [
      '/',
      '/find?zip=99501',
      `/plans/${nid}`,
      '/plans/state/ak',
      '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
      '/quiz',
      '/contact',
      '/privacy-policy',
      '/login',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await expect(page.locator('.site-header')).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Privacy choices' })).toHaveCount(0)
    }
    expect(outside).toEqual([])
  })
})

test("Candor's own count sees each page by its path, and an editor sees the last 30 days as a chart", async ({
  page,
  browser,
}) => {
  // The admin's first page compiles its bundle on first use.
  test.setTimeout(120_000)
  const counted = (response: { url: () => string; request: () => { method: () => string } }) =>
    response.url().endsWith('/v1/page-views') && response.request().method() === 'POST'
  const editor = createStaff({ email: 'count-editor@candor.test', password: 'Count-editor-9!', role: 'editor' })
  const admin = await signInToAdmin(browser, editor)
  await expect(admin.getByRole('link', { name: 'Page views' })).toHaveAttribute('href', '/admin/page-views')
  // The total of the last 30 days, as the editor reads it: every page the suite has shown so far.
  const total = async () => {
    await admin.goto('/admin/page-views')
    await expect(admin.getByRole('heading', { level: 1, name: 'Page views' })).toBeVisible()
    const text = await admin.getByText(/^[\d,]+ page views in the last 30 days$/).textContent()
    return Number(text!.split(' ')[0]!.replace(/,/g, ''))
  }
  const before = await total()

  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/page-views')) bodies.push(request.postData() ?? '')
  })
  await Promise.all([page.waitForResponse(counted), page.goto('/find?zip=99501')])
  await Promise.all([page.waitForResponse(counted), page.getByRole('link', { name: 'Contact Us' }).first().click()])
  // The path alone (the search page keeps its ZIP code in the path): no query, no identifier.
  expect(bodies).toEqual([JSON.stringify({ path: '/find/99501' }), JSON.stringify({ path: '/contact' })])

  // Both views are in the editor's total, with the chart of the days and the ten most viewed
  // pages, most viewed first.
  expect(await total()).toBe(before + 2)
  await expect(admin.getByRole('img', { name: 'Page views per day, last 30 days' })).toBeVisible()
  const rows = admin.getByRole('table', { name: 'Most viewed pages' }).locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const views = (await rows.locator('td:last-child').allTextContents()).map((cell) => Number(cell.replace(/,/g, '')))
  expect(views.length).toBeLessThanOrEqual(10)
  expect(views).toEqual([...views].sort((a, b) => b - a))
  await admin.context().close()
})

test.describe('with analytics, tag management, session recording and an ad pixel configured', () => {
  test.use({ baseURL: MEASURED })

  test('nothing loads before consent; accepting loads them and sends page views without the query', async ({
    page,
    context,
  }) => {
    const outside = await fakeVendors(context)
    await page.goto('/find?zip=99501')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText(
      'analytics, tag management, session recording and an advertising pixel from other companies',
    )
    // Refusing is exactly as easy as accepting: the same kind of button, the same size.
    const accept = banner(page).getByRole('button', { name: 'Accept' })
    const refuse = banner(page).getByRole('button', { name: 'Refuse' })
    const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()]
    expect(acceptBox!.width).toBeCloseTo(refuseBox!.width, 0)
    expect(acceptBox!.height).toBeCloseTo(refuseBox!.height, 0)
    await expectNoSevereViolations(page, 'the consent banner', '.consent-banner')
    await page.waitForTimeout(500)
    expect(outside).toEqual([])

    await accept.click()
    await expect(banner(page)).toHaveCount(0)
    await expect
      .poll(() => vendorScripts(page))
      .toEqual(
        expect.arrayContaining([
          `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ENV.ANALYTICS_ID}`,
          `https://www.googletagmanager.com/gtm.js?id=${MEASUREMENT_ENV.TAG_MANAGER_ID}`,
          'https://connect.facebook.net/en_US/fbevents.js',
          `https://www.clarity.ms/tag/${MEASUREMENT_ENV.SESSION_RECORDING_ID}`,
        ]),
      )
    expect(await pageViewsOf(page)).toEqual(['/find/99501'])

    // A change of page sends the next page view, again the path alone.
    await page.getByRole('link', { name: 'Contact Us' }).first().click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => pageViewsOf(page)).toEqual(['/find/99501', '/contact'])
    expect(outside.every((url) => VENDOR.test(url))).toBe(true)

    // The answer is remembered: the next visit loads them at once, without asking, and its
    // page view leaves the query out.
    await page.goto('/?utm_source=newsletter')
    await expect
      .poll(() => vendorScripts(page))
      .toContain(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ENV.ANALYTICS_ID}`)
    await expect(banner(page)).toHaveCount(0)
    expect(await pageViewsOf(page)).toEqual(['/'])
  })

  test('never on the quiz or a report, even after consent, and reaching the quiz leaves them behind', async ({
    page,
    context,
  }) => {
    const outside = await fakeVendors(context)
    await context.addInitScript(() => window.localStorage.setItem('candor:measurement-consent', 'granted'))

    for (const path of ['/quiz', '/report/methodology']) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await page.waitForTimeout(500)
      await expect(banner(page)).toHaveCount(0)
    }
    expect(outside).toEqual([])

    await page.goto('/')
    await expect.poll(() => vendorScripts(page)).not.toEqual([])
    await page.getByRole('link', { name: 'Take the Quiz' }).first().click()
    await expect(page).toHaveURL(/\/quiz$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A full load: the scripts of the page before are gone, and none came back.
    expect(await vendorScripts(page)).toEqual([])
    expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window)).toBe(false)
  })

  test('a refusal is remembered, and the footer lets a person change their mind', async ({ page, context }) => {
    const outside = await fakeVendors(context)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Refuse' }).click()
    await expect(banner(page)).toHaveCount(0)
    await page.reload()
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    await expect(banner(page)).toHaveCount(0)
    expect(outside).toEqual([])

    await page.getByRole('button', { name: 'Privacy choices' }).click()
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Accept' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => vendorScripts(page)).not.toEqual([])
  })
})
