import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { lastYearPriceOf } from '../support/marketplace-coverage'
import { expect, test } from './fixtures'
import { askForPlans, MARION } from './household'
import {
  expectLayoutAtBothWidths,
  expectNoSevereViolations,
  flowWidthFor,
  sidewaysOverflow,
  whenHydrated,
} from './support'

/**
 * "I have a plan now" (product brief §15), against the stand-in's crosswalk: last year's plan
 * leads to the plan HealthCare.gov moves it to, with its price for the household; a plan of an
 * insurer that left the state leads to none, said so; a mistyped id is refused in words. The flow
 * runs at a phone's width in one language and a desktop's in the other; the section is checked at
 * both in each.
 */
/** Dollars as the page writes them: cents, except where they are none. */
const money = (dollars: number) => `$${dollars.toFixed(2)}`.replace(/\.00$/, '')

const LANGUAGES = [
  { code: 'en', words: en, prefix: '', browser: 'en-US' },
  { code: 'es', words: es, prefix: '/es', browser: 'es-US' },
] as const

for (const [index, { code, words, prefix, browser }] of LANGUAGES.entries()) {
  const w = words.currentPlan
  test.describe(`I have a plan now, in ${code}`, () => {
    test.use({ locale: browser })
    const width = flowWidthFor(index)
    test(`last year's plan leads to this year's, with its price, in ${code} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${prefix}/find/46204`)
      await expect(await askForPlans(page, { age: '40', income: '37650', year: '2026', words })).toBeVisible()
      const section = page.getByRole('region', { name: w.heading })
      const field = section.getByLabel(w.label)
      await whenHydrated(field)

      // A mistyped id: said in words, nothing asked.
      await field.fill('my plan')
      await field.press('Enter')
      await expect(section.getByText(w.invalid)).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')

      // The same plan goes on, at its price for the household.
      const kept = MARION[0]!
      await field.fill(kept.id.toLowerCase())
      await section.getByRole('button', { name: w.submit }).click()
      await expect(section.getByText(w.samePlan(kept.id, 2026))).toBeVisible()
      // This year's price beside last year's, each under its year, and the difference in words.
      const prices = section.getByRole('definition')
      await expect(prices).toHaveText([
        w.price(money(kept.premium_w_credit)),
        w.price(money(lastYearPriceOf(kept.premium_w_credit))),
      ])
      await expect(section.getByRole('term')).toHaveText([w.priceIn(2026), w.priceIn(2025)])
      const more = Math.round((kept.premium_w_credit - lastYearPriceOf(kept.premium_w_credit)) * 100) / 100
      await expect(section.getByText(w.priceUp(money(more)))).toBeVisible()
      await section.screenshot({ path: test.info().outputPath(`current-plan-prices-${code}-${width}.png`) })

      // An id the insurer no longer uses: another of its plans (a silver one, in the stand-in).
      const renamed = `${kept.id.slice(0, 10)}9999`
      const sibling = MARION.find((plan) => plan.id.startsWith(kept.id.slice(0, 5)) && plan.metal_level === 'Silver')!
      await field.fill(renamed)
      await field.press('Enter')
      await expect(section.getByText(w.sameInsurer(renamed, `${sibling.name} (${sibling.id})`, 2026))).toBeVisible()
      await expect(section.getByText(w.price(money(sibling.premium_w_credit)))).toBeVisible()

      // Aetna CVS Health (96992) left HealthCare.gov in Indiana for 2026.
      await field.fill('96992IN0010001')
      await field.press('Enter')
      await expect(section.getByText(w.none('96992IN0010001', 2026))).toBeVisible()
      await expect(section.getByText(w.insurerLeaves(2026))).toBeVisible()
      await expect(section.getByRole('definition')).toHaveText([w.lastYearUnpriced])

      await expectLayoutAtBothWidths(page, `"I have a plan now" (${code})`, {
        shot: section,
        screenshot: (shown) => test.info().outputPath(`current-plan-${code}-${shown}.png`),
      })

      // The id last checked is offered again on this device after a reload.
      await page.reload()
      await expect(await askForPlans(page, { age: '40', income: '37650', year: '2026', words })).toBeVisible()
      await expect(section.getByLabel(w.label)).toHaveValue('96992IN0010001')
      await expect(section.getByText(w.keptHere)).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('last year’s plan is sent with the household form and answered on the server', async ({ page }) => {
    // Two posts, each answered with the whole results page rendered on the server.
    test.setTimeout(90_000)
    const w = en.currentPlan
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto('/find/46204')
    const panel = page.getByRole('region', { name: en.costEstimate.heading })
    await panel.locator('summary').click()
    await panel.getByLabel(`${en.costEstimate.person(1)}: ${en.costEstimate.age}`).fill('40')
    await panel.getByLabel(en.costEstimate.income).fill('37650')
    await panel.getByLabel(en.costEstimate.planYear).selectOption('2026')
    await panel.getByRole('button', { name: en.costEstimate.submit }).click()
    const section = page.getByRole('region', { name: w.heading })
    const kept = MARION[0]!
    await section.getByLabel(w.label).fill(kept.id)
    await section.getByRole('button', { name: w.submit }).click()
    await expect(section.getByText(w.samePlan(kept.id, 2026))).toBeVisible()
    await expect(section.getByRole('definition').first()).toHaveText(w.price(money(kept.premium_w_credit)))
    await expect(page.getByRole('region', { name: en.marketplacePlans.heading, exact: true })).toBeVisible()
    // The household and the plan id travelled in the body: the address is the page's own.
    expect(page.url()).toMatch(/\/find\/46204$/)
    expect(await sidewaysOverflow(page)).toBe(0)
    await expectNoSevereViolations(page, '"I have a plan now" without JavaScript')
  })
})
