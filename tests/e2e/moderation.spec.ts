import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'
import { createStaff, firstPlanIn, signInToAdmin, submitReviewByApi, type StaffAccount } from './support'

const PASSWORD = 'a long e2e passphrase'
const MODERATOR: StaffAccount = { email: 'e2e-moderation-moderator@candor.test', password: PASSWORD, role: 'moderator' }
const POLICY: StaffAccount = { email: 'e2e-moderation-policy@candor.test', password: PASSWORD, role: 'policy-reviewer' }

/** Opens a review from the queue and makes one check in the admin form. */
async function check(page: Page, id: number, field: string, decision: 'Pass' | 'Reject', reason?: string) {
  await page.goto('/admin/moderation')
  await expect(page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible()
  const link = page.locator(`a[href="/admin/collections/reviews/${id}"]`)
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/reviews/${id}`))
  await chooseOption(page, field, decision)
  if (reason) await chooseOption(page, 'rejectionReason', reason)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
}

/** Picks an option in one of Payload's select fields, found by the field's name. */
async function chooseOption(page: Page, field: string, option: string) {
  await page.locator(`#field-${field}`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a review goes live once a moderator and a policy reviewer pass it; a rejected one tells its author why', async ({
  browser,
  page,
  request,
}) => {
  // Two staff members work through the admin one after the other.
  test.setTimeout(120_000)
  createStaff(MODERATOR)
  createStaff(POLICY)
  const nid = await firstPlanIn(request, '33101')
  const stamp = Date.now()
  const passing = `Getting a referral took two days and the specialist was in network. ${stamp}`
  const spam = `Buy cheap supplements online today, best deals, visit our shop for more. ${stamp}`
  const passId = await submitReviewByApi(request, nid, {
    field_review_overallrating: 'great',
    field_review_public_message: passing,
    field_review_account_email: `pass-${stamp}@example.com`,
  })
  const rejectId = await submitReviewByApi(request, nid, {
    field_review_overallrating: 'great',
    field_review_public_message: spam,
    field_review_account_email: `reject-${stamp}@example.com`,
  })

  await page.goto(`/plans/${nid}`)
  await expect(page.getByText(passing)).toHaveCount(0)

  const moderator = await signInToAdmin(browser, MODERATOR)
  await check(moderator, passId, 'editorialDecision', 'Pass')
  // One check is not enough.
  await page.goto(`/plans/${nid}`)
  await expect(page.getByText(passing)).toHaveCount(0)

  const policy = await signInToAdmin(browser, POLICY)
  await check(policy, passId, 'policyDecision', 'Pass')

  await page.goto(`/plans/${nid}`)
  const reviews = page.getByRole('region', { name: 'Member reviews' })
  await expect(reviews.getByText(passing)).toBeVisible()
  await expect(reviews).toContainText(/Showing \d+ of \d+ reviews/)
  await expect(reviews.getByRole('button', { name: /^5 \(great\): \d+ reviews?$/ })).toBeEnabled()
  const live = await waitForMail(`pass-${stamp}@example.com`, /^Your review is live on Candor$/)
  expect(live.text).toContain(`/plans/${nid}`)

  await check(moderator, rejectId, 'editorialDecision', 'Reject', 'It is spam or a duplicate')
  const rejected = await waitForMail(`reject-${stamp}@example.com`, /^We could not publish your review$/)
  expect(rejected.text).toContain('It is spam or a duplicate.')
  expect(rejected.text).toContain('/content-guidelines')
  await page.goto(`/plans/${nid}`)
  await expect(page.getByText(spam)).toHaveCount(0)

  // The public figures count both decisions.
  await page.goto('/content-guidelines/moderation')
  await expect(page.getByRole('heading', { name: 'Moderation in figures', level: 1 })).toBeVisible()
  await expect(page.getByRole('row', { name: /It is spam or a duplicate/ })).toContainText(/[1-9]/)
})
