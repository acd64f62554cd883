import type { Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import { expectNoSevereViolations, firstPlanIn, nidOf } from './support'

const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 900 }
// Each test walks several long pages and scans them with axe.
test.describe.configure({ timeout: 120_000 })

/**
 * The tallest a page may be on a phone: about eighteen screens. The results for 77002 were
 * 16,182 px in English and 19,243 px in Spanish before the estimate was folded and the list put
 * first; Spanish, the longer, is now about 13,000.
 */
const MAX_PHONE_HEIGHT = 13_500

const LANGUAGES = [
  { lang: 'en', t: en, prefix: '', browser: 'en-US' },
  { lang: 'es', t: es, prefix: '/es', browser: 'es-US' },
] as const

/** The page's full height and how much wider than the window it is (0: nothing scrolls sideways). */
const measure = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    sideways: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
  }))

/** Aetna's Texas HMO: every one of its options in the state is on its page, many of them listed by CMS more than once. */
const aetnaIn77002 = (request: Parameters<typeof nidOf>[0]) => nidOf(request, '77002', '58840-HMO')

for (const { lang, t, prefix, browser } of LANGUAGES) {
  const at = (path: string) => `${prefix}${path}`

  test.describe(`pages a phone can walk, in ${lang}`, () => {
    test.use({ viewport: PHONE, locale: browser })

    test('the results for 77002 put the insurers first, within two screens, on a page under 13,500 px', async ({
      page,
    }) => {
      await page.goto(at('/find/77002'))
      const first = page.locator('.insurer-card').first()
      await expect(first).toBeVisible()
      const top = await first.evaluate((card) => card.getBoundingClientRect().top + window.scrollY)
      expect(top, 'the first insurer’s top').toBeLessThan(2 * PHONE.height)
      const { height, sideways } = await measure(page)
      expect(height, 'the results page’s height at 375 px').toBeLessThanOrEqual(MAX_PHONE_HEIGHT)
      expect(sideways).toBe(0)
      await expectNoSevereViolations(page, `the results at 375 px in ${lang}`)
    })

    test('the plan page, the state list and the comparison stay under 13,500 px', async ({ page, request }) => {
      const nid = await nidOf(request, '77002', '33602-HMO')
      const [one, two] = [await firstPlanIn(request, '77002', 0), await firstPlanIn(request, '77002', 1)]
      for (const path of [
        `/plans/${nid}`,
        `/plans/${nid}?zip=77002&county=48201`,
        `/plans/${nid}?zip=77002&all=1`,
        '/plans/state/tx',
        '/plans',
        `/find/77002/compare?county=48201&nid=${one}&nid=${two}&nid=${nid}`,
      ]) {
        await page.goto(at(path))
        const { height, sideways } = await measure(page)
        expect(height, `${path} at 375 px`).toBeLessThanOrEqual(MAX_PHONE_HEIGHT)
        expect(sideways, `${path} at 375 px`).toBe(0)
      }
    })
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`a plan page's options at ${viewport.width} px in ${lang}, without script`, () => {
      test.use({ viewport, locale: browser, javaScriptEnabled: false })

      test('opened from Miami: that county’s options, 20 at a time by plain links, and the estimate keeps the ZIP', async ({
        page,
        request,
      }) => {
        // Florida Blue's HMO sells 21 different options in Miami-Dade County.
        const nid = await nidOf(request, '33101', '30252-HMO')
        await page.goto(at(`/plans/${nid}?zip=33101&county=12086`))
        const section = page.getByRole('region', { name: t.plans.optionsHeading }).first()
        await expect(section).toContainText(t.plans.optionsPlace('Miami-Dade County', 'Florida', '33101'))
        // Each metal level heads its options; no page lists more than 20.
        const kind = viewport.width < 640 ? 'heading' : 'columnheader'
        await expect(section.getByRole(kind, { name: t.insurerFigures.metalNames.Silver, exact: true })).toBeVisible()
        const rows = section.locator(viewport.width < 640 ? '.option-card' : 'tbody tr:not(.options-table__group)')
        expect(await rows.count()).toBe(20)
        expect((await measure(page)).sideways).toBe(0)

        // The estimate asks for the household on /costs with the ZIP and county there, and nothing else in the address.
        await expect(page.getByRole('link', { name: t.costEstimate.open })).toHaveAttribute(
          'href',
          at('/costs?zip=33101&county=12086'),
        )

        const pages = section.getByRole('navigation', { name: t.plans.optionsPages })
        await expect(pages).toContainText(t.plans.optionsPage(1, 2))
        await pages.getByRole('link', { name: t.plans.optionsNext }).click()
        await expect(page).toHaveURL(
          new RegExp(`/plans/${nid}\\?zip=33101&county=12086&options=2#plan-options-heading$`),
        )
        await expect(pages).toContainText(t.plans.optionsPage(2, 2))
        expect(await rows.count()).toBe(1)
        await expect(pages.getByRole('link', { name: t.plans.optionsPrevious })).toBeVisible()

        // Without script the estimate link opens /costs with the place filled in.
        await page.getByRole('link', { name: t.costEstimate.open }).click()
        await expect(page).toHaveURL(new RegExp(`${at('/costs')}\\?zip=33101&county=12086$`))
        await expect(page.getByLabel(t.costEstimate.zipcode).first()).toHaveValue('33101')
      })

      test('all of Texas: the options CMS lists once per service area are one row, saying how many', async ({
        page,
        request,
      }) => {
        // Blue Cross and Blue Shield of Texas's HMO: 297 options in the state, most of them repeated.
        const nid = await nidOf(request, '77002', '33602-HMO')
        await page.goto(at(`/plans/${nid}?zip=77002&county=48201`))
        const section = page.getByRole('region', { name: t.plans.optionsHeading }).first()
        await section
          .getByRole('link', { name: new RegExp(t.plans.optionsAllLink(0, 'Texas').replace(/\b0\b/, '\\d+')) })
          .click()
        await expect(page).toHaveURL(new RegExp(`/plans/${nid}\\?zip=77002&county=48201&all=1#plan-options-heading$`))
        const merged = section.getByText(t.plans.optionSameIds(27)).filter({ visible: true })
        await expect(merged.first()).toBeVisible()
        await merged.first().click()
        await expect(section.getByText(/33602TX0460552, 33602TX0460655/).filter({ visible: true })).toBeVisible()
        const { height, sideways } = await measure(page)
        expect(sideways).toBe(0)
        expect(height).toBeLessThanOrEqual(MAX_PHONE_HEIGHT)
      })
    })
  }

  test.describe(`the comparison on a phone, in ${lang}`, () => {
    test.use({ locale: browser })

    for (const width of [320, 375]) {
      test(`at ${width} px: one card per insurer, every figure named in full, nothing scrolls sideways`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height: PHONE.height })
        const nids = [0, 1, 2].map((index) => firstPlanIn(request, '77002', index))
        const query = (await Promise.all(nids)).map((nid) => `nid=${nid}`).join('&')
        await page.goto(at(`/find/77002/compare?county=48201&${query}`))
        const cards = page.locator('.compare-card')
        await expect(cards).toHaveCount(3)
        await expect(page.getByRole('table')).toBeHidden()
        const first = cards.first()
        await expect(first.getByRole('heading', { level: 2 })).toBeVisible()
        await expect(first.getByRole('term').filter({ hasText: t.insurerFigures.denials })).toBeVisible()
        // A label reads as words: its box is far wider than a few letters.
        for (const label of await first.getByRole('term').all()) {
          const box = (await label.boundingBox())!
          expect(box.width, await label.innerText()).toBeGreaterThan(width / 2)
        }
        expect((await measure(page)).sideways).toBe(0)
        await page.screenshot({ path: test.info().outputPath(`compare-${width}-${lang}.png`), fullPage: true })
        await expectNoSevereViolations(page, `the comparison at ${width} px in ${lang}`)
      })
    }

    test('at 1280 px: the insurers side by side in one table', async ({ page, request }) => {
      await page.setViewportSize(DESKTOP)
      const query = (await Promise.all([0, 1].map((index) => firstPlanIn(request, '77002', index))))
        .map((nid) => `nid=${nid}`)
        .join('&')
      await page.goto(at(`/find/77002/compare?county=48201&${query}`))
      const table = page.getByRole('table')
      await expect(table).toBeVisible()
      await expect(table.getByRole('rowheader', { name: t.insurerFigures.denials })).toBeVisible()
      await expect(page.locator('.compare-card').first()).toBeHidden()
      await expectNoSevereViolations(page, `the comparison at 1280 px in ${lang}`)
    })
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`plan and claims years in words at ${viewport.width} px in ${lang}`, () => {
      test.use({ viewport, locale: browser })

      test('Illinois’s insurers sold for 2025, in the past; no filter that can only leave nothing', async ({
        page,
      }) => {
        await page.goto(at('/plans/state/il'))
        const rows = page.getByRole('table').getByRole('rowheader')
        await expect(rows.first()).toBeVisible()
        const count = await rows.count()
        await expect(page.getByText(t.plans.stateLeadPast('Illinois', count, 2025))).toBeVisible()
        await expect(page.getByLabel(t.insurerFigures.stillSellingLabel(2026))).toHaveCount(0)
        expect((await measure(page)).sideways).toBe(0)
        await expectNoSevereViolations(page, `Illinois at ${viewport.width} px in ${lang}`)
      })

      test('Texas counts the insurers that still sell, and lists the one that left apart', async ({ page }) => {
        await page.goto(at('/plans/state/tx'))
        const selling = page.getByRole('table').first().getByRole('rowheader')
        await expect(selling.first()).toBeVisible()
        await expect(selling.filter({ hasText: /Aetna CVS Health/ })).toHaveCount(0)
        await expect(page.getByText(t.plans.stateLeadSelling('Texas', await selling.count(), 2025, 2026))).toBeVisible()
        const left = page.getByRole('region', { name: t.plans.stateLeftHeading(2026) })
        await expect(left.getByRole('rowheader', { name: /Aetna CVS Health/ })).toBeVisible()
        await expect(left).toContainText(t.plans.stateLeftLead(1, 2026, 2025))
        await expect(page.getByLabel(t.insurerFigures.stillSellingLabel(2026))).toHaveCount(0)
        await expectNoSevereViolations(page, `Texas at ${viewport.width} px in ${lang}`)
      })

      test('the claims’ calendar year is named alike on the card, the comparison and the plan page', async ({
        page,
        request,
      }) => {
        const aetna = await aetnaIn77002(request)
        const oscar = await nidOf(request, '77002', '20069-EPO')
        await page.goto(at('/find/77002'))
        const card = (name: RegExp) =>
          page.locator('.insurer-card').filter({ has: page.getByRole('heading', { level: 3, name }) })
        // Aetna's figures come from the plan year 2024 file (2022's claims), Oscar's from the 2026 file (2024's).
        await expect(card(/^Aetna CVS Health/)).toContainText(t.insurerFigures.denialsYear(2022))
        await expect(card(/^Oscar/).first()).toContainText(t.insurerFigures.denialsYear(2024))

        await page.goto(at(`/find/77002/compare?county=48201&nid=${oscar}&nid=${aetna}`))
        const main = page.getByRole('main')
        await expect(main).toContainText(t.insurerFigures.denialsYear(2022))
        await expect(main).toContainText(t.insurerFigures.denialsYear(2024))

        await page.goto(at(`/plans/${aetna}`))
        const claims = page.getByRole('region', { name: t.plans.claimsHeading })
        await expect(claims).toContainText(t.plans.claimsYear(2022, 2024))
        await expect(claims).toContainText(t.plans.claimsPeriod(2024, 2022))
        // The facts say what the plan year is of.
        await expect(page.getByRole('term').filter({ hasText: t.plans.factsPlanYear })).toBeVisible()
        await expectNoSevereViolations(page, `Aetna's plan page at ${viewport.width} px in ${lang}`)

        // With script (axe needs it): a plan page carrying the place, its options merged and paged, reads well.
        const blue = await nidOf(request, '77002', '33602-HMO')
        await page.goto(at(`/plans/${blue}?zip=77002&county=48201&all=1`))
        await expect(page.getByRole('region', { name: t.plans.optionsHeading }).first()).toBeVisible()
        await expectNoSevereViolations(page, `a plan's options for a place at ${viewport.width} px in ${lang}`)
      })
    })
  }
}
