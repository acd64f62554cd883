import type { APIRequestContext } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { confirmedMember, deleteMember } from './members'
import { reviewBody, solveCaptcha } from '../support/reviews'
import {
  createStaff,
  decide,
  deleteReviewsWithText,
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  firstPlanIn,
  reportFor77002,
  staffHeaders,
  submitReviewByApi,
  whenHydrated,
} from './support'

/** Where the screenshots of this walk-through are kept, to be looked at. */
const SHOTS = '/tmp/shots-nojs'

const LANGUAGES = [
  { name: 'English', prefix: '', m: en },
  { name: 'Spanish', prefix: '/es', m: es },
] as const

async function storedMeter(request: APIRequestContext, id: string, name: string): Promise<unknown> {
  const answer = await request.post(`/v1/data/report/${id}`)
  expect(answer.status()).toBe(200)
  return (await answer.json()).data.issuer_report[name]?.[0]?.value
}

test.describe('the report without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { name, prefix, m } of LANGUAGES) {
    test(`in ${name}: "Update ranking" saves the sliders, "Save this plan" leads to login, and the report can be deleted`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        const id = await reportFor77002(request)
        await page.goto(`${prefix}/report/${id}`)
        const priorities = page.locator('#report-priorities')
        // The sliders say what moves the ranking here: the button, not the slider alone.
        await expect(priorities).toContainText(m.report.metersLeadStatic)
        await expect(priorities).not.toContainText(m.report.metersLead)
        const meters = m.quiz.priorities.meters
        await expect(page.locator('.report-weights')).not.toContainText(m.reportRanking.rules.paymentMeter)
        await priorities.getByRole('slider', { name: meters.field_ir_paymentmeter.label }).fill('100')
        await priorities.getByRole('slider', { name: meters.field_ir_flexibilitymeter.label }).fill('0')
        await priorities.getByRole('button', { name: m.report.updateRanking }).click()

        await expect(page).toHaveURL(new RegExp(`${prefix}/report/${id}$`))
        await expect(priorities.getByText(m.report.prioritiesSaved)).toBeVisible()
        await expect(priorities.getByRole('slider', { name: meters.field_ir_paymentmeter.label })).toHaveValue('100')
        await expect(priorities.getByRole('slider', { name: meters.field_ir_flexibilitymeter.label })).toHaveValue('0')
        expect(await storedMeter(request, id, 'field_ir_paymentmeter')).toBe(100)
        expect(await storedMeter(request, id, 'field_ir_flexibilitymeter')).toBe(0)
        // The weights follow the saved sliders: the page was ranked again by them.
        await expect(page.locator('.report-weights')).toContainText(m.reportRanking.rules.paymentMeter)

        await expectNoSidewaysScroll(page)
        await expectNoSevereViolations(page, `the report without script in ${name} at ${width} px`)
        if (width === 375)
          await page.screenshot({ path: `${SHOTS}/report-nojs-375-${prefix ? 'es' : 'en'}.png`, fullPage: true })

        // "Save this plan" asks to log in first, and brings back to the report.
        const firstCard = page.locator('.report-ranking > li').first()
        await firstCard.locator('.save-plan-button').click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?back=`))
        expect(new URL(page.url()).searchParams.get('back')).toBe(`/report/${id}`)
        await expect(page.getByText(m.accountLogin.needsScript)).toBeVisible()
        await expectNoSevereViolations(page, `login without script in ${name} at ${width} px`)

        // Deleting: the question first, at its place on the page, then the report gone.
        await page.goto(`${prefix}/report/${id}`)
        await page.getByRole('button', { name: m.report.deleteReport }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/report/${id}\\?delete=ask#report-delete-question$`))
        const question = page.getByRole('group', { name: m.report.deleteConfirm })
        await expect(question).toBeInViewport()
        await expectNoSevereViolations(page, `the question before deleting in ${name} at ${width} px`)
        await question.getByRole('button', { name: m.report.deleteYes }).click()
        // The browser keeps the question's fragment across the redirect; the address holds no report id.
        await expect(page).toHaveURL(new RegExp(`${prefix}/report/deleted(#report-delete-question)?$`))
        await expect(page.getByRole('status')).toHaveText(m.report.deleted)
        await expectNoSevereViolations(page, `the deleted report in ${name} at ${width} px`)
        expect((await request.post(`/v1/data/report/${id}`)).status()).toBe(404)
      }
    })
  }

  test('"Keep it" leaves the report as it was', async ({ page, request }) => {
    const id = await reportFor77002(request)
    await page.goto(`/report/${id}?delete=ask`)
    await page
      .getByRole('group', { name: en.report.deleteConfirm })
      .getByRole('link', { name: en.report.deleteCancel })
      .click()
    await expect(page).toHaveURL(`/report/${id}`)
    await expect(page.getByRole('button', { name: en.report.deleteReport })).toBeVisible()
    expect((await request.post(`/v1/data/report/${id}`)).status()).toBe(200)
  })

  for (const { name, prefix, m } of LANGUAGES) {
    test(`in ${name}: "Email me this link" mails the report's link and says so`, async ({ page, request }) => {
      const email = `e2e-report-link-${prefix ? 'es' : 'en'}-${Date.now()}@candor.test`
      const id = await reportFor77002(request, undefined, email)
      await page.setViewportSize({ width: 375, height: 900 })
      await page.goto(`${prefix}/report/${id}`)
      const asked = Date.now()
      await page.getByRole('button', { name: m.report.emailLink }).click()
      await expect(page.getByText(m.report.emailSent(email))).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${prefix}/report/${id}$`))
      const mail = await waitForMail(email, new RegExp(m.siteMail.reportSubject), asked)
      expect(linkIn(mail, `${prefix}/report/${id}`)).toMatch(new RegExp(`${prefix}/report/${id}$`))
      await expectNoSidewaysScroll(page)
      await expectNoSevereViolations(page, `the report's link mailed without script in ${name}`)
    })
  }
})

test.describe('the report with JavaScript', () => {
  test('moves the ranking as a slider moves, with no button to press, and deletes in place', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const id = await reportFor77002(request)
      await page.goto(`/report/${id}`)
      const priorities = page.locator('#report-priorities')
      const payment = priorities.getByRole('slider', { name: en.quiz.priorities.meters.field_ir_paymentmeter.label })
      await whenHydrated(payment)
      await expect(priorities).toContainText(en.report.metersLead)
      await expect(priorities.getByRole('button', { name: en.report.updateRanking })).toHaveCount(0)
      await payment.focus()
      await page.keyboard.press('End')
      await expect(priorities.getByText(en.report.savedMeters)).toBeVisible()
      expect(await storedMeter(request, id, 'field_ir_paymentmeter')).toBe(100)
      if (width === 375) await page.screenshot({ path: `${SHOTS}/report-js-375-en.png`, fullPage: true })

      const remove = page.getByRole('button', { name: en.report.deleteReport })
      await remove.click()
      // No new page: the question opens here, its answer focused.
      await expect(page).toHaveURL(`/report/${id}`)
      await expect(page.getByRole('button', { name: en.report.deleteYes })).toBeFocused()
      await expectNoSevereViolations(page, `the question before deleting at ${width} px`)
      await page.keyboard.press('Enter')
      await expect(page.getByRole('status').filter({ hasText: en.report.deleted })).toBeVisible()
      expect((await request.post(`/v1/data/report/${id}`)).status()).toBe(404)
    }
  })

  test('shows the weights table whole at 375 px: "Why" wraps inside the screen', async ({ page, request }) => {
    for (const { name, prefix, m } of LANGUAGES) {
      await page.setViewportSize({ width: 375, height: 800 })
      const id = await reportFor77002(request)
      await page.goto(`${prefix}/report/${id}`)
      const region = page.getByRole('region', { name: m.report.weightsTable })
      await expect(region.getByRole('columnheader', { name: m.report.whyColumn })).toBeVisible()
      // Nothing is cut off: the table is as wide as its box, so there is nothing to scroll to.
      const hidden = await region.evaluate((box) => box.scrollWidth - box.clientWidth)
      expect(hidden, `the weights table in ${name}`).toBeLessThanOrEqual(0)
      const why = region.locator('tbody tr').first().locator('td').last()
      const [cell, box] = await Promise.all([why.boundingBox(), region.boundingBox()])
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width + 1)
      await expectNoSidewaysScroll(page)
      await expectNoSevereViolations(page, `the weights table in ${name} at 375 px`)
    }
  })
})

const MODERATOR = {
  email: 'e2e-nojs-moderator@candor.test',
  password: 'a long e2e passphrase',
  role: 'moderator',
} as const
const POLICY = {
  email: 'e2e-nojs-policy@candor.test',
  password: 'a long e2e passphrase',
  role: 'policy-reviewer',
} as const
const ADMIN = { email: 'e2e-nojs-admin@candor.test', password: 'a long e2e passphrase', role: 'admin' } as const

/** Three published reviews of one plan: the oldest "great", then "bad", the newest "okay" written in English on the Spanish site. */
async function publishedReviews(request: APIRequestContext, stamp: string) {
  createStaff(MODERATOR)
  createStaff(POLICY)
  const nid = await firstPlanIn(request, '43215', 1)
  const texts = {
    great: `Claims were paid within two weeks and the nurse line was friendly. ${stamp}`,
    bad: `The network shrank in March and my doctor was no longer in it. ${stamp}`,
    okay: `The app was slow, but the phone support answered my questions about the bill. ${stamp}`,
  }
  const ids = [
    await submitReviewByApi(request, nid, {
      field_review_overallrating: 'great',
      field_review_public_message: texts.great,
    }),
    await submitReviewByApi(request, nid, {
      field_review_overallrating: 'bad',
      field_review_public_message: texts.bad,
    }),
  ]
  // Written in English on a Spanish page: the wizard's request carries the page's language.
  const challenge = await request.get('/api/reviews/challenge')
  const sent = await request.post('/api/reviews', {
    headers: { 'Accept-Language': 'es-US' },
    data: reviewBody(nid, await solveCaptcha(await challenge.json()), {
      field_review_overallrating: 'okay',
      field_review_public_message: texts.okay,
    }),
  })
  expect(sent.status(), await sent.text()).toBe(201)
  ids.push((await sent.json()).data.review.id as number)
  const moderator = await staffHeaders(request, MODERATOR)
  const policy = await staffHeaders(request, POLICY)
  for (const id of ids) {
    await decide(request, moderator, id, { editorialDecision: 'pass' })
    await decide(request, policy, id, { policyDecision: 'pass' })
  }
  return { nid, texts }
}

async function removeReviews(request: APIRequestContext, texts: Record<string, string>) {
  const admin = await staffHeaders(request, createStaff(ADMIN))
  for (const text of Object.values(texts)) await deleteReviewsWithText(request, admin, text).catch(() => undefined)
}

test.describe('a plan’s reviews without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sort, filter and "Helpful" are forms that answer with the list asked for, in both languages', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const { nid, texts } = await publishedReviews(request, `nojs-${Date.now()}`)
    try {
      for (const [width, { name, prefix, m }] of [
        [375, LANGUAGES[0]],
        [1280, LANGUAGES[1]],
      ] as const) {
        await page.setViewportSize({ width, height: 900 })
        const words = m.reviewList
        await page.goto(`${prefix}/plans/${nid}`)
        // Without script the page shows the list's copy made for it (`deferredPart`).
        const list = page.locator('.review-browser').filter({ visible: true })
        await list.getByLabel(words.reviewsSort).selectOption('highest')
        await list.getByRole('button', { name: words.reviewsSortApply, exact: true }).click()
        await expect(page).toHaveURL(`${prefix}/reviews/${nid}?sort=highest`)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(words.reviewsPageTitle(''))
        const cards = page.locator('.review-card')
        await expect(cards.first()).toContainText(texts.great)
        await expect(cards.last()).toContainText(texts.bad)
        await expect(page.getByLabel(words.reviewsSort)).toHaveValue('highest')
        await expectNoSevereViolations(page, `reviews sorted without script in ${name} at ${width} px`)

        // A bar of the scores: only the "bad" reviews, still in the order chosen.
        await page.getByRole('button', { name: words.reviewsHistogramBar(words.reviewsFaces[1]!, 2, 1) }).click()
        await expect(page).toHaveURL(`${prefix}/reviews/${nid}?score=2&sort=highest`)
        await expect(cards).toHaveCount(1)
        await expect(cards.first()).toContainText(texts.bad)

        // "Helpful" is posted; the page answers with the mark and the count.
        await cards.first().getByRole('button', { name: m.helpfulVotes.mark, exact: true }).click()
        await expect(cards.first().getByRole('button', { name: m.helpfulVotes.marked })).toBeDisabled()
        await expect(cards.first().getByText(m.helpfulVotes.count(1))).toBeVisible()
        await expectNoSevereViolations(page, `a review marked helpful without script in ${name} at ${width} px`)
        await expectNoSidewaysScroll(page)
        if (width === 375) await page.screenshot({ path: `${SHOTS}/reviews-nojs-375-en.png`, fullPage: true })
        // Back to every score: the filter's own button.
        await page.getByRole('button', { name: words.reviewsShowAll }).click()
        await expect(cards).toHaveCount(3)
      }
    } finally {
      await removeReviews(request, texts)
    }
  })
})

test.describe('a plan’s reviews with JavaScript', () => {
  // Skipped until made independent of other reviews of the plan: it reads the first and last
  // cards as its own three, which a review left by an earlier try or another test breaks.
  test.fixme('an order chosen before the list runs is applied; "Helpful" shows this device’s mark as it appears', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const { nid, texts } = await publishedReviews(request, `js-${Date.now()}`)
    /** Holds the page's code fetched from now on until `release` (the list's code comes late). */
    const holdCode = async () => {
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/**', async (route) => {
        await released
        // A request held across the release may find its route already given back.
        await route.continue().catch(() => undefined)
      })
      return async () => {
        release()
        await page.unroute('**/_next/static/**')
      }
    }
    try {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`/plans/${nid}`)
        const list = page.locator('.review-browser')
        const cards = list.locator('.review-card')
        const releaseCode = await holdCode()
        // Picked while the list's code is still on its way: nothing to see yet but the choice.
        await list.getByLabel(en.reviewList.reviewsSort).selectOption('lowest')
        await expect(cards.first()).toContainText(texts.okay)
        await releaseCode()
        await whenHydrated(list.getByLabel(en.reviewList.reviewsSort))
        await expect(cards.first()).toContainText(texts.bad)
        await expect(cards.last()).toContainText(texts.great)
        await expect(page).toHaveURL(`/plans/${nid}`)
        await expectNoSevereViolations(page, `reviews sorted before the list ran at ${width} px`)
      }

      // A mark, then the page again: the button shows only once it knows, and then as marked.
      await page.goto(`/plans/${nid}`)
      const card = page.locator('.review-card', { hasText: texts.great })
      const mark = card.getByRole('button', { name: en.helpfulVotes.mark, exact: true })
      // The button is unseen until the list runs, and the list loads its code as it nears the
      // screen: the card is brought there first.
      await card.scrollIntoViewIfNeeded()
      await whenHydrated(mark)
      await mark.click()
      await expect(card.getByRole('button', { name: en.helpfulVotes.marked })).toBeDisabled()
      await page.goto(`/plans/${nid}`)
      const releaseCode = await holdCode()
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByText(en.helpfulVotes.count(1))).toBeVisible()
      await expect(card.getByRole('button', { name: en.helpfulVotes.mark, exact: true })).toBeHidden()
      await releaseCode()
      await expect(card.getByRole('button', { name: en.helpfulVotes.marked })).toBeVisible()
      await expectNoSevereViolations(page, 'a review this device marked, after a reload')

      // The language label names the text's language: English written on the Spanish site.
      await expect(page.locator('.review-card', { hasText: texts.okay })).not.toContainText(
        en.reviewList.reviewsWrittenIn.es,
      )
      await page.goto(`/es/plans/${nid}`)
      const english = page.locator('.review-card', { hasText: texts.okay })
      await expect(english.getByText(es.reviewList.reviewsWrittenIn.en, { exact: true })).toBeVisible()
      await expect(english.getByText(texts.okay)).toHaveAttribute('lang', 'en')
    } finally {
      await removeReviews(request, texts)
    }
  })
})

test.describe('logging in from a plan page', () => {
  test('comes back to the plan page, in both languages, at 375 and 1280 px; never to another site', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const member = await confirmedMember(request, 'nojs-back', 'a long passphrase for the return walk')
    const nid = await firstPlanIn(request, '43215', 1)
    try {
      for (const [width, { name, prefix, m }] of [
        [375, LANGUAGES[1]],
        [1280, LANGUAGES[0]],
      ] as const) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${prefix}/plans/${nid}`)
        const header = page.getByRole('banner')
        if (width === 375) await header.getByRole('button', { name: m.header.openMenu }).click()
        const login = header.getByRole('link', { name: m.accountHeader.login })
        await whenHydrated(login)
        await login.click()
        await expect(page).toHaveURL(`${prefix}/login?back=/plans/${nid}`)
        await expectNoSevereViolations(page, `login from a plan page in ${name} at ${width} px`)
        await page.getByLabel(m.accountForms.email).fill(member.email)
        await page.getByLabel(m.accountForms.password).fill(member.password)
        await page.getByRole('main').getByRole('button', { name: m.accountLogin.submit }).click()
        await expect(page).toHaveURL(`${prefix}/plans/${nid}`)
        await page.evaluate(() => localStorage.removeItem('accessToken'))
      }
      // An address of another site, however written, is not where a login leads.
      for (const back of ['https://evil.example/plans/1', '//evil.example', '/\\evil.example']) {
        await page.goto(`/login?back=${encodeURIComponent(back)}`)
        await page.getByLabel(en.accountForms.email).fill(member.email)
        await page.getByLabel(en.accountForms.password).fill(member.password)
        await page.getByRole('main').getByRole('button', { name: en.accountLogin.submit }).click()
        await expect(page).toHaveURL('/')
        await page.evaluate(() => localStorage.removeItem('accessToken'))
      }
    } finally {
      await deleteMember(request, member)
    }
  })
})
