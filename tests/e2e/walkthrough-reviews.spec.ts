import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { confirmedMember, deleteMember, uniqueEmail } from './members'
import { acceptReviewsInBrowser, nidOf, rateFirstTwoSteps, whenHydrated, writeReview } from './support'

const PASSWORD = 'a long passphrase for a walkthrough member'
const VERIFY_SUBJECT = /^Confirm your email for Candor$/

/** Opens a plan's review wizard from its address, as "Start your review" does. */
async function openWizard(page: Page, nid: number): Promise<Locator> {
  await page.goto(`/plans/${nid}?reviewModalOpen=true`)
  const wizard = page.getByRole('dialog', { name: /^Your review of / })
  await expect(wizard.getByRole('heading', { name: 'How was your experience on this plan?' })).toBeFocused()
  return wizard
}

/** Opens the review-start dialog from the header. */
async function openReviewStart(page: Page): Promise<Locator> {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Interested in writing a review?' })
  await expect(dialog.getByLabel('Zip code')).toBeFocused()
  return dialog
}

test('on step 3, one click on Next checks the whole step even when leaving a field shows its message', async ({
  page,
  request,
}) => {
  const nid = await nidOf(request, '77002', '20069-EPO')
  const wizard = await openWizard(page, nid)
  await rateFirstTwoSteps(wizard)
  await expect(wizard.getByRole('heading', { name: 'Tell others about this plan' })).toBeFocused()

  const email = wizard.getByLabel('Email', { exact: true })
  await email.fill('bad')
  await expect(email).toBeFocused()
  const next = wizard.getByRole('button', { name: 'Next' })
  await next.scrollIntoViewIfNeeded()
  const before = (await next.boundingBox())!

  // Pressed: the email field is left, and the button stays under the pointer until it is released.
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2)
  await page.mouse.down()
  expect(await next.boundingBox()).toEqual(before)
  await page.mouse.up()

  // The one click acted: every message of the step shows, and the first field to put right has focus.
  for (const message of ['Public message must be at least 50 characters', 'Name is required', 'Please solve captcha']) {
    await expect(wizard.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(wizard.getByText('Please Enter a valid email')).toBeVisible()
  await expect(wizard.getByLabel('Your public review')).toBeFocused()
})

test('step 1 refuses a rating whose value was changed in the page, with the specification’s message', async ({
  page,
  request,
}) => {
  const nid = await nidOf(request, '77002', '20069-EPO')
  const wizard = await openWizard(page, nid)
  const great = wizard.getByRole('radio', { name: 'Great' })
  await whenHydrated(great)
  // What a person could do in the browser's developer tools.
  await great.evaluate((radio) => radio.setAttribute('value', 'superb'))
  await great.click()
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByText('Invalid rating selection', { exact: true })).toBeVisible()
  await expect(wizard.getByRole('radiogroup', { name: 'How was your experience on this plan?' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(wizard.getByRole('heading', { name: 'Next, share your experience in these areas' })).toBeHidden()
  await expect(wizard.getByText('Step 1 of 3')).toBeVisible()
})

test('the review-start dialog shows only what belongs to the ZIP now in the box', async ({ page }) => {
  const dialog = await openReviewStart(page)
  const zip = dialog.getByLabel('Zip code')
  await zip.fill('12345')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const notice = dialog.getByText(/runs its own health insurance marketplace/)
  await expect(notice).toBeVisible()

  // A new ZIP: the notice of the old one goes at once, before anything is submitted.
  await zip.fill('1234-')
  await expect(notice).toBeHidden()
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('Zip code must contain only numbers')).toBeVisible()
  await expect(notice).toBeHidden()
  await expect(dialog.getByLabel('Your plan')).toHaveCount(0)
})

test.describe('when the saved plans cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/status of 500 \(Internal Server Error\)/] })

  test('"Save this plan" says "Failed" and can be pressed again, which saves the plan', async ({ page, request }) => {
    test.setTimeout(90_000)
    const member = await confirmedMember(request, 'saved-plans-retry', PASSWORD)
    try {
      const nid = await nidOf(request, '77002', '20069-EPO')
      let isFailing = true
      let refused = 0
      await page.route('**/v1/account/saved_plans', async (route) => {
        if (route.request().method() === 'GET' && isFailing) {
          refused += 1
          return route.fulfill({ status: 500, json: { code: '500', message: 'Something went wrong' } })
        }
        return route.continue()
      })
      await page.goto('/login')
      await page.getByLabel('Email').fill(member.email)
      await page.getByLabel('Password').fill(member.password)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL('/')

      await page.goto(`/plans/${nid}`)
      await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible()
      const save = page.getByRole('button', { name: 'Save this plan' })
      await expect(save).not.toHaveAttribute('aria-disabled', 'true')
      const refusedBefore = refused

      // Still failing: "Failed" again, and the button stays usable.
      await save.click()
      await expect.poll(() => refused).toBe(refusedBefore + 1)
      await expect(save).not.toHaveAttribute('aria-disabled', 'true')
      await expect(save).toHaveAttribute('aria-pressed', 'false')

      // The server is back: pressing again loads the list and saves the plan.
      isFailing = false
      await save.click()
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
      await page.reload()
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
    } finally {
      await deleteMember(request, member)
    }
  })
})

test('registering after a review starts with the email given in the review, never through the address', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await acceptReviewsInBrowser(page)
  const nid = await nidOf(request, '77002', '20069-EPO')
  const wizard = await openWizard(page, nid)
  await writeReview(
    wizard,
    'Walkthrough review: the claims line answered quickly and the network had the doctors we needed.',
  )
  await expect(wizard.getByRole('heading', { name: 'Thank you!' })).toBeFocused()
  await wizard.getByRole('link', { name: 'Register' }).click()

  // Registering leads back to the plan reviewed, and the address never carries the email.
  await expect(page).toHaveURL(`/register?back=/plans/${nid}`)
  await expect(page.getByLabel('Email')).toHaveValue('maria@example.com')
  expect(page.url()).not.toContain('maria')

  // From the header too, on a later page.
  await page.goto(`/plans/${nid}`)
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(`/register?back=/plans/${nid}`)
  await expect(page.getByLabel('Email')).toHaveValue('maria@example.com')
})

test.describe('an address not yet confirmed', () => {
  // The login answers 403 until the address is confirmed, which the browser notes in the console.
  test.use({ allowedConsoleErrors: [/status of 403/] })

  test('a member whose address is not confirmed asks for the confirmation link again from the login form', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('resend')
    const registered = await request.post('/v1/account/register', {
      data: { first_name: 'Lena', last_name: 'Ortiz', email, password: PASSWORD },
    })
    expect(registered.status()).toBe(201)
    await waitForMail(email, VERIFY_SUBJECT)
    const asked = Date.now()
    try {
      await page.goto('/login')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByText('Please confirm your email address first: use the link we sent you.')).toBeVisible()

      await page.getByRole('button', { name: 'Send the confirmation link again' }).click()
      await expect(
        page.getByText('If an account is waiting for this address to be confirmed, we have sent the confirmation link'),
      ).toBeVisible()
      const again = await waitForMail(email, VERIFY_SUBJECT, asked)
      await page.goto(linkIn(again, '/verify-email'))
      await expect(page.getByText('Your email address is confirmed. You can now log in.')).toBeVisible()
    } finally {
      await deleteMember(request, { email, password: PASSWORD })
    }
  })
})

test('a plan is found by the plan option name on a member card, in the review dialog and the insurer search', async ({
  page,
  request,
}) => {
  const aetna = await nidOf(request, '77002', '58840-HMO')
  const dialog = await openReviewStart(page)
  await dialog.getByLabel('Zip code').fill('77002')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const plan = dialog.getByLabel('Your plan')
  await expect(plan).toBeVisible()
  expect(await plan.getByRole('option').count()).toBeGreaterThan(3)

  await dialog.getByLabel('Search by plan name (optional)').fill('Silver 10 Advanced')
  // The placeholder and the one insurer product that sells it here.
  await expect(plan.getByRole('option')).toHaveCount(2)
  await expect(plan.getByRole('option').nth(1)).toHaveText(
    /^Aetna CVS Health HMO: Matches plan option “Silver 10 Advanced.*…”$/,
  )
  await plan.selectOption(String(aetna))
  await expect(dialog.getByText(/^Matches plan option “Silver 10 Advanced: \$0 PCP \+ Aetna network/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Start your review' }).click()
  await expect(page).toHaveURL(new RegExp(`/plans/${aetna}\\?reviewModalOpen=true$`))

  // The search by insurer name, across the states.
  await page.goto('/plans')
  const field = page.getByRole('combobox', { name: 'Insurer name' })
  await whenHydrated(field)
  await field.fill('Silver 10 Advanced')
  const suggestions = page.getByRole('listbox', { name: 'Matching insurers' })
  const texas = suggestions.getByRole('option').filter({ hasText: 'Texas' })
  await expect(texas).toContainText('Aetna CVS Health HMO')
  await expect(texas).toContainText('Matches plan option “Silver 10 Advanced')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/plans\?q=Silver\+10\+Advanced$/)
  await expect(page.getByRole('link', { name: 'Aetna CVS Health HMO' }).first()).toBeVisible()
  const foundInTexas = page
    .getByRole('listitem')
    .filter({ hasText: 'Texas' })
    .filter({ hasText: 'Aetna CVS Health HMO' })
  await expect(foundInTexas).toContainText('Matches plan option “Silver 10 Advanced')
})
