import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoSevereViolations, firstPlanIn, nidOf } from './support'

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))

for (const width of [375, 1280]) {
  test.describe(`plan years at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('Aetna’s Texas plan says it does not sell on HealthCare.gov for 2026, and its reviews stay open', async ({
      page,
      request,
    }) => {
      const nid = await nidOf(request, '77002', '58840-HMO')
      await page.goto(`/plans/${nid}`)
      const notice = page.getByRole('note').filter({ hasText: 'does not sell plans on HealthCare.gov' })
      await expect(notice).toContainText('Aetna CVS Health does not sell plans on HealthCare.gov in Texas for 2026.')
      await expect(notice).toContainText('People who had it can still read and write reviews.')
      await expect(page.getByRole('region', { name: 'Claim denials' })).toContainText('Reported for plan year 2024')
      await expect(page.getByRole('link', { name: 'Write a review' }).first()).toBeVisible()
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `Aetna's plan page at ${width} px`)
    })

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

    test('a Chicago ZIP names Get Covered Illinois for 2026, in both languages', async ({ page }) => {
      await page.goto('/find/60601')
      await expect(page.getByRole('link', { name: /Get Covered Illinois/ })).toHaveAttribute(
        'href',
        'https://getcovered.illinois.gov',
      )
      await expect(page.getByRole('article')).toHaveCount(0)
      // Said as a state that left HealthCare.gov in a year, with the plans people had there still open to reviews.
      const notice = page.getByRole('note').filter({ hasText: 'left HealthCare.gov' })
      await expect(notice).toContainText(
        'Illinois left HealthCare.gov for plan year 2026 and now runs its own marketplace, Get Covered Illinois.',
      )
      await expect(notice).toContainText(
        'Reviews of the plans sold in Illinois through HealthCare.gov until 2025 stay open',
      )
      await expect(notice.getByRole('link', { name: 'Illinois plans until 2025' })).toHaveAttribute(
        'href',
        '/plans/state/il',
      )
      await page.goto('/es/find/60601')
      await expect(page.getByRole('link', { name: /Get Covered Illinois/ })).toBeVisible()
      await expect(page.getByRole('note').filter({ hasText: 'dejó HealthCare.gov' })).toContainText(
        'Illinois dejó HealthCare.gov para el año del plan 2026',
      )
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `Chicago in Spanish at ${width} px`)
    })

    test('the Texas list marks the insurers that left, filters them out, and names the new ones', async ({ page }) => {
      await page.goto('/plans/state/tx')
      const aetna = page.getByRole('rowheader', { name: /Aetna CVS Health/ })
      await expect(aetna).toContainText('Not on HealthCare.gov here for 2026')
      await page.getByLabel('Still selling on HealthCare.gov in 2026').check()
      await expect(page.getByRole('rowheader', { name: /Aetna CVS Health/ })).toHaveCount(0)
      const added = page.getByRole('region', { name: 'New in Texas for 2026' })
      await expect(added).toContainText('Harbor Health Insurance Company')
      await expect(added).toContainText('Candor does not yet know which counties they sell in')
      expect(await sidewaysOverflow(page)).toBe(0)
      await expectNoSevereViolations(page, `Texas list at ${width} px`)
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
  // Aetna has no row in the plan year 2026 file: its rate is the earlier file's, and says so.
  const denials = page.getByRole('row', { name: /^Claims denied/ })
  await expect(denials).toContainText(/[\d.]+% of in-network claims \(reported for plan year 2024\)/)
  await expect(page.getByText(/Sources: CMS marketplace files for plan year 2025/)).toBeVisible()
})

test('in Spanish, Aetna’s plan page and the Texas list say what changed for 2026', async ({ page, request }) => {
  const nid = await nidOf(request, '77002', '58840-HMO')
  await page.goto(`/es/plans/${nid}`)
  const notice = page.getByRole('note').filter({ hasText: 'no vende planes en HealthCare.gov' })
  await expect(notice).toContainText('Aetna CVS Health no vende planes en HealthCare.gov en Texas para 2026.')
  await expect(notice).toContainText('Quienes lo tuvieron todavía pueden leer y escribir reseñas.')
  await expect(page.getByRole('table').first()).toContainText(/opciones de plan para el año del plan 2025/)

  await page.goto('/es/plans/state/tx')
  await expect(page.getByRole('rowheader', { name: /Aetna CVS Health/ })).toContainText(
    'No está en HealthCare.gov aquí para 2026',
  )
  await page.getByLabel('Todavía vende en HealthCare.gov en 2026').check()
  await expect(page.getByRole('rowheader', { name: /Aetna CVS Health/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Nuevas en Texas para 2026' })).toContainText(
    'Harbor Health Insurance Company',
  )
  await expectNoSevereViolations(page, 'Texas list in Spanish')
})

test('the review dialog still offers a Chicago ZIP the plans people had there through HealthCare.gov', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Interested in writing a review?' })
  await dialog.getByLabel('Zip code').fill('60601')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog).toContainText('This state now runs its own marketplace.')
  const plan = dialog.getByLabel('Your plan')
  await expect(plan).toBeVisible()
  // A placeholder and at least one of Chicago's plan year 2025 plans.
  expect(await plan.locator('option').count()).toBeGreaterThan(1)
  const first = await plan.locator('option').nth(1).getAttribute('value')
  await plan.selectOption(first!)
  await dialog.getByRole('button', { name: 'Start your review' }).click()
  await expect(page).toHaveURL(new RegExp(`/plans/${first}\\?reviewModalOpen=true$`))
  const wizard = page.getByRole('dialog', { name: /^Your review of / })
  await expect(wizard.getByRole('heading', { name: 'How was your experience on this plan?' })).toBeVisible()
  await expectNoSevereViolations(page, 'the review wizard for an Illinois plan', 'dialog[open]')
})
