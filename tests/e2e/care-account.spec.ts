import type { APIRequestContext, Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import { askForPlans } from './household'
import { confirmedMember, deleteMember, type Member } from './members'
import { expectLayoutAtBothWidths, expectNoSevereViolations, flowWidthFor, whenHydrated } from './support'

/**
 * The shopper's doctors and drugs kept in their account (product brief §15): signed out, the
 * list says it stays on the device and offers to sign in and come back; signed in, a box the
 * member ticks, after reading that these are health data, keeps it in the account; on another
 * browser (nothing on its device) the list comes back once signed in, and the plans are checked
 * against it; unticking removes it from the account. In both languages; the flow runs at a
 * phone's width in one and a desktop's in the other, and the kept list is checked at both.
 */
const PASSWORD = 'a long passphrase for a care list member'
const METFORMIN = { id: '861007', name: 'metformin hydrochloride 500 MG' }
const RESULTS = '/find/46204'
const HOUSEHOLD = { age: '40', income: '37650', year: '2026' }

const LANGUAGES = [
  { code: 'en', words: en, prefix: '', browser: 'en-US' },
  { code: 'es', words: es, prefix: '/es', browser: 'es-US' },
] as const

type Words = typeof en | typeof es

/** The login form, filled and sent; the member lands back on the results page, signed in. */
async function logIn(page: Page, member: Member, words: Words) {
  await whenHydrated(page.getByLabel(words.accountForms.email))
  await page.getByLabel(words.accountForms.email).fill(member.email)
  await page.getByLabel(words.accountForms.password, { exact: true }).fill(member.password)
  await page.getByRole('button', { name: words.accountLogin.submit }).click()
  await expect(page).toHaveURL(new RegExp(`${prefixOf(words)}${RESULTS}$`))
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken'))).not.toBeNull()
}

const prefixOf = (words: Words) => (words === es ? '/es' : '')

/** Types part of a drug's name and picks the suggestion by keyboard. */
async function addDrug(page: Page, words: Words, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: words.careList.drugLabel })
  await box.focus()
  await page.keyboard.type(typed)
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.locator('.care-chip').filter({ hasText: name })).toBeVisible()
}

/** What the account keeps, asked as the member. */
async function keptInAccount(request: APIRequestContext, member: Member) {
  const login = await request.post('/v1/account/login', { data: member })
  const token = (await login.json()).data.access_token as string
  const answer = await request.get('/v1/account/care_list', { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  return (await answer.json()).data.care_list as { drugs: { id: string; name: string }[] } | null
}

const careSection = (page: Page, words: Words) => page.getByRole('region', { name: words.careList.heading })
const firstCoverage = (page: Page) => page.locator('.plan-coverage').filter({ visible: true }).first()

for (const [index, { code, words, prefix, browser }] of LANGUAGES.entries()) {
  const w = words.careList
  test.describe(`the doctors and drugs kept in the account, in ${code}`, () => {
    test.use({ locale: browser })

    const width = flowWidthFor(index)
    test(`kept after consent, back on another browser, removed when unticked, at ${width} px`, async ({
      page,
      request,
      browser: chromium,
      extraHTTPHeaders,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000)
      const member = await confirmedMember(request, `care-${code}-${width}`, PASSWORD)
      try {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${prefix}${RESULTS}`)
        await expect(await askForPlans(page, { ...HOUSEHOLD, words })).toBeVisible()

        // Signed out: on this device only, and a way to sign in that comes back here.
        const section = careSection(page, words)
        await expect(section.getByText(w.deviceOnly)).toBeVisible()
        await expect(section.getByRole('checkbox', { name: w.keepInAccount })).toHaveCount(0)
        const signIn = section.getByRole('link', { name: w.signInToKeep })
        await expect(signIn).toHaveAttribute('href', `${prefix}/login?back=${RESULTS}`)
        await signIn.click()
        await logIn(page, member, words)

        // Signed in: the list, then the box and what it means, then kept in the account.
        await expect(await askForPlans(page, { ...HOUSEHOLD, words })).toBeVisible()
        await addDrug(page, words, 'metformin', METFORMIN.name)
        const box = careSection(page, words).getByRole('checkbox', { name: w.keepInAccount })
        await expect(box).not.toBeChecked()
        await expect(box).toHaveAccessibleDescription(w.keepDescription)
        await expect(careSection(page, words).getByText(w.keepDescription)).toBeVisible()
        await box.check()
        await expect(careSection(page, words).getByRole('status').filter({ hasText: w.keptInAccount })).toBeVisible()
        expect((await keptInAccount(request, member))?.drugs).toEqual([METFORMIN])
        await expectLayoutAtBothWidths(page, `the kept list (${code})`, {
          shot: careSection(page, words),
          screenshot: (shown) => testInfo.outputPath(`care-account-${code}-${shown}.png`),
        })

        // Another browser, its device empty: signed in, the list comes back and the plans are checked against it.
        const other = await chromium.newContext({
          baseURL,
          locale: browser,
          viewport: { width, height: 900 },
          extraHTTPHeaders,
        })
        try {
          const there = await other.newPage()
          await there.goto(`${prefix}/login?back=${RESULTS}`)
          await logIn(there, member, words)
          expect(await there.evaluate(() => window.localStorage.getItem('candor.care-list'))).toBeNull()
          await expect(await askForPlans(there, { ...HOUSEHOLD, words })).toBeVisible()
          await expect(there.locator('.care-chip').filter({ hasText: METFORMIN.name })).toBeVisible()
          const thereBox = careSection(there, words).getByRole('checkbox', { name: w.keepInAccount })
          await expect(thereBox).toBeChecked()
          await expect(firstCoverage(there)).toContainText(METFORMIN.name)

          // Unticked: out of the account, still on this device.
          await thereBox.uncheck()
          await expect(
            careSection(there, words).getByRole('status').filter({ hasText: w.removedFromAccount }),
          ).toBeVisible()
          await expect(thereBox).not.toBeChecked()
          expect(await keptInAccount(request, member)).toBeNull()
          await expect(there.locator('.care-chip').filter({ hasText: METFORMIN.name })).toBeVisible()
          await expectNoSevereViolations(there, `the list removed from the account (${code}) at ${width} px`)
        } finally {
          await other.close()
        }
        await page.getByRole('button', { name: w.remove(METFORMIN.name) }).click()
      } finally {
        await deleteMember(request, member)
      }
    })
  })
}
