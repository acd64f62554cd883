import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { confirmedMember, deleteMember } from './members'
import { expectNoSevereViolations, reportFor77002, whenHydrated } from './support'

const PASSWORD = 'a long passphrase for an e2e walk-through member'

const card = (page: Page) => page.locator('.quiz-card')
const stepHeading = (page: Page, name: string) => card(page).getByRole('heading', { level: 2, name })

test.describe('the quiz without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows its first step at once and goes step by step, each posted, to the report', async ({ page, request }) => {
    // The first step is the same page for everyone, one a shared cache may keep, and its form still posts.
    const first = await page.goto('/quiz')
    expect(first?.headers()['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=30')
    await expect(page.getByText('Loading your quiz…')).toHaveCount(0)
    await expect(stepHeading(page, 'Where do you live?')).toBeVisible()

    // A bad ZIP code is answered with its message, on the same step.
    await card(page).getByLabel('ZIP code').fill('770')
    await card(page).getByRole('button', { name: 'Next' }).click()
    await expect(card(page).getByText('Zip code must be at least 5 digits')).toBeVisible()
    await expect(stepHeading(page, 'Where do you live?')).toBeVisible()

    await card(page).getByLabel('ZIP code').fill('77002')
    await card(page).getByRole('button', { name: 'Next' }).click()
    await expect(stepHeading(page, 'Who will the plan cover?')).toBeVisible()
    // A step left incomplete says so, and keeps what was typed.
    await card(page).getByLabel('Your date of birth').fill('1984-07-02')
    await card(page).getByRole('button', { name: 'Next' }).click()
    await expect(stepHeading(page, 'Who will the plan cover?')).toBeVisible()
    await expect(card(page).getByLabel('Your date of birth')).toHaveValue('1984-07-02')
    await card(page).getByRole('radio', { name: 'No' }).check()
    await card(page).getByRole('button', { name: 'Next' }).click()

    await expect(stepHeading(page, 'Your health (optional)')).toBeVisible()
    // Back returns to the step before with its answers.
    await card(page).getByRole('button', { name: 'Back', exact: true }).click()
    await expect(card(page).getByLabel('Your date of birth')).toHaveValue('1984-07-02')
    await card(page).getByRole('button', { name: 'Next' }).click()
    await expect(stepHeading(page, 'Your health (optional)')).toBeVisible()
    await card(page).getByRole('button', { name: 'Next' }).click()
    await expect(stepHeading(page, 'What matters most to you?')).toBeVisible()
    await card(page).getByRole('button', { name: 'Next' }).click()
    await card(page).getByRole('button', { name: 'See my report' }).click()
    await expect(page).toHaveURL(/\/report\/[A-Za-z0-9_-]{32}$/)
    const id = page.url().split('/report/')[1]!
    // The report itself reads without script: its place, its ranking and the plan years of its figures.
    await expect(page.getByText('Loading your report…')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Your insurer report' })).toBeVisible()
    await expect(page.getByText(/For ZIP code 77002, Harris\b.*TX\./)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Your ranking' })).toBeVisible()
    expect(await page.locator('.report-ranking > li').count()).toBeGreaterThan(3)
    await expect(
      page
        .locator('.report-ranking')
        .getByText(/\(plan year 2025\)/)
        .first(),
    ).toBeVisible()

    const saved = await request.post(`/v1/data/report/${id}`)
    expect(saved.status()).toBe(200)
    const report = (await saved.json()).data.issuer_report as Record<string, [{ value: unknown }]>
    expect(report.field_ir_zipcode?.[0].value).toBe('77002')
    expect(report.field_ir_county?.[0].value).toBe('48201')
    expect(report.field_ir_birthday?.[0].value).toBe('1984-07-02')
    expect(report.field_ir_last_step?.[0].value).toBe(4)
  })
})

test('the quiz’s first screen does not move as the page comes alive', async ({ page }) => {
  // Every layout shift from the first paint on, as the browser reports them (CLS's own source).
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { candorShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/quiz')
  await expect(stepHeading(page, 'Where do you live?')).toBeVisible()
  await whenHydrated(card(page).getByLabel('ZIP code'))
  await page.waitForTimeout(500)
  const shifts = await page.evaluate(() => (window as unknown as { candorShifts: number[] }).candorShifts)
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05)
})

test.describe('the report’s priorities', () => {
  test('sit beside the ranking on a wide screen and say which insurers moved', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const id = await reportFor77002(request)
    await page.goto(`/report/${id}`)
    const cards = page.locator('.report-ranking > li')
    await expect(cards.nth(8)).toBeVisible()
    const priorities = page.locator('#report-priorities')
    // Deep in the list, the sliders are still in view beside it.
    await cards.nth(8).scrollIntoViewIfNeeded()
    await expect(priorities).toBeInViewport()
    const flexibility = priorities.getByRole('slider', { name: 'Freedom to choose doctors and hospitals' })
    await whenHydrated(flexibility)
    await flexibility.focus()
    await page.keyboard.press('End')
    await priorities.getByRole('slider', { name: 'Predictable costs when I need care' }).focus()
    await page.keyboard.press('Home')
    await expect(priorities.locator('.report-moves')).toHaveText(/moved from \d+(st|nd|rd|th) to \d+(st|nd|rd|th)\./)
    await expectNoSevereViolations(page, 'the report with its priorities')
  })

  test('come before the ranking on a phone, and a link in reach leads back to them', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    const id = await reportFor77002(request)
    await page.goto(`/report/${id}`)
    const cards = page.locator('.report-ranking > li')
    await expect(cards.nth(8)).toBeVisible()
    const priorities = page.locator('#report-priorities')
    expect((await priorities.boundingBox())!.y).toBeLessThan((await cards.first().boundingBox())!.y)
    await cards.nth(8).scrollIntoViewIfNeeded()
    await expect(priorities).not.toBeInViewport()
    const back = page.getByRole('link', { name: 'Change your priorities' })
    await expect(back).toBeInViewport()
    await back.click()
    await expect(priorities).toBeInViewport()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
  })

  test('give no share to a factor no insurer has data for', async ({ page, request }) => {
    const id = await reportFor77002(request)
    await page.goto(`/report/${id}`)
    const table = page.locator('.report-weights')
    await expect(table.getByRole('row', { name: /Premiums/ })).toContainText(
      'no data for any insurer here; not counted',
    )
    const shares = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts())
      .map((text) => /^(\d+)%$/.exec(text.trim()))
      .filter((match) => match !== null)
      .map((match) => Number(match[1]))
    const total = shares.reduce((sum, share) => sum + share, 0)
    expect(total).toBeGreaterThanOrEqual(98)
    expect(total).toBeLessThanOrEqual(102)
  })
})

test.describe('a report saved to an account', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('opened while logged out reads as an unknown id does, with status 404, and offers to log in', async ({
    page,
    request,
  }) => {
    const account = await confirmedMember(request, 'walk-report', PASSWORD)
    try {
      const login = await request.post('/v1/account/login', { data: { email: account.email, password: PASSWORD } })
      expect(login.status()).toBe(200)
      const token = (await login.json()).data.access_token as string
      const id = await reportFor77002(request, token)

      const owned = await page.goto(`/report/${id}`)
      expect(owned?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this report' })).toBeVisible()
      const offer = page.getByRole('link', { name: 'Log in to see your report' })
      await expect(offer).toHaveAttribute('href', `/login?back=/report/${id}`)
      const ownedText = await page.locator('main').innerText()

      const unknown = await page.goto('/report/NoSuchReportIdAtAll_0123456789ab')
      expect(unknown?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this report' })).toBeVisible()
      expect((await page.locator('main').innerText()).replace(/NoSuchReportIdAtAll_0123456789ab/g, id)).toBe(ownedText)

      // The owner logs in from the offer and lands on their report.
      await page.goto(`/report/${id}`)
      await whenHydrated(offer)
      await offer.click()
      await whenHydrated(page.getByLabel('Email'))
      await page.getByLabel('Email').fill(account.email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(new RegExp(`/report/${id}$`))
      await expect(page.locator('.report-ranking > li').first()).toBeVisible()
    } finally {
      await deleteMember(request, account)
    }
  })
})

test('one set of words: insurer products and their plan options, explained where people first meet them', async ({
  page,
}) => {
  await page.goto('/find/77002')
  await expect(page.getByRole('status').filter({ hasText: 'insurer products' })).toHaveText(/^\d+ insurer products$/)
  await page.getByText('What is an insurer product?').click()
  await expect(page.getByText(/An insurer product is one insurer’s plans of one type/)).toBeVisible()
  await expect(page.locator('main')).toContainText(/\d+ plan options sold here in plan year \d{4}/)
  await expect(page.locator('main')).not.toContainText(/\d+ plans sold here/)

  await page.goto('/plans/state/TX')
  await expect(page.getByText(/insurer products? sells? individual-market plans in Texas/)).toBeVisible()
  await page.goto('/plans')
  await expect(page.locator('main')).toContainText(/\d+ insurer products/)
  await expect(page.locator('main')).not.toContainText(/\b\d+ plans\b/)
})
