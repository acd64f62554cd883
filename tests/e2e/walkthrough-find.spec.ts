import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoSevereViolations, firstPlanIn, whenHydrated } from './support'

const PHONE = { width: 375, height: 667 }
const DESKTOP = { width: 1280, height: 900 }

const cards = (page: Page) => page.getByRole('article')
const aetnaCard = (page: Page) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: /^Aetna CVS Health/ }) })

/** The figure a card or table gives for a label (its description list's `dd`). */
const figure = (scope: Locator, label: string) =>
  scope.locator('.insurer-figures__row').filter({ has: scope.page().getByRole('term').filter({ hasText: label }) })

test.describe('one deductible, said the same way on the results, the comparison and the plan page', () => {
  test('Aetna in 77002: a separate drug deductible stays beside the medical one everywhere', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(DESKTOP)
    await page.goto('/find/77002')
    const aetna = aetnaCard(page)
    await expect(aetna).toHaveCount(1)
    // The range's ends are two of its plans' own figures: Gold 10 Advanced ($0 + $250) to Silver 5 Advanced.
    await expect(figure(aetna, 'Deductible').getByRole('definition')).toHaveText('$0 medical + $250 drugs to $7,495')

    // Compared with another insurer: the same range, and Silver 10 Advanced as the plan page shows it.
    await whenHydrated(aetna.getByRole('checkbox', { name: /^Compare / }))
    await aetna.getByRole('checkbox', { name: /^Compare / }).check()
    await cards(page)
      .filter({ hasNot: page.getByRole('heading', { level: 3, name: /^Aetna CVS Health/ }) })
      .first()
      .getByRole('checkbox', { name: /^Compare / })
      .check()
    await page.getByRole('button', { name: 'Compare selected (2)' }).click()
    await expect(page).toHaveURL(/\/find\/77002\/compare\?/)
    const table = page.getByRole('table')
    await expect(table.getByRole('row', { name: /^Deductible/ })).toContainText('$0 medical + $250 drugs to $7,495')
    const options = table.getByRole('row', { name: /^Plan options/ })
    await expect(
      options
        .getByRole('listitem')
        .filter({ hasText: /^Silver 10 Advanced/ })
        .first(),
    ).toContainText('Deductible $0 medical + $2,000 drugs')
    await expect(options).not.toContainText('Deductible $2,000,')

    // The plan page's table of options says the same.
    await table
      .getByRole('columnheader')
      .getByRole('link', { name: /^Aetna CVS Health/ })
      .click()
    await expect(page).toHaveURL(/\/plans\/\d+\?zip=77002&county=48201$/)
    const row = page
      .getByRole('table', { name: /plan options sold in Harris County/ })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Silver 10 Advanced/ }) })
      .first()
    await expect(row).toContainText('$0 medical + $2,000 drugs')
  })
})

test.describe('the ZIP searched goes with a plan page opened from the results', () => {
  test('the estimate and "Compare with" start from 77002 without asking again', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(DESKTOP)
    await page.goto('/find/77002')
    const link = aetnaCard(page).getByRole('heading', { level: 3 }).getByRole('link')
    await expect(link).toHaveAttribute('href', /^\/plans\/\d+\?zip=77002&county=48201$/)
    const nid = Number(/\/plans\/(\d+)/.exec((await link.getAttribute('href'))!)![1])
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/plans/${nid}\\?zip=77002&county=48201$`))

    const compare = page.getByRole('region', { name: 'Compare with other insurers' })
    await expect(compare.getByLabel('ZIP code')).toHaveValue('77002')
    await compare.getByRole('link', { name: 'Compare with the insurers in 77002, the ZIP code you searched' }).click()
    await expect(page).toHaveURL(new RegExp(`/find/77002\\?county=48201&with=${nid}$`))
    await expect(page.getByRole('checkbox', { name: /^Compare Aetna CVS Health/ })).toBeChecked()

    // The estimate opens with the ZIP code filled in, and estimates for Harris County at once.
    await page.goBack()
    const panel = page.getByRole('region', { name: 'What would I pay?' })
    const open = panel.getByRole('link', { name: 'Estimate what I would pay' })
    await whenHydrated(open)
    await open.click()
    await expect(panel.getByLabel('ZIP code')).toHaveValue('77002')
    await panel.getByLabel('Person 1: Age').fill('40')
    await panel.getByLabel('Yearly household income in dollars').fill('45000')
    await panel.getByRole('button', { name: 'Estimate my costs' }).click()
    await expect(panel.getByRole('heading', { name: /^Your estimate for plan year/ })).toBeVisible()
    await expect(panel).toContainText('Harris County (rating area 10), Texas')
  })

  test('a plan page that carries the ZIP is rendered for that place, and the shared page never holds it', async ({
    request,
  }) => {
    const lookup = await request.post('/v1/data/issuers/zipcode/77002/plans')
    const nid = (await lookup.json()).data.available_universe_servicearea_plans[0].nid[0].value as number
    // A plain load may be kept by a shared cache; a load carrying the ZIP is for that visitor
    // alone, with Harris County's options.
    expect((await request.get(`/plans/${nid}`)).headers()['cache-control']).toContain('public')
    const carried = await request.get(`/plans/${nid}?zip=77002&county=48201`)
    expect(carried.headers()['cache-control']).not.toContain('public')
    expect(await carried.text()).toContain('Harris County, Texas (ZIP 77002)')
    const plain = await (await request.get(`/plans/${nid}`)).text()
    expect(plain).not.toContain('zip=77002')
  })
})

test.describe('the results on a phone', () => {
  test('each card folds its detail, and the comparison stays in reach once an insurer is ticked', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(PHONE)
    await page.goto('/find/77002')
    const first = cards(page).first()
    // The key figures show; the rest waits behind a disclosure, opened by keyboard.
    for (const label of ['CMS overall rating', 'Member score', 'Claims denied', 'Deductible']) {
      await expect(first.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    await expect(first.getByRole('term').filter({ hasText: 'Out-of-pocket maximum' })).toBeHidden()
    const more = first.getByText('Out-of-pocket maximum, network and more')
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(first.getByRole('term').filter({ hasText: 'Out-of-pocket maximum' })).toBeVisible()
    await expect(first.getByRole('term').filter({ hasText: 'National network' })).toBeVisible()

    // Nothing ticked: the button waits at the end of the list.
    const submit = page.getByRole('button', { name: /^Compare selected/ })
    await expect(submit).not.toBeInViewport()
    await whenHydrated(first.getByRole('checkbox', { name: /^Compare / }))
    await first.getByRole('checkbox', { name: /^Compare / }).check()
    await expect(page.getByRole('button', { name: 'Compare selected (1)' })).toBeInViewport()
    // Still in reach further down the list.
    await cards(page).nth(3).scrollIntoViewIfNeeded()
    await cards(page)
      .nth(3)
      .getByRole('checkbox', { name: /^Compare / })
      .check()
    const twoSelected = page.getByRole('button', { name: 'Compare selected (2)' })
    await expect(twoSelected).toBeInViewport()
    const box = (await twoSelected.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    await expectNoSevereViolations(page, 'ZIP results on a phone with the comparison in reach')

    await twoSelected.click()
    await expect(page).toHaveURL(/\/compare\?/)
    // One card per insurer, each figure named across the card's width, never a letter per line.
    const label = page
      .locator('.compare-card')
      .first()
      .getByRole('term')
      .filter({ hasText: /^Deductible$/ })
    const width = (await label.boundingBox())!.width
    expect(width).toBeGreaterThan(PHONE.width / 2)
  })
})

test.describe('a ZIP code in a state that runs its own marketplace', () => {
  for (const [zip, exchange] of [
    ['90210', 'Covered California'],
    ['30301', 'Georgia Access'],
  ] as const) {
    test(`${zip} names ${exchange} and offers a box to try another ZIP`, async ({ page }) => {
      await page.goto(`/find/${zip}`)
      await expect(page.getByRole('link', { name: exchange })).toBeVisible()
      const search = page.getByRole('search')
      await whenHydrated(search.getByLabel('ZIP code'))
      await search.getByLabel('ZIP code').fill('77002')
      await search.getByRole('button', { name: 'Find insurers' }).click()
      await expect(page).toHaveURL(/\/find\/77002$/)
      await expect(cards(page).first()).toBeVisible()
    })
  }

  test('in Spanish too', async ({ page }) => {
    await page.goto('/es/find/90210')
    await expect(page.getByRole('search').getByLabel('Código postal')).toBeVisible()
  })
})

test.describe('a member score that waits for reviews', () => {
  test('the results and the plan page say how many more reviews are needed, in English and Spanish', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/find/77002')
    const waiting = cards(page).filter({
      hasText: /\b(1 more review is|[23] more reviews are) needed for a member score\./,
    })
    await expect(waiting.first()).toBeVisible()
    const link = waiting.first().getByRole('heading', { level: 3 }).getByRole('link')
    const nid = Number(/\/plans\/(\d+)/.exec((await link.getAttribute('href'))!)![1])
    await page.goto('/es/find/77002')
    await expect(
      page.getByText(/(Falta 1 reseña más|Faltan [23] reseñas más) para tener una puntuación de los miembros/).first(),
    ).toBeVisible()
    // Its plan page says it beside the overall rating, which has as few reviews as its score.
    await page.goto(`/plans/${nid}`)
    const reviews = page.getByRole('region', { name: 'Member reviews' })
    await expect(
      reviews.getByText(/(1 more review is|[23] more reviews are) needed for an average/).first(),
    ).toBeVisible()
    await page.goto(`/es/plans/${nid}`)
    await expect(
      page.getByText(/(Falta 1 reseña más|Faltan [23] reseñas más) para tener un promedio/).first(),
    ).toBeVisible()
  })
})

test.describe('the age in a premium box', () => {
  // The results page asks ages once, in its estimate: a plan page's box keeps its own age field.
  test('past 64 it says the age-64 price applies and why; empty, it asks for an age', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP)
    const nid = await firstPlanIn(request, '77002')
    await page.goto(`/plans/${nid}`)
    const area = page.getByRole('region', { name: 'What plans cost in Texas' })
    const age = area.getByLabel('Age')
    await whenHydrated(age)
    await age.fill('64')
    await expect(area).toContainText('a 64-year-old pays')
    const at64 = /\$[\d,.]+ a month for the benchmark silver plan/.exec(await area.innerText())![0]
    await expect(area).not.toContainText('Medicare')
    await age.fill('70')
    await expect(area).toContainText('a 70-year-old pays')
    await expect(area).toContainText(at64)
    await expect(area).toContainText(
      'Marketplace premiums stop rising at 64, so a 70-year-old is shown the age-64 price. From 65, most people get Medicare instead of a marketplace plan.',
    )
    await age.fill('')
    await expect(area).toContainText('Enter an age to see what plans cost: premiums depend on it.')
    await expect(area).not.toContainText('a month for the benchmark silver plan')

    await page.goto(`/es/plans/${nid}`)
    const zona = page.getByRole('region', { name: 'Lo que cuestan los planes en Texas' })
    await whenHydrated(zona.getByLabel('Edad'))
    await zona.getByLabel('Edad').fill('70')
    await expect(zona).toContainText('Las primas del Mercado dejan de subir a los 64 años')
    await zona.getByLabel('Edad').fill('')
    await expect(zona).toContainText('Escriba una edad para ver cuánto cuestan los planes')
  })
})

test.describe('the sort buttons of a state’s list', () => {
  test('read "CMS" with its capitals in English and Spanish', async ({ page }) => {
    await page.goto('/plans/state/tx')
    // Names are matched case-sensitively: "cMS" must not pass for "CMS".
    await expect(
      page
        .getByRole('button', { name: /^CMS overall rating ?, sort by CMS overall rating \(highest first\)$/ })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('cMS')
    await page.goto('/es/plans/state/tx')
    await expect(
      page
        .getByRole('button', {
          name: /^Calificación general de CMS ?, ordenar por calificación general de CMS \(la más alta primero\)$/,
        })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('cMS')
  })
})
