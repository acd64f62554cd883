import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { nidOf, whenHydrated } from './support'

type PlanEntity = { nid: [{ value: number }]; field_plan_reporting_unit: [{ value: string }] }

/** The nid of a reporting unit sold in a ZIP, found the way the site finds it: through call 1. */

test.describe('plan pages', () => {
  test('a rated plan shows its CMS stars, the not-rated wording where CMS gives none, claims and options', async ({
    page,
    request,
  }) => {
    // Anthem's Indiana HMO: rated by CMS, except member experience ("insufficient data").
    const nid = await nidOf(request, '46204', '17575-HMO')
    await page.goto(`/plans/${nid}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anthem Blue Cross and Blue Shield HMO')
    await expect(page).toHaveTitle(/Anthem Blue Cross and Blue Shield HMO plans in Indiana/)

    const ratings = page.getByRole('region', { name: 'CMS quality ratings' })
    await expect(ratings.getByRole('img', { name: '2 out of 5 stars' }).first()).toBeVisible()
    await expect(ratings.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
    await expect(ratings).toContainText('Not rated: Insufficient data to calculate a score')
    await expect(ratings).toContainText('Not rated does not mean low quality.')

    const claims = page.getByRole('region', { name: 'Claim denials' })
    await expect(claims).toContainText(/\d+(\.\d)?% of in-network claims denied/)
    // The newest claims file, with its year, the earlier file as a trend, and CMS's caveat.
    await expect(claims).toContainText('Covers claims of 2024')
    await expect(claims).toContainText(
      '2024 claims, reported for plan year 2026; down from 27.8% in the earlier report',
    )
    await expect(claims).toContainText('may also count its dental plans’ claims')

    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Deductible (individual)' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: /Anthem Silver Essential 3500 HSA/ })).toBeVisible()
    const hsaRow = table.getByRole('row', { name: /Anthem Silver Essential 3500 HSA/ })
    await expect(hsaRow).toContainText('$3,500')
    await expect(hsaRow.getByRole('link', { name: /Summary of Benefits/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd['@type']).toBe('Organization')
    expect(jsonLd.aggregateRating).toBeUndefined()

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await page.getByRole('link', { name: 'Write a review' }).click()
    await expect(page).toHaveURL(new RegExp(`/plans/${nid}\\?reviewModalOpen=true$`))
  })

  test('a plan CMS has not rated says so in CMS terms and invents nothing', async ({ page, request }) => {
    const nid = await nidOf(request, '99501', '38344-PPO')
    await page.goto(`/plans/${nid}`)
    const ratings = page.getByRole('region', { name: 'CMS quality ratings' })
    await expect(ratings).toContainText('Not rated. CMS has not published a quality rating for this plan.')
    await expect(ratings.getByRole('img')).toHaveCount(0)
  })

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] })
    test('an unknown plan id shows the 404 page', async ({ page }) => {
      for (const path of ['/plans/999999', '/plans/not-a-number']) {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
      }
    })
  })

  test('every plan can be reached from the home page through its state', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Browse insurers by state' }).click()
    await expect(page).toHaveURL(/\/plans$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace health plans by state')
    await expect(page.getByRole('link', { name: 'Covered California' })).toHaveAttribute(
      'href',
      'https://www.coveredca.com',
    )
    await page.getByRole('link', { name: 'Texas', exact: true }).click()
    await expect(page).toHaveURL(/\/plans\/state\/tx$/)
    const table = page.getByRole('table', { name: /Insurers selling marketplace plans in Texas/ })
    const firstPlan = table.getByRole('rowheader').getByRole('link').first()
    const name = (await firstPlan.textContent())!.trim()
    await firstPlan.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

    const sitemap = await page.request.get('/sitemap.xml')
    expect(await sitemap.text()).toContain('/plans/state/tx</loc>')
  })
})

test('a public plan page is one a shared cache may keep from its first answer, compressed, and comes alive under its nonce', async ({
  page,
  request,
}) => {
  const nid = await nidOf(request, '77002', (await firstUnit(request, '77002'))!)
  const url = `/plans/${nid}`
  // Its first answer already tells a shared cache in front that it may keep it, with the
  // policy it was rendered under; each rendering has a nonce of its own.
  const first = await request.get(url, { headers: { 'accept-encoding': 'gzip' } })
  expect(first.headers()['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=30')
  expect(first.headers()['content-encoding']).toBe('gzip')
  const policy = first.headers()['content-security-policy']!
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic';/)
  expect(policy).toContain("frame-ancestors 'none'")
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!
  expect(await first.text()).toContain(`nonce="${nonce}"`)
  const second = await request.get(url)
  expect(second.headers()['content-security-policy']).not.toContain(nonce)

  // Nothing personal is kept: a query, a signed-in person or a navigation of the app is
  // rendered for them alone.
  expect((await request.get(`${url}?zip=77002&county=48201`)).headers()['cache-control']).not.toContain('public')
  expect((await request.get(url, { headers: { cookie: 'payload-token=x' } })).headers()['cache-control']).not.toContain(
    'public',
  )
  expect((await request.get(url, { headers: { rsc: '1' } })).headers()['cache-control']).not.toContain('public')

  // No client hint makes the browser ask for the page twice; the admin still asks for its hint.
  expect(first.headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

  // Build files leave compressed and are kept by browsers for good.
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await second.text())![1]!
  const plainAsset = await (await request.get(script, { headers: { 'accept-encoding': 'identity' } })).text()
  expect(plainAsset.length).toBeGreaterThan(100)
  const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } })
  expect(asset.headers()['content-encoding']).toBe('gzip')
  expect(asset.headers()['cache-control']).toContain('immutable')
  expect(await asset.text()).toBe(plainAsset)

  // The page's scripts run under its nonce: client navigation works, and the browser reports
  // no violation of the policy (the console is watched).
  await page.goto(url)
  await page.getByRole('link', { name: 'Write a review' }).click()
  await expect(page).toHaveURL(new RegExp(`/plans/${nid}\\?reviewModalOpen=true$`))
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await page.getByRole('link', { name: 'All states' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace health plans by state')
})

test('a plan page’s lower parts load their code as a reader comes near, and read in full without script', async ({
  browser,
  page,
  request,
}) => {
  const nid = await nidOf(request, '46204', '17575-HMO')
  const hydrated = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/plans/${nid}`)
  const zip = page.getByRole('region', { name: 'Compare with other insurers' }).getByLabel('ZIP code')
  const age = page.getByRole('region', { name: 'What plans cost in Indiana' }).getByLabel('Age')
  // The page's own parts come alive at once; the parts below stay as the server sent them,
  // also once the session has been read (a changing context would make React drop them).
  await whenHydrated(page.getByRole('main').getByRole('link', { name: 'Write a review', exact: true }))
  await expect(page.locator('.account-links--loading')).toHaveCount(0)
  await expect(zip).toBeAttached()
  await expect(age).toHaveValue('40')
  expect(await hydrated(zip)).toBe(false)
  expect(await hydrated(age)).toBe(false)
  // Scrolled to, the ZIP box runs: a ZIP typed leads to the results with this plan ticked.
  await whenHydrated(zip)
  await zip.fill('46204')
  await zip.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/find/46204\\?with=${nid}$`))

  // Focus alone (a keyboard reader tabbing in) starts the loading too.
  await page.goto(`/plans/${nid}`)
  await whenHydrated(page.getByRole('main').getByRole('link', { name: 'Write a review', exact: true }))
  expect(await hydrated(age)).toBe(false)
  await age.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }))
  await expect.poll(() => hydrated(age)).toBe(true)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const bare = await context.newPage()
  await bare.goto(`/plans/${nid}`)
  await expect(bare.getByRole('region', { name: 'What plans cost in Indiana' })).toContainText(
    /Across Indiana’s \d+ rating areas, for plan year 2025, a 40-year-old pays/,
  )
  const bareZip = bare.getByRole('region', { name: 'Compare with other insurers' }).getByLabel('ZIP code')
  await expect(bareZip).toBeVisible()
  await bareZip.fill('46204')
  await bare.getByRole('button', { name: 'Compare insurers here' }).click()
  await expect(bare).toHaveURL(new RegExp(`/find/46204\\?with=${nid}$`))
  await context.close()
})

async function firstUnit(request: APIRequestContext, zip: string): Promise<string | undefined> {
  const response = await request.post(`/v1/data/issuers/zipcode/${zip}/plans`)
  const plans = (await response.json()).data.available_universe_servicearea_plans as PlanEntity[]
  return plans[0]?.field_plan_reporting_unit[0].value
}
