import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import {
  createStaff,
  firstPlanIn,
  rateFirstTwoSteps,
  sidewaysOverflow,
  signInToAdmin,
  type StaffAccount,
} from './support'

const WIDTHS = [320, 375] as const
const NOT_FOUND_TITLE = 'Page not found · Candor'

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

// Pages not built yet (the quiz, the article, the legal pages) answer 404 when their links are
// prefetched; some pages ask the server about a token or an account that is not there.
test.use({ allowedConsoleErrors: [/status of 40[01349]/] })

/** Waits until the page has loaded and its client code has taken over. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => document.querySelector('.site-header') !== null)
  await page.waitForTimeout(300)
}

test.describe('the whole site on a phone', () => {
  for (const width of WIDTHS) {
    test(`no page scrolls sideways at ${width} px, dialogs included, and none breaks the security policy`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await watchPolicyViolations(page)
      await page.setViewportSize({ width, height: 740 })
      const nid = await firstPlanIn(request, '77002')
      const paths = [
        '/',
        '/plans',
        '/plans/state/tx',
        '/plans?q=blue+cross',
        `/plans/${nid}`,
        `/find/77002?with=${nid}`,
        '/find',
        '/find/77002',
        '/content-guidelines',
        '/content-guidelines/moderation',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password?token=not-a-token',
        '/profile',
        '/no-such-page',
        '/plans/999999',
      ]
      for (const path of paths) {
        await page.goto(path)
        await settle(page)
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBe(0)
        expect(await violations(page), `${path}`).toEqual([])
      }

      // The review-start dialog, with a ZIP's plans listed.
      await page.goto('/?review=true')
      const start = page.getByRole('dialog', { name: 'Interested in writing a review?' })
      await start.getByLabel('Zip code').fill('33101')
      await start.getByRole('button', { name: 'Submit' }).click()
      await expect(start.getByLabel('Your plan')).toBeVisible()
      expect(await sidewaysOverflow(page), `review-start dialog at ${width} px`).toBe(0)
      expect(await start.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)

      // The wizard over the plan page, each step, with every button in view.
      await page.goto(`/plans/${nid}?reviewModalOpen=true`)
      const wizard = page.getByRole('dialog', { name: /^Your review of / })
      await expect(wizard.getByRole('heading', { name: 'How was your experience on this plan?' })).toBeFocused()
      const fitsWidth = async (what: string) => {
        expect(await sidewaysOverflow(page), `${what} at ${width} px`).toBe(0)
        expect(await wizard.evaluate((el) => el.scrollWidth - el.clientWidth), what).toBeLessThanOrEqual(0)
        const box = await wizard.boundingBox()
        expect(box!.x).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      }
      await fitsWidth('wizard step 1')
      for (const face of ['Terrible', 'Bad', 'Okay', 'Good', 'Great']) {
        await expect(wizard.getByRole('radio', { name: face })).toBeInViewport()
      }
      // Next without a rating: the step's rules run in the browser.
      await wizard.getByRole('button', { name: 'Next' }).click()
      await expect(wizard.getByText('Overall rating is required')).toBeVisible()
      await wizard.getByRole('radio', { name: 'Good' }).check()
      await wizard.getByRole('button', { name: 'Next' }).click()
      await fitsWidth('wizard step 2')
      for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
        await wizard.getByRole('radiogroup', { name: area }).getByText('Okay', { exact: true }).click()
      }
      await wizard.getByRole('button', { name: 'Next' }).click()
      await expect(wizard.getByLabel('Your public review')).toBeVisible()
      await fitsWidth('wizard step 3')
      expect(await violations(page)).toEqual([])
    })
  }
})

test.describe('a 404 is a page of its own', () => {
  for (const path of ['/no-such-page', '/plans/999999', '/plans/state/ZZ', '/plans/not-a-plan']) {
    test(`${path} answers 404 with the frame, its title and noindex, without JavaScript`, async ({ request }) => {
      const answer = await request.get(path)
      expect(answer.status()).toBe(404)
      const html = await answer.text()
      expect(html).toMatch(/<html lang="en"/)
      expect(html).not.toContain('__next_error__')
      expect(html).toContain(`<title>${NOT_FOUND_TITLE}</title>`)
      expect(html).toMatch(/<meta name="robots" content="noindex"/)
      expect(html).toContain('We couldn&#x27;t find that page')
      expect(html).toContain('This site is intended for residents of the United States of America.')
      expect(html).toContain('Take The Quiz')
      const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])
      expect(scripts.length).toBeGreaterThan(0)
      expect(new Set(scripts).size, 'each script once').toBe(scripts.length)
    })
  }

  test('reads fully in a browser without JavaScript, and works with it', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    const answer = await bare.goto('/plans/999999')
    expect(answer?.status()).toBe(404)
    await expect(bare).toHaveTitle(NOT_FOUND_TITLE)
    await expect(bare.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    await expect(bare.getByRole('contentinfo')).toBeVisible()
    await context.close()

    // With JavaScript the address stays what the person typed, and the page's links work.
    await page.goto('/plans/999999')
    await expect(page).toHaveURL(/\/plans\/999999$/)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Choose health insurance')
  })
})

test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({ request }) => {
  const answer = await request.get('/robots.txt')
  expect(answer.status()).toBe(200)
  const text = await answer.text()
  expect(text).toMatch(/User-Agent: \*/i)
  expect(text).toContain('Allow: /')
  for (const path of ['/admin', '/profile', '/es/profile', '/report/', '/es/report/', '/api/', '/v1/']) {
    expect(text).toContain(`Disallow: ${path}`)
  }
  // How the ranking works is public, and in the sitemap.
  for (const path of ['/report/methodology', '/es/report/methodology']) expect(text).toContain(`Allow: ${path}`)
  expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
})

test.describe('by keyboard', () => {
  test('no focused control is hidden under the sticky header, going forward or back', async ({ page, request }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 1280, height: 600 })
    const nid = await firstPlanIn(request, '77002')
    for (const path of ['/', `/plans/${nid}`]) {
      await page.goto(path)
      await settle(page)
      const obscured: string[] = []
      const checkFocus = async () => {
        // Covered: what the person sees at the middle of the focused control is the header
        // (for a tall region, such as a scrolling table: no part of it shows below the header).
        const hidden = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null
          const header = document.querySelector('.site-header')
          if (!active || !header || header.contains(active) || active === document.body) return null
          const box = active.getBoundingClientRect()
          if (box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) return null
          const headerBottom = header.getBoundingClientRect().bottom
          const isCovered =
            box.height > 100
              ? box.bottom <= headerBottom
              : header.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
          return isCovered ? `${active.tagName} ${active.textContent?.trim().slice(0, 40)}` : null
        })
        if (hidden) obscured.push(hidden)
      }
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab')
        await checkFocus()
      }
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Shift+Tab')
        await checkFocus()
      }
      expect(obscured, path).toEqual([])
    }
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the open menu keeps focus to itself', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const banner = page.getByRole('banner')
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press('Tab')
        const inHeader = await page.evaluate(() => {
          const active = document.activeElement
          return !active || active === document.body || Boolean(active.closest('.site-header'))
        })
        expect(inHeader, `Tab ${i + 1}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeFocused()
      // Closed, the page is reachable again.
      await expect(page.locator('#main-content')).not.toHaveAttribute('inert')
    })

    test('closing the review dialog opened from the menu gives focus back to the menu button', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Write a Review' }).click()
      const dialog = page.getByRole('dialog', { name: 'Interested in writing a review?' })
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    })
  })

  test("the captcha's checkbox shows the site's focus ring", async ({ page, request }) => {
    const nid = await firstPlanIn(request, '77002')
    await page.goto(`/plans/${nid}?reviewModalOpen=true`)
    const wizard = page.getByRole('dialog', { name: /^Your review of / })
    await rateFirstTwoSteps(wizard)
    const box = wizard.getByRole('checkbox', { name: "I'm not a robot" })
    await expect(box).toBeVisible()
    // Reach it by keyboard, from the control before it.
    await wizard.getByRole('checkbox', { name: /I certify/ }).focus()
    for (let i = 0; i < 5 && !(await box.evaluate((el) => el.matches(':focus'))); i += 1) {
      await page.keyboard.press('Tab')
    }
    await expect(box).toBeFocused()
    const ring = await box.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor }
    })
    expect(ring).toEqual({ style: 'solid', width: '3px', color: 'rgb(26, 95, 180)' })
  })
})

const ADMIN: StaffAccount = { email: 'e2e-origins-admin@candor.test', password: 'a long e2e passphrase', role: 'admin' }

test('staff can save in the admin opened at 127.0.0.1 as well as at localhost', async ({ browser, baseURL }) => {
  test.setTimeout(60_000)
  createStaff(ADMIN)
  const loopback = baseURL!.replace('localhost', '127.0.0.1')
  const page = await signInToAdmin(browser, ADMIN, { baseURL: loopback })
  await page.goto('/admin/account')
  const name = page.locator('#field-name')
  await expect(name).toBeVisible()
  await name.fill(`Origins Admin ${Date.now()}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await page.context().close()
})
