import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoSevereViolations, sidewaysOverflow, whenHydrated } from './support'

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
  for (const label of ['CMS overall rating', 'Member score', 'Claims denied', 'Deductible']) {
    await expect(first.getByRole('term').filter({ hasText: label })).toBeVisible()
  }
  // The rest of a card's figures open on request.
  await expect(first.getByRole('term').filter({ hasText: 'National network' })).toBeHidden()
  await first.getByText('Out-of-pocket maximum, network and more').click()
  await expect(first.getByRole('term').filter({ hasText: 'National network' })).toBeVisible()
  await expect(first).toContainText('Not enough reviews yet')
  await expect(first).toContainText('Monthly premium')
  // The area's premiums for the newest year (CMS, Harris County = Rating Area 10), with 2025's ($437.60 and
  // $302.75 at 40) beside them and why they differ; the estimate below asks the ages, so the box has no field.
  const area = page.getByRole('region', { name: 'What plans cost in your area' })
  await expect(area).toContainText('In Harris County (rating area 10), Texas, for plan year 2026, a 40-year-old pays')
  await expect(area).toContainText(
    'For plan year 2025, the same 40-year-old paid $437.60 and $302.75 a month. Insurers set new prices every year',
  )
  await expect(area.getByRole('textbox')).toHaveCount(0)
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
  for (const figure of ['CMS medical care rating', 'Claims denied', 'Plan options sold here in plan year 2025']) {
    await expect(table.getByRole('rowheader', { name: figure })).toBeVisible()
  }
  await expectNoSevereViolations(page, 'comparison')

  await table.getByRole('link', { name: names[0] }).click()
  await expect(page).toHaveURL(/\/plans\/\d+\?zip=77002&county=48201$/)
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

test('a state page lists every insurer with its figures and sorts by a column heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/plans/state/in')
  const table = page.getByRole('table', { name: /Insurers selling marketplace plans in Indiana/ })
  const rows = table.locator('tbody tr')
  const total = await rows.count()
  expect(total).toBeGreaterThan(3)
  // The neutral order is stated, and every row carries the figures or says they are missing.
  await expect(page.getByText(/Listed by insurer name until you choose another order/).first()).toBeVisible()
  await expect(rows.first()).toContainText(/out of 5|Not enough reviews yet/)
  // CMS's caveat stays beside Anthem's rate, marked: its figures may include dental claims.
  const anthem = rows.filter({ has: page.getByRole('rowheader', { name: /^Anthem/ }) }).first()
  await expect(anthem.getByText('May include dental plans’ claims')).toBeVisible()
  // The plan year of the plan options and deductibles, once, in the caption.
  await expect(table).toHaveAccessibleName(/\(plan options and deductibles: plan year 2025\)/)

  // By keyboard: the CMS rating heading sorts the rated insurers first, best first.
  const starsHeading = table.getByRole('columnheader', { name: /CMS overall rating/ })
  await starsHeading.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(starsHeading).toHaveAttribute('aria-sort', 'descending')
  const stars = await rows.evaluateAll((list) =>
    list.map((row) => {
      const label = row.querySelector('td [role="img"]')?.getAttribute('aria-label') ?? ''
      const match = /^(\d) out of 5/.exec(label)
      return match ? Number(match[1]) : null
    }),
  )
  const rated = stars.filter((value): value is number => value !== null)
  expect(rated.length).toBeGreaterThan(0)
  expect(rated.length).toBeLessThan(total)
  expect(stars.slice(0, rated.length)).toEqual([...rated].sort((a, b) => b - a))
  expect(stars.slice(rated.length).every((value) => value === null)).toBe(true)

  // Claim denials, lowest first, with "Not available" last.
  await table.getByRole('button', { name: /^Claims denied/ }).click()
  const denials = await rows.evaluateAll((list) =>
    list.map((row) => {
      const match = /([\d.]+)% of in-network claims/.exec(row.querySelectorAll('td')[2]?.textContent ?? '')
      return match ? Number(match[1]) : null
    }),
  )
  const known = denials.filter((value): value is number => value !== null)
  expect(denials.slice(0, known.length)).toEqual([...known].sort((a, b) => a - b))
  expect(denials.slice(known.length).every((value) => value === null)).toBe(true)
  await expectNoSevereViolations(page, 'state page')
})

test('an insurer is found by name from any state, by keyboard, and without JavaScript', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/plans')
  const field = page.getByRole('combobox', { name: 'Insurer name' })
  await whenHydrated(field)
  await field.focus()
  await page.keyboard.type('blue cross')
  const list = page.getByRole('listbox', { name: 'Matching insurers' })
  await expect(list).toBeVisible()
  const options = list.getByRole('option')
  expect(await options.count()).toBeGreaterThan(1)
  for (const option of await options.all()) await expect(option).toContainText(/Blue Cross/i)
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const second = options.nth(1)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
  const name = (await second.locator('.insurer-search__name').innerText()).trim()
  await expectNoSevereViolations(page, 'insurer search')
  // Escape closes the list; the arrow key opens it again.
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/plans\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.replace(/ \(.*\)$/, ''))

  await page.goto('/plans')
  await whenHydrated(field)
  await field.fill('no such insurer')
  await expect(page.getByText('No insurer’s name matches “no such insurer”.')).toBeVisible()

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/plans')
  await plain.getByRole('combobox', { name: 'Insurer name' }).fill('ambetter')
  await plain.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(plain).toHaveURL(/\/plans\?q=ambetter$/)
  await expect(plain.getByRole('heading', { name: 'Insurers matching “ambetter”' })).toBeVisible()
  // Every match with its figures, and its state, since names repeat across states.
  const found = plain.getByRole('table', { name: /Insurers matching “ambetter”/ }).getByRole('row')
  expect(await found.count()).toBeGreaterThan(5)
  const first = found.nth(1).getByRole('rowheader')
  await expect(first).toContainText('Ambetter')
  await expect(first.locator('.options-table__id')).toHaveText(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/)
  await expect(found.nth(1)).toContainText(/out of 5|Not enough reviews yet/)
  await context.close()
})

test("a plan page shows the state's premiums and compares the plan with others where one lives", async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/find/77002')
  const firstLink = cards(page).first().getByRole('heading', { level: 3 }).getByRole('link')
  const name = await firstLink.innerText()
  const nid = Number(/\/plans\/(\d+)(\?|$)/.exec((await firstLink.getAttribute('href'))!)![1])
  await page.goto(`/plans/${nid}`)

  const premiums = page.getByRole('region', { name: 'What plans cost in Texas' })
  await expect(premiums).toContainText(/Across Texas’s \d+ rating areas, for plan year 2025, a 40-year-old pays/)
  await whenHydrated(premiums.getByLabel('Age'))
  await premiums.getByLabel('Age').fill('64')
  await expect(premiums).toContainText('a 64-year-old pays')
  await expect(page.getByText(/Each insurer’s own premiums are not available on Candor yet/)).toBeVisible()

  const compare = page.getByRole('region', { name: 'Compare with other insurers' })
  await whenHydrated(compare.getByLabel('ZIP code'))
  await compare.getByLabel('ZIP code').fill('77002')
  await compare.getByRole('button', { name: 'Compare insurers here' }).click()
  await expect(page).toHaveURL(new RegExp(`/find/77002\\?with=${nid}$`))
  // The note names the plan as its card does; where it does not sell, by the site's plan name.
  await expect(page.getByRole('note').filter({ hasText: 'ticked for comparison' })).toContainText(
    `${name} is ticked for comparison.`,
  )
  const plainName = name.replace(/ \(.*\)$/, '')
  await expect(page.getByRole('checkbox', { name: `Compare ${name}` })).toBeChecked()
  await cards(page)
    .nth(1)
    .getByRole('checkbox', { name: /^Compare / })
    .check()
  await page.getByRole('button', { name: 'Compare selected (2)' }).click()
  await expect(page.getByRole('table').getByRole('columnheader', { name })).toBeVisible()

  // A plan not sold in the ZIP is said so, and nothing is ticked.
  await page.goto(`/find/33101?with=${nid}`)
  await expect(page.getByRole('note').filter({ hasText: 'sells no plans in' })).toContainText(
    `${plainName} sells no plans in Miami-Dade County`,
  )
  await expect(page.getByRole('checkbox', { name: /^Compare / }).first()).not.toBeChecked()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the results and the comparison stay within the screen', async ({ page }) => {
    await page.goto('/plans')
    await page.getByRole('search').getByLabel('ZIP code').fill('33101')
    await page.getByRole('search').getByRole('button', { name: 'Find insurers' }).click()
    await expect(page).toHaveURL(/\/find\/33101$/)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await sidewaysOverflow(page)).toBe(0)
    for (const index of [0, 1])
      await page
        .getByRole('checkbox', { name: /^Compare / })
        .nth(index)
        .check()
    await page.getByRole('button', { name: 'Compare selected (2)' }).click()
    // One card per insurer, one under the other: the side-by-side table is for wider screens.
    await expect(page.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(2)
    await expect(page.getByRole('table')).toBeHidden()
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})
