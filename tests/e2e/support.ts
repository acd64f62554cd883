import { spawnSync } from 'node:child_process'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { E2E_DATABASE_ENV } from '../../playwright.config'
import { reviewBody, solveCaptcha } from '../support/reviews'

import { expect } from './fixtures'

export type StaffRole = 'admin' | 'moderator' | 'policy-reviewer' | 'editor'
export type StaffAccount = { email: string; password: string; role: StaffRole }

/** A staff account on the site under test, made the way staff accounts are made. */
export function createStaff(account: StaffAccount): StaffAccount {
  const created = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['scripts/create-staff.ts', '--email', account.email, '--password', account.password, '--role', account.role],
    { env: { ...process.env, ...E2E_DATABASE_ENV, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  )
  expect(created.status, created.stderr).toBe(0)
  return account
}

/** The staff member's Payload token, for `Authorization: JWT …` (session cookies are Secure in production). */
export async function staffHeaders(request: APIRequestContext, account: StaffAccount) {
  const login = await request.post('/api/cms/users/login', {
    data: { email: account.email, password: account.password },
  })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${(await login.json()).token}` }
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

const SEVERE = ['serious', 'critical']

/** An axe scan of `scope` (WCAG 2.2 AA) once animations have settled: no serious or critical violation. */
export async function expectNoSevereViolations(page: Page, what: string, scope = 'main') {
  // Contrast is measured on what has finished fading in (the page transition, inline errors).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  )
  const results = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const severe = results.violations.filter((violation) => SEVERE.includes(violation.impact ?? ''))
  expect(
    severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([])
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
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true)
}
