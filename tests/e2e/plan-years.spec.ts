import type { Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import {
  createStaff,
  decide,
  deleteReviewsWithText,
  expectNoSevereViolations,
  firstPlanIn,
  nidOf,
  reportFor77002,
  reviewsWithText,
  sidewaysOverflow,
  staffHeaders,
  type StaffAccount,
  whenHydrated,
} from './support'

/** Each language with its catalogue, its addresses, the browser that asks for it and the captcha widget's words. */
const LANGUAGES = [
  { lang: 'en', words: en, prefix: '', browser: 'en-US', robot: "I'm not a robot", verified: 'Verified' },
  { lang: 'es', words: es, prefix: '/es', browser: 'es-US', robot: 'No soy un robot', verified: 'Verificado' },
] as const

const WIDTHS = [375, 1280]

const ADMIN: StaffAccount = {
  email: 'e2e-plan-years-admin@candor.test',
  password: 'a long e2e passphrase for the plan years',
  role: 'admin',
}
const POLICY: StaffAccount = {
  email: 'e2e-plan-years-policy@candor.test',
  password: 'a long e2e passphrase for the plan years policy',
  role: 'policy-reviewer',
}

/** Fits the screen's width and reads well to axe. */
async function fitsAndReadsWell(page: Page, what: string, scope = 'main') {
  expect(await sidewaysOverflow(page), `${what}: sideways overflow`).toBe(0)
  await expectNoSevereViolations(page, what, scope)
}

for (const width of WIDTHS) {
  for (const { lang, words: t, prefix, browser } of LANGUAGES) {
    test.describe(`plan years at ${width} px in ${lang}`, () => {
      test.use({ viewport: { width, height: 900 }, locale: browser })
      const at = (path: string) => `${prefix}${path}`

      test('Aetna’s Texas plan says it does not sell on HealthCare.gov for 2026, and its reviews stay open', async ({
        page,
        request,
      }) => {
        const nid = await nidOf(request, '77002', '58840-HMO')
        await page.goto(at(`/plans/${nid}`))
        const notice = page
          .getByRole('note')
          .filter({ hasText: t.plans.presenceLeft('Aetna CVS Health', 'Texas', 2026) })
        await expect(notice).toContainText(t.plans.presenceReviewsStay)
        // Its claims figures come from the plan year 2024 file: 2022's claims, named as every other year is.
        await expect(page.getByRole('region', { name: t.plans.claimsHeading })).toContainText(
          t.plans.claimsYear(2022, 2024),
        )
        // "12 plan options for plan year 2025": the plan options say their year.
        await expect(page.getByRole('region', { name: t.plans.optionsHeading }).first()).toContainText(
          t.plans.optionsInState(2, 'Texas', 2025).replace(/^2 /, ''),
        )
        const write = page.getByRole('link', { name: t.plans.writeReview, exact: true }).first()
        await expect(write).toHaveAttribute('href', at(`/plans/${nid}?reviewModalOpen=true`))
        await fitsAndReadsWell(page, `Aetna's plan page at ${width} px in ${lang}`)

        await write.click()
        const wizard = page.getByRole('dialog', { name: new RegExp(`^${t.reviewWizard.dialogTitle('')}`) })
        await expect(wizard.getByRole('heading', { name: t.reviewWizard.stepOneHeading })).toBeVisible()
      })

      test('a Chicago ZIP names Get Covered Illinois for 2026 and leads to Illinois’s earlier plans, which say so too', async ({
        page,
      }) => {
        await page.goto(at('/find/60601'))
        await expect(page.getByRole('article')).toHaveCount(0)
        const left = t.plans.exchangeLeft('Illinois', 2026, 'Get Covered Illinois')
        const notice = page.getByRole('note').filter({ hasText: left })
        await expect(notice.getByRole('link', { name: /Get Covered Illinois/ })).toHaveAttribute(
          'href',
          'https://getcovered.illinois.gov',
        )
        // The plans people had there until 2025 keep their reviews.
        await expect(notice).toContainText(t.plans.exchangeLeftReviews('Illinois', 2025))
        const earlier = notice.getByRole('link', { name: t.plans.exchangeLeftPlansLink('Illinois', 2025) })
        await expect(earlier).toHaveAttribute('href', at('/plans/state/il'))
        await fitsAndReadsWell(page, `Chicago at ${width} px in ${lang}`)

        await earlier.click()
        await expect(page).toHaveURL(new RegExp(`${at('/plans/state/il')}$`))
        await expect(page.getByRole('heading', { level: 1, name: t.plans.stateTitle('Illinois') })).toBeVisible()
        const listed = page.getByRole('note').filter({ hasText: left })
        await expect(listed).toContainText(t.plans.exchangeLeftListed(2025))
        await expect(listed.getByRole('link', { name: /Get Covered Illinois/ })).toHaveAttribute(
          'href',
          'https://getcovered.illinois.gov',
        )
        await expect(
          page.getByRole('table', { name: `${t.plans.stateSoldCaption('Illinois')} ${t.find.tableYear(2025)}` }),
        ).toBeVisible()
        await fitsAndReadsWell(page, `the Illinois list at ${width} px in ${lang}`)
      })

      test('the review dialog still offers a Chicago ZIP the plans people had there through HealthCare.gov', async ({
        page,
      }) => {
        await page.goto(at('/'))
        // On a phone the header's links are in its menu.
        const menu = page.getByRole('button', { name: t.header.openMenu })
        if (await menu.isVisible()) {
          await whenHydrated(menu)
          await menu.click()
        }
        await page
          .getByRole('navigation', { name: t.header.mainNavLabel })
          .getByRole('button', { name: t.header.writeReview })
          .click()
        const dialog = page.getByRole('dialog', { name: t.reviewStart.heading })
        await dialog.getByLabel(t.reviewStart.zipLabel).fill('60601')
        await dialog.getByRole('button', { name: t.reviewStart.submit }).click()
        await expect(dialog).toContainText(t.reviewStart.earlierPlans)
        const plan = dialog.getByLabel(t.reviewStart.planLabel, { exact: true })
        await expect(plan).toBeVisible()
        // A placeholder and at least one of Chicago's plan year 2025 plans.
        expect(await plan.locator('option').count()).toBeGreaterThan(1)
        expect(await sidewaysOverflow(page)).toBe(0)
        await expectNoSevereViolations(page, `the review dialog for Chicago at ${width} px in ${lang}`, 'dialog[open]')
        const first = await plan.locator('option').nth(1).getAttribute('value')
        await plan.selectOption(first!)
        await dialog.getByRole('button', { name: t.reviewStart.start }).click()
        await expect(page).toHaveURL(new RegExp(`${at(`/plans/${first}`)}\\?reviewModalOpen=true$`))
        const wizard = page.getByRole('dialog', { name: new RegExp(`^${t.reviewWizard.dialogTitle('')}`) })
        await expect(wizard.getByRole('heading', { name: t.reviewWizard.stepOneHeading })).toBeVisible()
        await fitsAndReadsWell(page, `the review wizard for an Illinois plan at ${width} px in ${lang}`, 'dialog[open]')
      })

      test('the Texas list puts the insurers that left apart, with no filter left to leave them out, and names the new ones', async ({
        page,
      }) => {
        await page.goto(at('/plans/state/tx'))
        const left = page.getByRole('region', { name: t.plans.stateLeftHeading(2026) })
        const aetna = left.getByRole('rowheader', { name: /Aetna CVS Health/ })
        await expect(aetna).toContainText(t.insurerFigures.notSellingIn(2026))
        // The insurers that still sell are listed first, none of them marked as gone.
        const selling = page.getByRole('table').first().getByRole('rowheader')
        await expect(selling.first()).toBeVisible()
        await expect(selling.filter({ hasText: t.insurerFigures.notSellingIn(2026) })).toHaveCount(0)
        await expect(page.getByLabel(t.insurerFigures.stillSellingLabel(2026))).toHaveCount(0)
        const added = page.getByRole('region', { name: t.plans.newIssuersHeading('Texas', 2026) })
        await expect(added).toContainText('Harbor Health Insurance Company')
        await expect(added).toContainText(t.plans.newIssuersText)
        await fitsAndReadsWell(page, `the Texas list at ${width} px in ${lang}`)
      })

      test('Houston’s results name the insurers new in Texas for 2026 apart, with HealthCare.gov’s link', async ({
        page,
      }) => {
        await page.goto(at('/find/77002'))
        const added = page.getByRole('region', { name: t.plans.newIssuersHeading('Texas', 2026) })
        await expect(added).toContainText('Harbor Health Insurance Company')
        await expect(added).toContainText(t.plans.newIssuersText)
        await expect(added.getByRole('link', { name: t.plans.newIssuersLink })).toHaveAttribute(
          'href',
          'https://www.healthcare.gov/see-plans/',
        )
        // Never as sold in a county Candor cannot vouch for.
        await expect(page.getByRole('article').filter({ hasText: 'Harbor Health' })).toHaveCount(0)
        const last = page.getByRole('article').last()
        await expect(last).toContainText('Aetna CVS Health')
        await expect(last.getByRole('note')).toContainText(t.find.notSellingIn(2026))
        await fitsAndReadsWell(page, `Houston's results at ${width} px in ${lang}`)
      })

      test('a report of Houston ranks Aetna last and says why', async ({ page, request }) => {
        const id = await reportFor77002(request)
        await page.goto(at(`/report/${id}`))
        await expect(page.getByRole('heading', { level: 1, name: t.report.heading })).toBeVisible()
        const ranking = page.locator('.report-ranking')
        const last = page.locator('.report-ranking > li').last()
        await expect(last.getByRole('note')).toHaveText(t.report.notSelling(2026))
        await expect(last.locator('.report-card__name')).toContainText('Aetna CVS Health')
        // No other card carries the note.
        await expect(ranking.getByRole('note')).toHaveCount(1)
        await fitsAndReadsWell(page, `the report of Houston at ${width} px in ${lang}`)
      })
    })
  }
}

test.describe('the year of a member’s experience', () => {
  test.beforeAll(() => {
    createStaff(ADMIN)
    createStaff(POLICY)
  })

  for (const width of WIDTHS) {
    for (const { lang, words: t, prefix, browser, robot, verified } of LANGUAGES) {
      test.describe(`at ${width} px in ${lang}`, () => {
        test.use({ viewport: { width, height: 900 }, locale: browser })
        const at = (path: string) => `${prefix}${path}`

        test('a review of Aetna’s plan says the year the reviewer chose, once published', async ({ page, request }) => {
          // The captcha's proof of work and two staff checks.
          test.setTimeout(120_000)
          const nid = await nidOf(request, '77002', '58840-HMO')
          const text =
            lang === 'en'
              ? `Aetna in ${width} ${Date.now().toString(36)}: the network was wide enough for us and most claims were paid.`
              : `Aetna en ${width} ${Date.now().toString(36)}: la red era amplia y casi todos los reclamos se pagaron a tiempo.`
          const admin = await staffHeaders(request, ADMIN)
          try {
            await page.goto(at(`/plans/${nid}`))
            await page.getByRole('link', { name: t.plans.writeReview, exact: true }).first().click()
            const wizard = page.getByRole('dialog', { name: new RegExp(`^${t.reviewWizard.dialogTitle('')}`) })
            await expect(wizard.getByRole('heading', { name: t.reviewWizard.stepOneHeading })).toBeVisible()
            await wizard.getByRole('radio', { name: t.reviewWizard.faces.good }).check()
            await wizard.getByRole('button', { name: t.reviewWizard.next }).click()

            await expect(wizard.getByRole('heading', { name: t.reviewWizard.stepTwoHeading })).toBeFocused()
            for (const area of [
              t.reviewWizard.accessToCare,
              t.reviewWizard.customerService,
              t.reviewWizard.priceTransparency,
            ]) {
              // By keyboard, as on a phone's narrow row the face's picture lies over its hidden input.
              const okay = wizard
                .getByRole('radiogroup', { name: area })
                .getByRole('radio', { name: t.reviewWizard.faces.okay })
              await okay.focus()
              await page.keyboard.press('Space')
              await expect(okay).toBeChecked()
            }
            await wizard.getByLabel(t.reviewWizard.experienceYearLabel).selectOption('2025')
            await fitsAndReadsWell(page, `the year of experience at ${width} px in ${lang}`, 'dialog[open]')
            await wizard.getByRole('button', { name: t.reviewWizard.next }).click()

            await expect(wizard.getByRole('heading', { name: t.reviewWizard.stepThreeHeading })).toBeFocused()
            await wizard.getByLabel(t.reviewWizard.publicLabel).fill(text)
            await wizard.getByLabel(t.reviewWizard.nameLabel, { exact: true }).fill('Maria G.')
            await wizard.getByLabel(t.reviewWizard.emailLabel, { exact: true }).fill('maria@example.com')
            await wizard.getByRole('checkbox', { name: t.reviewWizard.termsBefore.slice(0, 12) }).check()
            await wizard.getByText(robot).click()
            await expect(wizard.getByText(verified, { exact: true })).toBeVisible({ timeout: 30_000 })
            await wizard.getByRole('button', { name: t.reviewWizard.next }).click()
            await expect(wizard.getByRole('heading', { name: t.reviewWizard.thankYou })).toBeFocused()

            const stored = await reviewsWithText(request, admin, text)
            expect(stored).toHaveLength(1)
            expect(stored[0]).toMatchObject({ plan: nid, status: 'pending', experienceYear: 2025 })
            // Published by two people: the admin checks the text, a policy reviewer the policy.
            await decide(request, admin, stored[0]!.id, { editorialDecision: 'pass' })
            await decide(request, await staffHeaders(request, POLICY), stored[0]!.id, { policyDecision: 'pass' })

            await page.goto(at(`/plans/${nid}`))
            const card = page
              .getByRole('region', { name: t.plans.reviewsHeading })
              .locator('.review-card', { hasText: text })
            await expect(card).toContainText(t.reviewList.reviewsMemberIn(2025))
            await fitsAndReadsWell(page, `a published review with its year at ${width} px in ${lang}`)
          } finally {
            await deleteReviewsWithText(request, admin, text)
          }
        })
      })
    }
  }
})

for (const width of WIDTHS) {
  test.describe(`plan years at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('Oscar’s claims show 2024’s figures with the earlier report’s rate as a trend', async ({ page, request }) => {
      const nid = await nidOf(request, '77002', '20069-EPO')
      await page.goto(`/plans/${nid}`)
      const claims = page.getByRole('region', { name: 'Claim denials' })
      // 764,285 of 3,001,076 in-network claims denied in 2024; 11.7 % in the earlier file.
      await expect(claims).toContainText('25.5% of in-network claims denied')
      await expect(claims).toContainText(
        '2024 claims, reported for plan year 2026; up from 11.7% in the earlier report',
      )
    })
  })
}

test('the Illinois list and the list of states say Illinois has its own exchange from 2026', async ({ page }) => {
  await page.goto('/plans/state/il')
  const notice = page.getByRole('note').filter({ hasText: 'left HealthCare.gov' })
  await expect(notice).toContainText('Illinois left HealthCare.gov for plan year 2026')
  await expect(notice).toContainText('The insurers below sold through HealthCare.gov until 2025.')
  await expect(notice.getByRole('link', { name: /Get Covered Illinois/ })).toHaveAttribute(
    'href',
    'https://getcovered.illinois.gov',
  )
  await expect(page.getByRole('table', { name: /plan options and deductibles: plan year 2025/ })).toBeVisible()

  await page.goto('/plans')
  await expect(page.getByRole('heading', { name: 'States with their own exchange for 2026' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: /^Illinois: Get Covered Illinois/ })).toContainText(
    '(from plan year 2026)',
  )
})

test('Houston’s results put Aetna after the insurers that still sell, said on its card and in the comparison', async ({
  page,
  request,
}) => {
  await page.goto('/find/77002')
  const cards = page.getByRole('article')
  const last = cards.last()
  await expect(last).toContainText('Aetna CVS Health')
  await expect(last.getByRole('note')).toContainText('Does not sell on HealthCare.gov here for 2026')
  await page.getByText('Filter', { exact: true }).click()
  const total = await cards.count()
  await page.getByLabel('Still selling on HealthCare.gov in 2026').check()
  await expect(cards).toHaveCount(total - 1)

  const aetna = await nidOf(request, '77002', '58840-HMO')
  // Call 1 lists by issuer name, Aetna first: the second is another insurer.
  const other = await firstPlanIn(request, '77002', 1)
  expect(other).not.toBe(aetna)
  await page.goto(`/find/77002/compare?county=48201&nid=${other}&nid=${aetna}`)
  await expect(page.getByRole('columnheader', { name: /Aetna CVS Health/ })).toContainText(
    'Not on HealthCare.gov here for 2026',
  )
})

test('a Houston card and the comparison say the plan year of the plan options and the year of the claims', async ({
  page,
  request,
}) => {
  await page.goto('/find/77002')
  const oscar = page.getByRole('article').filter({ hasText: 'Oscar' }).first()
  await expect(oscar).toContainText(/\d+ plan options? sold here in plan year 2025/)
  // The plan year shows on the folded card too, beside the deductible.
  await expect(oscar.getByRole('term').filter({ hasText: 'Deductible (plan year 2025)' })).toBeVisible()
  // Oscar's Texas figures come from the plan year 2026 file, which holds 2024's claims.
  await expect(oscar).toContainText('25.5% of in-network claims (2024 claims)')

  const aetna = await nidOf(request, '77002', '58840-HMO')
  const oscarNid = await nidOf(request, '77002', '20069-EPO')
  await page.goto(`/find/77002/compare?county=48201&nid=${oscarNid}&nid=${aetna}`)
  await expect(page.getByRole('rowheader', { name: 'Plan options sold here in plan year 2025' })).toBeVisible()
  // Aetna has no row in the plan year 2026 file: its rate is the earlier file's, whose claims are 2022's, said the same way.
  const denials = page.getByRole('row', { name: /^Claims denied/ })
  await expect(denials).toContainText(/[\d.]+% of in-network claims \(2022 claims\)/)
  await expect(page.getByText(/Sources: CMS marketplace files for plan year 2025/)).toBeVisible()
})
