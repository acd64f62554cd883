import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'

const ARTICLE = '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance'

test.describe('header', () => {
  test('links to home, the quiz and the article, and opens the review dialog', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(page.getByRole('link', { name: 'Candor, go to the home page' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Take The Quiz' })).toHaveAttribute('href', '/quiz')
    await expect(nav.getByRole('link', { name: "Let's Be Honest" })).toHaveAttribute('href', ARTICLE)

    // The first page of a visit shows at once; only later pages fade in.
    await expect(page.locator('.page-transition')).toHaveCSS('animation-name', 'none')
    // The main area is keyed by path: a change of query keeps it, a new path fades a new one in.
    await page.locator('.page-transition').evaluate((el) => el.setAttribute('data-marker', 'first'))
    await nav.getByRole('button', { name: 'Write a Review' }).click()
    await expect(page).toHaveURL(/\/\?review=true$/)
    await expect(page.locator('.page-transition')).toHaveAttribute('data-marker', 'first')
    await expect(page.getByRole('dialog', { name: 'Interested in writing a review?' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)

    await nav.getByRole('link', { name: 'Take The Quiz' }).click()
    await expect(page).toHaveURL(/\/quiz$/)
    await expect(page.locator('.page-transition')).not.toHaveAttribute('data-marker', 'first')
    await expect(page.locator('.page-transition')).toHaveCSS('animation-name', 'page-fade-in')
    await page.getByRole('link', { name: 'Candor, go to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Choose health insurance')
  })

  test('"Stay In The Loop" scrolls to the section on home, 100 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stay In The Loop' }).click()
    const section = page.locator('#stay-in-the-loop')
    await expect.poll(async () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100)
    await expect(page).toHaveURL(/\/$/)
  })

  test('"Stay In The Loop" elsewhere goes to home at the section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/terms-of-service')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stay In The Loop' }).click()
    await expect(page).toHaveURL(/\/#stay-in-the-loop$/)
    const section = page.locator('#stay-in-the-loop')
    await expect.poll(async () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens over a dimmed backdrop, closes on a choice, on Esc and on the backdrop', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const quizLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Take The Quiz' })
    await expect(quizLink).toBeHidden()

    await expect(page.locator('#site-menu')).toHaveCSS('transition-duration', /0\.3s/)
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(quizLink).toBeVisible()
    await expect(page.locator('.site-header__backdrop')).toHaveCSS('opacity', '1')

    await quizLink.click()
    await expect(page).toHaveURL(/\/quiz$/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(quizLink).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(quizLink).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(quizLink).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(quizLink).toBeVisible()
    await page.mouse.click(187, 700)
    await expect(quizLink).toBeHidden()
  })
})

test.describe('footer', () => {
  test('shows the notice, the three groups and social links that open safely in a new window', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('This site is intended for residents of the United States of America.')
    for (const heading of ['About', 'Take Action', 'Follow Us On Social']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
    }
    const expected: [string, string][] = [
      ["Let's Be Honest", ARTICLE],
      ['Content Guidelines', '/content-guidelines'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Take the Quiz', '/quiz'],
      ['Contact Us', '/contact'],
      ['Stay Connected', '/#stay-in-the-loop'],
    ]
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(footer.getByRole('button', { name: 'Write a Review' })).toBeVisible()

    for (const name of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
  })

  test('is revealed when scrolled into view, and its arrow goes back to the top', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toHaveAttribute('data-revealed', 'false')
    await footer.scrollIntoViewIfNeeded()
    await expect(footer).toHaveAttribute('data-revealed', 'true')
    await footer.getByRole('button', { name: 'Back to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('pages', () => {
  // The browser notes the 404 answer of an unknown address in its console.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] })

  test('an unknown address shows the designed 404 page with the frame', async ({ page }) => {
    const response = await page.goto('/no-such-page-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page', exact: true })).toHaveAttribute('href', '/')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Page not found/)
  })

  test('the admin area has no site header or footer and offers a first-user screen or a login', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/(create-first-user|login)/)
    await expect(page.getByRole('button', { name: /create|login|log in/i }).first()).toBeVisible()
    await expect(page.locator('.site-footer')).toHaveCount(0)
    await expect(page.locator('.site-header')).toHaveCount(0)
    await expect(page.getByText('This site is intended for residents')).toHaveCount(0)

    // Any path with an admin segment is shown bare, even one that does not exist.
    await page.goto('/plans/admin')
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    await expect(page.locator('.site-footer')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  })

  test('back returns to the scroll position the page was left at', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
    // A link to another page of the site, followed without scrolling to it first.
    await page.getByRole('link', { name: 'Browse insurers by state' }).evaluate((link: HTMLElement) => link.click())
    await expect(page).toHaveURL(/\/plans$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
  })

  test('the home page has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-revealed', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

test.describe('operations', () => {
  test('health and readiness answer, and pages carry the security headers', async ({ request }) => {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })

    const ready = await request.get('/readyz')
    expect(ready.status()).toBe(200)
    // One instance without REDIS_URL: ready, and says Redis is not part of it; its job queue runs.
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      database: 'ok',
      redis: 'not configured',
      jobs: { queue: 'running' },
    })

    // A page rendered for each visit (cached pages carry their scripts' hashes instead).
    const rendered = await request.get('/costs')
    const headers = rendered.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security']).toMatch(/max-age=/)
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const api = await request.post('/v1/data/issuers/zipcode/77002/plans')
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
    expect(api.headers()['strict-transport-security']).toMatch(/max-age=/)
  })

  test("Payload's API answers under /api/cms and leaves /api/reviews alone", async ({ request }) => {
    const cms = await request.get('/api/cms/users/me')
    expect(cms.status()).toBe(200)
    expect(await cms.json()).toMatchObject({ user: null })
    const graphql = await request.post('/api/graphql', { data: { query: '{ __typename }' } })
    expect(graphql.status()).toBe(404)
    // Payload's reviews collection answers under its prefix, to visitors with published reviews only.
    const reviews = await request.get('/api/cms/reviews?where[status][equals]=pending')
    expect(reviews.status()).toBe(200)
    expect((await reviews.json()).docs).toEqual([])
    // /api/reviews is Candor's own path (call 2, POST only): Payload does not answer it.
    const ours = await request.get('/api/reviews')
    expect(ours.status()).toBe(405)
    const post = await request.post('/api/reviews', { data: {} })
    expect(post.status()).toBe(400)
    expect((await post.json()).errors.field_review_overallrating).toBe('Overall rating is required')
  })
})
