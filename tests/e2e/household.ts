import fs from 'node:fs'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import type * as es from '../../src/messages/es'
import { DEFAULT_DATA_DIR } from '../support/marketplace-stand-in'
import { whenHydrated } from './support'

/**
 * The results page's household form, as the end-to-end tests of the household's plans fill it,
 * and the recorded HealthCare.gov plans those tests compare the page with.
 */
export type RecordedPlan = { id: string; name: string; premium: number; premium_w_credit: number; metal_level: string }
export const recorded = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(DEFAULT_DATA_DIR, 'recorded/plans-search', `${name}.json`), 'utf8')) as {
      response: { plans: RecordedPlan[] }
    }
  ).response.plans

/** Marion County, Indiana (46204): a 40-year-old at $37,650, plan year 2026. */
export const MARION = recorded('plans_18097_single_40_250fpl')

/** Fills the household form on a results page and sends it; `care` is the label of a care level. */
export async function askForPlans(
  page: Page,
  {
    age,
    income,
    year,
    care,
    words = en,
  }: { age: string; income: string; year?: string; care?: string; words?: typeof en | typeof es },
): Promise<Locator> {
  const panel = page.getByRole('region', { name: words.costEstimate.heading })
  const firstAge = panel.getByLabel(`${words.costEstimate.person(1)}: ${words.costEstimate.age}`)
  // The estimate is folded under its heading until asked.
  await whenHydrated(panel.locator('summary'))
  if (!(await firstAge.isVisible())) await panel.locator('summary').click()
  await firstAge.fill(age)
  await panel.getByLabel(words.costEstimate.income).fill(income)
  if (year) await panel.getByLabel(words.costEstimate.planYear).selectOption(year)
  if (care) await panel.getByLabel(words.costEstimate.careLevel).selectOption({ label: care })
  await panel.getByRole('button', { name: words.costEstimate.submit }).click()
  return page.getByRole('region', { name: words.marketplacePlans.heading, exact: true })
}
