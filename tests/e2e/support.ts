import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'

import { E2E_DATABASE_ENV } from '../../playwright.config'
import { reviewBody, solveCaptcha } from '../support/reviews'

import { expect } from './fixtures'

export type StaffRole = 'admin' | 'moderator' | 'policy-reviewer' | 'editor' | 'insurer'
export type StaffAccount = { email: string; password: string; role: StaffRole }

/** How long one of Candor's scripts may take in a test before it counts as stalled. */
const SCRIPT_TIMEOUT_MS = 90_000

/**
 * Runs one of Candor's scripts against the site's database, in a process of its own. The test
 * waits for it (the call holds the test's thread), so a run that stalls (tsx's module loader,
 * on another thread, can leave Payload's loading waiting on a busy machine) is stopped after
 * 90 seconds rather than holding the whole run; `again` runs a stalled script once more, for
 * scripts that can safely run twice.
 */
export function runScript(args: string[], { again = false }: { again?: boolean } = {}): SpawnSyncReturns<string> {
  const run = () =>
    spawnSync(path.join('node_modules', '.bin', 'tsx'), args, {
      env: { ...process.env, ...E2E_DATABASE_ENV, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: SCRIPT_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    })
  const first = run()
  return first.signal && again ? run() : first
}

/** A staff account on the site under test, made the way staff accounts are made. */
export function createStaff(account: StaffAccount): StaffAccount {
  const created = runScript(
    ['scripts/create-staff.ts', '--email', account.email, '--password', account.password, '--role', account.role],
    { again: true },
  )
  expect(created.status, created.stderr || `stopped by ${created.signal}`).toBe(0)
  return account
}

/**
 * A staff member signed in to /admin in a browser context of their own. The login form is
 * React: what is typed before it has hydrated can be lost, so the sign-in waits for it and,
 * should the form still be there after a click, types again.
 */
export async function signInToAdmin(
  browser: Browser,
  account: StaffAccount,
  options: BrowserContextOptions = {},
): Promise<Page> {
  // A connection of its own, as each test is: sign-ins are limited per address.
  const [x, y, z] = randomBytes(3)
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${x}.${y}.${z}`, ...options.extraHTTPHeaders },
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await whenHydrated(page.getByRole('button', { name: 'Login' }))
  await expect(async () => {
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 5_000 })
  }).toPass({ intervals: [2_000, 3_000], timeout: 20_000 })
  return page
}

/** The staff member's Payload token, for `Authorization: JWT …` (session cookies are Secure in production). */
export async function staffHeaders(request: APIRequestContext, account: StaffAccount) {
  // An account just made by another process (createStaff) is at times refused for a moment;
  // a few spaced tries stay well below the lock-out after five failed logins.
  let token = ''
  await expect(async () => {
    const login = await request.post('/api/cms/users/login', {
      data: { email: account.email, password: account.password },
    })
    expect(login.status()).toBe(200)
    token = (await login.json()).token as string
  }).toPass({ intervals: [2_000, 3_000], timeout: 10_000 })
  return { Authorization: `JWT ${token}` }
}

/** A review sent as the wizard sends it, with a captcha solved here. Returns its id. */
export async function submitReviewByApi(
  request: APIRequestContext,
  nid: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const challenge = await request.get('/api/reviews/challenge')
  expect(challenge.status()).toBe(200)
  const body = reviewBody(nid, await solveCaptcha(await challenge.json()), overrides)
  const response = await request.post('/api/reviews', { data: body })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).data.review.id
}

/** A staff member's decision through Payload's REST API. */
export async function decide(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  data: Record<string, unknown>,
) {
  const response = await request.patch(`/api/cms/reviews/${id}`, { headers, data })
  expect(response.status(), await response.text()).toBe(200)
}

/** The first plan sold in a ZIP code. */
export async function firstPlanIn(request: APIRequestContext, zip: string, index = 0): Promise<number> {
  const lookup = await request.post(`/v1/data/issuers/zipcode/${zip}/plans`)
  return (await lookup.json()).data.available_universe_servicearea_plans[index].nid[0].value as number
}

type PlanEntity = { nid: [{ value: number }]; field_plan_reporting_unit: [{ value: string }] }

/** The nid of a reporting unit sold in a ZIP code. */
export async function nidOf(request: APIRequestContext, zip: string, reportingUnit: string): Promise<number> {
  const response = await request.post(`/v1/data/issuers/zipcode/${zip}/plans`)
  expect(response.status()).toBe(200)
  const plans = (await response.json()).data.available_universe_servicearea_plans as PlanEntity[]
  const plan = plans.find((entry) => entry.field_plan_reporting_unit[0].value === reportingUnit)
  expect(plan, `${reportingUnit} is sold in ${zip}`).toBeTruthy()
  return plan!.nid[0].value
}

/**
 * How much wider than the window the page is (0: nothing scrolls sideways), and the innermost
 * elements that stick out past its right edge, to name in a failure.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
}

async function whatSticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth
    const out: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= edge + 1) continue
      if ([...element.children].some((child) => child.getBoundingClientRect().right > edge + 1)) continue
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`
      out.push(`${name} to ${Math.round(box.right)} px: ${(element.textContent ?? '').trim().slice(0, 60)}`)
      if (out.length === 5) break
    }
    return out
  })
}

/** Nothing scrolls sideways, once the page has laid itself out for the window; a failure names what sticks out. */
export async function expectNoSidewaysScroll(page: Page, what = 'the page') {
  try {
    await expect.poll(() => sidewaysOverflow(page), { timeout: 5_000 }).toBe(0)
  } catch {
    const overflow = await sidewaysOverflow(page)
    expect(overflow, `${what} scrolls sideways; sticking out: ${(await whatSticksOut(page)).join(' | ')}`).toBe(0)
  }
}

const SEVERE = ['serious', 'critical']

/** Whether the page's scripts run: a page opened without JavaScript runs no timer, axe's included. */
async function scriptsRun(page: Page): Promise<boolean> {
  return Promise.race([
    page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
  ])
}

/**
 * The page as axe can scan it. Axe waits on timers, which a page opened without JavaScript never
 * runs: such a page is scanned as a copy of its document (its scripts left out, what it shows
 * without them kept, its links resolved against the site) at the same size, in a page that runs
 * scripts. (A context a test makes takes the test's options, so scripts are turned on by name.)
 */
async function scannable(page: Page): Promise<{ page: Page; close: () => Promise<void> }> {
  if (await scriptsRun(page)) return { page, close: async () => {} }
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(?:modulepreload|as="script")[^>]*>/gi, '')
    .replace(/<\/?noscript>/gi, '')
    .replace(/<head([^>]*)>/i, `<head$1><base href="${new URL(page.url()).origin}/">`)
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true })
  const copy = await context.newPage()
  await copy.setContent(html, { waitUntil: 'load' })
  return { page: copy, close: () => context.close() }
}

/** An axe scan of `scope` (WCAG 2.2 AA) once animations have settled: no serious or critical violation. */
export async function expectNoSevereViolations(page: Page, what: string, scope = 'main') {
  const scanned = await scannable(page)
  try {
    const severe = await severeViolations(scanned.page, scope)
    expect(severe, what).toEqual([])
  } finally {
    await scanned.close()
  }
}

async function severeViolations(page: Page, scope: string): Promise<string[]> {
  // Contrast is measured on what has finished fading in (the page transition, inline errors).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  )
  // Scanned from the top of the page: at some scroll positions the sticky header lies over a
  // control of the page, which axe then reports as too small, though a reader scrolls past it.
  const scrolled = await page.evaluate(() => {
    const at = window.scrollY
    window.scrollTo({ top: 0, behavior: 'instant' })
    return at
  })
  const results = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  await page.evaluate((at) => window.scrollTo({ top: at, behavior: 'instant' }), scrolled)
  return results.violations
    .filter((violation) => SEVERE.includes(violation.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A phone's width and a desktop's: every screen is checked at both. */
export const WIDTHS = [375, 1280] as const

/**
 * The width a flow runs at when it runs once per language: the phone for the first language, the
 * desktop for the second, so that each width walks the whole flow in one of them. The screens
 * along the way are checked at both widths with `expectLayoutAtBothWidths`.
 */
export const flowWidthFor = (languageIndex: number) => WIDTHS[languageIndex % WIDTHS.length]!

/**
 * One screen at a phone's and a desktop's width, without walking the flow to it twice: the
 * window is set to each width in turn, nothing may scroll sideways and axe finds nothing severe;
 * `screenshot` names the picture kept of `shot` at each width. The window is then set back.
 */
export async function expectLayoutAtBothWidths(
  page: Page,
  what: string,
  { shot, screenshot }: { shot?: Locator; screenshot?: (width: number) => string } = {},
) {
  const before = page.viewportSize()
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: before?.height ?? 900 })
      await expectNoSidewaysScroll(page, `${what} at ${width} px`)
      await expectNoSevereViolations(page, `${what} at ${width} px`)
      if (shot && screenshot) await shot.screenshot({ path: screenshot(width) })
    }
  } finally {
    if (before) await page.setViewportSize(before)
  }
}

/** Rates the first two steps of the review wizard ("Good", then "Okay" in each area), pressing Next after each. */
export async function rateFirstTwoSteps(wizard: Locator) {
  await wizard.getByRole('radio', { name: 'Good' }).check()
  await wizard.getByRole('button', { name: 'Next' }).click()
  for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
    await wizard.getByRole('radiogroup', { name: area }).getByRole('radio', { name: 'Okay' }).check()
  }
  await wizard.getByRole('button', { name: 'Next' }).click()
}

/** Waits until React has hydrated an element, so typing into it reaches its handlers. */
export async function whenHydrated(locator: Locator) {
  // A part below a page's first screen loads its code as it nears the viewport (deferredPart).
  await locator.scrollIntoViewIfNeeded()
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true)
}

type StoredReviewDoc = {
  id: number
  plan: number
  status: string
  displayName: string
  email: string
  experienceYear?: number | null
}

export async function reviewsWithText(
  request: APIRequestContext,
  headers: Record<string, string>,
  text: string,
): Promise<StoredReviewDoc[]> {
  const query = `where[publicMessage][equals]=${encodeURIComponent(text)}&depth=0&limit=10`
  const response = await request.get(`/api/cms/reviews?${query}`, { headers })
  expect(response.status()).toBe(200)
  return (await response.json()).docs as StoredReviewDoc[]
}

export async function deleteReviewsWithText(request: APIRequestContext, headers: Record<string, string>, text: string) {
  for (const review of await reviewsWithText(request, headers, text)) {
    const deleted = await request.delete(`/api/cms/reviews/${review.id}`, { headers })
    expect(deleted.status(), `review ${review.id} is cleaned up`).toBe(200)
  }
}

/** Lets the ALTCHA widget do its proof of work, as a person would start it. */
export async function solveWidgetCaptcha(wizard: Locator) {
  await wizard.getByText("I'm not a robot").click()
  await expect(wizard.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 })
}

/** Fills the three steps correctly and presses Next on step 3. */
export async function writeReview(wizard: Locator, text: string) {
  await wizard.getByRole('radio', { name: 'Good' }).check()
  await wizard.getByRole('button', { name: 'Next' }).click()
  for (const area of ['Timely Access to Care', 'Customer Service', 'Price Transparency']) {
    await wizard.getByRole('radiogroup', { name: area }).getByRole('radio', { name: 'Okay' }).check()
  }
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByLabel('Your public review').fill(text)
  await wizard.getByLabel('Name', { exact: true }).fill('Maria G.')
  await wizard.getByLabel('Email', { exact: true }).fill('maria@example.com')
  await wizard.getByRole('checkbox', { name: /I certify/ }).check()
  await solveWidgetCaptcha(wizard)
  await wizard.getByRole('button', { name: 'Next' }).click()
}

/**
 * Answers review posts in the browser with an accepted review, for tests about the wizard's
 * screens alone: the server's part of a review is tested on its own.
 */
export async function acceptReviewsInBrowser(page: Page): Promise<void> {
  await page.route('**/api/reviews', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 201,
          json: { code: '201', data: { review: { id: 999_999, status: 'pending', claim_token: 'not-a-real-token' } } },
        })
      : route.continue(),
  )
}

/** A finished report for 77002 made through the calls, as the quiz makes it. */
export async function reportFor77002(request: APIRequestContext, token?: string, email?: string): Promise<string> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const created = await request.post('/v1/data/report', {
    headers,
    data: {
      ...(email ? { field_ir_submit_email: email } : {}),
      field_ir_zipcode: '77002',
      field_ir_county: '48201',
      field_ir_birthday: '1984-07-02',
      field_ir_under18: false,
      field_ir_health_consent: false,
      field_ir_last_step: 4,
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()).data.issuer_report.field_ir_unique_id as [{ value: string }])[0].value
}
