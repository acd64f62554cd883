import type { Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import { expectNoSevereViolations, nidOf } from './support'

/** Every English sentence of the catalogue (four words or more) that Spanish words differently. */
function englishSentences(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []
  const spanish = new Set(strings(es))
  return [...new Set(strings(en))].filter((text) => text.split(' ').length >= 4 && !spanish.has(text))
}

/** The English sentences of the catalogue a page shows. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return englishSentences().filter((sentence) => text.includes(sentence))
}

test.describe('Candor in Spanish', () => {
  // A Spanish-speaking browser: on a Spanish page it is offered nothing else.
  test.use({ locale: 'es-US' })

  test('the Spanish home page is Spanish, names both addresses, and reads well to axe', async ({ page }) => {
    await page.goto('/es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.home.heroHeading)
    await expect(page).toHaveTitle(es.home.metaTitle)
    await expect(page.getByRole('link', { name: es.header.takeQuiz }).first()).toHaveAttribute('href', '/es/quiz')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /:\d+\/?$/)
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', /\/es$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /:\d+\/?$/)
    expect(await englishOn(page)).toEqual([])
    await expectNoSevereViolations(page, 'Spanish home page', 'body')
  })

  test('English pages keep their addresses and language', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heroHeading)
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', /\/es$/)
  })

  test('the language switch keeps the page, and the choice is remembered', async ({ page, request }) => {
    const nid = await nidOf(request, '46204', '17575-HMO')
    await page.goto(`/plans/${nid}`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(new RegExp(`/es/plans/${nid}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { name: es.plans.ratingsHeading })).toBeVisible()
    expect(await englishOn(page)).toEqual([])

    // Links inside the Spanish site stay Spanish.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/\/es\/plans\/state\/in$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    // Chosen once: an English address opens in Spanish.
    await page.goto('/quiz')
    await expect(page).toHaveURL(/\/es\/quiz$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.quiz.heading)

    // And back: the header's switch (in the menu on a phone, in the bar here).
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/:\d+\/quiz$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto(`/plans/${nid}`)
    await expect(page).toHaveURL(new RegExp(`:\\d+/plans/${nid}$`))
  })

  test.describe('a browser that prefers Spanish', () => {
    test.use({ locale: 'es-MX' })

    test('is offered the Spanish page in Spanish, never redirected, and a refusal is remembered', async ({ page }) => {
      await page.goto('/find')
      await expect(page).toHaveURL(/:\d+\/find$/)
      const offer = page.getByRole('complementary', { name: es.language.switchLabel })
      await expect(offer).toContainText(es.language.offerText)
      await expect(offer.getByRole('link', { name: es.language.offerAccept })).toHaveAttribute('href', '/es/find')
      await offer.getByRole('button', { name: es.language.offerDecline }).click()
      await expect(offer).toBeHidden()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('complementary', { name: es.language.switchLabel })).toHaveCount(0)
    })

    test('accepting the offer opens the same page in Spanish', async ({ page }) => {
      await page.goto('/find')
      await page.getByRole('link', { name: es.language.offerAccept }).click()
      await expect(page).toHaveURL(/\/es\/find$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('complementary', { name: es.language.switchLabel })).toHaveCount(0)
    })
  })

  test('Spanish pages read well to axe and show no English sentence of the catalogue', async ({ page, request }) => {
    const nid = await nidOf(request, '46204', '17575-HMO')
    for (const path of [
      '/es/find',
      `/es/plans/${nid}`,
      '/es/plans/state/in',
      '/es/find/46204',
      '/es/quiz',
      '/es/login',
      '/es/register',
    ]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await englishOn(page), path).toEqual([])
      await expectNoSevereViolations(page, path, 'body')
    }
  })

  test('the Spanish sitemap lists the Spanish addresses, and robots.txt names both sitemaps', async ({ request }) => {
    const sitemap = await (await request.get('/es/sitemap.xml')).text()
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/es\/plans\/state\/tx<\/loc>/)
    expect(sitemap).toContain('hreflang="en-US"')
    const english = await (await request.get('/sitemap.xml')).text()
    expect(english).toMatch(/<loc>http:\/\/[^<]+:\d+\/plans\/state\/tx<\/loc>/)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: \S+\/es\/sitemap\.xml/)
  })
})
