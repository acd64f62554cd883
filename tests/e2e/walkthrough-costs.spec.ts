import type { Locator, Page, Request } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import { expectNoSevereViolations, sidewaysOverflow, whenHydrated } from './support'

/**
 * The costs of a shopper's walk: the answer that matters said first (Medicaid, the coverage gap,
 * the income limit in dollars), 2027 answered with 2026 as a guide, the area box's year, the next
 * steps with the household carried (never in an address), the estimate folded on the results
 * page, and the menu's way to both. At a phone's and a desktop's width, in English and Spanish.
 */
type Words = typeof en | typeof es
const LANGUAGES = [
  { code: 'en', words: en, prefix: '' },
  { code: 'es', words: es, prefix: '/es' },
] as const
const SHOTS = process.env.CANDOR_SHOTS_DIR

type Household = { zip: string; ages: string[]; income: string; year?: string; size?: string }

/** Opens /costs (or /es/costs), fills its form with a household and sends it; the estimate's region. */
async function estimateOnCostsPage(page: Page, words: Words, household: Household): Promise<Locator> {
  const m = words.costEstimate
  await page.goto(words === es ? '/es/costs' : '/costs')
  const form = page.getByRole('region', { name: m.heading })
  await whenHydrated(form.getByLabel(m.zipcode))
  await form.getByLabel(m.zipcode).fill(household.zip)
  for (const [index, age] of household.ages.entries()) {
    if (index > 0) await form.getByRole('button', { name: m.addPerson }).click()
    await form.getByLabel(`${m.person(index + 1)}: ${m.age}`).fill(age)
  }
  await form.getByLabel(m.income).fill(household.income)
  await form.getByLabel(m.householdSize).fill(household.size ?? '')
  await form.getByLabel(m.planYear).selectOption(household.year ?? '2026')
  await form.getByRole('button', { name: m.submit }).click()
  return form
}

/** The first box of the answer sits above its figures. */
async function expectAboveFigures(form: Locator, box: Locator) {
  const boxTop = (await box.boundingBox())!.y
  const figuresTop = (await form.locator('.estimate__figures').first().boundingBox())!.y
  expect(boxTop).toBeLessThan(figuresTop)
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

for (const width of [375, 1280]) {
  for (const { code, words, prefix } of LANGUAGES) {
    test(`Medicaid, the coverage gap, the income limit and 2027 are said first, in ${code}, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(150_000)
      await page.setViewportSize({ width, height: 900 })
      const results = words.costResult
      await page.goto(`${prefix}/costs`)

      // Houston, one adult under 100 %: the coverage gap, Texas's status dated in words, where to apply.
      let form = await estimateOnCostsPage(page, words, { zip: '77002', ages: ['30'], income: '12000' })
      let box = form.locator('.estimate__lead--coverage-gap')
      await expect(box).toBeVisible()
      await expect(box).toContainText(
        code === 'en'
          ? 'You may fall in the coverage gap: Texas has not expanded Medicaid'
          : 'Usted podría estar en la brecha de cobertura: Texas no ha ampliado Medicaid',
      )
      await expect(box).toContainText(code === 'en' ? 'status as of May 2025' : 'situación a mayo de 2025')
      await expect(box.getByRole('link', { name: results.applyMedicaid })).toHaveAttribute(
        'href',
        /healthcare\.gov\/medicaid-chip/,
      )
      await expect(form).not.toContainText('2025-05')
      await expectAboveFigures(form, box)
      // No "Tax credit: −$0.00" where there is no credit.
      await expect(form.getByText(/−\$0\.00/)).toHaveCount(0)
      await shoot(page, `medicaid-gap-${code}-${width}`)
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `coverage gap (${code}) at ${width} px`)

      // Columbus, one adult under 138 %: Medicaid, since when Ohio expanded it.
      form = await estimateOnCostsPage(page, words, { zip: '43215', ages: ['30'], income: '18000' })
      box = form.locator('.estimate__lead--medicaid')
      await expect(box).toContainText(
        code === 'en' ? 'Ohio expanded Medicaid on January 1, 2014' : 'Ohio amplió Medicaid el 1 de enero de 2014',
      )
      await expectAboveFigures(form, box)

      // Anchorage, a family of four under Alaska's limit: the children's Medicaid or CHIP too.
      form = await estimateOnCostsPage(page, words, { zip: '99501', ages: ['38', '36', '9', '6'], income: '40000' })
      box = form.locator('.estimate__lead--medicaid')
      await expect(box).toContainText('CHIP')
      await expect(box).toContainText(code === 'en' ? 'Alaska expanded Medicaid' : 'Alaska amplió Medicaid')
      await expectAboveFigures(form, box)
      await shoot(page, `medicaid-alaska-${code}-${width}`)

      // A couple at $85,000 in 2026: the limit for two in dollars, $400 over it, and what MAGI is.
      form = await estimateOnCostsPage(page, words, { zip: '43215', ages: ['55', '54'], income: '85000' })
      box = form.locator('.estimate__lead--cliff')
      await expect(box).toContainText('$84,600')
      await expect(box).toContainText(code === 'en' ? '$400 over the limit' : 'superan el límite en $400')
      await expect(box).toContainText('MAGI')
      await expectAboveFigures(form, box)
      await expect(form.getByText(/−\$0\.00/)).toHaveCount(0)
      await shoot(page, `cliff-${code}-${width}`)
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `income limit (${code}) at ${width} px`)

      // 2027: not a dead end. The 2026 estimate, labelled a guide, and no error.
      form = await estimateOnCostsPage(page, words, { zip: '43215', ages: ['40'], income: '37650', year: '2027' })
      await expect(form.getByRole('heading', { name: results.guideHeading(2026, 2027) })).toBeVisible()
      await expect(form.locator('.estimate__lead--guide')).toContainText(
        code === 'en' ? 'Candor does not have the 2027 figures yet' : 'Candor aún no tiene las cifras de 2027',
      )
      await expect(form.getByRole('alert')).toHaveCount(0)
      await shoot(page, `guide-2027-${code}-${width}`)
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `2027 as a guide (${code}) at ${width} px`)
    })
  }
}

for (const width of [375, 1280]) {
  test(`after an estimate, the insurers and the household's plans are one step away, the household never in an address, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    await page.goto('/costs')
    const form = await estimateOnCostsPage(page, en, { zip: '43215', ages: ['40'], income: '37650' })
    const next = form.getByRole('navigation', { name: en.costResult.nextHeading })
    await expect(next.getByRole('link', { name: en.costResult.nextInsurers('43215') })).toHaveAttribute(
      'href',
      '/find/43215?county=39049',
    )
    await expectNoSevereViolations(page, `next steps at ${width} px`)
    // The Marketplace API is on here (the stand-in): the household's plans, with the household carried over.
    await next.getByRole('link', { name: en.costResult.nextPlans }).click()
    await expect(page).toHaveURL(/\/find\/43215\?county=39049#estimate$/)
    const panel = page.getByRole('region', { name: en.costEstimate.heading })
    await expect(panel.getByRole('heading', { name: 'Your estimate for plan year 2026' })).toBeVisible()
    await expect(panel.getByLabel(`${en.costEstimate.person(1)}: ${en.costEstimate.age}`)).toHaveValue('40')
    await expect(page.getByRole('region', { name: en.marketplacePlans.heading, exact: true })).toBeVisible()
    for (const request of requests) {
      expect(request.url()).not.toContain('37650')
      expect(request.url()).not.toMatch(/[?&](age|income|household)/)
    }
    expect(await sidewaysOverflow(page)).toBe(0)
  })
}

test('a ZIP code of several counties puts the focus on the county to choose', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/costs')
  const form = await estimateOnCostsPage(page, en, { zip: '47150', ages: ['40'], income: '37650' })
  await expect(form.getByLabel(en.costEstimate.county)).toBeFocused()
  await form.getByLabel(en.costEstimate.county).selectOption({ label: 'Clark County' })
  await form.getByRole('button', { name: en.costEstimate.submit }).click()
  await expect(form).toContainText('Clark County (rating area 16), Indiana')
  await expect(form).toContainText('HealthCare.gov may differ by a few dollars')
})

test('a state with its own marketplace is named, not coded, in both languages', async ({ page }) => {
  await page.goto('/costs')
  let form = await estimateOnCostsPage(page, en, { zip: '60601', ages: ['40'], income: '50000' })
  await expect(form).toContainText('Illinois runs its own marketplace, Get Covered Illinois')
  await page.goto('/es/costs')
  form = await estimateOnCostsPage(page, es, { zip: '60601', ages: ['40'], income: '50000' })
  await expect(form).toContainText('Illinois')
  await expect(form.locator('.estimate__exchange')).not.toContainText(/\bIL\b/)
})

for (const width of [375, 1280]) {
  for (const { code, words, prefix } of LANGUAGES) {
    test(`the results page folds the estimate until asked and shows one age field, in ${code}, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${prefix}/find/77002`)
      const panel = page.getByRole('region', { name: words.costEstimate.heading })
      const firstAge = panel.getByLabel(`${words.costEstimate.person(1)}: ${words.costEstimate.age}`)
      await expect(firstAge).toBeHidden()
      // The area box: the newest year first, the earlier one beside it with why, and no age field of its own.
      const area = page.getByRole('region', { name: words.countyPremiums.heading })
      await expect(area).toContainText(
        code === 'en'
          ? 'In Harris County (rating area 10), Texas, for plan year 2026'
          : 'En Harris County (zona de tarifas 10), Texas, para el año del plan 2026',
      )
      await expect(area).toContainText(code === 'en' ? 'For plan year 2025, the same' : 'Para el año del plan 2025')
      await expect(area.getByRole('textbox')).toHaveCount(0)
      // Opened by keyboard, the form is there, with the page's only age field.
      const summary = panel.locator('summary')
      await whenHydrated(summary)
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect(firstAge).toBeVisible()
      await expect(page.getByRole('textbox', { name: new RegExp(words.costEstimate.age) })).toHaveCount(1)
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `results page with the estimate opened (${code}) at ${width} px`)

      // An address naming the estimate opens it.
      await page.goto(`${prefix}/`)
      await page.goto(`${prefix}/find/77002#estimate`)
      await expect(firstAge).toBeVisible()
    })
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the fold opens, and an answer with an error comes back open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto('/find/77002')
    const panel = page.getByRole('region', { name: en.costEstimate.heading })
    const firstAge = panel.getByLabel(`${en.costEstimate.person(1)}: ${en.costEstimate.age}`)
    await expect(firstAge).toBeHidden()
    await panel.locator('summary').click()
    await firstAge.fill('40')
    await panel.getByRole('button', { name: en.costEstimate.submit }).click()
    await expect(panel.getByText(en.estimateValidation.incomeRequired)).toBeVisible()
    await expect(firstAge).toHaveValue('40')
    await panel.getByLabel(en.costEstimate.income).fill('85000')
    await panel.getByRole('button', { name: en.costEstimate.submit }).click()
    await expect(panel.getByRole('heading', { name: 'Your estimate for plan year 2026' })).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
  })
})

test.describe('the menu', () => {
  for (const { code, words, prefix } of LANGUAGES) {
    test(`leads to the ZIP search and "What would I pay?" by keyboard on a phone, in ${code}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(`${prefix}/`)
      const toggle = page.getByRole('button', { name: words.header.openMenu })
      await whenHydrated(toggle)
      await toggle.focus()
      await page.keyboard.press('Enter')
      const nav = page.getByRole('navigation', { name: words.header.mainNavLabel })
      await expect(nav.getByRole('link', { name: words.header.findByZip })).toBeFocused()
      await page.keyboard.press('Tab')
      const costs = nav.getByRole('link', { name: words.header.whatWouldIPay })
      await expect(costs).toBeFocused()
      await expectNoSevereViolations(page, `open menu (${code})`, '.site-header')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${prefix}/costs$`))
      await expect(page.getByRole('region', { name: words.costEstimate.heading })).toBeVisible()
    })
  }
})
