import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import {
  acceptReviewsInBrowser,
  createStaff,
  deleteReviewsWithText,
  expectNoSevereViolations,
  nidOf,
  reviewsWithText,
  solveWidgetCaptcha as solveCaptcha,
  staffHeaders,
  writeReview,
  type StaffAccount,
} from './support'

const ADMIN: StaffAccount = {
  email: 'e2e-wizard-admin@candor.test',
  password: 'a long e2e passphrase for the wizard',
  role: 'admin',
}
const THANK_YOU = 'Thank you!'
const QUEUED = /saved on this device\. It will be sent automatically/
const SENT_TOAST = 'Your review has been sent. It will go live after a check by editorial and policy review.'

/** Review text no other test writes, long enough for the 50-character minimum. */
const uniqueText = (what: string) =>
  `${what} ${Date.now().toString(36)}: the network was wide enough for us and most claims were paid on time.`

/** The nid of a reporting unit sold in a ZIP, found the way the dialog finds it: through call 1. */

/** An admin's JWT header, to read and delete the reviews a test wrote. */
const adminHeaders = (request: APIRequestContext) => staffHeaders(request, createStaff(ADMIN))

/** Opens the review-start dialog from the header, looks up a ZIP and starts the review of a plan. */
async function startReviewFromHeader(page: Page, zip: string, nid: number): Promise<Locator> {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Interested in writing a review?' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Zip code').fill(zip)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByLabel('Your plan').selectOption(String(nid))
  await dialog.getByRole('button', { name: 'Start your review' }).click()
  await expect(page).toHaveURL(new RegExp(`/plans/${nid}\\?reviewModalOpen=true$`))
  await expect(dialog).toBeHidden()
  const wizard = page.getByRole('dialog', { name: /^Your review of / })
  await expect(wizard.getByRole('heading', { name: 'How was your experience on this plan?' })).toBeFocused()
  return wizard
}

/** Presses Tab until `target` has focus: the keyboard's way of getting somewhere. */
async function tabTo(page: Page, target: Locator, { max = 30, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

test('a visitor writes a review from the header: every step checks its own fields, and the review waits for moderation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const nid = await nidOf(request, '77002', '20069-EPO')
  const text = uniqueText('Oscar EPO in Houston.')
  const headers = await adminHeaders(request)
  try {
    const wizard = await startReviewFromHeader(page, '77002', nid)

    // Step 1
    await expect(wizard.getByText('Step 1 of 3')).toBeVisible()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByText('Overall rating is required')).toBeVisible()
    const overall = wizard.getByRole('radiogroup', { name: 'How was your experience on this plan?' })
    await expect(overall).toHaveAttribute('aria-invalid', 'true')
    await expect(overall).toHaveAccessibleDescription('Overall rating is required')
    await overall.getByRole('radio', { name: 'Good' }).check()
    await expect(wizard.getByText('Overall rating is required')).toBeHidden()
    await wizard.getByRole('button', { name: 'Next' }).click()

    // Step 2: its own three ratings, none shown before Next.
    await expect(wizard.getByRole('heading', { name: 'Next, share your experience in these areas' })).toBeFocused()
    await expect(wizard.getByText('Timely Access to Care rating is required')).toBeHidden()
    await wizard.getByRole('button', { name: 'Next' }).click()
    // Each message names its rating with the words of the rating's own label.
    for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
      await expect(wizard.getByRole('radiogroup', { name: area })).toHaveAccessibleDescription(
        `${area} rating is required`,
      )
    }
    // Back and forward again: what showed is reset on entering a step, the choice is kept.
    await wizard.getByRole('button', { name: 'Back' }).click()
    await expect(overall.getByRole('radio', { name: 'Good' })).toBeChecked()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByText('Price Transparency rating is required')).toBeHidden()
    for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
      await wizard.getByRole('radiogroup', { name: area }).getByRole('radio', { name: 'Okay' }).check()
    }
    // When the reviewer had the plan: optional, a year of the last ten.
    const year = wizard.getByLabel('When were you on this plan? (optional)')
    await expect(year).toHaveValue('')
    // Its hint shows the year picked as the review will show it, and no year before one is picked.
    await expect(year).toHaveAccessibleDescription(/“Member in” and the year you pick\.$/)
    await year.selectOption('2019')
    await expect(year).toHaveAccessibleDescription(/as “Member in 2019”\.$/)
    await year.selectOption('2025')
    await expect(year).toHaveAccessibleDescription(/as “Member in 2025”\.$/)
    await wizard.getByRole('button', { name: 'Next' }).click()

    // Step 3: empty, then wrong.
    await expect(wizard.getByRole('heading', { name: 'Tell others about this plan' })).toBeFocused()
    await expect(wizard.getByText('Only the insurer sees this note. It is never published on Candor.')).toBeVisible()
    await wizard.getByRole('button', { name: 'Next' }).click()
    for (const message of [
      'Public message must be at least 50 characters',
      'Name is required',
      'Email is required',
      'Terms of Service acceptance is required at this step',
      'Please solve captcha',
    ]) {
      await expect(wizard.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(wizard.getByLabel('Your public review')).toBeFocused()
    await expect(wizard.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms-of-service')
    await expect(wizard.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('target', '_blank')
    await expect(wizard.getByRole('link', { name: /review guidelines/ })).toHaveAttribute('href', '/content-guidelines')

    const privateNote = wizard.getByLabel('Private note to the insurer (optional)')
    const publicReview = wizard.getByLabel('Your public review')
    const email = wizard.getByLabel('Email', { exact: true })
    await privateNote.fill('x'.repeat(501))
    await expect(wizard.getByText('Private message cannot exceed 500 characters')).toBeVisible()
    await privateNote.fill('Please answer the phone faster.')
    await expect(wizard.getByText('Private message cannot exceed 500 characters')).toBeHidden()
    await publicReview.fill('Too short to say much.')
    await expect(wizard.getByText('Public message must be at least 50 characters')).toBeVisible()
    await publicReview.fill('y'.repeat(1001))
    await expect(wizard.getByText('Public message cannot exceed 1000 characters')).toBeVisible()
    await expect(wizard.getByText('1001/1000')).toBeVisible()
    await email.fill('maria@')
    await expect(wizard.getByText('Please Enter a valid email')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/Please Enter a valid email/)
    const terms = wizard.getByRole('checkbox', { name: /I certify/ })
    await terms.check()
    await terms.uncheck()
    await expect(wizard.getByText('You must accept the Terms of Service to continue')).toBeVisible()

    // Then right.
    await publicReview.fill(text)
    await wizard.getByLabel('Name', { exact: true }).fill('Maria G.')
    await email.fill('maria@example.com')
    await terms.check()
    await solveCaptcha(wizard)
    for (const message of ['Public message', 'Please Enter a valid email', 'You must accept', 'Please solve captcha']) {
      await expect(wizard.getByText(message)).toBeHidden()
    }
    await wizard.getByRole('button', { name: 'Next' }).click()

    // Step 4
    await expect(wizard.getByRole('heading', { name: THANK_YOU })).toBeFocused()
    await expect(wizard).toContainText(
      'Your review will go live after a check by editorial and policy review, which takes 1-2 business days.',
    )
    await expect(wizard).toContainText('Create an account to save this review to your profile!')
    // Registering, and logging in after it, come back to this plan.
    await expect(wizard.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register?back=/plans/${nid}`)
    await expect(wizard.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
    await expect(wizard).not.toContainText(QUEUED)

    // Stored once, pending, with what was written.
    const stored = await reviewsWithText(request, headers, text)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      plan: nid,
      status: 'pending',
      displayName: 'Maria G.',
      email: 'maria@example.com',
      experienceYear: 2025,
    })
    // The browser keeps the anonymous review, with its claim token, for the account it may join.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('storedReviews') ?? '[]'))
    expect(kept).toEqual([
      expect.objectContaining({ state: 'accepted', id: stored[0]!.id, claim_token: expect.any(String) }),
    ])
    expect(await page.evaluate(() => localStorage.getItem('user_displayname'))).toBe('Maria G.')

    // "Back to Plan Reviews" (its arrow a drawing, no "<" to read) closes the wizard on the plan's member reviews.
    const backToReviews = wizard.getByRole('button', { name: 'Back to Plan Reviews', exact: true })
    await expect(backToReviews).toHaveText('Back to Plan Reviews')
    await expect(backToReviews.locator('svg')).toHaveAttribute('aria-hidden', 'true')
    await backToReviews.click()
    await expect(wizard).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/plans/${nid}$`))
    await expect(page.getByRole('heading', { name: 'Member reviews' })).toBeFocused()

    // Pending reviews are not on the plan page.
    await page.goto(`/plans/${nid}`)
    await expect(page.getByRole('region', { name: 'Member reviews' })).not.toContainText(text)
  } finally {
    await deleteReviewsWithText(request, headers, text)
  }
})

test.describe('when this connection has sent too many reviews', () => {
  test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\)/] })

  test('step 4 says the review is held, and when it will be sent', async ({ page, request }) => {
    const nid = await nidOf(request, '37203', '70111-EPO')
    await page.route('**/api/reviews', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1800' },
        json: {
          code: '429',
          message: 'Too many reviews have been sent from this connection. Please try again in 30 minutes.',
        },
      })
    })
    const wizard = await startReviewFromHeader(page, '37203', nid)
    const before = Date.now()
    await writeReview(wizard, uniqueText('Held for a while in Nashville.'))
    await expect(wizard.getByRole('heading', { name: THANK_YOU })).toBeFocused()
    await expect(wizard).not.toContainText("We couldn't reach Candor")
    const when = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
    const expected = [0, 1].map((extraMinute) => when.format(new Date(before + 1_800_000 + extraMinute * 60_000)))
    await expect(wizard).toContainText('Several reviews have been sent from this connection within the hour')
    const notice = await wizard.locator('.wizard__notice').innerText()
    expect(expected.some((time) => notice.includes(`will be sent automatically after ${time}`))).toBe(true)
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('storedReviews') ?? '[]'))
    expect(queued).toEqual([expect.objectContaining({ state: 'queued', notBefore: expect.any(Number) })])
  })
})

test.describe('when the server does not answer the first post', () => {
  // The browser notes the refused post in its console; the wizard logs it as a warning.
  // (One pattern: a list of two would read as Playwright's [value, options] pair.)
  test.use({ allowedConsoleErrors: [/status of (404 \(Not Found\)|503 \(Service Unavailable\))/] })

  test('the review is kept on this device and sent once on the next page load', async ({ page, request }) => {
    test.setTimeout(120_000)
    const nid = await nidOf(request, '37203', '70111-EPO')
    const text = uniqueText('Ambetter EPO in Nashville.')
    const headers = await adminHeaders(request)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    let refused = 0
    await page.route('**/api/reviews', async (route) => {
      if (route.request().method() !== 'POST' || refused > 0) return route.continue()
      refused += 1
      await route.fulfill({ status: 503, json: { code: '503', message: 'Service unavailable' } })
    })
    try {
      const wizard = await startReviewFromHeader(page, '37203', nid)
      await writeReview(wizard, text)
      await expect(wizard.getByRole('heading', { name: THANK_YOU })).toBeFocused()
      await expect(wizard).toContainText(QUEUED)
      await expect(page.getByText('Your review is saved on this device and will be sent automatically.')).toBeVisible()
      expect(warnings).toContain('HTTP error! Status: 503')
      expect(await reviewsWithText(request, headers, text)).toEqual([])
      const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('storedReviews') ?? '[]'))
      expect(queued).toEqual([expect.objectContaining({ state: 'queued', attempts: 1 })])

      // The next page load sends it, under the same client id.
      await page.reload()
      await expect(page.getByText(SENT_TOAST)).toBeVisible()
      const stored = await reviewsWithText(request, headers, text)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ plan: nid, status: 'pending' })
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('storedReviews') ?? '[]'))
      expect(kept).toEqual([
        expect.objectContaining({ clientId: queued[0].clientId, state: 'accepted', id: stored[0]!.id }),
      ])
      expect(refused).toBe(1)
    } finally {
      await deleteReviewsWithText(request, headers, text)
    }
  })

  test('a post the server stored but whose answer was lost is not stored twice', async ({ page, request }) => {
    test.setTimeout(120_000)
    const nid = await nidOf(request, '64106', '99723-EPO')
    const text = uniqueText('Ambetter EPO in Kansas City.')
    const headers = await adminHeaders(request)
    let lost = 0
    await page.route('**/api/reviews', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue()
      lost += 1
      // The server receives and stores the review; the browser never hears so.
      const answer = await route.fetch()
      expect(answer.status()).toBe(201)
      await route.fulfill({ status: 503, json: { code: '503', message: 'Service unavailable' } })
    })
    try {
      const wizard = await startReviewFromHeader(page, '64106', nid)
      await writeReview(wizard, text)
      await expect(wizard).toContainText(QUEUED)
      expect(await reviewsWithText(request, headers, text)).toHaveLength(1)

      await page.reload()
      await expect(page.getByText(SENT_TOAST)).toBeVisible()
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('storedReviews') ?? '[]'))
      expect(kept).toEqual([expect.objectContaining({ state: 'accepted' })])
      const stored = await reviewsWithText(request, headers, text)
      expect(stored).toHaveLength(1)
      expect(kept[0].id).toBe(stored[0]!.id)
    } finally {
      await deleteReviewsWithText(request, headers, text)
    }
  })
})

test('the dialog and the wizard work with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000)
  await acceptReviewsInBrowser(page)
  const nid = await nidOf(request, '03226', '59025-HMO')
  await page.goto('/')
  const writeReviewButton = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Write a Review' })

  // Esc closes the dialog, takes `review` off the address and gives focus back.
  await tabTo(page, writeReviewButton)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Interested in writing a review?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Zip code')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await expect(writeReviewButton).toBeFocused()

  // Again, to the end: a ZIP in two counties asks which one first.
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Zip code')).toBeFocused()
  await page.keyboard.type('03226')
  await page.keyboard.press('Enter')
  const county = dialog.getByLabel('County')
  await expect(county).toBeVisible()
  await tabTo(page, county)
  await expect(dialog.getByLabel('Your plan')).toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(county).toHaveValue(/\d+/)
  await expect(county.locator('option:checked')).toHaveText('Carroll County')
  const plan = dialog.getByLabel('Your plan')
  await tabTo(page, plan)
  // Carroll County is offered fewer plans than Belknap: only its own.
  await expect(plan.getByRole('option')).toHaveCount(4)
  for (let presses = 0; presses < 5 && (await plan.inputValue()) !== String(nid); presses += 1) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(plan).toHaveValue(String(nid))
  await tabTo(page, dialog.getByRole('button', { name: 'Start your review' }))
  await page.keyboard.press('Enter')

  const wizard = page.getByRole('dialog', { name: /^Your review of / })
  await expect(wizard.getByRole('heading', { name: 'How was your experience on this plan?' })).toBeFocused()
  // Step 1: into the faces with Tab, along them with the arrows.
  await page.keyboard.press('Tab')
  await expect(wizard.getByRole('radio', { name: 'Terrible' })).toBeFocused()
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight')
  await expect(wizard.getByRole('radio', { name: 'Great' })).toBeChecked()
  await page.keyboard.press('Enter')

  // Step 2
  await expect(wizard.getByRole('heading', { name: 'Next, share your experience in these areas' })).toBeFocused()
  for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
    const group = wizard.getByRole('radiogroup', { name: area })
    await tabTo(page, group.getByRole('radio', { name: 'Terrible' }))
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: 'Bad' })).toBeChecked()
  }
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')

  // Step 3: Next on an empty step puts focus on the first field to put right.
  await expect(wizard.getByRole('heading', { name: 'Tell others about this plan' })).toBeFocused()
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')
  await expect(wizard.getByLabel('Your public review')).toBeFocused()
  await page.keyboard.type('Typed with a keyboard only: the claims line was slow, but every claim was paid in the end.')
  await page.keyboard.press('Tab')
  await expect(wizard.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type('Sam K.')
  await page.keyboard.press('Tab')
  await page.keyboard.type('sam@example.com')
  await page.keyboard.press('Tab')
  await expect(wizard.getByRole('checkbox', { name: /I certify/ })).toBeFocused()
  await page.keyboard.press('Space')
  await tabTo(page, wizard.getByRole('checkbox', { name: "I'm not a robot" }))
  await page.keyboard.press('Space')
  await expect(wizard.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 })
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')

  // Step 4, then back to the plan's reviews.
  await expect(wizard.getByRole('heading', { name: THANK_YOU })).toBeFocused()
  await tabTo(page, wizard.getByRole('button', { name: 'Back to Plan Reviews' }))
  await page.keyboard.press('Enter')
  await expect(wizard).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Member reviews' })).toBeFocused()

  // Esc closes the wizard too, and focus goes back to what opened it.
  const writeAReview = page.getByRole('link', { name: 'Write a review', exact: true })
  await tabTo(page, writeAReview, { backwards: true, max: 200 })
  await page.keyboard.press('Enter')
  await expect(wizard.getByRole('heading', { name: 'How was your experience on this plan?' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(wizard).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/plans/${nid}$`))
  await expect(writeAReview).toBeFocused()
})

test('the dialog and every wizard step have no serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000)
  await acceptReviewsInBrowser(page)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Interested in writing a review?' })
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('Please enter zip code')).toBeVisible()
  await expectNoSevereViolations(page, 'dialog with a ZIP error', 'dialog[open]')

  // A state with its own exchange: named, and linked safely.
  await dialog.getByLabel('Zip code').fill('90210')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('No Plans found')).toBeVisible()
  const exchange = dialog.getByRole('link', { name: /Covered California/ })
  await expect(exchange).toHaveAttribute('href', 'https://www.coveredca.com')
  await expect(exchange).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(exchange).toHaveAttribute('target', '_blank')
  await expectNoSevereViolations(page, 'dialog naming a state exchange', 'dialog[open]')

  await dialog.getByLabel('Zip code').fill('85004')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByLabel('Your plan').getByRole('option', { name: 'Select a plan' })).toBeAttached()
  await expectNoSevereViolations(page, 'dialog with plans', 'dialog[open]')

  const nid = await nidOf(request, '85004', '91450-HMO')
  await dialog.getByLabel('Your plan').selectOption(String(nid))
  await dialog.getByRole('button', { name: 'Start your review' }).click()
  const wizard = page.getByRole('dialog', { name: /^Your review of / })
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Overall rating is required')).toBeVisible()
  await expectNoSevereViolations(page, 'step 1', 'dialog[open]')
  await wizard.getByRole('radio', { name: 'Bad' }).check()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Price Transparency rating is required')).toBeVisible()
  await expectNoSevereViolations(page, 'step 2', 'dialog[open]')
  for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
    await wizard.getByRole('radiogroup', { name: area }).getByRole('radio', { name: 'Bad' }).check()
  }
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Please solve captcha')).toBeVisible()
  await expectNoSevereViolations(page, 'step 3', 'dialog[open]')
  await wizard.getByLabel('Your public review').fill(uniqueText('An accessibility check.'))
  await wizard.getByLabel('Name', { exact: true }).fill('Alex P.')
  await wizard.getByLabel('Email', { exact: true }).fill('alex@example.com')
  await wizard.getByRole('checkbox', { name: /I certify/ }).check()
  await solveCaptcha(wizard)
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByRole('heading', { name: THANK_YOU })).toBeVisible()
  await expectNoSevereViolations(page, 'step 4', 'dialog[open]')
})
