import type { APIRequestContext, Page } from '@playwright/test'

import { MEASURED_PORT } from '../../playwright.config'
import * as es from '../../src/messages/es'
import { reviewBody, solveCaptcha } from '../support/reviews'
import { expect, test } from './fixtures'
import {
  createStaff,
  decide,
  deleteReviewsWithText,
  staffHeaders,
  submitReviewByApi,
  type StaffAccount,
} from './support'

const PHONE = { width: 375, height: 667 }

test.describe('a browser that runs no JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header offers Login and Register at once, never "Loading..."', async ({ page }) => {
    await page.goto('/find')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?back=/find')
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?back=/find')
    await expect(header.getByText('Loading...')).toBeHidden()

    await page.goto('/es/find')
    await expect(header.getByRole('link', { name: es.accountHeader.login })).toHaveAttribute(
      'href',
      '/es/login?back=/find',
    )
    await expect(header.getByRole('link', { name: es.accountHeader.register })).toBeVisible()
    await expect(header.getByText(es.accountSession.loading)).toBeHidden()
  })

  test('on a phone the menu opens and closes from the keyboard', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/contact')
    const header = page.getByRole('banner')
    const quiz = header.getByRole('link', { name: 'Take The Quiz' })
    await expect(quiz).toBeHidden()
    // The button that needs scripts is not offered; the menu's switch is.
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    const menuSwitch = header.getByRole('checkbox', { name: 'Menu' })

    // Tab from the top of the page reaches the switch before anything in the page.
    let reached = false
    for (let presses = 0; presses < 5 && !reached; presses += 1) {
      await page.keyboard.press('Tab')
      reached = await menuSwitch.evaluate((element) => element === document.activeElement)
    }
    expect(reached, 'Tab reaches the menu switch').toBe(true)
    await page.keyboard.press('Space')
    await expect(menuSwitch).toBeChecked()
    await expect(quiz).toBeVisible()
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible()

    await page.keyboard.press('Space')
    await expect(quiz).toBeHidden()

    // Choosing an item leads to its page.
    await page.keyboard.press('Space')
    await quiz.click()
    await expect(page).toHaveURL(/\/quiz$/)
  })
})

test.describe('the consent banner on a phone', () => {
  test.use({ baseURL: `http://localhost:${MEASURED_PORT}`, viewport: PHONE })

  test('takes at most a quarter of the first screen and leaves the ZIP box free to use', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'May we measure how this site is used?' })
    await expect(banner).toBeVisible()
    const box = (await banner.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(PHONE.height / 4)
    // Both answers are on the screen, whole.
    for (const name of ['Accept', 'Refuse']) {
      const button = (await banner.getByRole('button', { name }).boundingBox())!
      expect(button.y).toBeGreaterThanOrEqual(box.y)
      expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height)
    }

    // The ZIP box, reached by Tab or brought into view, stops above the banner: a tap at its
    // middle reaches it, and it takes a ZIP code.
    const zip = page.getByRole('main').getByLabel('ZIP code').first()
    await zip.focus()
    await zip.scrollIntoViewIfNeeded()
    const isReachable = await zip.evaluate((input) => {
      const { x, y, width, height } = input.getBoundingClientRect()
      return document.elementFromPoint(x + width / 2, y + height / 2) === input
    })
    expect(isReachable, 'a tap on the ZIP box reaches it').toBe(true)
    await zip.fill('77002')
    await zip.press('Enter')
    await expect(page).toHaveURL(/\/find\/77002/)
    await expect(banner).toBeVisible()

    // The end of the page can be scrolled clear of the banner.
    const footerText = page.getByText('This site is intended for residents of the United States of America.')
    await footerText.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const bannerTop = (await banner.boundingBox())!.y
    const footerBox = (await footerText.boundingBox())!
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(bannerTop)
  })
})

/** Words of English that Spanish never uses. */
const ENGLISH_WORDS = [
  /\bthe\b/i,
  /\bof\b/i,
  /\band\b/i,
  /\bplan year\b/i,
  /\bclaims\b/i,
  /\breported\b/i,
  /\bsource\b/i,
  /\bwith\b/i,
  /\bfrom\b/i,
]

/**
 * The English words in the visible text of a page's main area. Names (insurers, plans: marked
 * translate="no"), text marked as in another language, and what members wrote are left out,
 * each name also where a sentence quotes it.
 */
async function englishWordsIn(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').evaluate((main: HTMLElement) => {
    const skipped = [
      ...main.querySelectorAll<HTMLElement>('[translate="no"], [lang]:not([lang="es"]), .review-card__text'),
    ]
    const names = skipped.filter((element) => element.matches('[translate="no"]')).map((element) => element.innerText)
    const shown = skipped.map((element) => element.style.display)
    for (const element of skipped) element.style.display = 'none'
    let visible = main.innerText
    skipped.forEach((element, index) => (element.style.display = shown[index]!))
    for (const name of names.map((entry) => entry.trim()).filter(Boolean)) visible = visible.split(name).join(' ')
    return visible
  })
  return ENGLISH_WORDS.flatMap((word) => {
    const found = word.exec(text)
    if (!found) return []
    return [`"${found[0]}" in "…${text.slice(Math.max(0, found.index - 60), found.index + 60).replace(/\s+/g, ' ')}…"`]
  })
}

/** A report made as the quiz makes it, for a person in downtown Houston. */
async function reportFor77002(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/v1/data/report', {
    data: {
      field_ir_zipcode: '77002',
      field_ir_county: '48201',
      field_ir_birthday: '1984-07-02',
      field_ir_under18: false,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const report = (await answer.json()).data.issuer_report as { field_ir_unique_id: [{ value: string }] }
  return report.field_ir_unique_id[0].value
}

async function plansIn77002(request: APIRequestContext): Promise<number[]> {
  const lookup = await request.post('/v1/data/issuers/zipcode/77002/plans')
  const plans = (await lookup.json()).data.available_universe_servicearea_plans as { nid: [{ value: number }] }[]
  return plans.map((plan) => plan.nid[0].value)
}

test.describe('the Spanish site', () => {
  test.use({ locale: 'es-US' })

  test('shows no English words outside names and members’ reviews, on every kind of page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const [first, second] = await plansIn77002(request)
    const reportId = await reportFor77002(request)
    for (const path of [
      '/es/plans/187',
      `/es/plans/${first}`,
      '/es/plans/state/tx',
      '/es/find/77002',
      `/es/find/77002/compare?county=48201&nid=${first}&nid=${second}`,
      '/es',
      '/es/quiz',
      `/es/report/${reportId}`,
    ]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await englishWordsIn(page), path).toEqual([])
    }
  })

  test('the plan page names where its claim figures come from in Spanish', async ({ page }) => {
    await page.goto('/es/plans/187')
    const claims = page.getByRole('region', { name: es.plans.claimsHeading })
    await expect(claims).toContainText('Fuente: archivo público de Transparency in Coverage de CMS, año del plan')
    await expect(claims).not.toContainText('calendar year')
  })

  test('the ZIP lookup explains a wrong ZIP code in Spanish when asked in Spanish', async ({ request }) => {
    const answer = await request.post('/v1/data/issuers/zipcode/7700a/plans', {
      headers: { 'Accept-Language': 'es-US,es;q=0.9' },
    })
    expect(answer.status()).toBe(400)
    expect(await answer.json()).toMatchObject({
      message: es.zipValidation.notNumeric,
      errors: { zipcode: es.zipValidation.notNumeric },
    })
  })
})

const MODERATOR: StaffAccount = {
  email: 'e2e-walkthrough-moderator@candor.test',
  password: 'a long e2e passphrase for a walkthrough moderator',
  role: 'moderator',
}
const ADMIN: StaffAccount = {
  email: 'e2e-walkthrough-admin@candor.test',
  password: 'a long e2e passphrase for a walkthrough admin',
  role: 'admin',
}
const POLICY: StaffAccount = {
  email: 'e2e-walkthrough-policy@candor.test',
  password: 'a long e2e passphrase for a walkthrough policy reviewer',
  role: 'policy-reviewer',
}

test('a review is marked with its language where the page is in the other one', async ({ page, request }) => {
  test.setTimeout(90_000)
  createStaff(MODERATOR)
  createStaff(POLICY)
  createStaff(ADMIN)
  const [plan] = await plansIn77002(request)
  const stamp = Date.now()
  const english = `The pharmacy network near my office was small, but refills arrived on time. ${stamp}`
  const spanish = `La red de farmacias cerca de mi oficina era pequeña, pero los resurtidos llegaron a tiempo. ${stamp}`
  const englishId = await submitReviewByApi(request, plan!, { field_review_public_message: english })
  // Written on a Spanish page: the wizard's requests carry the page's language.
  const challenge = await request.get('/api/reviews/challenge')
  const sent = await request.post('/api/reviews', {
    headers: { 'Accept-Language': 'es-US' },
    data: reviewBody(plan!, await solveCaptcha(await challenge.json()), { field_review_public_message: spanish }),
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const spanishId = (await sent.json()).data.review.id as number
  const moderator = await staffHeaders(request, MODERATOR)
  const policy = await staffHeaders(request, POLICY)
  for (const id of [englishId, spanishId]) {
    await decide(request, moderator, id, { editorialDecision: 'pass' })
    await decide(request, policy, id, { policyDecision: 'pass' })
  }

  try {
    await page.goto(`/es/plans/${plan}`)
    const englishCard = page.locator('.review-card', { hasText: english })
    await expect(englishCard.getByText(english)).toHaveAttribute('lang', 'en')
    await expect(englishCard.getByText(es.reviewList.reviewsWrittenIn.en, { exact: true })).toBeVisible()
    const spanishCard = page.locator('.review-card', { hasText: spanish })
    await expect(spanishCard.getByText(spanish)).toHaveAttribute('lang', 'es')
    await expect(spanishCard.getByText(es.reviewList.reviewsWrittenIn.es, { exact: true })).toHaveCount(0)

    await page.goto(`/plans/${plan}`)
    await expect(
      page.locator('.review-card', { hasText: spanish }).getByText('In Spanish', { exact: true }),
    ).toBeVisible()
    await expect(
      page.locator('.review-card', { hasText: english }).getByText('In English', { exact: true }),
    ).toHaveCount(0)
  } finally {
    const admin = await staffHeaders(request, ADMIN)
    await deleteReviewsWithText(request, admin, english).catch(() => undefined)
    await deleteReviewsWithText(request, admin, spanish).catch(() => undefined)
  }
})
