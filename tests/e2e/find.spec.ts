import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoSevereViolations } from './support'

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))

const cards = (page: Page) => page.getByRole('article')

test('a shopper types a ZIP on the home page, filters the insurers, compares three and opens one', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const search = page.getByRole('search')
  await search.getByLabel('ZIP code').fill('770')
  await search.getByRole('button', { name: 'Find insurers' }).click()
  await expect(search.getByText('Zip code must be at least 5 digits')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await search.getByLabel('ZIP code').fill('77002')
  await search.getByRole('button', { name: 'Find insurers' }).click()
  await expect(page).toHaveURL(/\/find\/77002$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Insurers selling plans in 77002' })).toBeVisible()
  await expect(page.getByText('Harris County, Texas')).toBeVisible()
  await expect(page.getByText(/Candor takes no payment for placement/)).toBeVisible()
  const total = await cards(page).count()
  expect(total).toBeGreaterThan(3)
  await expect(page.getByRole('status').filter({ hasText: 'insurer products' })).toHaveText(`${total} insurer products`)
  // Every card carries the figures, with what is missing said to be missing.
  const first = cards(page).first()
  for (const label of ['CMS overall rating', 'Member score', 'Claims denied', 'Deductible', 'National network']) {
    await expect(first.getByRole('term').filter({ hasText: label })).toBeVisible()
  }
  await expect(first).toContainText('Not enough reviews yet')
  await expect(first).toContainText('Monthly premium')
  // The area's premiums (CMS, Harris County = Rating Area 10: $437.60 and $302.75 at 40), for another age too.
  const area = page.getByRole('region', { name: 'What plans cost in your area' })
  await expect(area).toContainText(
    'a 40-year-old pays, before any tax credit: $437.60 a month for the benchmark silver plan',
  )
  await expect(area).toContainText('$302.75 a month for the lowest-cost bronze plan')
  await area.getByLabel('Age').fill('21')
  await expect(area).toContainText(`a 21-year-old pays, before any tax credit: $${(437.6 / 1.278).toFixed(2)} a month`)
  await expectNoSevereViolations(page, 'ZIP results')

  // Only EPOs.
  await page.getByText('Filter', { exact: true }).click()
  await page.getByRole('group', { name: 'Product type' }).getByLabel('EPO (exclusive provider organization)').check()
  const epos = await cards(page).count()
  expect(epos).toBeGreaterThan(0)
  expect(epos).toBeLessThan(total)
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing ${epos} of ${total} insurer products`,
  )
  for (const card of await cards(page).all()) await expect(card).toContainText('EPO (exclusive provider organization)')
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(cards(page)).toHaveCount(total)

  // Sorted by the lowest deductible: the first card's lowest deductible is the smallest.
  await page.getByLabel('Sort by').selectOption('deductible')
  const lowest = async (index: number) => {
    const text = await cards(page).nth(index).getByRole('definition').nth(3).innerText()
    return Number(
      text
        .replace(/[^0-9 ]/g, ' ')
        .trim()
        .split(/\s+/)[0],
    )
  }
  expect(await lowest(0)).toBeLessThanOrEqual(await lowest(1))

  // One is too few to compare; three go side by side.
  await page
    .getByRole('checkbox', { name: /^Compare / })
    .first()
    .check()
  await page.getByRole('button', { name: 'Compare selected (1)' }).click()
  await expect(page.getByText('Choose at least 2 insurers to compare.')).toHaveAttribute('role', 'alert')
  const names: string[] = []
  for (const index of [0, 1, 2]) {
    const card = cards(page).nth(index)
    names.push(await card.getByRole('heading', { level: 3 }).innerText())
    if (index > 0) await card.getByRole('checkbox', { name: /^Compare / }).check()
  }
  await page.getByRole('button', { name: 'Compare selected (3)' }).click()
  await expect(page).toHaveURL(/\/find\/77002\/compare\?county=48201&nid=\d+&nid=\d+&nid=\d+$/)
  const table = page.getByRole('table')
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible()
  for (const figure of ['CMS medical care rating', 'Claims denied', 'Plans sold here']) {
    await expect(table.getByRole('rowheader', { name: figure })).toBeVisible()
  }
  await expectNoSevereViolations(page, 'comparison')

  await table.getByRole('link', { name: names[0] }).click()
  await expect(page).toHaveURL(/\/plans\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a ZIP in several counties asks which one, and each county has its own results', async ({ page }) => {
  await page.goto('/find/75007')
  await expect(page.getByText('75007 is in more than one county. Which one do you live in?')).toBeVisible()
  const choice = page.getByRole('link', { name: /County \(\d+ insurer products?\)$/ }).first()
  const county = (await choice.innerText()).replace(/ \(.*$/, '')
  await choice.click()
  await expect(page).toHaveURL(/\/find\/75007\?county=\d{5}$/)
  await expect(page.getByText(`${county}, Texas`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Not your county?' })).toHaveAttribute('href', '/find/75007')
})

test('a state that runs its own exchange is named and linked', async ({ page }) => {
  await page.goto('/find/90210')
  await expect(page.getByText(/California runs its own health insurance marketplace, Covered California/)).toBeVisible()
  await expect(page.getByRole('link', { name: /Covered California/ })).toHaveAttribute('target', '_blank')
})

test('the results read and compare without JavaScript', async ({ browser, request }) => {
  const redirected = await request.get('/find?zip=33101', { maxRedirects: 0 })
  expect(redirected.status()).toBe(307)
  expect(redirected.headers()['location']).toBe('/find/33101')
  const html = await (await request.get('/find/33101')).text()
  expect(html).toContain('Ambetter Health HMO (Sunshine State Health Plan)')
  expect(html).toContain('Ambetter Health HMO (issuer ID 49004)')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/find/33101')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page
    .getByRole('checkbox', { name: /^Compare / })
    .nth(0)
    .check()
  await page
    .getByRole('checkbox', { name: /^Compare / })
    .nth(1)
    .check()
  await page.getByRole('button', { name: /^Compare selected/ }).click()
  await expect(page).toHaveURL(/\/find\/33101\/compare\?county=\d{5}&nid=\d+&nid=\d+$/)
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3)
  await context.close()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the results and the comparison stay within the screen', async ({ page }) => {
    await page.goto('/plans')
    await page.getByRole('search').getByLabel('ZIP code').fill('60601')
    await page.getByRole('search').getByRole('button', { name: 'Find insurers' }).click()
    await expect(page).toHaveURL(/\/find\/60601$/)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await sidewaysOverflow(page)).toBe(0)
    for (const index of [0, 1])
      await page
        .getByRole('checkbox', { name: /^Compare / })
        .nth(index)
        .check()
    await page.getByRole('button', { name: 'Compare selected (2)' }).click()
    await expect(page.getByRole('table')).toBeVisible()
    expect(await sidewaysOverflow(page)).toBe(0)
    // The table scrolls inside its own box, by keyboard too.
    const region = page.getByRole('region', { name: 'Insurers side by side' })
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })
})
