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
      await page.goto('/es/find/60601')
      await expect(page.getByRole('link', { name: /Get Covered Illinois/ })).toBeVisible()
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
