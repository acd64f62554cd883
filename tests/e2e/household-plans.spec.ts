import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import { askForPlans, MARION } from './household'
import { setStandInMode, standInCalls } from './marketplace'
import { MEASURED_PORT } from '../../playwright.config'
import { expectNoSevereViolations, sidewaysOverflow } from './support'

/**
 * A shopper's household plans on the results page (product brief §14), against the stand-in
 * serving HealthCare.gov's recorded answers: every price as recorded, sorting, filters, 20 at a
 * time, compare, the fallback notice, Spanish, without JavaScript, at a phone's and a desktop's
 * width, with nothing of the household in an address.
 */
const money = (dollars: number) => `$${dollars.toFixed(2)}`
const cheapestFirst = [...MARION].sort((a, b) => a.premium_w_credit - b.premium_w_credit || a.id.localeCompare(b.id))

for (const width of [375, 1280]) {
  test(`a 40-year-old in Indianapolis sees every plan at HealthCare.gov’s price, sorts, filters and compares, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const addresses: string[] = []
    page.on('request', (request) => addresses.push(request.url()))
    await page.goto('/find/46204')
    const plans = await askForPlans(page, {
      age: '40',
      income: '37650',
      year: '2026',
      care: en.costEstimate.careLevels.medium,
    })
    await expect(plans).toBeVisible()
    await expect(plans).toContainText('HealthCare.gov’s plan data for plan year 2026, fetched')
    await expect(plans).toContainText('Showing 20 of 55 plans')

    // The list as this width shows it: cards on a phone, a table on a desktop.
    const rows =
      width < 960
        ? plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) })
        : plans
            .getByRole('table')
            .first()
            .getByRole('row')
            .filter({ has: page.getByRole('cell') })
    await expect(rows).toHaveCount(20)
    for (const [index, plan] of cheapestFirst.slice(0, 5).entries()) {
      await expect(rows.nth(index)).toContainText(plan.name.trim())
      await expect(rows.nth(index)).toContainText(money(plan.premium_w_credit))
    }
    await expect(plans).toContainText('lower deductible and copays (73% silver variant)')
    await expect(plans.getByRole('link', { name: en.marketplacePlans.candorLink }).first()).toHaveAttribute(
      'href',
      /^\/plans\/\d+$/,
    )

    // Sorted by deductible, lowest first; then only gold plans.
    await plans.getByLabel(en.marketplacePlans.sortLabel).selectOption({ label: en.marketplacePlans.sorts.deductible })
    await expect(plans.getByLabel(en.marketplacePlans.sortLabel)).toHaveValue('deductible')
    if (width >= 960) await expect(plans.getByRole('table').first().getByRole('caption')).toContainText('deductible')
    await plans.getByRole('group', { name: en.marketplacePlans.metalLegend }).getByLabel('Gold').check()
    const gold = MARION.filter((plan) => plan.metal_level === 'Gold').length
    await expect(plans).toContainText(`${gold} of 55 plans match these filters`)
    await expect(rows).toHaveCount(Math.min(gold, 20))
    await plans.getByRole('group', { name: en.marketplacePlans.metalLegend }).getByLabel('Gold').uncheck()

    // Twenty more.
    await plans.getByRole('button', { name: en.marketplacePlans.showMore(20) }).click()
    await expect(rows).toHaveCount(40)

    // Three plans side by side.
    const compare = plans.getByRole('checkbox', { name: new RegExp(`^${en.marketplacePlans.compare}`) })
    for (const index of [0, 1, 2]) await compare.nth(index).check()
    await plans.getByRole('link', { name: en.marketplacePlans.compareJump }).click()
    const compared = page.getByRole('region', { name: en.marketplacePlans.compareHeading(3) }).first()
    await expect(compared).toBeVisible()
    await expect(compared).toContainText(en.marketplacePlans.deductible)

    expect(await sidewaysOverflow(page)).toBe(0)
    await expectNoSevereViolations(page, `household plans at ${width} px`)
    for (const address of addresses) expect(address, 'no income in an address').not.toMatch(/37650|37,650/)
  })
}

test('the same household asked again is answered from Candor’s cache', async ({ page }) => {
  await page.goto('/find/46204')
  const first = await askForPlans(page, { age: '40', income: '37650', year: '2026' })
  await expect(first).toContainText('Showing 20 of 55 plans')
  const before = (await standInCalls())['/api/v1/plans/search'] ?? 0
  await page.reload()
  const again = await askForPlans(page, { age: '40', income: '37650', year: '2026' })
  await expect(again).toContainText('Showing 20 of 55 plans')
  expect((await standInCalls())['/api/v1/plans/search'] ?? 0).toBe(before)
})

test('when HealthCare.gov fails, the page lists Candor’s own plans with a notice, and 2027 says what is known', async ({
  page,
}) => {
  await setStandInMode('error')
  try {
    await page.goto('/find/45202')
    const plans = await askForPlans(page, { age: '40', income: '37650', year: '2026' })
    await expect(plans.getByRole('note')).toContainText('could not be reached just now')
    await expect(plans).toContainText(en.marketplacePlans.priceSeeHealthCareGov)
  } finally {
    await setStandInMode('normal')
  }
  await page.goto('/find/46204')
  const plans = await askForPlans(page, { age: '40', income: '37650', year: '2027' })
  await expect(plans).toContainText('HealthCare.gov has not published 2027 plans for this county yet')
  await expect(page.getByRole('heading', { name: 'What is known of 2027 so far' })).toBeVisible()
})

test('without a key the results page says where exact prices are', async ({ page }) => {
  test.skip(Boolean(process.env.E2E_DATABASE_URL), 'the PostgreSQL run starts no instance without a key')
  await page.goto(`http://localhost:${MEASURED_PORT}/find/46204`)
  const plans = await askForPlans(page, { age: '40', income: '37650', year: '2026' })
  await expect(plans.getByRole('note')).toContainText('HealthCare.gov shows every plan’s exact price')
})

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' })
  for (const width of [375, 1280]) {
    test(`the plans read in Spanish and pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/es/find/46204')
      const plans = await askForPlans(page, { age: '40', income: '37650', year: '2026', words: es })
      await expect(plans).toContainText('HealthCare.gov')
      await expect(plans.getByRole('heading', { name: es.marketplacePlans.heading })).toBeVisible()
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `Spanish household plans at ${width} px`)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the form posts, the list renders on the server, and sorting and “more” post too', async ({ page }) => {
    await page.goto('/find/46204')
    const panel = page.getByRole('region', { name: en.costEstimate.heading })
    // The fold is a plain disclosure: it opens without script.
    await panel.locator('summary').click()
    await panel.getByLabel(`${en.costEstimate.person(1)}: ${en.costEstimate.age}`).fill('40')
    await panel.getByLabel(en.costEstimate.income).fill('37650')
    await panel.getByLabel(en.costEstimate.planYear).selectOption('2026')
    await panel.getByRole('button', { name: en.costEstimate.submit }).click()
    const plans = page.getByRole('region', { name: en.marketplacePlans.heading, exact: true })
    await expect(plans).toContainText('Showing 20 of 55 plans')
    await expect(plans).toContainText(money(cheapestFirst[0].premium_w_credit))
    await plans.getByLabel(en.marketplacePlans.sortLabel).selectOption({ label: en.marketplacePlans.sorts.moop })
    await plans.getByRole('button', { name: en.marketplacePlans.apply }).click()
    await expect(
      page
        .getByRole('region', { name: en.marketplacePlans.heading, exact: true })
        .getByLabel(en.marketplacePlans.sortLabel),
    ).toHaveValue('moop')
    await page.getByRole('button', { name: en.marketplacePlans.showMore(20) }).click()
    await expect(page.getByText('Showing 40 of 55 plans')).toBeVisible()
    expect(page.url()).toMatch(/\/find\/46204$/)
  })
})
