import { spawnSync } from 'node:child_process'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'

import { E2E_DATABASE_ENV } from '../../playwright.config'

import { expect, test } from './fixtures'

const ADMIN = { email: 'e2e-reviews-admin@candor.test', password: 'a long e2e passphrase' }
const TEXT = (what: string) => `${what} The network was wide enough for us and most claims were paid on time.`

test('published member reviews show on the plan page with averages, a filtering histogram and sorting', async ({
  page,
  request,
}) => {
  // A staff account, made the way staff accounts are made.
  const created = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['scripts/create-staff.ts', '--email', ADMIN.email, '--password', ADMIN.password, '--role', 'admin'],
    {
      env: { ...process.env, ...E2E_DATABASE_ENV, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  )
  expect(created.status, created.stderr).toBe(0)
  const login = await request.post('/api/cms/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  // The session cookie is Secure in production; over plain http the token goes in a header.
  const headers = { Authorization: `JWT ${(await login.json()).token}` }

  const lookup = await request.post('/v1/data/issuers/zipcode/60601/plans')
  const nid = (await lookup.json()).data.available_universe_servicearea_plans[0].nid[0].value as number
  await page.goto(`/plans/${nid}`)
  await expect(page.getByText('No member reviews yet.')).toBeVisible()

  const ids: number[] = []
  const add = async (overall: string, status: string, daysAgo: number, what: string) => {
    const response = await request.post('/api/cms/reviews', {
      headers,
      data: {
        plan: nid,
        status,
        publishedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        overallRating: overall,
        accessToCareRating: 'good',
        customerServiceRating: 'okay',
        priceTransparencyRating: 'bad',
        publicMessage: TEXT(what),
        privateMessage: 'A private note for the insurer only.',
        displayName: 'Maria G.',
        email: 'maria@example.com',
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    ids.push((await response.json()).doc.id)
  }
  try {
    await add('great', 'published', 3, 'Oldest praise.')
    await add('great', 'published', 2, 'Newer praise.')
    await add('bad', 'published', 1, 'Newest complaint.')
    await add('terrible', 'pending', 0, 'Not yet checked.')

    // Publishing drops the cached page at once.
    await page.goto(`/plans/${nid}`)
    const reviews = page.getByRole('region', { name: 'Member reviews' })
    await expect(reviews.getByRole('definition').first()).toContainText('out of 5 (3 reviews)')
    await expect(reviews).toContainText('Showing 3 of 3 reviews')
    await expect(reviews).not.toContainText('Not yet checked.')
    await expect(reviews).not.toContainText('A private note')
    await expect(reviews.getByRole('listitem').first()).toContainText('Newest complaint.')

    const results = await new AxeBuilder({ page }).include('#plan-reviews-heading').include('.review-browser').analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    await reviews.getByRole('button', { name: '5 (great): 2 reviews' }).click()
    await expect(reviews).toContainText('Showing 2 of 3 reviews')
    await expect(reviews).not.toContainText('Newest complaint.')
    await reviews.getByRole('button', { name: 'Show all reviews' }).click()

    await reviews.getByLabel('Sort by').selectOption('lowest')
    await expect(reviews.getByRole('listitem').first()).toContainText('Newest complaint.')
    await reviews.getByLabel('Sort by').selectOption('highest')
    await expect(reviews.getByRole('listitem').first()).toContainText('Newer praise.')

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd.aggregateRating).toMatchObject({ ratingCount: 3, bestRating: 5 })
  } finally {
    for (const id of ids) await request.delete(`/api/cms/reviews/${id}`, { headers })
  }
})
