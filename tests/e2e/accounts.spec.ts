import type { APIRequestContext, Page } from '@playwright/test'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { confirmedMember as registerMember, deleteMember, uniqueEmail, type Member } from './members'
import { expectNoSevereViolations, firstPlanIn, rateFirstTwoSteps } from './support'

const PASSWORD = 'a long passphrase for an e2e member'
const VERIFY_SUBJECT = /^Confirm your email for Candor$/

/** A member who registered and confirmed the address, through the endpoints. */
const confirmedMember = (request: APIRequestContext, what: string) => registerMember(request, what, PASSWORD)

async function logIn(page: Page, member: Member) {
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

const header = (page: Page) => page.getByRole('banner')

async function expectSignedOutHeader(page: Page, back: string) {
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?back=${back}`)
  await expect(header(page).getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register?back=${back}`)
  await expect(header(page).getByRole('link', { name: 'Profile' })).toHaveCount(0)
}

async function expectSignedInHeader(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
}

const storedValue = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key)

test('a visitor registers, confirms the address, logs in, saves a plan, logs out, and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const nid = await firstPlanIn(request, '77002')
  const member: Member = { email: uniqueEmail('register'), password: PASSWORD }

  // Register from a plan page: the header's link carries the page as `back`.
  await page.goto(`/plans/${nid}`)
  await expectSignedOutHeader(page, `/plans/${nid}`)
  await header(page).getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(`/register?back=/plans/${nid}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  // On the register page itself, back is home.
  await expectSignedOutHeader(page, '/')
  await expectNoSevereViolations(page, 'register page')

  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required')
  await expect(page.getByLabel('First name')).toBeFocused()
  await page.getByLabel('First name').fill('Maria')
  await page.getByLabel('Last name').fill('Garcia')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill('1234567890')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Choose a password that is harder to guess: mix words, numbers or symbols')).toBeVisible()
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused()
  await expect(page.getByText(`We sent a confirmation link to ${member.email}.`)).toBeVisible()
  // Registering never signs in.
  await expectSignedOutHeader(page, '/')
  expect(await storedValue(page, 'accessToken')).toBeNull()

  // The link from the mail confirms the address; the token leaves the address bar at once.
  const mail = await waitForMail(member.email, VERIFY_SUBJECT)
  await page.goto(linkIn(mail, '/verify-email'))
  await expect(page.getByText('Your email address is confirmed. You can now log in.')).toBeVisible()
  await expect(page).toHaveURL(/\/verify-email$/)

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expectNoSevereViolations(page, 'login page')
  await logIn(page, member)
  await expect(page).toHaveURL('/')
  await expectSignedInHeader(page)

  // Save the plan; it stays saved after a reload and is listed in the profile.
  await page.goto(`/plans/${nid}`)
  const save = page.getByRole('button', { name: 'Save this plan' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await expect(save).not.toHaveAttribute('aria-disabled', 'true')
  await save.click()
  const saved = page.getByRole('button', { name: 'Saved' })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')

  await header(page).getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByText('Hello, Maria.')).toBeVisible()
  const savedPlans = page.getByRole('region', { name: 'Saved plans' })
  // Listed by insurer, product type and state.
  await expect(savedPlans.locator(`a[href="/plans/${nid}"]`)).toHaveText(/ (HMO|PPO|EPO|POS), [A-Z]{2}$/)
  await expect(page.getByRole('region', { name: 'My reviews' })).toContainText(
    'You have not written a review with this account yet.',
  )
  await expectNoSevereViolations(page, 'profile page')

  // Log out: home, signed out, the token gone; Login and Register carry the current path.
  await header(page).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expectSignedOutHeader(page, '/')
  expect(await storedValue(page, 'accessToken')).toBeNull()
  await page.goto(`/plans/${nid}`)
  await expectSignedOutHeader(page, `/plans/${nid}`)

  // A visitor's "Save this plan" asks to log in first, then brings them back to the plan.
  const visitorSave = page.getByRole('button', { name: 'Save this plan' })
  await expect(visitorSave).not.toHaveAttribute('aria-disabled', 'true')
  await visitorSave.click()
  await expect(page).toHaveURL(`/login?back=/plans/${nid}`)
  await logIn(page, member)
  await expect(page).toHaveURL(`/plans/${nid}`)
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')

  // Delete the account from the profile: a choice, then a second confirmation.
  await header(page).getByRole('link', { name: 'Profile' }).click()
  const deletion = page.getByRole('region', { name: 'Delete my account' })
  await deletion.getByLabel('Your password').fill(member.password)
  await deletion.getByRole('button', { name: 'Continue' }).click()
  const choice = deletion.getByRole('radiogroup', { name: 'Your published reviews' })
  await expect(choice).toHaveAttribute('aria-invalid', 'true')
  await expect(choice).toHaveAccessibleDescription('Choose what happens to your published reviews')
  await deletion.getByRole('radio', { name: 'Delete my published reviews' }).check()
  await deletion.getByRole('button', { name: 'Continue' }).click()
  await expect(deletion.getByRole('heading', { name: 'Delete your account for good?' })).toBeFocused()
  await deletion.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page).toHaveURL('/')
  await expectSignedOutHeader(page, '/')
  expect(await storedValue(page, 'accessToken')).toBeNull()
  const again = await request.post('/v1/account/login', { data: member })
  expect(again.status()).toBe(401)
})

test('a visitor who opens the profile is sent to log in and brought back', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL('/login?back=/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})

test('a review written as a visitor joins the account after logging in and shows as pending', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const nid = await firstPlanIn(request, '77002')
  const member = await confirmedMember(request, 'claim')
  try {
    // The review as the wizard leaves it in the browser once the server has accepted it.
    const challenge = await request.get('/api/reviews/challenge')
    const body = reviewBody(nid, await solveCaptcha(await challenge.json()))
    const posted = await request.post('/api/reviews', { data: body })
    expect(posted.status(), await posted.text()).toBe(201)
    const { id, claim_token } = (await posted.json()).data.review as { id: number; claim_token: string }
    const entry = {
      clientId: body.client_review_id,
      review: body,
      state: 'accepted',
      id,
      claim_token,
      queuedAt: Date.now(),
      attempts: 1,
      lastAttemptAt: Date.now(),
    }
    await page.goto('/')
    await page.evaluate((value) => window.localStorage.setItem('storedReviews', value), JSON.stringify([entry]))

    await page.goto('/login?back=/profile')
    await logIn(page, member)
    await expect(page).toHaveURL('/profile')
    const reviews = page.getByRole('region', { name: 'My reviews' })
    const item = reviews.getByRole('listitem').filter({ hasText: body.field_review_public_message.slice(0, 60) })
    await expect(item).toContainText('Pending')
    // Named as the plan page names the plan.
    const plans = await (await request.get(`/v1/data/plans?nid=${nid}`)).json()
    const planName = plans.data.plans[0].field_plan_name[0].value as string
    await expect(item.getByRole('link', { name: `Review of ${planName}`, exact: true })).toHaveAttribute(
      'href',
      `/plans/${nid}`,
    )
    // Claimed: it leaves the browser's storage.
    await expect.poll(() => storedValue(page, 'storedReviews')).toBe('[]')
  } finally {
    await deleteMember(request, member)
  }
})

test('a member changes the password and stays signed in; the wizard knows their name and email', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const member = await confirmedMember(request, 'change')
  const nid = await firstPlanIn(request, '77002')
  try {
    await page.goto('/login?back=/profile')
    await logIn(page, member)
    await expect(page).toHaveURL('/profile')
    const form = page.getByRole('region', { name: 'Password' })
    await form.getByLabel('Current password').fill(member.password)
    await form.getByLabel('New password').fill('another long passphrase for e2e')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('You stay signed in here; every other device has been signed out.')).toBeVisible()

    // The next thing the member does still works, signed in, on this device.
    await page.reload()
    await expect(page).toHaveURL('/profile')
    await expectSignedInHeader(page)

    // A fresh device has nothing stored: step 3 is filled from the account.
    expect(await storedValue(page, 'user_displayname')).toBeNull()
    await page.goto(`/plans/${nid}?reviewModalOpen=true`)
    const wizard = page.getByRole('dialog', { name: /^Your review of / })
    await rateFirstTwoSteps(wizard)
    await expect(wizard.getByLabel('Name', { exact: true })).toHaveValue('Maria G.')
    await expect(wizard.getByLabel('Email', { exact: true })).toHaveValue(member.email)
  } finally {
    await deleteMember(request, { ...member, password: 'another long passphrase for e2e' })
  }
})

test('an expired token in storage counts as logged out: the header offers Login and the token is removed', async ({
  page,
}) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const expired = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: 1, exp: Math.floor(Date.now() / 1000) - 60 })}.signature`
  const detailsCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/data/account/details')) detailsCalls.push(request.url())
  })
  await page.goto('/')
  await page.evaluate((token) => window.localStorage.setItem('accessToken', token), expired)
  await page.reload()
  await expectSignedOutHeader(page, '/')
  await expect.poll(() => storedValue(page, 'accessToken')).toBeNull()
  expect(detailsCalls).toEqual([])
})

test.describe('logging in', () => {
  // Refused logins (401, 403) and a used link (400) are noted by the browser in the console.
  test.use({ allowedConsoleErrors: [/status of 40[0134]/] })

  test('goes back only to a path on this site, and links to the other account pages', async ({ page, request }) => {
    const member = await confirmedMember(request, 'back')
    try {
      await page.goto('/login?back=//evil.example')
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      )
      await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/register?back=/',
      )
      await logIn(page, member)
      await expect(page).toHaveURL('/')
      await expectSignedInHeader(page)
    } finally {
      await deleteMember(request, member)
    }
  })

  test('says what went wrong: a wrong password, an address not confirmed yet', async ({ page, request }) => {
    const member = await confirmedMember(request, 'refused')
    const unconfirmed = uniqueEmail('unconfirmed')
    const registered = await request.post('/v1/account/register', {
      data: { first_name: 'Ana', last_name: 'Lopez', email: unconfirmed, password: PASSWORD },
    })
    expect(registered.status()).toBe(201)
    try {
      await page.goto('/login')
      await logIn(page, { email: unconfirmed, password: PASSWORD })
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Please confirm your email address first: use the link we sent you.',
      )
      await expect(page.getByLabel('Password')).toHaveValue('')

      await logIn(page, { email: member.email, password: 'not the right passphrase' })
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email or password is not right.')
      await expectSignedOutHeader(page, '/')
    } finally {
      await deleteMember(request, member)
      // The unconfirmed account is confirmed, so that it can be removed like any other.
      const token = new URL(linkIn(await waitForMail(unconfirmed, VERIFY_SUBJECT), '/verify-email')).searchParams.get(
        'token',
      )
      await request.post('/v1/account/verify-email', { data: { token } })
      await deleteMember(request, { email: unconfirmed, password: PASSWORD })
    }
  })

  test('a confirmation link works once', async ({ page, request }) => {
    const email = uniqueEmail('twice')
    const registered = await request.post('/v1/account/register', {
      data: { first_name: 'Ana', last_name: 'Lopez', email, password: PASSWORD },
    })
    expect(registered.status()).toBe(201)
    const link = linkIn(await waitForMail(email, VERIFY_SUBJECT), '/verify-email')
    await page.goto(link)
    await expect(page.getByText('Your email address is confirmed. You can now log in.')).toBeVisible()
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link has expired or was already used. Please ask for a new one.',
    )
    await deleteMember(request, { email, password: PASSWORD })
  })
})
