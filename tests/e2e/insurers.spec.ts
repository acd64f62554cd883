import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'
import {
  createStaff,
  decide,
  expectNoSevereViolations,
  firstPlanIn,
  signInToAdmin,
  staffHeaders,
  submitReviewByApi,
  whenHydrated,
  type StaffAccount,
} from './support'

const PASSWORD = 'a long e2e passphrase'
const ADMIN: StaffAccount = { email: 'e2e-insurers-admin@candor.test', password: PASSWORD, role: 'admin' }
const MODERATOR: StaffAccount = { email: 'e2e-insurers-moderator@candor.test', password: PASSWORD, role: 'moderator' }
const POLICY: StaffAccount = { email: 'e2e-insurers-policy@candor.test', password: PASSWORD, role: 'policy-reviewer' }
const INSURER: StaffAccount = { email: 'e2e-insurers-insurer@candor.test', password: PASSWORD, role: 'insurer' }

/** The HIOS issuer of a plan: the first part of its reporting unit (38344-PPO). */
async function issuerOf(request: APIRequestContext, nid: number): Promise<string> {
  const response = await request.get(`/v1/data/plans?nid=${nid}`)
  const body = await response.json()
  const unit = JSON.stringify(body).match(/"(\d{5})-[A-Z]{3}"/)
  expect(unit, 'the plan has a reporting unit').toBeTruthy()
  return unit![1]!
}

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('an insurer’s day: the inbox, a note handled, a reply checked and shown on the plan page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  for (const account of [ADMIN, MODERATOR, POLICY, INSURER]) createStaff(account)
  const nid = await firstPlanIn(request, '33101', 1)
  const issuerId = await issuerOf(request, nid)
  const admin = await staffHeaders(request, ADMIN)
  const users = await request.get(`/api/cms/users?where[email][equals]=${encodeURIComponent(INSURER.email)}`, {
    headers: admin,
  })
  const insurerId = (await users.json()).docs[0].id as number
  const linked = await request.patch(`/api/cms/users/${insurerId}`, {
    headers: admin,
    data: { issuerLinks: [{ issuerId, evidence: 'Called the insurer’s published number; compliance confirmed.' }] },
  })
  expect(linked.status(), await linked.text()).toBe(200)

  const stamp = Date.now()
  const note = `Claim ${stamp} was denied twice for a covered MRI.`
  const reviewer = `insurers-${stamp}@example.com`
  const reviewId = await submitReviewByApi(request, nid, {
    field_review_private_message: note,
    field_review_insurer_may_contact: '1',
    field_review_public_message: `The network suited us, but getting claims paid took calls every time. ${stamp}`,
    field_review_account_email: reviewer,
  })
  await decide(request, await staffHeaders(request, MODERATOR), reviewId, { editorialDecision: 'pass' })
  const policyHeaders = await staffHeaders(request, POLICY)
  await decide(request, policyHeaders, reviewId, { policyDecision: 'pass' })

  // The insurer reads the note in its inbox, at a phone's width and at a desktop's.
  const insurer = await signInToAdmin(browser, INSURER)
  for (const width of [375, 1280]) {
    await insurer.setViewportSize({ width, height: 900 })
    await insurer.goto('/admin/inbox')
    await expect(insurer.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
    const item = insurer.getByRole('article').filter({ hasText: note })
    await expect(item).toBeVisible()
    await expect(item.getByRole('link', { name: reviewer })).toHaveAttribute('href', `mailto:${reviewer}`)
    await expectNoSidewaysScroll(insurer)
    await expectNoSevereViolations(insurer, `the inbox at ${width} px`, '.insurer-inbox')
  }

  // Handled: it leaves "To handle" for "Handled".
  const item = insurer.getByRole('article').filter({ hasText: note })
  await whenHydrated(item.getByRole('button', { name: 'Mark handled' }))
  await item.getByRole('button', { name: 'Mark handled' }).click()
  await expect(insurer.getByRole('article').filter({ hasText: note })).toHaveCount(0)
  await insurer.getByRole('link', { name: 'Handled', exact: true }).click()
  const handled = insurer.getByRole('article').filter({ hasText: note })
  await expect(handled.getByText(/^Handled on /)).toBeVisible()

  // A reply, written with the keyboard, waits for the policy check.
  const reply = `We are sorry about this claim. Our member services team has reopened it. ${stamp}`
  await handled.getByLabel('Reply', { exact: true }).focus()
  await insurer.keyboard.type(reply)
  await insurer.keyboard.press('Tab')
  await insurer.keyboard.press('Enter')
  await expect(handled.getByText('Your reply is waiting for Candor’s policy check.')).toBeVisible()
  await page.goto(`/plans/${nid}`)
  await expect(page.getByText(reply)).toHaveCount(0)

  // The policy reviewer passes it in the admin; it shows under the review, as the insurer's.
  const policy = await signInToAdmin(browser, POLICY)
  await policy.goto('/admin/collections/review-replies?where[status][equals]=pending')
  await policy
    .getByRole('link', { name: reply.slice(0, 20) })
    .first()
    .click()
  await policy.locator('#field-policyDecision').click()
  await policy.getByRole('option', { name: 'Pass', exact: true }).click()
  await policy.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(policy.getByText(/updated successfully/i)).toBeVisible()

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/plans/${nid}`)
    const reviews = page.getByRole('region', { name: 'Member reviews' })
    const card = reviews.getByRole('listitem').filter({ hasText: reply })
    await expect(card.getByText(reply)).toBeVisible()
    await expect(card.getByText(/^Reply from .+, the insurer, /)).toBeVisible()
    await expect(reviews.getByText(/answered 100% of the|answered \d+% of the/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSevereViolations(page, `the plan page with a reply at ${width} px`)
  }
  const told = await waitForMail(reviewer, /^The insurer answered your review on Candor$/)
  expect(told.text).toContain(`/plans/${nid}#reviews`)
  expect(told.text).not.toContain(reply)

  // In Spanish: the insurer's inbox (its admin in Spanish, as the admin's language menu sets it) and the plan page.
  const spanishInsurer = await signInToAdmin(browser, INSURER)
  await spanishInsurer.context().addCookies([{ name: 'payload-lng', value: 'es', url: spanishInsurer.url() }])
  for (const width of [375, 1280]) {
    await spanishInsurer.setViewportSize({ width, height: 900 })
    await spanishInsurer.goto('/admin/inbox?show=all')
    await expect(spanishInsurer.getByRole('heading', { level: 1, name: 'Bandeja' })).toBeVisible()
    const answered = spanishInsurer.getByRole('article').filter({ hasText: note })
    await expect(answered.getByText('Su respuesta está publicada bajo la reseña.')).toBeVisible()
    await expect(answered.getByLabel('Respuesta', { exact: true })).toHaveValue(reply)
    await expectNoSidewaysScroll(spanishInsurer)
    await expectNoSevereViolations(spanishInsurer, `the Spanish inbox at ${width} px`, '.insurer-inbox')
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/es/plans/${nid}`)
    const reviews = page.getByRole('region', { name: 'Reseñas de los miembros' })
    const card = reviews.getByRole('listitem').filter({ hasText: reply })
    await expect(card.getByText(/^Respuesta de .+, la aseguradora, /)).toBeVisible()
    await expect(reviews.getByText(/respondió al \d+ % de/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSevereViolations(page, `the Spanish plan page with a reply at ${width} px`)
  }
})

test('a visitor marks a review helpful once; the mark survives a reload', async ({ browser, page, request }) => {
  const nid = await firstPlanIn(request, '33101', 2)
  const stamp = Date.now()
  const text = `The nurse line called back within the hour, twice this winter. ${stamp}`
  const id = await submitReviewByApi(request, nid, {
    field_review_public_message: text,
    field_review_account_email: `helpful-${stamp}@example.com`,
  })
  createStaff(MODERATOR)
  createStaff(POLICY)
  await decide(request, await staffHeaders(request, MODERATOR), id, { editorialDecision: 'pass' })
  await decide(request, await staffHeaders(request, POLICY), id, { policyDecision: 'pass' })

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/plans/${nid}`)
    const card = page.getByRole('listitem').filter({ hasText: text })
    await expect(card).toBeVisible()
    // The review list loads its code as it nears the viewport.
    await card.scrollIntoViewIfNeeded()
    if (width === 375) {
      const button = card.getByRole('button', { name: 'Helpful', exact: true })
      await whenHydrated(button)
      await button.click()
      await expect(card.getByRole('button', { name: 'You found this helpful' })).toBeDisabled()
      await expect(card.getByText('1 person found this helpful')).toBeVisible()
    } else {
      // Reloaded: the device remembers its mark, and the count stands.
      await expect(card.getByRole('button', { name: 'You found this helpful' })).toBeVisible()
      await expect(card.getByText('1 person found this helpful')).toBeVisible()
    }
    await expectNoSevereViolations(page, `helpful marks at ${width} px`)
  }
  // In Spanish, from another device on another connection: its own mark counts once more (a
  // connection counts one new device per review a day).
  const spanish = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.201.7.9' } })
  const other = await spanish.newPage()
  for (const width of [1280, 375]) {
    await other.setViewportSize({ width, height: 900 })
    await other.goto(`/es/plans/${nid}`)
    const card = other.getByRole('listitem').filter({ hasText: text })
    await card.scrollIntoViewIfNeeded()
    if (width === 1280) {
      const button = card.getByRole('button', { name: 'Útil', exact: true })
      await whenHydrated(button)
      await button.click()
    }
    await expect(card.getByRole('button', { name: 'Le pareció útil' })).toBeDisabled()
    await expect(card.getByText('A 2 personas les pareció útil')).toBeVisible()
    await expectNoSevereViolations(other, `helpful marks in Spanish at ${width} px`)
  }
  await spanish.close()

  const again = await request.post(`/api/reviews/${id}/helpful`, {
    data: { voter: await page.evaluate(() => localStorage.getItem('helpful_voter')) },
  })
  expect((await again.json()).data).toMatchObject({ helpful: 2, counted: false })
})
