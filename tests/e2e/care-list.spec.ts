import type { Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expectedCoverage } from '../support/marketplace-coverage'
import { expect, test } from './fixtures'
import { askForPlans, MARION } from './household'
import { setStandInCoverageMode } from './marketplace'
import { expectNoSevereViolations, flowWidthFor, sidewaysOverflow, WIDTHS } from './support'

/**
 * "Your doctors and drugs" on the results page (product brief §15), against the stand-in: a drug
 * and a doctor found by keyboard, each plan's verdict for them as the stand-in gives it, the
 * filter, a chip removed, the list kept on the device, an answer that cannot be read shown as
 * "Could not check", in both languages. The flow runs at a phone's width in one language and a
 * desktop's in the other; the plans with their verdicts are checked at both widths in each (cards
 * on a phone, the table on a desktop). Each failing mode of the coverage calls runs once.
 */
const METFORMIN = { rxcui: '861007', name: 'metformin hydrochloride 500 MG' }
const DOCTOR = { npi: '1999000001', name: 'Ana Morales, MD' }

const LANGUAGES = [
  { code: 'en', words: en, prefix: '', browser: 'en-US' },
  { code: 'es', words: es, prefix: '/es', browser: 'es-US' },
] as const

/** Types a name into a look-up and picks the first suggestion with the keyboard. */
async function pickByKeyboard(page: Page, label: string, typed: string, expected: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.focus()
  await page.keyboard.type(typed)
  const option = page.getByRole('option', { name: new RegExp(`^${expected.replace(/[.,]/g, '\\$&')}`) })
  await expect(option).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  await page.keyboard.press('Enter')
  await expect(box).toHaveValue('')
}

/** The plans as the width shows them: cards on a phone, the table's rows on a desktop. */
const planRows = (page: Page) => page.locator('.plan-card, .plans-table tbody tr').filter({ visible: true })

/** Every plan shown's line for an item: plan id → the verdict's words. */
async function linesFor(page: Page, name: string): Promise<Map<string, string>> {
  const rows = planRows(page)
  await expect(rows.first()).toBeVisible()
  const lines = new Map<string, string>()
  for (const row of await rows.all()) {
    const id = await row.locator('[data-plan]').getAttribute('data-plan')
    const line = row.locator('.plan-coverage li').filter({ hasText: name })
    lines.set(id!, ((await line.locator('.plan-coverage__verdict').textContent()) ?? '').replace(/^\W+/, '').trim())
  }
  return lines
}

for (const [index, { code, words, prefix, browser }] of LANGUAGES.entries()) {
  const w = words.careList
  test.describe(`the shopper's doctors and drugs, in ${code}`, () => {
    test.use({ locale: browser })
    test.afterEach(() => setStandInCoverageMode('coverage'))

    const width = flowWidthFor(index)
    test(`found by keyboard, checked on every plan, filtered, removed and kept, at ${width} px`, async ({ page }) => {
      test.setTimeout(150_000)
      await page.setViewportSize({ width, height: 900 })
      const pages: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) pages.push(frame.url())
      })
      await page.goto(`${prefix}/find/46204`)
      await expect(await askForPlans(page, { age: '40', income: '37650', year: '2026', words })).toBeVisible()

      await pickByKeyboard(page, w.drugLabel, 'metformin', METFORMIN.name)
      await expect(page.getByRole('status').filter({ hasText: w.added(METFORMIN.name) })).toBeAttached()
      await expect(page.locator('.care-chip').filter({ hasText: METFORMIN.name })).toBeVisible()
      // The list's change asks the plans again: each card says what the stand-in says of the drug.
      await expect(planRows(page).locator('.plan-coverage').first()).toContainText(METFORMIN.name)
      const drugLines = await linesFor(page, METFORMIN.name)
      expect(drugLines.size).toBe(20)
      for (const [planId, said] of drugLines)
        expect(said, planId).toBe(w.drugCoverage[expectedCoverage('drug', METFORMIN.rxcui, planId) as 'Covered'])

      await pickByKeyboard(page, w.providerTypes.Individual, 'morales', DOCTOR.name)
      await expect(page.locator('.care-chip').filter({ hasText: DOCTOR.name })).toBeVisible()
      await expect(planRows(page).locator('.plan-coverage').first()).toContainText(DOCTOR.name)
      // At both widths (the cards of a phone, the table of a desktop): every plan's verdicts.
      for (const shown of [width, ...WIDTHS.filter((other) => other !== width)]) {
        await page.setViewportSize({ width: shown, height: 900 })
        await expect(planRows(page).locator('.plan-coverage').first()).toContainText(DOCTOR.name)
        const shownDrugLines = await linesFor(page, METFORMIN.name)
        expect(shownDrugLines.size, `plans with the drug at ${shown} px`).toBe(20)
        for (const [planId, said] of shownDrugLines)
          expect(said, planId).toBe(w.drugCoverage[expectedCoverage('drug', METFORMIN.rxcui, planId) as 'Covered'])
        const doctorLines = await linesFor(page, DOCTOR.name)
        expect(doctorLines.size, `plans with the doctor at ${shown} px`).toBe(20)
        for (const [planId, said] of doctorLines)
          expect(said, planId).toBe(w.providerCoverage[expectedCoverage('provider', DOCTOR.npi, planId) as 'Covered'])
        expect(await sidewaysOverflow(page)).toBe(0)
        await expectNoSevereViolations(page, `the plans with a drug and a doctor (${code}) at ${shown} px`)
        // For a person to look at, beside the test's other output.
        await page.locator('.care-list').screenshot({ path: test.info().outputPath(`care-list-${shown}.png`) })
        await planRows(page)
          .first()
          .screenshot({ path: test.info().outputPath(`first-plan-${shown}.png`) })
      }
      await page.setViewportSize({ width, height: 900 })

      // "Covers all": only the plans the stand-in says cover both.
      const coveringBoth = MARION.filter(
        (plan) =>
          ['Covered', 'GenericCovered'].includes(expectedCoverage('drug', METFORMIN.rxcui, plan.id)) &&
          expectedCoverage('provider', DOCTOR.npi, plan.id) === 'Covered',
      )
      await page.getByRole('checkbox', { name: w.coversAll }).check()
      await expect(planRows(page)).toHaveCount(Math.min(20, coveringBoth.length))
      await page.getByRole('checkbox', { name: w.coversAll }).uncheck()

      // Removed by keyboard: the focus stays in the list, and the plans no longer name it.
      await page.getByRole('button', { name: w.remove(METFORMIN.name) }).focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('.care-chip').filter({ hasText: METFORMIN.name })).toHaveCount(0)
      await expect(page.getByRole('button', { name: w.remove(DOCTOR.name) })).toBeFocused()
      await expect(planRows(page).locator('.plan-coverage').first()).not.toContainText(METFORMIN.name)

      // Kept on the device: after a reload the plans come checked against the list at once, and
      // nothing of it was ever in a page's address.
      await page.reload()
      await expect(await askForPlans(page, { age: '40', income: '37650', year: '2026', words })).toBeVisible()
      await expect(page.locator('.care-chip').filter({ hasText: DOCTOR.name })).toBeVisible()
      await expect(planRows(page).locator('.plan-coverage').first()).toContainText(DOCTOR.name)
      for (const address of pages) {
        expect(address).not.toContain(DOCTOR.npi)
        expect(address).not.toContain(METFORMIN.rxcui)
        expect(address.toLowerCase()).not.toContain('morales')
      }
      await page.getByRole('button', { name: w.remove(DOCTOR.name) }).click()
    })

    // An answer that cannot be read, an error and a stall, each in one language: each drug is one
    // no other test asks of the plans.
    const SPOILED = [
      { mode: 'unreadable', drug: 'lisinopril 10 MG' },
      { mode: 'error', drug: 'atorvastatin calcium 20 MG' },
      { mode: 'stall', drug: 'sertraline hydrochloride 50 MG' },
    ] as const
    for (const { mode, drug } of SPOILED.filter((_, spoiled) => spoiled % LANGUAGES.length === index)) {
      test(`coverage calls that ${mode === 'stall' ? 'stall' : `answer ${mode === 'error' ? 'an error' : 'unreadably'}`} are “Could not check”, never “Not covered”`, async ({
        page,
      }) => {
        test.setTimeout(90_000)
        await setStandInCoverageMode(mode)
        await page.goto(`${prefix}/find/46204`)
        await expect(await askForPlans(page, { age: '40', income: '37650', year: '2026', words })).toBeVisible()
        await pickByKeyboard(page, w.drugLabel, drug.split(' ')[0]!, drug)
        await expect(page.getByText(w.couldNotCheck)).toBeVisible({ timeout: 20_000 })
        const lines = await linesFor(page, drug)
        expect(new Set(lines.values())).toEqual(new Set([w.drugCoverage.Unknown]))
        await page.getByRole('button', { name: w.remove(drug) }).click()
      })
    }
  })
}
