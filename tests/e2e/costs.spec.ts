import type { Page, Request } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoSevereViolations, firstPlanIn, sidewaysOverflow, whenHydrated } from './support'

/** Every request of the journey, to check that no address carries income or ages and no other host is asked. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

function expectPrivateJourney(requests: Request[], secrets: string[], posted: RegExp) {
  for (const request of requests) {
    const url = new URL(request.url())
    expect(['localhost', '127.0.0.1'], `${request.url()} is on this site`).toContain(url.hostname)
    for (const secret of secrets) expect(request.url(), `${secret} never in an address`).not.toContain(secret)
  }
  // The household went in the body of a POST to the page, not anywhere else.
  expect(requests.some((request) => request.method() === 'POST' && posted.test(request.postData() ?? ''))).toBe(true)
}

for (const width of [375, 1280]) {
  test(`a family in Houston estimates its tax credit on the results page, by keyboard, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    const requests = recordRequests(page)
    await page.goto('/find/77002')
    const panel = page.getByRole('region', { name: 'What would I pay?' })
    // Folded until asked: the list comes first; the summary opens it by keyboard.
    const firstAge = panel.getByLabel('Person 1: Age')
    await expect(firstAge).toBeHidden()
    const fold = panel.locator('summary')
    await whenHydrated(fold)
    await fold.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toContainText('they are not put in the address')

    await firstAge.focus()
    await page.keyboard.type('34')
    await page.keyboard.press('Tab')
    await expect(panel.getByLabel('Uses tobacco')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Add a person' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel.getByLabel('Person 2: Age')).toBeVisible()
    await expect(firstAge).toHaveValue('34')
    await panel.getByLabel('Person 2: Age').focus()
    await page.keyboard.type('6')
    await panel.getByLabel('Yearly household income in dollars').focus()
    await page.keyboard.type('28000')
    await page.keyboard.press('Tab')
    await expect(panel.getByLabel('Household size (optional)')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByLabel('Plan year')).toBeFocused()
    await expect(panel.getByLabel('Plan year')).toHaveValue('2026')
    // The results page also asks how much care is expected, for each plan's yearly total.
    await page.keyboard.press('Tab')
    await expect(panel.getByLabel('How much care do you expect this year?')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Estimate my costs' })).toBeFocused()
    await page.keyboard.press('Enter')

    const result = panel.getByRole('heading', { name: 'Your estimate for plan year 2026' })
    await expect(result).toBeVisible()
    // Harris County, 2026: two people (34 and 6) at $28,000 = 132.39 % of the 2025 guideline for two.
    await expect(panel).toContainText('132.39 %')
    await expect(panel).toContainText('$49.00 a month')
    await expect(panel).toContainText('not any one insurer’s price')
    await expect(panel.getByRole('img', { name: /^Benchmark silver plan: full price \$[\d,.]+ a month/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'See exact prices on HealthCare.gov' })).toHaveAttribute(
      'href',
      'https://www.healthcare.gov/see-plans/',
    )
    // "How we got this" opens by keyboard and names the rule and its source.
    const how = panel.getByText('How we got this').nth(2)
    await how.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toContainText('26 U.S.C. 36B(b)(2)')
    expect(page.url()).toMatch(/\/find\/77002$/)
    expect(await sidewaysOverflow(page)).toBe(0)
    await expectNoSevereViolations(page, `results with an estimate at ${width} px`)
    expectPrivateJourney(requests, ['28000', '28,000'], /28000/)
  })
}

test('a bad income is refused with its message, next to the field, and 2027 is answered with 2026 as a guide', async ({
  page,
}) => {
  await page.goto('/find/77002')
  const panel = page.getByRole('region', { name: 'What would I pay?' })
  await whenHydrated(panel.locator('summary'))
  await panel.locator('summary').click()
  await panel.getByLabel('Person 1: Age').fill('40')
  await panel.getByLabel('Yearly household income in dollars').fill('-5')
  await panel.getByRole('button', { name: 'Estimate my costs' }).click()
  const income = panel.getByLabel('Yearly household income in dollars')
  await expect(income).toHaveAttribute('aria-invalid', 'true')
  await expect(panel.getByText('The yearly income cannot be below $0.')).toBeVisible()
  await expect(panel.getByRole('alert')).toContainText('needs a few corrections')

  await income.fill('40000')
  await panel.getByLabel('Plan year').selectOption('2027')
  await panel.getByRole('button', { name: 'Estimate my costs' }).click()
  await expect(panel.getByRole('heading', { name: 'Your 2026 estimate, as a guide for 2027' })).toBeVisible()
  await expect(panel).toContainText('Candor does not have the 2027 figures yet')
  await expect(panel.getByText('The tax-credit figures for this plan year are not published yet.')).toHaveCount(0)
  await expect(panel.getByLabel('Plan year')).not.toHaveAttribute('aria-invalid', 'true')
})

for (const width of [375, 1280]) {
  test(`the plan page’s cost box asks for the ZIP code and its county, then estimates 2025 without a cliff, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width, height: 900 })
    const nid = await firstPlanIn(request, '47150')
    await page.goto(`/plans/${nid}`)
    const panel = page.getByRole('region', { name: 'What would I pay?' })
    // Most visitors read a plan's page: the form arrives when asked for, focus on its first field.
    const open = panel.getByRole('link', { name: 'Estimate what I would pay' })
    await expect(open).toHaveAttribute('href', '/costs')
    await whenHydrated(open)
    await open.focus()
    await page.keyboard.press('Enter')
    await expect(panel.getByLabel('ZIP code')).toBeFocused()
    await page.keyboard.type('47150')
    await panel.getByLabel('Person 1: Age').fill('60')
    await panel.getByLabel('Yearly household income in dollars').fill('90000')
    await panel.getByLabel('Plan year').selectOption('2025')
    await panel.getByRole('button', { name: 'Estimate my costs' }).click()
    await expect(panel.getByText('This ZIP code reaches more than one county: choose yours.')).toBeVisible()
    await panel.getByLabel('County').selectOption({ label: 'Clark County' })
    await panel.getByRole('button', { name: 'Estimate my costs' }).click()
    await expect(panel.getByRole('heading', { name: 'Your estimate for plan year 2025' })).toBeVisible()
    await expect(panel).toContainText('Clark County (rating area 16), Indiana')
    // What was typed and chosen stays in the form, the county among the ZIP code's others.
    await expect(panel.getByLabel('Plan year')).toHaveValue('2025')
    await expect(panel.getByLabel('County')).toHaveValue('18019')
    await expect(panel.getByLabel('Yearly household income in dollars')).toHaveValue('90000')
    await panel.getByText('How we got this').nth(1).click()
    await expect(panel).toContainText('In plan year 2025 there is no upper income limit')
    // The same household in 2026 is over the cliff.
    await panel.getByLabel('Plan year').selectOption('2026')
    await panel.getByRole('button', { name: 'Estimate my costs' }).click()
    await expect(panel.getByRole('heading', { name: 'Your estimate for plan year 2026' })).toBeVisible()
    await expect(panel).toContainText('No tax credit')
    await expect(panel).toContainText('Does not apply: no tax credit at this income')
    // The limit for one in dollars, and how far over: said first.
    await expect(panel).toContainText('for a household of 1, that is $62,600 a year')
    await expect(panel).toContainText('$27,400 over the limit')
    await expect(panel.getByText(/Tax credit: −\$0\.00/)).toHaveCount(0)
    expect(await sidewaysOverflow(page)).toBe(0)
    await expectNoSevereViolations(page, `plan page with an estimate at ${width} px`)
  })
}

test('/costs by keyboard on a phone, with its rules and tables, passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/costs')
  const form = page.getByRole('region', { name: 'What would I pay?' })
  const zip = form.getByLabel('ZIP code')
  await whenHydrated(zip)
  await zip.focus()
  await page.keyboard.type('46204')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Person 1: Age')).toBeFocused()
  await page.keyboard.type('27')
  await form.getByLabel('Yearly household income in dollars').focus()
  await page.keyboard.type('60240')
  await page.keyboard.press('Enter')
  // HealthCare.gov's second sample household: 384.92 % of the guideline, 9.96 % of income expected.
  await expect(form.getByRole('heading', { name: 'Your estimate for plan year 2026' })).toBeVisible()
  await expect(form).toContainText('384.92 %')
  await expect(form).toContainText('$499.99 a month')
  expect(await sidewaysOverflow(page)).toBe(0)
  await expectNoSevereViolations(page, '/costs with an estimate at 375 px')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/costs posts the form to itself and shows the estimate, with nothing in the address', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    const requests = recordRequests(page)
    await page.goto('/costs')
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you pay after the tax credit?' }),
    ).toBeVisible()
    const form = page.getByRole('region', { name: 'What would I pay?' })
    await form.getByLabel('ZIP code').fill('47150')
    await form.getByLabel('Person 1: Age').fill('40')
    await form.getByRole('button', { name: 'Add a person' }).click()
    // The page answered with a second row, and kept what was typed.
    await expect(form.getByLabel('Person 1: Age')).toHaveValue('40')
    await form.getByLabel('Person 2: Age').fill('12')
    await form.getByRole('button', { name: 'Remove person 2' }).click()
    await expect(form.getByLabel('Person 2: Age')).toHaveCount(0)
    await form.getByLabel('Yearly household income in dollars').fill('37,650')
    await form.getByRole('button', { name: 'Estimate my costs' }).click()
    await form.getByLabel('County').selectOption({ label: 'Clark County' })
    await form.getByRole('button', { name: 'Estimate my costs' }).click()
    // HealthCare.gov's own figures for this household: 240.58 % of the guideline, $253.92 a month expected.
    await expect(form).toContainText('240.58 %')
    await expect(form).toContainText('$253.92 a month')
    await expect(form).toContainText('Full price: $486.23 a month')
    // The answer carries the form's state for its next post: the form posts again.
    await form.getByLabel('Yearly household income in dollars').fill('60000')
    await form.getByRole('button', { name: 'Estimate my costs' }).click()
    await expect(form).toContainText('383.39 %')
    expect(new URL(page.url()).pathname).toBe('/costs')
    expect(new URL(page.url()).search).toBe('')
    expect(await sidewaysOverflow(page)).toBe(0)
    expectPrivateJourney(requests, ['37650', '37,650', '37%2C650'], /37,650/)
    // The rules, with the published tables.
    await expect(page.getByRole('table', { name: /plan year 2026/ })).toContainText('9.96 %')
    await expect(page.getByText(/ended on December 31, 2025/)).toBeVisible()
  })
})

test('/es/costs explains the credit and estimates in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/es/costs')
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cuánto pagaría después del crédito fiscal?' }),
  ).toBeVisible()
  const form = page.getByRole('region', { name: '¿Cuánto pagaría?' })
  await whenHydrated(form.getByLabel('Código postal'))
  await form.getByLabel('Código postal').fill('77002')
  await form.getByLabel('Persona 1: Edad').fill('30')
  await form.getByLabel('Ingresos anuales del hogar en dólares').fill('12000')
  await form.getByRole('button', { name: 'Estimar mis costos' }).click()
  await expect(form.getByRole('heading', { name: 'Su estimación para el año del plan 2026' })).toBeVisible()
  await form.getByText('Cómo lo calculamos').nth(2).click()
  await expect(form).toContainText('la brecha de cobertura')
  await expectNoSevereViolations(page, 'costs page in Spanish')
  expect(await sidewaysOverflow(page)).toBe(0)
})

test('the home page and the results lead to /costs', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Estimate your costs' }).click()
  await expect(page).toHaveURL(/\/costs$/)
  await page.goto('/find/77002')
  await expect(page.getByRole('link', { name: 'How tax credits work, in plain words' })).toHaveAttribute(
    'href',
    '/costs',
  )
})

for (const width of [375, 1280]) {
  test(`the quiz asks about money after agreement, and the report opens with the estimate, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    const requests = recordRequests(page)
    const card = page.locator('.quiz-card')
    const next = card.getByRole('button', { name: 'Next' })
    await page.goto('/quiz')
    const zip = card.getByLabel('ZIP code')
    await whenHydrated(zip)
    await zip.fill('47150')
    await next.click()
    await card.getByRole('radio', { name: /Clark County/ }).check()
    await next.click()
    await expect(card.getByRole('heading', { level: 2, name: 'Who will the plan cover?' })).toBeVisible()
    await card.getByLabel('Your date of birth').fill(`${new Date().getFullYear() - 41}-01-01`)
    await card
      .getByRole('group', { name: 'Will children under 18 be on the plan?' })
      .getByRole('radio', { name: 'No' })
      .check()
    const money = card.getByRole('group', { name: 'What would you pay? (optional)' })
    await expect(money.getByLabel('Yearly household income in dollars')).toBeHidden()
    // The agreement by keyboard, as the health step's.
    await money.getByLabel('I agree to answer questions about my household’s income for this use').focus()
    await page.keyboard.press('Space')
    await next.click()
    await expect(money.getByText('Enter your household’s yearly income in dollars.')).toBeVisible()
    await money.getByLabel('Yearly household income in dollars').fill('37,650')
    await expect(money.getByText('Enter your household’s yearly income in dollars.')).toHaveCount(0)
    expect(await sidewaysOverflow(page)).toBe(0)
    await expectNoSevereViolations(page, `quiz step 1 with the money questions at ${width} px`)
    await next.click()
    await expect(card.getByRole('heading', { level: 2, name: 'Your health (optional)' })).toBeVisible()
    await next.click()
    await next.click()
    await card.getByRole('button', { name: 'See my report' }).click()
    await expect(page).toHaveURL(/\/report\/[A-Za-z0-9_-]{32}$/)

    const costs = page.getByRole('region', { name: 'What you would pay' })
    await expect(costs.getByRole('heading', { name: 'Your estimate for plan year 2026' })).toBeVisible()
    await expect(costs).toContainText('240.58 %')
    await expect(costs).toContainText('$253.92 a month')
    await expect(costs).toContainText('Clark County (rating area 16), Indiana')
    expect(await sidewaysOverflow(page)).toBe(0)
    await expectNoSevereViolations(page, `report with its estimate at ${width} px`)
    expectPrivateJourney(requests, ['37650', '37,650', '37%2C650'], /37650/)
  })
}
