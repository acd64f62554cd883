import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'
import { createStaff, decide, firstPlanIn, runScript, staffHeaders, submitReviewByApi, whenHydrated } from './support'

const ADMIN = { email: 'e2e-reviews-admin@candor.test', password: 'a long e2e passphrase', role: 'admin' } as const
const MODERATOR = {
  email: 'e2e-reviews-moderator@candor.test',
  password: 'a long e2e passphrase',
  role: 'moderator',
} as const
const POLICY = {
  email: 'e2e-reviews-policy@candor.test',
  password: 'a long e2e passphrase',
  role: 'policy-reviewer',
} as const
const TEXT = (what: string) => `${what} The network was wide enough for us and most claims were paid on time.`

test('published member reviews show on the plan page with averages, a filtering histogram and sorting', async ({
  page,
  request,
}) => {
  // Three staff accounts, four reviews and two checks each: more than the default 30 s on PostgreSQL.
  test.setTimeout(90_000)
  createStaff(ADMIN)
  createStaff(MODERATOR)
  createStaff(POLICY)
  const admin = await staffHeaders(request, ADMIN)
  const moderator = await staffHeaders(request, MODERATOR)
  const policy = await staffHeaders(request, POLICY)

  const nid = await firstPlanIn(request, '46204')
  await page.goto(`/plans/${nid}`)
  await expect(page.getByText('No member reviews yet.')).toBeVisible()

  const ids: number[] = []
  const add = async (overall: string, publish: boolean, what: string, year = '') => {
    const id = await submitReviewByApi(request, nid, {
      field_review_experience_year: year,
      field_review_overallrating: overall,
      field_review_accesscarerating: 'good',
      field_review_custservicerating: 'okay',
      field_review_costrating: 'bad',
      field_review_public_message: TEXT(what),
      field_review_private_message: 'A private note for the insurer only.',
    })
    ids.push(id)
    if (publish) {
      await decide(request, moderator, id, { editorialDecision: 'pass' })
      await decide(request, policy, id, { policyDecision: 'pass' })
    }
  }
  try {
    await add('great', true, 'Oldest praise.')
    await add('great', true, 'Newer praise.')
    await add('bad', true, 'Newest complaint.', '2025')
    await add('terrible', false, 'Not yet checked.')

    // Publishing drops the cached page at once.
    await page.goto(`/plans/${nid}`)
    const reviews = page.getByRole('region', { name: 'Member reviews' })
    await expect(reviews.getByRole('definition').first()).toContainText('out of 5 (3 reviews)')
    await expect(reviews).toContainText('Showing 3 of 3 reviews')
    await expect(reviews).not.toContainText('Not yet checked.')
    await expect(reviews).not.toContainText('A private note')
    const newest = reviews.getByRole('listitem').first()
    await expect(newest).toContainText('Newest complaint.')
    // The year of the reviewer's experience, where they gave it.
    await expect(newest).toContainText('Member in 2025')
    await expect(reviews.getByRole('listitem').nth(1)).not.toContainText('Member in')
    // Each card shows the three areas the member rated, not only the overall rating.
    await expect(newest.getByRole('term')).toHaveText([
      'Timely Access to Care',
      'Customer Service',
      'Price Transparency',
    ])
    await expect(newest.getByRole('definition')).toHaveText(['good (4/5)', 'okay (3/5)', 'bad (2/5)'])

    const results = await new AxeBuilder({ page }).include('#plan-reviews-heading').include('.review-browser').analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    await whenHydrated(reviews.getByRole('button', { name: '5 (great): 2 reviews' }))
    await reviews.getByRole('button', { name: '5 (great): 2 reviews' }).click()
    await expect(reviews).toContainText('Showing 2 of 2 reviews rated 5 (great)')
    await expect(reviews).not.toContainText('Newest complaint.')
    await reviews.getByRole('button', { name: 'Show all reviews' }).click()

    await reviews.getByLabel('Sort by').selectOption('lowest')
    await expect(reviews.getByRole('listitem').first()).toContainText('Newest complaint.')
    await reviews.getByLabel('Sort by').selectOption('highest')
    await expect(reviews.getByRole('listitem').first()).toContainText('Newer praise.')

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd.aggregateRating).toMatchObject({ ratingCount: 3, bestRating: 5 })
  } finally {
    for (const id of ids) await request.delete(`/api/cms/reviews/${id}`, { headers: admin })
  }
})

test('a plan with many reviews shows ten and loads the rest on request, by keyboard', async ({ page }) => {
  // Storing the reviews boots Payload in a process of its own, which takes a while.
  test.setTimeout(120_000)
  const seeded = runScript(['tests/e2e/seed-published-reviews.ts', '12'])
  expect(seeded.status, seeded.stderr || `stopped by ${seeded.signal}`).toBe(0)
  const nid = Number(/nid=(\d+)/.exec(seeded.stdout)?.[1])
  expect(nid, seeded.stdout).toBeGreaterThan(0)

  // The reviews were stored by another process: a query string asks for a fresh rendering.
  await page.goto(`/plans/${nid}?reviews`)
  const reviews = page.getByRole('region', { name: 'Member reviews' })
  await expect(reviews).toContainText('Showing 10 of 12 reviews')
  await expect(reviews.getByRole('listitem')).toHaveCount(10)
  await expect(reviews.getByRole('listitem').first()).toContainText('Review number 1:')

  const more = reviews.getByRole('button', { name: 'Show more reviews' })
  await whenHydrated(more)
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(reviews).toContainText('Showing 12 of 12 reviews')
  await expect(reviews.getByRole('listitem')).toHaveCount(12)
  await expect(reviews.getByRole('listitem').last()).toContainText('Review number 12:')
  await expect(more).toHaveCount(0)
})
