import type { Page } from '@playwright/test'

import * as en from '../../src/messages/en'
import * as es from '../../src/messages/es'
import { expect, test } from './fixtures'
import {
  createStaff,
  deleteReviewsWithText,
  expectNoSevereViolations,
  nidOf,
  reviewsWithText,
  staffHeaders,
  whenHydrated,
  type StaffAccount,
} from './support'

/** A paragraph of the rich-text editor's JSON, as an editor's text is stored. */
function richText(text: string) {
  const node = { direction: 'ltr', format: '', indent: 0, version: 1 }
  return {
    root: {
      ...node,
      type: 'root',
      children: [
        {
          ...node,
          type: 'paragraph',
          textFormat: 0,
          children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  }
}

const ADMIN: StaffAccount = {
  email: 'e2e-spanish-admin@candor.test',
  password: 'a long e2e passphrase for the spanish site',
  role: 'admin',
}

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
    test.setTimeout(120_000)
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

  test.describe('an address no page answers', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] })

    test('is the 404 page in Spanish, with status 404', async ({ page }) => {
      const answer = await page.goto('/es/nowhere')
      expect(answer?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.notFound.heading)
      await expect(page.getByRole('link', { name: es.notFound.quiz })).toHaveAttribute('href', '/es/quiz')
    })
  })

  test('an English page an editor has not written in Spanish says so in Spanish and offers the English one', async ({
    page,
    request,
  }) => {
    // An editor publishes an article in English only.
    createStaff(ADMIN)
    const headers = await staffHeaders(request, ADMIN)
    const slug = 'e2e-english-only-article'
    const found = await request.get(`/api/cms/articles?where[slug][equals]=${slug}&depth=0`, { headers })
    if ((await found.json()).totalDocs === 0) {
      const created = await request.post('/api/cms/articles', {
        headers,
        data: {
          title: 'An English-only article',
          summary: 'Written in English only.',
          body: richText('Written in English, not yet in Spanish.'),
          _status: 'published',
          slug,
        },
      })
      expect(created.status(), await created.text()).toBe(201)
    }

    // The list of articles marks the one written in English only; the site's own is in Spanish.
    await page.goto('/es/articles')
    const englishOnly = page.locator('.article-list__item', { hasText: 'An English-only article' })
    await expect(englishOnly.locator('[lang="en"] h2')).toBeVisible()
    await expect(englishOnly.locator('.article-list__language')).toHaveText(es.language.inEnglish)
    const written = page.locator('.article-list__item').filter({ hasNotText: 'An English-only article' })
    await expect(written).toHaveCount(1)
    await expect(written.locator('.article-list__language')).toHaveCount(0)

    await page.goto(`/es/articles/${slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const notice = page.locator('.content-untranslated')
    await expect(notice).toContainText(es.language.untranslated)
    await notice.getByRole('link', { name: es.language.readInEnglish }).click()
    await expect(page).toHaveURL(new RegExp(`:\\d+/articles/${slug}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the legal pages and the article are written in Spanish, and the home page links to the Spanish health data policy', async ({
    page,
  }) => {
    for (const path of [
      '/es/terms-of-service',
      '/es/privacy-policy',
      '/es/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
    ]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.locator('.content-untranslated'), path).toHaveCount(0)
      await expect(page.locator('main [lang="en"]'), path).toHaveCount(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
    }
    await page.goto('/es')
    await page.getByRole('link', { name: es.home.healthDataLink }).click()
    await expect(page).toHaveURL(/\/es\/privacy-policy#politica-de-datos-de-salud-del-consumidor$/)
    await expect(page.locator('#politica-de-datos-de-salud-del-consumidor')).toHaveText(
      'Política de datos de salud del consumidor',
    )
    await expect(page.locator('#politica-de-datos-de-salud-del-consumidor')).toBeInViewport()
  })

  test('a page written in Spanish shows its Spanish words, with its form and links in Spanish', async ({ page }) => {
    await page.goto('/es/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos')
    await expect(page.locator('.content-untranslated')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/contact$/)
    // A link the editor wrote to a page of the site leads to its Spanish twin.
    await expect(page.getByRole('link', { name: 'normas de contenido', exact: true })).toHaveAttribute(
      'href',
      '/es/content-guidelines',
    )
    expect(await englishOn(page)).toEqual([])
    await expectNoSevereViolations(page, '/es/contact', 'body')
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

  test('a Spanish speaker takes the whole quiz in Spanish, and every message comes from the catalogue', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const card = page.locator('.quiz-card')
    const next = card.getByRole('button', { name: es.quiz.next })
    await page.goto('/es/quiz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.quiz.heading)
    await expect(card.getByText(es.quiz.progress(1, 5))).toBeVisible()

    const zip = card.getByLabel(es.quiz.where.zipLabel)
    await whenHydrated(zip)
    await zip.fill('7700')
    await zip.press('Enter')
    await expect(card.getByText(es.zipValidation.tooShort)).toBeVisible()
    await zip.fill('77002')
    await zip.press('Enter')

    await expect(card.getByRole('heading', { level: 2, name: es.quiz.who.heading })).toBeFocused()
    await next.click()
    await expect(card.getByText(es.reportValidation.birthdayRequired)).toBeVisible()
    await card.getByLabel(es.quiz.who.birthdayLabel).fill('1984-07-02')
    await card
      .getByRole('group', { name: es.quiz.who.under18Legend })
      .getByRole('radio', { name: es.quiz.who.no })
      .check()
    await next.click()

    await expect(card.getByRole('heading', { level: 2, name: es.quiz.health.heading })).toBeFocused()
    await card.getByRole('checkbox', { name: es.quiz.health.consentLabel }).check()
    await card
      .getByRole('group', { name: es.quiz.health.questions.field_ir_medication })
      .getByRole('radio', { name: es.quiz.health.yes })
      .check()
    await next.click()

    await expect(card.getByRole('heading', { level: 2, name: es.quiz.priorities.heading })).toBeFocused()
    const payment = card.getByRole('slider', { name: es.quiz.priorities.meters.field_ir_paymentmeter.label })
    await payment.focus()
    await page.keyboard.press('End')
    await expect(payment).toHaveAttribute('aria-valuetext', es.quiz.priorities.valueText(100))
    await expectNoSevereViolations(page, 'the Spanish quiz')
    expect(await englishOn(page)).toEqual([])
    await next.click()

    await expect(card.getByRole('heading', { level: 2, name: es.quiz.finish.heading })).toBeFocused()
    await card.getByRole('button', { name: es.quiz.finish.submit }).click()
    await expect(page).toHaveURL(/\/es\/report\/[A-Za-z0-9_-]{32}$/)
    await expect(page.getByRole('heading', { level: 1, name: es.report.heading })).toBeVisible()
    await expect(page.locator('.report-ranking > li').first()).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(es.reportRanking.factors.drugCosts) })).toContainText(
      `${es.reportRanking.rules.medication} +1.5`,
    )
    expect(await englishOn(page)).toEqual([])
    await expectNoSevereViolations(page, 'the Spanish report')
  })

  test('a Spanish speaker writes a review in Spanish: the messages of every step come from the catalogue', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const nid = await nidOf(request, '77002', '20069-EPO')
    const text = `Reseña en español ${Date.now().toString(36)}: la red era amplia y casi todos los reclamos se pagaron a tiempo.`
    const headers = await staffHeaders(request, createStaff(ADMIN))
    try {
      await page.goto(`/es/plans/${nid}?reviewModalOpen=true`)
      const wizard = page.getByRole('dialog', { name: new RegExp(`^${es.reviewWizard.dialogTitle('')}`) })
      await expect(wizard.getByRole('heading', { name: es.reviewWizard.stepOneHeading })).toBeFocused()
      await expect(wizard.getByText(es.reviewWizard.progress(1, 3))).toBeVisible()
      await wizard.getByRole('button', { name: es.reviewWizard.next }).click()
      await expect(wizard.getByText(es.reviewValidation.overallRequired)).toBeVisible()
      await wizard.getByRole('radio', { name: es.reviewWizard.faces.good }).check()
      await wizard.getByRole('button', { name: es.reviewWizard.next }).click()

      await expect(wizard.getByRole('heading', { name: es.reviewWizard.stepTwoHeading })).toBeFocused()
      await wizard.getByRole('button', { name: es.reviewWizard.next }).click()
      for (const area of [
        es.reviewWizard.accessToCare,
        es.reviewWizard.customerService,
        es.reviewWizard.priceTransparency,
      ]) {
        await expect(wizard.getByText(es.reviewWizard.ratingRequired(area))).toBeVisible()
      }
      for (const area of [
        es.reviewWizard.accessToCare,
        es.reviewWizard.customerService,
        es.reviewWizard.priceTransparency,
      ]) {
        await wizard
          .getByRole('radiogroup', { name: area })
          .getByRole('radio', { name: es.reviewWizard.faces.okay })
          .check()
      }
      await wizard.getByRole('button', { name: es.reviewWizard.next }).click()

      await expect(wizard.getByRole('heading', { name: es.reviewWizard.stepThreeHeading })).toBeFocused()
      await wizard.getByRole('button', { name: es.reviewWizard.next }).click()
      for (const message of [
        es.reviewValidation.publicTooShort,
        es.reviewValidation.nameRequired,
        es.reviewValidation.emailRequired,
        es.reviewValidation.termsRequired,
        es.reviewValidation.captchaRequired,
      ]) {
        await expect(wizard.getByText(message, { exact: true })).toBeVisible()
      }
      const email = wizard.getByLabel(es.reviewWizard.emailLabel, { exact: true })
      await email.fill('maria@')
      await expect(wizard.getByText(es.reviewValidation.emailInvalid)).toBeVisible()
      await expect(wizard.getByRole('link', { name: es.reviewWizard.termsLink })).toHaveAttribute(
        'href',
        '/es/terms-of-service',
      )
      expect(await englishOn(page)).toEqual([])
      await expectNoSevereViolations(page, 'step 3 of the Spanish wizard', 'dialog.wizard')

      await wizard.getByLabel(es.reviewWizard.publicLabel).fill(text)
      await wizard.getByLabel(es.reviewWizard.nameLabel, { exact: true }).fill('María G.')
      await email.fill('maria@example.com')
      await wizard.getByRole('checkbox', { name: /Certifico/ }).check()
      await wizard.getByText('No soy un robot').click()
      await expect(wizard.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 30_000 })
      await wizard.getByRole('button', { name: es.reviewWizard.next }).click()

      await expect(wizard.getByRole('heading', { name: es.reviewWizard.thankYou })).toBeFocused()
      await expect(wizard).toContainText(es.reviewWizard.goesLive)
      // Registering leads back to the plan the review was written for.
      await expect(wizard.getByRole('link', { name: es.reviewWizard.register })).toHaveAttribute(
        'href',
        `/es/register?back=/plans/${nid}`,
      )
      await expect(wizard.getByRole('link', { name: es.reviewWizard.backToHomepage })).toHaveAttribute('href', '/es')
      expect(await englishOn(page)).toEqual([])

      const stored = await reviewsWithText(request, headers, text)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ plan: nid, status: 'pending', displayName: 'María G.' })
    } finally {
      await deleteReviewsWithText(request, headers, text)
    }
  })
})
