import type { APIRequestContext, Locator, Page } from '@playwright/test'

import type { ReportInsurer } from '../../src/features/reports'
import { loadFeatureEntry } from './feature-entry'
import { expect, test } from './fixtures'
import { confirmedMember, deleteMember } from './members'
import {
  createStaff,
  deleteReviewsWithText,
  expectNoSevereViolations,
  staffHeaders,
  whenHydrated,
  writeReview,
} from './support'

const PASSWORD = 'a long passphrase for an e2e quiz member'
const HEALTH_WORDS = /pregnan|diabet|medication|hospital|field_ir/i

/** Every request a page makes, so a test can say none left this machine or carried an answer in its address. */
function watchRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

function expectOnlyThisMachine(urls: string[]) {
  const hosts = new Set(urls.map((url) => new URL(url).hostname))
  expect([...hosts].filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([])
  expect(urls.filter((url) => HEALTH_WORDS.test(url))).toEqual([])
}

const card = (page: Page) => page.locator('.quiz-card')
const stepHeading = (page: Page, name: string) => card(page).getByRole('heading', { level: 2, name })
const next = (page: Page) => card(page).getByRole('button', { name: 'Next' })

/** The names of the ranked insurers, in the order the report shows them. */
async function rankedNames(page: Page): Promise<string[]> {
  return page.locator('.report-ranking .report-card__name a').allInnerTexts()
}

async function reportData(request: APIRequestContext, id: string, token?: string) {
  const answer = await request.post(`/v1/data/report/${id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(answer.status()).toBe(200)
  return (await answer.json()).data as {
    issuer_report: Record<string, [{ value: unknown }]>
    report_insurers: ReportInsurer[]
  }
}

/** Goes through the quiz by pointer: ZIP (and county), birthday, no health answers, meters as they are. */
async function takeQuiz(page: Page, zip = '77002') {
  await page.goto('/quiz')
  const zipField = card(page).getByLabel('ZIP code')
  await whenHydrated(zipField)
  await zipField.fill(zip)
  await next(page).click()
  await expect(stepHeading(page, 'Who will the plan cover?')).toBeFocused()
  await card(page).getByLabel('Your date of birth').fill('1984-07-02')
  await card(page).getByRole('radio', { name: 'No' }).check()
  await next(page).click()
  await expect(stepHeading(page, 'Your health (optional)')).toBeVisible()
  await next(page).click()
  await expect(stepHeading(page, 'What matters most to you?')).toBeVisible()
  await next(page).click()
  await card(page).getByRole('button', { name: 'See my report' }).click()
  await expect(page).toHaveURL(/\/report\/[A-Za-z0-9_-]{32}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your insurer report' })).toBeVisible()
  return page.url().split('/report/')[1]!
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 6) {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused()
}

test('a visitor takes the quiz for 77002 from the header link to the report by keyboard alone, and nothing leaves this machine', async ({
  page,
  request,
}) => {
  const urls = watchRequests(page)
  await page.goto('/')
  const quizLink = page.getByRole('banner').getByRole('link', { name: 'Take The Quiz' })
  await whenHydrated(quizLink)
  await quizLink.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/quiz$/)
  await expect(card(page).getByText('Step 1 of 5')).toBeVisible()
  await expectNoSevereViolations(page, 'quiz step 0')

  // Step 0: Enter in the ZIP field checks it; a mistake is said next to the field.
  const zipField = card(page).getByLabel('ZIP code')
  await whenHydrated(zipField)
  await zipField.focus()
  await page.keyboard.type('7700')
  await page.keyboard.press('Enter')
  await expect(card(page).getByText('Zip code must be at least 5 digits')).toBeVisible()
  await page.keyboard.type('2')
  await page.keyboard.press('Enter')

  // Step 1: focus moves to the step's heading; the date by keys, the radio with the space bar.
  await expectFocused(stepHeading(page, 'Who will the plan cover?'))
  await expect(card(page).getByText('Step 2 of 5')).toBeVisible()
  await tabTo(page, card(page).getByLabel('Your date of birth'))
  await page.keyboard.type('07021984')
  await tabTo(page, card(page).getByRole('radio', { name: 'Yes' }))
  await page.keyboard.press('Space')
  await expect(card(page).getByRole('radio', { name: 'Yes' })).toBeChecked()
  await expectNoSevereViolations(page, 'quiz step 1')
  await card(page).getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')

  // Step 2: the stated use comes first; agreeing shows the questions.
  await expectFocused(stepHeading(page, 'Your health (optional)'))
  await expect(card(page).getByText(/change how much each factor counts in your ranking/)).toBeVisible()
  await tabTo(page, card(page).getByRole('checkbox', { name: /I agree/ }))
  await page.keyboard.press('Space')
  const medication = card(page)
    .getByRole('group', { name: /prescription medication/ })
    .getByRole('radio', { name: 'Yes' })
  await tabTo(page, medication)
  await page.keyboard.press('Space')
  await expect(medication).toBeChecked()
  await expectNoSevereViolations(page, 'quiz step 2')
  await next(page).focus()
  await page.keyboard.press('Enter')

  // Step 3: native sliders, moved with the arrow keys.
  await expectFocused(stepHeading(page, 'What matters most to you?'))
  const payment = card(page).getByRole('slider', { name: 'Predictable costs when I need care' })
  await tabTo(page, payment)
  await page.keyboard.press('End')
  await expect(payment).toHaveAttribute('aria-valuetext', '100 of 100, matters a lot')
  await expectNoSevereViolations(page, 'quiz step 3')
  await next(page).focus()
  await page.keyboard.press('Enter')

  // Step 4: the report.
  await expectFocused(stepHeading(page, 'Your report'))
  await expectNoSevereViolations(page, 'quiz step 4')
  await card(page).getByRole('button', { name: 'See my report' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/report\/[A-Za-z0-9_-]{32}$/)
  const id = page.url().split('/report/')[1]!
  await expect(page.locator('.report-ranking > li').first()).toBeVisible()
  await expectNoSevereViolations(page, 'the report')

  // The report lists exactly the reporting units call 1 gives for 77002.
  const callOne = await request.post('/v1/data/issuers/zipcode/77002/plans')
  const units = (
    (await callOne.json()).data.available_universe_servicearea_plans as { nid: [{ value: number }] }[]
  ).map((plan) => `/plans/${plan.nid[0].value}`)
  const shown = await page
    .locator('.report-ranking .report-card__name a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect([...shown].sort()).toEqual([...units].sort())

  // What was answered is stored, and the medication answer weighs drug costs.
  const data = await reportData(request, id)
  expect(data.issuer_report.field_ir_medication?.[0].value).toBe(true)
  expect(data.issuer_report.field_ir_birthday?.[0].value).toBe('1984-07-02')
  await expect(page.getByRole('row', { name: /Drug costs/ })).toContainText('Regular medication +1.5')

  expectOnlyThisMachine(urls)
  expect(await page.evaluate(() => window.localStorage.getItem('unauth_report_value'))).toBe(id)
})

test.describe('the report', () => {
  // Once deleted, the report's own page reads as not found.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('moving a meter re-ranks at once as the data says, is saved, and the report survives reload and back/forward', async ({
    page,
    request,
  }) => {
    const urls = watchRequests(page)
    const id = await takeQuiz(page)
    const data = await reportData(request, id)
    const answers = Object.fromEntries(Object.entries(data.issuer_report).map(([name, list]) => [name, list[0].value]))
    const { rankInsurers, rankingAnswersOf, rankingInputOf } =
      await loadFeatureEntry<typeof import('../../src/features/reports')>('reports')
    const expectedOrder = (meters: Record<string, number>) =>
      rankInsurers(data.report_insurers.map(rankingInputOf), rankingAnswersOf({ ...answers, ...meters })).map(
        (entry) => entry.name,
      )
    const flexible = expectedOrder({ field_ir_flexibilitymeter: 100, field_ir_paymentmeter: 0 })
    const protective = expectedOrder({ field_ir_flexibilitymeter: 0, field_ir_paymentmeter: 100 })
    // 77002's insurers differ enough that the two priorities put them in different orders.
    expect(flexible).not.toEqual(protective)

    await expect.poll(() => rankedNames(page)).toEqual(expectedOrder({}))
    const flexibility = page.getByRole('slider', { name: 'Freedom to choose doctors and hospitals' })
    const payment = page.getByRole('slider', { name: 'Predictable costs when I need care' })
    await whenHydrated(flexibility)
    const saved = () =>
      page.waitForResponse((response) => response.url().endsWith(`/v1/data/report/${id}/update`) && response.ok())
    let save = saved()
    await flexibility.focus()
    await page.keyboard.press('End')
    await payment.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => rankedNames(page)).toEqual(flexible)
    await save
    await expect(page.getByText('Saved.')).toBeVisible()

    save = saved()
    await flexibility.focus()
    await page.keyboard.press('Home')
    await payment.focus()
    await page.keyboard.press('End')
    await expect.poll(() => rankedNames(page)).toEqual(protective)
    await save

    await page.reload()
    await expect.poll(() => rankedNames(page)).toEqual(protective)
    await page.getByRole('link', { name: 'How the ranking works' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'How the ranking works' })).toBeVisible()
    await page.goBack()
    await expect.poll(() => rankedNames(page)).toEqual(protective)
    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: 'How the ranking works' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/report/${id}$`))
    await expect.poll(() => rankedNames(page)).toEqual(protective)
    expectOnlyThisMachine(urls)

    // Deleting it, once confirmed, removes it for good.
    await page.getByRole('button', { name: 'Delete this report' }).click()
    await page.getByRole('button', { name: 'Yes, delete it' }).click()
    await expect(page.getByText('Your report has been deleted.')).toBeVisible()
    expect((await request.post(`/v1/data/report/${id}`)).status()).toBe(404)
  })
  test('Aetna, which no longer sells in Texas, is ranked after every insurer that does, and the card says why', async ({
    page,
  }) => {
    await takeQuiz(page)
    const cards = page.locator('.report-ranking > li')
    const last = cards.last()
    await expect(last.locator('.report-card__name')).toContainText('Aetna CVS Health')
    await expect(last.getByRole('note')).toHaveText(
      'Ranked last: it does not sell on HealthCare.gov here for 2026, so it cannot be chosen. Its figures are from the years it sold.',
    )
    // No other card carries the note.
    await expect(page.locator('.report-ranking').getByRole('note')).toHaveCount(1)
  })
})

test('"I have this plan: write a review" opens the wizard, whose last step leads back to the report', async ({
  page,
  request,
}) => {
  const text = `Quiz ${Date.now().toString(36)}: the plan from my report paid what it promised and the nurse line answered fast.`
  const id = await takeQuiz(page)
  const first = page.locator('.report-ranking > li').first()
  await first.getByRole('link', { name: 'I have this plan: write a review' }).click()
  const wizard = page.getByRole('dialog', { name: /^Your review of / })
  await expect(wizard).toBeVisible()
  try {
    await writeReview(wizard, text)
    await expect(wizard.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
    await expect(wizard.getByRole('link', { name: 'Back to Report' })).toHaveAttribute('href', `/report/${id}`)
    await expect(wizard.getByRole('link', { name: 'Back to Homepage' })).toHaveCount(0)
  } finally {
    const admin = createStaff({
      email: 'e2e-quiz-admin@candor.test',
      password: 'a long e2e passphrase for the quiz',
      role: 'admin',
    })
    await deleteReviewsWithText(request, await staffHeaders(request, admin), text)
  }
})

test.describe('places the quiz cannot rank the usual way', () => {
  test('a ZIP code in several counties asks for the county, and the report is for the county chosen', async ({
    page,
  }) => {
    await page.goto('/quiz')
    const zipField = card(page).getByLabel('ZIP code')
    await whenHydrated(zipField)
    await zipField.fill('75007')
    await next(page).click()
    const counties = card(page).getByRole('group', {
      name: '75007 is in more than one county. Which one do you live in?',
    })
    await expect(counties).toBeVisible()
    await next(page).click()
    await expect(card(page).getByText('Please choose your county')).toBeVisible()
    const choice = counties.getByRole('radio').nth(1)
    const county = ((await choice.locator('xpath=..').innerText()) ?? '').replace(/ \(.*$/, '')
    await choice.check()
    await next(page).click()
    await expect(stepHeading(page, 'Who will the plan cover?')).toBeVisible()
    await expectNoSevereViolations(page, 'quiz step 1 after a county')
    // Back keeps the answer.
    await card(page).getByRole('button', { name: 'Back', exact: true }).click()
    await expect(counties.getByRole('radio').nth(1)).toBeChecked()
    await expect(zipField).toHaveValue('75007')
    await next(page).click()
    await card(page).getByLabel('Your date of birth').fill('1990-01-15')
    await card(page).getByRole('radio', { name: 'Yes' }).check()
    for (const heading of ['Your health (optional)', 'What matters most to you?', 'Your report']) {
      await next(page).click()
      await expect(stepHeading(page, heading)).toBeVisible()
    }
    await card(page).getByRole('button', { name: 'See my report' }).click()
    await expect(page.getByText(new RegExp(`For ZIP code 75007, ${county}, TX`))).toBeVisible()
  })

  test('90210 names Covered California, links to it and offers the article and the newsletter', async ({ page }) => {
    const urls = watchRequests(page)
    await page.goto('/quiz')
    const zipField = card(page).getByLabel('ZIP code')
    await whenHydrated(zipField)
    await zipField.fill('90210')
    await next(page).click()
    await expect(
      card(page).getByText(/California runs its own health insurance marketplace, Covered California/),
    ).toBeVisible()
    await expect(card(page).getByRole('link', { name: /Covered California/ })).toHaveAttribute(
      'href',
      /^https:\/\/.*coveredca\.com/,
    )
    await expect(card(page).getByRole('link', { name: /top 3 mistakes/ })).toBeVisible()
    await expect(card(page).getByRole('link', { name: /Stay in the loop/ })).toHaveAttribute(
      'href',
      '/#stay-in-the-loop',
    )
    await expect(next(page)).toHaveCount(0)
    await expectNoSevereViolations(page, 'quiz for a state exchange')
    expectOnlyThisMachine(urls)
  })
})

test.describe('accounts', () => {
  // A report another account owns answers 404, which the browser notes in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  async function logIn(page: Page, account: { email: string; password: string }, back: string) {
    await page.goto(`/login?back=${encodeURIComponent(back)}`)
    await whenHydrated(page.getByLabel('Email'))
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible()
  }

  test('a visitor’s report joins the account on sign-in and shows in the profile with its ZIP code', async ({
    page,
    request,
  }) => {
    const account = await confirmedMember(request, 'quiz-attach', PASSWORD)
    try {
      const id = await takeQuiz(page)
      await logIn(page, account, '/profile')
      await expect(page).toHaveURL(/\/profile$/)
      const link = page.getByRole('link', { name: /Report for ZIP code 77002, last changed/ })
      await expect(link).toHaveAttribute('href', `/report/${id}`)
      expect(await page.evaluate(() => window.localStorage.getItem('unauth_report_value'))).toBeNull()
      // Now the member's: no one else can open it.
      expect((await request.post(`/v1/data/report/${id}`)).status()).toBe(404)
      await link.click()
      await expect(page.locator('.report-ranking > li').first()).toBeVisible()
      await expect(page.getByText('In your account until you delete it')).toBeVisible()
    } finally {
      await deleteMember(request, account)
    }
  })

  test('a member’s quiz is theirs at once; a stranger holding the link meets the 404 page', async ({
    page,
    browser,
    request,
  }) => {
    const account = await confirmedMember(request, 'quiz-owner', PASSWORD)
    try {
      await logIn(page, account, '/quiz')
      const id = await takeQuiz(page, '77002')
      expect(await page.evaluate(() => window.localStorage.getItem('unauth_report_value'))).toBeNull()
      await page.goto('/profile')
      await expect(page.getByRole('link', { name: /Report for ZIP code 77002/ })).toHaveAttribute(
        'href',
        `/report/${id}`,
      )

      const stranger = await browser.newPage()
      const answer = await stranger.goto(`${new URL(page.url()).origin}/report/${id}`)
      expect(answer?.status()).toBe(404)
      await expect(stranger.getByRole('heading', { name: 'We couldn’t find this report' })).toBeVisible()
      await expect(stranger.locator('.report-ranking')).toHaveCount(0)
      await stranger.close()
    } finally {
      await deleteMember(request, account)
    }
  })
})

test.describe('addresses', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an unknown report id is the 404 page, with status 404', async ({ page }) => {
    const answer = await page.goto('/report/NoSuchReportIdAtAll_0123456789ab')
    expect(answer?.status()).toBe(404)
    await page.goto('/report/methodology')
    await expect(page.getByRole('heading', { level: 1, name: 'How the ranking works' })).toBeVisible()
    await expectNoSevereViolations(page, 'the methodology page')
  })
})
