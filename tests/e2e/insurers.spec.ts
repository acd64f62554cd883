import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'
import {
  createStaff,
  decide,
  expectNoSevereViolations,
  expectNoSidewaysScroll,
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

/** Saves a full-page picture of the admin for a person to look at, beside the test's other output. */
async function picture(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

/**
 * An admin links the insurer account to a company in the admin, picking it by its state's name
 * (the list names every issuer, with its HIOS id beside): who linked it and when are shown, never
 * edited.
 */
async function linkInAdmin(admin: Page, insurerId: number, issuerId: string, stateName: string) {
  await admin.goto(`/admin/collections/users/${insurerId}`)
  const links = admin.locator('#field-issuerLinks')
  await whenHydrated(links.getByRole('button', { name: /^Add/ }).last())
  await links.getByRole('button', { name: /^Add/ }).last().click()
  const row = links.locator('.array-field__row').last()
  await expect(row.getByText('Filled in when you save: your name and today’s date.')).toBeVisible()
  await expect(row.getByLabel(/^Linked (by|on)/)).toHaveCount(0)
  await row.getByLabel(/^Insurer \(HIOS issuer\)/).fill(stateName)
  await admin.getByRole('option', { name: new RegExp(`, ${stateName} \\(HIOS ${issuerId}\\)$`) }).click()
  await expect(row.getByText(new RegExp(`^.+, ${stateName} \\(HIOS ${issuerId}\\)$`))).toBeVisible()
  await row
    .getByLabel(/^How the person was checked/)
    .fill('Called the insurer’s published number; compliance confirmed.')
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByText(/updated successfully/i)).toBeVisible()
  await admin.reload()
  await expect(
    links.getByText(new RegExp(`^Linked by ${ADMIN.email.replace(/[.]/g, '\\.')} on \\w+ \\d+, \\d{4}\\.$`)).last(),
  ).toBeVisible()
}

test('an insurer’s day: linked by name, lands on its inbox, a note handled, a reply checked beside its review', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000)
  for (const account of [ADMIN, MODERATOR, POLICY, INSURER]) createStaff(account)
  // Two companies in two states: Florida's and Texas's.
  const nid = await firstPlanIn(request, '33101', 1)
  const issuerId = await issuerOf(request, nid)
  const texasNid = await firstPlanIn(request, '77002', 0)
  const texasIssuer = await issuerOf(request, texasNid)
  const admin = await staffHeaders(request, ADMIN)
  const users = await request.get(`/api/cms/users?where[email][equals]=${encodeURIComponent(INSURER.email)}`, {
    headers: admin,
  })
  const insurerId = (await users.json()).docs[0].id as number
  // A rerun starts from an account with no links.
  await request.patch(`/api/cms/users/${insurerId}`, { headers: admin, data: { issuerLinks: [] } })

  const adminPage = await signInToAdmin(browser, ADMIN)
  await adminPage.setViewportSize({ width: 1280, height: 900 })
  await linkInAdmin(adminPage, insurerId, issuerId, 'Florida')
  // Payload's own array chrome (drag handles, row menus) is scanned by its makers; Candor's parts are scanned here.
  await expectNoSevereViolations(adminPage, 'the issuer link record at 1280 px', '.issuer-link-record')
  await adminPage.setViewportSize({ width: 375, height: 900 })
  await linkInAdmin(adminPage, insurerId, texasIssuer, 'Texas')
  await expectNoSevereViolations(adminPage, 'the issuer link record at 375 px', '.issuer-link-record')

  const stamp = Date.now()
  const note = `Claim ${stamp} was denied twice for a covered MRI.`
  const texasNote = `Texas claim ${stamp} took three calls.`
  const reviewer = `insurers-${stamp}@example.com`
  const reviewText = `The network suited us, but getting claims paid took calls every time. ${stamp}`
  const reviewId = await submitReviewByApi(request, nid, {
    field_review_private_message: note,
    field_review_insurer_may_contact: '1',
    field_review_public_message: reviewText,
    field_review_account_email: reviewer,
    field_review_experience_year: '2025',
  })
  const texasReviewId = await submitReviewByApi(request, texasNid, {
    field_review_private_message: texasNote,
    field_review_account_email: `texas-${reviewer}`,
  })
  const moderatorHeaders = await staffHeaders(request, MODERATOR)
  const policyHeaders = await staffHeaders(request, POLICY)
  for (const id of [reviewId, texasReviewId]) {
    await decide(request, moderatorHeaders, id, { editorialDecision: 'pass' })
    await decide(request, policyHeaders, id, { policyDecision: 'pass' })
  }

  // The insurer lands on its inbox, not on the collections' cards, with the count to handle.
  const insurer = await signInToAdmin(browser, INSURER)
  await expect(insurer).toHaveURL(/\/admin\/inbox$/)
  await insurer.goto('/admin')
  await expect(insurer).toHaveURL(/\/admin\/inbox$/)
  await expect(insurer.getByRole('link', { name: /^Inbox \(\d+ notes? to handle\)$/ })).toBeVisible()
  await expect(insurer.getByRole('link', { name: 'Insurer replies' })).toHaveCount(0)
  await expect(insurer.getByRole('link', { name: /^Create new/ })).toHaveCount(0)
  for (const width of [375, 1280]) {
    await insurer.setViewportSize({ width, height: 900 })
    await insurer.goto('/admin/inbox')
    await expect(insurer.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
    await expect(insurer.getByText(new RegExp(`^.+, Florida \\(HIOS issuer ${issuerId}\\)$`))).toBeVisible()
    await expect(insurer.getByText(/^HIOS issuer ids?:/)).toHaveCount(0)
    const item = insurer.getByRole('article').filter({ hasText: note })
    await expect(item).toBeVisible()
    // The review is open beside the answer: all four ratings and the year.
    const review = item.getByRole('region', { name: 'The review' })
    await expect(review.getByText(reviewText)).toBeVisible()
    for (const [rating, face] of [
      ['Overall', 'Good'],
      ['Timely Access to Care', 'Great'],
      ['Customer Service', 'Okay'],
      ['Price Transparency', 'Bad'],
    ]) {
      const pair = review
        .locator('dl > div')
        .filter({ has: insurer.getByRole('term').getByText(rating, { exact: true }) })
      await expect(pair.getByRole('definition')).toHaveText(face)
    }
    await expect(review.getByText(/Member in 2025/)).toBeVisible()
    await expect(item.getByRole('link', { name: reviewer })).toHaveAttribute('href', `mailto:${reviewer}`)
    // The reply form opens on demand.
    await expect(item.getByLabel('Reply', { exact: true })).toHaveCount(0)
    await expect(item.getByRole('button', { name: 'Write a reply' })).toBeVisible()
    await expectNoSidewaysScroll(insurer)
    await expectNoSevereViolations(insurer, `the inbox at ${width} px`, '.insurer-inbox')
    await picture(insurer, `inbox-${width}`)
  }

  // Narrowed to Texas, then to the Florida plan.
  const narrow = insurer.getByRole('form', { name: 'Narrow the notes' })
  await narrow.getByLabel('State').selectOption({ label: 'Texas' })
  await narrow.getByRole('button', { name: 'Show these notes' }).click()
  await expect(insurer).toHaveURL(/state=TX/)
  await expect(insurer.getByRole('article').filter({ hasText: texasNote })).toBeVisible()
  await expect(insurer.getByRole('article').filter({ hasText: note })).toHaveCount(0)
  await insurer.getByRole('link', { name: 'Show every plan and state' }).click()
  await expect(insurer).not.toHaveURL(/state=/)
  await insurer.getByRole('form', { name: 'Narrow the notes' }).getByLabel('Plan').selectOption(String(nid))
  await insurer
    .getByRole('form', { name: 'Narrow the notes' })
    .getByRole('button', { name: 'Show these notes' })
    .click()
  await expect(insurer).toHaveURL(new RegExp(`plan=${nid}`))
  await expect(insurer.getByRole('article').filter({ hasText: note })).toBeVisible()
  await expect(insurer.getByRole('article').filter({ hasText: texasNote })).toHaveCount(0)
  await insurer.goto('/admin/inbox')

  // Handled: it leaves "To handle" for "Handled".
  const item = insurer.getByRole('article').filter({ hasText: note })
  await whenHydrated(item.getByRole('button', { name: 'Mark handled' }))
  await item.getByRole('button', { name: 'Mark handled' }).click()
  await expect(insurer.getByRole('article').filter({ hasText: note })).toHaveCount(0)
  await insurer.getByRole('link', { name: 'Handled', exact: true }).click()
  const handled = insurer.getByRole('article').filter({ hasText: note })
  await expect(handled.getByText(/^Handled on /)).toBeVisible()

  // A reply, written with the keyboard once its form is opened, waits for the policy check.
  const reply = `We are sorry about this claim. Our member services team has reopened it. ${stamp}`
  await whenHydrated(handled.getByRole('button', { name: 'Write a reply' }))
  await handled.getByRole('button', { name: 'Write a reply' }).focus()
  await insurer.keyboard.press('Enter')
  await expect(handled.getByLabel('Reply', { exact: true })).toBeFocused()
  await insurer.keyboard.type(reply)
  await insurer.keyboard.press('Tab')
  await insurer.keyboard.press('Enter')
  await expect(handled.getByText('Your reply is waiting for Candor’s policy check.')).toBeVisible()
  await expect(handled.getByRole('button', { name: 'Edit the reply' })).toBeFocused()
  await page.goto(`/plans/${nid}`)
  await expect(page.getByText(reply)).toHaveCount(0)

  // The policy reviewer reads the review and who wrote the reply beside it, then passes it.
  const policy = await signInToAdmin(browser, POLICY)
  await policy.goto('/admin/collections/review-replies?where[status][equals]=pending')
  await policy
    .getByRole('link', { name: reply.slice(0, 20) })
    .first()
    .click()
  const context = policy.getByRole('region', { name: 'What this reply answers' })
  for (const width of [375, 1280]) {
    await policy.setViewportSize({ width, height: 900 })
    await expect(
      context.getByText(new RegExp(`^Written by ${INSURER.email.replace(/[.]/g, '\\.')}, for .+, Florida\\.$`)),
    ).toBeVisible()
    await expect(context.getByText(reviewText)).toBeVisible()
    await expect(context.getByText('Customer Service')).toBeVisible()
    await expect(context.getByRole('heading', { name: 'What to check' })).toBeVisible()
    await expect(policy.getByText(/Untitled - ID/)).toHaveCount(0)
    // Candor's panel fits the screen; the admin's own top bar (its language menu) is Payload's layout.
    const box = (await context.boundingBox())!
    expect(box.x + box.width, `the reply check at ${width} px`).toBeLessThanOrEqual(width)
    expect(await context.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBeLessThanOrEqual(0)
    await expectNoSevereViolations(policy, `the reply check at ${width} px`, '.reply-check')
    await picture(policy, `reply-check-${width}`)
  }
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
    await expect(answered.getByText(reply)).toBeVisible()
    await expect(answered.getByRole('button', { name: 'Editar la respuesta' })).toBeVisible()
    await expect(answered.getByRole('region', { name: 'La reseña' }).getByText('Servicio al cliente')).toBeVisible()
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
  // Two staff accounts are made by the staff script, each a Node process that loads Payload.
  test.setTimeout(120_000)
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
