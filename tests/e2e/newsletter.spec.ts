import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { uniqueEmail } from './members'
import { createStaff, expectNoSevereViolations, signInToAdmin, whenHydrated, type StaffAccount } from './support'

const ADMIN: StaffAccount = {
  email: 'e2e-newsletter-admin@candor.test',
  password: 'a long e2e passphrase',
  role: 'admin',
}
const POSTAL_ADDRESS = 'Candor, 100 Congress Avenue, Austin, TX 78701'

test('a person signs up on the home page and confirms from the mail; the link works once', async ({ page }) => {
  const email = `e2e-loop-${Date.now().toString(36)}@example.com`
  await page.goto('/#stay-in-the-loop')
  const form = page.getByRole('form', { name: 'Stay in the loop' })
  const submit = form.getByRole('button', { name: 'Sign me up' })
  await whenHydrated(submit)
  await submit.click()
  await expect(form.getByText('Email is required')).toBeVisible()
  await expect(form.getByText('Please tick the box to agree to receive the updates')).toBeVisible()
  await form.getByLabel('Your email').fill(email)
  await form.getByRole('checkbox', { name: /Send me Candor’s updates/ }).check()
  await expectNoSevereViolations(page, 'the sign-up form', '#stay-in-the-loop')
  await submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'Almost done: we sent you an email' })).toBeVisible()

  const mail = await waitForMail(email, /^Confirm your Candor updates$/)
  const link = linkIn(mail, '/newsletter/confirm')
  await page.goto(link)
  await expect(page.getByText('You’re in.')).toBeVisible()
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/newsletter\/confirm$/)
  await expectNoSevereViolations(page, 'the confirmation page')
})

test.describe('a used confirmation link', () => {
  // The refused second use answers 400, which the browser notes in its console.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] })

  test('says the link is no longer valid and points home', async ({ page, request }) => {
    const email = `e2e-loop-used-${Date.now().toString(36)}@example.com`
    const answer = await request.post('/v1/newsletter/subscribe', { data: { email, consent: true } })
    expect(answer.status()).toBe(200)
    const link = linkIn(await waitForMail(email, /^Confirm your Candor updates$/), '/newsletter/confirm')
    const token = new URL(link).searchParams.get('token')
    expect((await request.post('/v1/newsletter/confirm', { data: { token } })).status()).toBe(200)
    await page.goto(link)
    await expect(page.getByText(/This link is not valid, or has expired/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page', exact: true })).toBeVisible()
  })
})

test('an issue sent from the admin reaches a confirmed subscriber, who leaves with one click', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('issue')
  expect((await request.post('/v1/newsletter/subscribe', { data: { email, consent: true } })).status()).toBe(200)
  const confirm = linkIn(await waitForMail(email, /^Confirm your Candor updates$/), '/newsletter/confirm')
  const token = new URL(confirm).searchParams.get('token')
  expect((await request.post('/v1/newsletter/confirm', { data: { token } })).status()).toBe(200)

  createStaff(ADMIN)
  const admin = await signInToAdmin(browser, ADMIN)
  // The law on commercial mail asks for a postal address in every issue: set it first.
  await admin.goto('/admin/globals/site-settings')
  await admin.locator('#field-postalAddress').fill(POSTAL_ADDRESS)
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByText(/updated successfully/i)).toBeVisible()

  const subject = `Open enrollment ends soon ${Date.now().toString(36)}`
  await admin.goto('/admin/collections/newsletter-issues/create')
  await admin.locator('#field-subject').fill(subject)
  await admin.locator('#field-body').fill('Three things to check before you renew your marketplace plan.')
  await admin.getByText('Send to every confirmed subscriber when I save').click()
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByText(/successfully/i).first()).toBeVisible()

  const mail = await waitForMail(email, new RegExp(`^${subject}$`), 0, 30_000)
  expect(mail.text).toContain('Three things to check before you renew your marketplace plan.')
  expect(mail.text).toContain(POSTAL_ADDRESS)
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1]
  expect(oneClick).toMatch(/\/v1\/newsletter\/unsubscribe\?token=/)

  // The admin shows how far the issue has gone.
  await admin.reload()
  await expect(admin.getByRole('textbox', { name: 'Progress' })).toHaveValue(
    /^\d+ of \d+ written to the outbox, \d+ delivered/,
  )
  await admin.close()

  // What a mail program's unsubscribe button sends (RFC 8058): it takes effect at once.
  const left = await request.post(oneClick!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(left.status()).toBe(200)
  // The link in the text works too, and unsubscribing twice is no error.
  await page.goto(linkIn(mail, '/newsletter/unsubscribe'))
  await expect(page.getByText('You are unsubscribed, and you will get no more updates.')).toBeVisible()
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe$/)
})
